import { describe, expect, it } from 'vitest'

import { isPagePath } from '../../src/server/badRequests.mjs'
import { countRequest, metrics, routeOf } from '../../src/server/metrics.mjs'
import { currentRequestId, inRequest, requestIdOf } from '../../src/server/requestContext.mjs'

const route = (target: string) => routeOf(target, isPagePath(target.split('?')[0]!))

describe('the route a metric names', () => {
  it('names the API by its routes, never by the ids or names in the address', () => {
    expect(route('/api/jobs/8812')).toBe('/api/jobs/:id')
    expect(route('/api/jobs?title=Ahmed')).toBe('/api/jobs')
    expect(route('/api/pages/home')).toBe('/api/pages/:name')
    expect(route('/api/service-requests/status?type=claim&id=1012345678&number=9')).toBe(
      '/api/service-requests/status',
    )
    expect(route('/api/contact-us')).toBe('/api/contact-us')
    expect(route('/api/ready')).toBe('/api/ready')
    expect(route('/api/wp-login.php')).toBe('api:unknown')
  })

  it('holds files, the admin and made-up addresses to a few kinds', () => {
    expect(route('/cms/api/job-application-cvs/file/Ahmed-Alharbi-CV.pdf')).toBe('cms:file')
    expect(route('/cms/api/pages?depth=10')).toBe('cms')
    expect(route('/admin/collections/service-requests')).toBe('admin')
    expect(route('/_next/static/chunks/a.js')).toBe('static')
    expect(route('/_next/image?url=%2Fx.png&w=640&q=75')).toBe('image')
    expect(route('/wp-login.php')).toBe('page')
    expect(route('/ar/career-openings/search?title=x')).toBe('page:search')
    const kinds = new Set(
      Array.from({ length: 1000 }, (_, i) => [`/x${i}`, `/api/x${i}`, `/cms/api/media/file/${i}`])
        .flat()
        .map(route),
    )
    expect([...kinds].sort()).toEqual(['api:unknown', 'cms:file', 'page'])
  })
})

describe('a request id', () => {
  it('is kept from a trusted proxy and replaced from anyone else', () => {
    expect(requestIdOf('lb-4f9c2a7e-01', true)).toBe('lb-4f9c2a7e-01')
    expect(requestIdOf('lb-4f9c2a7e-01', false)).toMatch(/^[0-9a-f-]{36}$/)
    expect(requestIdOf('<script>alert(1)</script>', true)).toMatch(/^[0-9a-f-]{36}$/)
    expect(requestIdOf(['a', 'b'], true)).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('is what work started in the request sees, after awaits too', async () => {
    const seen = await inRequest('req-000000001', async () => {
      await new Promise((resolve) => setTimeout(resolve, 5))
      return currentRequestId()
    })
    expect(seen).toBe('req-000000001')
    expect(currentRequestId()).toBeUndefined()
  })
})

describe('the counts', () => {
  it('tell stored submissions from refused ones', async () => {
    const answered = { method: 'POST', seconds: 0.05, cache: undefined }
    countRequest({ ...answered, route: '/api/contact-us', status: 201 })
    countRequest({ ...answered, route: '/api/contact-us', status: 400 })
    countRequest({ ...answered, route: '/api/jobs/:id', status: 429 })
    const text = await metrics().registry.metrics()
    expect(text).toContain('submissions_total{form="/api/contact-us",outcome="stored"} 1')
    expect(text).toContain('submissions_total{form="/api/contact-us",outcome="refused"} 1')
    expect(text).toContain('submissions_total{form="/api/jobs/:id",outcome="refused"} 1')
    expect(text).toContain(
      'http_requests_total{route="/api/contact-us",method="POST",status="400"} 1',
    )
    expect(text).toMatch(/nodejs_eventloop_lag_p99_seconds \d/)
  })
})
