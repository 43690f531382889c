// @ts-check

/**
 * Whether a request target cannot be read: a path whose percent-encoding is not UTF-8 (`/%ff`),
 * or a NUL anywhere in path or query. Next fails on the first deep inside routing (a 500) and
 * PostgreSQL on the second; both are the client's mistake, so the server answers 400 before the
 * app sees them. The query is read as the app reads it (URLSearchParams, lenient about stray `%`).
 *
 * @param {string} target the raw request target, e.g. `/api/pages/home?x=1`
 */
export function isUnreadableTarget(target) {
  const at = target.indexOf('?')
  const path = at === -1 ? target : target.slice(0, at)
  const query = at === -1 ? '' : target.slice(at + 1)
  try {
    if (decodeURIComponent(path).includes('\0')) return true
  } catch {
    return true
  }
  for (const [name, value] of new URLSearchParams(query)) {
    if (name.includes('\0') || value.includes('\0')) return true
  }
  return false
}

/**
 * A JSON `{ message }` answer for requests refused before the app.
 *
 * @param {import('node:http').ServerResponse} response
 * @param {number} status
 * @param {string} message
 * @param {Record<string, string>} [headers]
 */
export function refuse(response, status, message, headers = {}) {
  const body = JSON.stringify({ message })
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
    ...headers,
  })
  response.end(body)
}
