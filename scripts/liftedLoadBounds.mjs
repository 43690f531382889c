// @ts-check

/**
 * The load bounds (docs/deploy.md "Load bounds") lifted, for the suites and benches that send far more
 * from one address, or far more at once, than a visitor may: every browser of the end-to-end
 * suite is one address, the cluster's balancer is one, and a bench measures how slow the server
 * gets rather than what it refuses. The bounds have tests of their own
 * (tests/reliability/overload.test.ts).
 */
export const liftedLoadBounds = {
  LOAD_CLIENT_RATE: '1000000',
  LOAD_CLIENT_CONCURRENCY: '100000',
  LOAD_MAX_LAG_MS: '100000',
  LOAD_WORK_AT_ONCE: '100000',
  LOAD_MAX_QUEUED: '100000',
  LOAD_MAX_WAIT_MS: '100000',
  LOAD_WORK_SHARE: '100',
}
