// @ts-check
import { processWide } from './processWide.mjs'

/**
 * Whether the app runs inside server.mjs. `next start` (or a standalone server.js) would serve the
 * same build without what only server.mjs does: the client's address from the socket rather than
 * any X-Forwarded-For, the security headers, the shared-cache policy, the bounds on work and the
 * not-found answers before rendering. The app refuses to start that way (src/server/nodeInstrumentation.ts).
 */
const mark = () => processWide('startedByServer', () => ({ started: false }))

export function markServer() {
  mark().started = true
}

export function startedByServer() {
  return mark().started
}
