import { spawn } from 'node:child_process'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startSmtpCapture, type SmtpCapture } from '../helpers/smtpCapture'
import { adminToken } from './inventory'
import { report } from './report'
import { freePort, newSite, onPostgres, type Site } from './site'

const METRICS_TOKEN = 'operators-only-metrics-token'
/** What a visitor typed: it must reach no log line and no metric. */
const visitor = {
  name: 'Signals Visitor Qasim',
  email: 'signals.visitor.qasim@example.com',
  phoneNumber: '0559876543',
}

let site: Site
let smtp: SmtpCapture
let collector: Server
/** The OTLP/JSON trace exports the site sent. */
const exports: { resourceSpans?: { scopeSpans?: { spans?: { name: string }[] }[] }[] }[] = []

beforeAll(async () => {
  smtp = await startSmtpCapture()
  collector = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString()))
    request.on('end', () => {
      if (request.url === '/v1/traces') exports.push(JSON.parse(body) as (typeof exports)[number])
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}')
    })
  })
  await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve))
  site = await newSite({
    METRICS_TOKEN,
    LOG_LEVEL: 'debug',
    SMTP_URL: smtp.url,
    OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${(collector.address() as AddressInfo).port}`,
    OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
    OTEL_BSP_SCHEDULE_DELAY: '200',
  })
  await site.start()
})

afterAll(async () => {
  await site.stop()
  await smtp.close()
  collector.close()
})

const metricsText = async () => {
  const answer = await fetch(`${site.url}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  })
  expect(answer.status).toBe(200)
  return answer.text()
}
/** A counter's value in Prometheus's text, 0 when it has not been counted yet. */
const counted = (text: string, series: string) =>
  Number(
    new RegExp(`^${series.replace(/[{}()|.*+?^$[\]\\]/g, '\\$&')} (\\S+)$`, 'm').exec(text)?.[1] ??
      0,
  )

