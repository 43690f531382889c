/** Bodies of the contract (DESIGN.md §4): `{ data }` on success, `{ message, errors? }` on failure. */

export function ok<T>(data: T, init?: ResponseInit): Response {
  return Response.json({ data }, init)
}

export function problem(status: number, message: string, errors?: Record<string, string>): Response {
  return Response.json(errors ? { message, errors } : { message }, { status })
}

export function notFound(message = 'Not found.'): Response {
  return problem(404, message)
}
