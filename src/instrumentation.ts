/**
 * Runs once when the server starts. Payload starts its scheduled jobs (jobs.autoRun in the Payload
 * config) only for an instance asked for with `cron: true`; asking here means they run from boot,
 * not from the first admin visit. `next build` loads this file too, and must not start them.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  const [{ getPayload }, { default: config }] = await Promise.all([import('payload'), import('@payload-config')])
  await getPayload({ config, cron: true })
}