describe('signals an operator can watch', () => {
  it('gives every request an id and puts it on every line logged for that request', async () => {
    const page = await fetch(`${site.url}/motor-insurance`)
    const forged = await fetch(`${site.url}/`, {
      headers: { 'x-request-id': 'forged-request-0001' },
    })
    // Payload logs a record it cannot find while it answers the request for it.
    const refused = await fetch(`${site.url}/cms/api/contact-messages/987654321`, {
      headers: { authorization: `JWT ${await adminToken(site)}` },
    })
    const ids = [page, forged, refused].map((answer) => answer.headers.get('x-request-id') ?? '')
    // Its access line is written when the answer has ended, after Payload's.
    await expect.poll(() => site.output().split(ids[2]!).length - 1).toBeGreaterThanOrEqual(2)
    const lines = site.output().split('\n').filter(Boolean)
    const json = lines.flatMap((line) => {
      try {
        return [JSON.parse(line) as Record<string, unknown>]
      } catch {
        return []
      }
    })
    const ofRefused = json.filter((line) => line.requestId === ids[2])
    report('signals: request ids and logs', {
      ids,
      lines: lines.length,
      jsonLines: json.length,
      otherLines: lines.filter((line) => !line.startsWith('{')),
      linesOfRefusedRequest: ofRefused.map((line) => line.msg),
    })
    for (const id of ids)
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/)
    expect(new Set(ids).size).toBe(3)
    expect(refused.status).toBe(404)
    // The access line and Payload's own line about the missing record, both with the request's id.
    expect(ofRefused.map((line) => line.msg)).toEqual(
      expect.arrayContaining(['request', expect.stringMatching(/not found/i)]),
    )
    // Every line that names a request is a JSON object with the request's id in its field.
    for (const line of lines.filter((text) => ids.some((id) => text.includes(id))))
      expect(() => JSON.parse(line)).not.toThrow()
  })

  it('counts requests, submissions, emails and job runs, for operators only', async () => {
    expect((await fetch(`${site.url}/metrics`)).status).toBe(404)
    expect(
      (await fetch(`${site.url}/metrics`, { headers: { authorization: 'Bearer guess' } })).status,
    ).toBe(404)
    const before = await metricsText()
    const stored = await fetch(`${site.url}/api/contact-us`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        ...visitor,
        subject: 'Policy question',
        message: 'When is my renewal?',
      }),
    })
    const refused = await fetch(`${site.url}/api/contact-us`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...visitor, email: 'not an address' }),
    })
    expect([stored.status, refused.status]).toEqual([201, 400])
    // The acknowledgement goes out on the email runner's next tick (every ten seconds).
    await expect.poll(() => smtp.messages.length, { timeout: 30_000 }).toBeGreaterThan(0)
    await expect
      .poll(
        async () =>
          counted(await metricsText(), 'job_runs_total{task="sendEmail",outcome="succeeded"}'),
        {
          timeout: 30_000,
        },
      )
      .toBeGreaterThan(0)
    const after = await metricsText()
    const delta = (series: string) => counted(after, series) - counted(before, series)
    const figures = {
      stored: delta('submissions_total{form="/api/contact-us",outcome="stored"}'),
      refused: delta('submissions_total{form="/api/contact-us",outcome="refused"}'),
      queued: delta('emails_total{event="queued"}'),
      sent: delta('emails_total{event="sent"}'),
      pages: counted(after, 'http_requests_total{route="page",method="GET",status="200"}'),
      writeWaits: delta('database_write_wait_seconds_count'),
      eventLoopP99: counted(after, 'nodejs_eventloop_lag_p99_seconds'),
    }
    report('signals: metrics', figures)
    expect(figures.stored).toBe(1)
    expect(figures.refused).toBe(1)
    expect(figures.queued).toBeGreaterThanOrEqual(1)
    expect(figures.sent).toBeGreaterThanOrEqual(1)
    expect(figures.pages).toBeGreaterThanOrEqual(1)
    // SQLite's writes wait in this process's queue; PostgreSQL takes them as they come.
    if (!onPostgres) expect(figures.writeWaits).toBeGreaterThanOrEqual(1)
    expect(after).toMatch(/^http_request_duration_seconds_bucket\{le="0\.1",route="page"\} \d+/m)
    expect(after).toMatch(/^page_cache_total\{result="\w+"\} \d+/m)
    expect(after).toMatch(/^nodejs_eventloop_lag_p99_seconds \d/m)
    // The lane's state, read from the server's work gate (its share lifted here to all of it).
    expect(after).toMatch(/^work_lane\{measure="share"\} 1$/m)
    expect(after).toMatch(/^work_lane\{measure="waiting"\} 0$/m)
    // Nothing the visitor typed is in the log or the metrics.
    for (const text of [site.output(), after])
      for (const typed of Object.values(visitor)) expect(text).not.toContain(typed)
  })

  it('sends traces of requests to an OpenTelemetry collector when one is set, without what visitors typed', async () => {
    await fetch(`${site.url}/who-we-are`)
    const typed = 'Typed1234567890'
    expect((await fetch(`${site.url}/search?q=${typed}`)).status).toBe(200)
    const spanNames = () =>
      exports.flatMap((body) =>
        (body.resourceSpans ?? []).flatMap((resource) =>
          (resource.scopeSpans ?? []).flatMap((scope) =>
            (scope.spans ?? []).map((span) => span.name),
          ),
        ),
      )
    const pageSpan = /^GET \/\[locale\]/
    await expect
      .poll(() => spanNames().some((name) => pageSpan.test(name)), { timeout: 20_000 })
      .toBe(true)
    await expect
      .poll(() => spanNames().some((name) => /^GET \/\[locale\]\/search/.test(name)), {
        timeout: 20_000,
      })
      .toBe(true)
    // The search's address is in its spans, without the query.
    expect(JSON.stringify(exports)).toContain('/search')
    expect(JSON.stringify(exports)).not.toContain(typed)
    report('signals: traces', {
      exports: exports.length,
      requestSpans: [...new Set(spanNames())].filter((name) => /^(GET|POST) /.test(name)),
    })
  })

  it('stops with an error when its port is taken, rather than running without serving', async () => {
    const second = spawn(process.execPath, ['server.mjs'], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: new URL(site.url).port,
        HOSTNAME: '127.0.0.1',
        DATA_DIR: site.dataDir,
        DATABASE_URL: site.databaseUrl,
        PAYLOAD_SECRET: 'reliability-secret',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      // Before the fix it never exited: a process that serves nothing, alive to a process manager.
      timeout: 90_000,
    })
    let output = ''
    second.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    second.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    const code = await new Promise((resolve) => second.once('exit', resolve))
    expect(code, output.slice(-2000)).toBe(1)
    expect(output).toContain('the server cannot listen')
    expect(output).toContain('EADDRINUSE')
    // The site on that port goes on serving.
    expect((await fetch(`${site.url}/api/health`)).status).toBe(200)
  }, 120_000)

  it('refuses to start in production on a plain-http public address', async () => {
    const refused = spawn(process.execPath, ['server.mjs'], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(await freePort()),
        HOSTNAME: '127.0.0.1',
        DATA_DIR: site.dataDir,
        DATABASE_URL: site.databaseUrl,
        PAYLOAD_SECRET: 'reliability-secret',
        SITE_URL: 'http://www.rafeef.example',
        ALLOW_HTTP_SITE_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: 90_000,
    })
    let output = ''
    refused.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    refused.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    const code = await new Promise((resolve) => refused.once('exit', resolve))
    expect(code, output.slice(-2000)).toBe(1)
    expect(output).toContain('SITE_URL http://www.rafeef.example is http:// in production')
    expect(output).toContain('ALLOW_HTTP_SITE_URL=true')
    expect(output).not.toContain('Serving on')
  }, 120_000)

  it('shows metrics to nobody in production without METRICS_TOKEN, a proxy on the machine included, and says so once', async () => {
    await site.stop()
    // Behind a proxy on the same machine every request comes from loopback; the plain-http
    // address is accepted only because ALLOW_HTTP_SITE_URL says so.
    await site.start({
      METRICS_TOKEN: '',
      TRUSTED_PROXIES: 'loopback',
      SITE_URL: 'http://www.rafeef.example',
      ALLOW_HTTP_SITE_URL: 'true',
    })
    expect((await fetch(`${site.url}/metrics`)).status).toBe(404)
    expect(
      (await fetch(`${site.url}/metrics`, { headers: { authorization: 'Bearer ' } })).status,
    ).toBe(404)
    expect((await fetch(`${site.url}/api/health`)).status).toBe(200)
    const notices = site
      .output()
      .split('\n')
      .filter((line) => line.includes('Metrics are off'))
    expect(notices).toHaveLength(1)
    expect(JSON.parse(notices[0]!)).toMatchObject({
      level: 40,
      msg: 'Metrics are off: /metrics answers 404 until METRICS_TOKEN is set.',
    })
  }, 120_000)
})
