// @ts-check
import { NO_STORE } from './cachePolicy.mjs'

/**
 * The one way the server writes an answer of its own (a refusal, a redirect, a copy from the
 * one-second cache, a compressed file, the not-found document): status, headers and the whole body
 * in one call. It ends without `writeHead`, so that the finishers (finishResponse.mjs) see the
 * body with the head: a document's policy names its inline scripts. Node sends no body to a HEAD.
 *
 * @param {import('node:http').ServerResponse} response
 * @param {number} status
 * @param {Record<string, string | number>} headers
 * @param {string | Buffer} [body]
 */
export function send(response, status, headers, body) {
  response.statusCode = status
  for (const [name, value] of Object.entries(headers)) response.setHeader(name, value)
  if (body !== undefined) response.setHeader('content-length', Buffer.byteLength(body))
  response.end(body)
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
  send(
    response,
    status,
    { 'content-type': 'application/json; charset=utf-8', 'cache-control': NO_STORE, ...headers },
    JSON.stringify({ message }),
  )
}
