import type { Instrumentation } from 'next'

/*
 * Next calls these in every runtime it builds for. The site's start-up work and its error log are
 * for Node only (src/server/nodeInstrumentation.ts); behind the NEXT_RUNTIME check, which Next replaces with
 * a constant, the edge build does not even import them.
 */

export async function register() {
  if (
    process.env.NEXT_RUNTIME === 'nodejs' &&
    process.env.NEXT_PHASE !== 'phase-production-build'
  ) {
    const { startOnServer } = await import('./server/nodeInstrumentation')
    await startOnServer()
  }
}

export const onRequestError: Instrumentation.onRequestError = async (...error) => {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { logRequestError } = await import('./server/nodeInstrumentation')
    await logRequestError(...error)
  }
}
