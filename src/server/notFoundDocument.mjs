// @ts-check
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

import { PUBLIC_CACHE_CONTROL } from './cachePolicy.mjs'
import { notFoundScreenPath } from './notFoundScreens.mjs'

/**
 * Next 16 answers a page that calls `notFound()` while it renders (an unknown page name, job or
 * language) with status 404 and an empty HTML document: the not-found screen appears only once
 * JavaScript has run (vercel/next.js#62228), so crawlers and visitors without scripts see a blank
 * page. The not-found screens are also prerendered as whole documents, in the site's shell and each
 * language (`[locale]/not-found-screen/[kind]`); the server sends the one for the address as the
 * body of every page 404 that a browser asked for as a document. The app's answers to client-side
 * navigations (RSC requests) are left alone: in-app links render the screen themselves.
 *
 * @param {string} distDir Next's build directory
 * @returns {(request: import('node:http').IncomingMessage, response: import('node:http').ServerResponse) => void}
 *   fits a response with this; a 404 is left as the app sent it when the build has no such document
 */
export function completeNotFound(distDir) {
  return (request, response) => {
    if (!isDocumentRequest(request)) return
    const { writeHead, write, end } = response
    const headOnly = request.method === 'HEAD'
    /** @type {Buffer | null | undefined} settled by the status the app answers with */
    let document
    /** @param {number} status */
    const swaps = (status) => {
      if (document === undefined) {
        document =
          status === 404
            ? readDocument(join(distDir, notFoundScreenPath(request.url ?? '/')))
            : null
        if (document) describeDocument(response, document)
      }
      return document !== null
    }
    /** @param {unknown[]} args whichever of writeHead's overloads the app used */
    const settledHead = (...args) => {
      const status = typeof args[0] === 'number' ? args[0] : response.statusCode
      if (!swaps(status)) return Reflect.apply(writeHead, response, args)
      const given = args.find((arg) => arg !== null && typeof arg === 'object')
      for (const [name, value] of Object.entries(given ?? {})) {
        if (!BODY_HEADERS.has(name.toLowerCase())) response.setHeader(name, value)
      }
      return Reflect.apply(writeHead, response, [404])
    }
    /** @param {unknown[]} args */
    const settledWrite = (...args) =>
      swaps(response.statusCode) ? true : Reflect.apply(write, response, args)
    /** @param {unknown[]} args */
    const settledEnd = (...args) => {
      if (!swaps(response.statusCode)) return Reflect.apply(end, response, args)
      const done = args.find((arg) => typeof arg === 'function')
      return Reflect.apply(
        end,
        response,
        headOnly ? [done] : [/** @type {Buffer} */ (document), done],
      )
    }
    response.writeHead = /** @type {typeof writeHead} */ (settledHead)
    response.write = /** @type {typeof write} */ (settledWrite)
    response.end = /** @type {typeof end} */ (settledEnd)
  }
}

/**
 * Answers an address that names nothing (knownAddresses.mjs) with the not-found document, without
 * the app: as a page 404 is, in the address's language, kept by a shared cache as briefly as a
 * page. A client-side navigation (an RSC request) gets the document too, and the browser loads it
 * as a whole page. Returns false, having sent nothing, when the build has no such document.
 *
 * @param {string} distDir
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 */
export function answerNotFound(distDir, request, response) {
  const document = readDocument(join(distDir, notFoundScreenPath(request.url ?? '/')))
  if (!document) return false
  response.writeHead(404, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': document.length,
    'Cache-Control': PUBLIC_CACHE_CONTROL,
  })
  response.end(request.method === 'HEAD' ? undefined : document)
  return true
}

/**
 * Read for each 404 rather than once: Next writes a screen regenerated after a CMS edit (the header
 * menu, say) over the build's file.
 *
 * @param {string} file
 */
function readDocument(file) {
  try {
    return readFileSync(file)
  } catch {
    return null
  }
}

/** @param {import('node:http').IncomingMessage} request */
function isDocumentRequest(request) {
  return (
    (request.method === 'GET' || request.method === 'HEAD') && request.headers.rsc === undefined
  )
}

/** Headers that describe the app's own body, not the document sent in its place. */
const BODY_HEADERS = new Set([
  'content-length',
  'content-encoding',
  'content-type',
  'transfer-encoding',
  'etag',
])

/**
 * Headers for the document in place of those that described the app's own body.
 *
 * @param {import('node:http').ServerResponse} response
 * @param {Buffer} document
 */
function describeDocument(response, document) {
  for (const name of BODY_HEADERS) response.removeHeader(name)
  response.setHeader('Content-Type', 'text/html; charset=utf-8')
  response.setHeader('Content-Length', document.length)
}
