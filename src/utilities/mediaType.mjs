// @ts-check
// Plain JavaScript, so that server.mjs (run by Node as it is) and the app share it.
import { parse } from 'content-type'

/**
 * The media type a Content-Type header names, in lower case and without its parameters
 * (`multipart/form-data`, `application/json`), or '' when there is none.
 *
 * @param {string | null | undefined} header
 */
export function mediaTypeOf(header) {
  return parse(header ?? '', { parameters: false }).type
}

/**
 * Whether the header names a multipart form with the boundary its parts are read by.
 *
 * @param {string | null | undefined} header
 */
export function isMultipartForm(header) {
  const { type, parameters } = parse(header ?? '')
  return type === 'multipart/form-data' && Boolean(parameters.boundary)
}

/**
 * Whether the header names JSON: `application/json`, or a JSON-based type such as
 * `application/merge-patch+json`.
 *
 * @param {string | null | undefined} header
 */
export function isJson(header) {
  const type = mediaTypeOf(header)
  return type === 'application/json' || /^application\/[\w.-]+\+json$/.test(type)
}
