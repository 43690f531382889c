// @ts-check
import { readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'

import { send } from './answers.mjs'
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
 * @returns {(request: import('node:http').IncomingMessage) => import('./finishResponse.mjs').Finisher | null}
 *   what finishes a page's answer with this; a 404 is left as the app sent it when the build has
 *   no such document
 */
export function completeNotFound(distDir) {
  return (request) => {
    if (!isDocumentRequest(request)) return null
    return {
      replacement(status) {
        const document =
          status === 404
            ? readDocument(join(distDir, notFoundScreenPath(request.url ?? '/')))
            : null
        return document ? { body: document, type: 'text/html; charset=utf-8' } : null
      },
    }
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
  send(
    response,
    404,
    { 'content-type': 'text/html; charset=utf-8', 'cache-control': PUBLIC_CACHE_CONTROL },
    document,
  )
  return true
}

/**
 * Kept in memory, and looked at again on disk at most once a second: Next writes a screen
 * regenerated after a CMS edit (the header menu, say) over the build's file. Read for each 404, a
 * crowd's made-up addresses cost a visitor's page twice over.
 *
 * @param {string} file
 * @returns {Buffer | null}
 */
function readDocument(file) {
  const now = performance.now()
  const kept = documents.get(file)
  if (kept && now - kept.checkedAt < RECHECK_MS) return kept.bytes
  try {
    const { mtimeMs, size } = statSync(file)
    if (kept && kept.mtimeMs === mtimeMs && kept.bytes.length === size) {
      kept.checkedAt = now
      return kept.bytes
    }
    const bytes = readFileSync(file)
    documents.set(file, { bytes, mtimeMs, checkedAt: now })
    return bytes
  } catch {
    documents.delete(file)
    return null
  }
}

const RECHECK_MS = 1000
/** @type {Map<string, { bytes: Buffer, mtimeMs: number, checkedAt: number }>} each screen's file */
const documents = new Map()

/** @param {import('node:http').IncomingMessage} request */
function isDocumentRequest(request) {
  return (
    (request.method === 'GET' || request.method === 'HEAD') && request.headers.rsc === undefined
  )
}
