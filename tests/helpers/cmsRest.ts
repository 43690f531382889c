type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE'

/**
 * A call to the CMS REST API (`/cms/api/…`) as the admin screens make it, through the app's route
 * (its guards and throttles included). `address` is the client address server.mjs would have
 * settled on.
 */
export async function cmsRest(
  method: Method,
  path: string,
  {
    token,
    body,
    headers = {},
    address,
  }: { token?: string; body?: unknown; headers?: Record<string, string>; address?: string } = {},
): Promise<Response> {
  const route = await import('@/app/(payload)/cms/api/[...slug]/route')
  const request = new Request(`http://test/cms/api/${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `JWT ${token}` } : {}),
      ...(address ? { 'x-forwarded-for': address } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const slug = path.split('?')[0]!.split('/')
  return route[method](request, { params: Promise.resolve({ slug }) })
}
