import { describe, expect, it } from 'vitest'

import { metricsReaders, startChecks } from '../../src/server/productionSafety.mjs'

const safe = {
  configuredSiteUrl: 'https://www.rafeef.example',
  allowHttpSiteUrl: false,
  metricsToken: 'a-token',
}

describe('what a production start refuses', () => {
  it('starts on an https address with a metrics token, refusing and warning of nothing', () => {
    expect(startChecks(safe, true)).toEqual({ refusals: [], warnings: [] })
  })

  it('refuses an http address other than the machine’s own, saying how to mean it', () => {
    for (const site of ['http://www.rafeef.example', 'http://10.0.0.5:3000', 'HTTP://Rafeef.SA']) {
      const { refusals } = startChecks({ ...safe, configuredSiteUrl: site }, true)
      expect(refusals, site).toHaveLength(1)
      expect(refusals[0]).toContain(`SITE_URL ${site} is http:// in production`)
      expect(refusals[0]).toContain('ALLOW_HTTP_SITE_URL=true')
      expect(refusals[0]).toContain('TLS ended at a proxy')
    }
  })

  it('accepts the machine’s own http addresses, and any once ALLOW_HTTP_SITE_URL says so', () => {
    for (const site of ['http://localhost:3000', 'http://127.0.0.1:8080', 'http://[::1]:3100'])
      expect(startChecks({ ...safe, configuredSiteUrl: site }, true).refusals, site).toEqual([])
    expect(
      startChecks(
        { ...safe, configuredSiteUrl: 'http://www.rafeef.example', allowHttpSiteUrl: true },
        true,
      ).refusals,
    ).toEqual([])
  })

  it('refuses what is not an http(s) address at all', () => {
    for (const site of ['www.rafeef.example', 'ftp://rafeef.example', 'https://'])
      expect(startChecks({ ...safe, configuredSiteUrl: site }, true).refusals[0], site).toMatch(
        /is not an http\(s\) address/,
      )
  })

  it('warns once of metrics being off and of a missing SITE_URL', () => {
    const { refusals, warnings } = startChecks(
      { configuredSiteUrl: undefined, allowHttpSiteUrl: false, metricsToken: undefined },
      true,
    )
    expect(refusals).toEqual([])
    expect(warnings).toEqual([
      expect.stringContaining('SITE_URL is unset'),
      'Metrics are off: /metrics answers 404 until METRICS_TOKEN is set.',
    ])
  })

  it('refuses and warns of nothing outside production', () => {
    expect(
      startChecks(
        {
          configuredSiteUrl: 'http://www.rafeef.example',
          allowHttpSiteUrl: false,
          metricsToken: undefined,
        },
        false,
      ),
    ).toEqual({ refusals: [], warnings: [] })
  })
})

describe('who reads /metrics', () => {
  it('is the token’s holder when there is one', () => {
    expect(metricsReaders('a-token', true)).toBe('token')
    expect(metricsReaders('a-token', false)).toBe('token')
  })

  it('is nobody in production without one: behind a proxy every request comes from loopback', () => {
    expect(metricsReaders(undefined, true)).toBe('nobody')
  })

  it('is this machine in development', () => {
    expect(metricsReaders(undefined, false)).toBe('loopback')
  })
})
