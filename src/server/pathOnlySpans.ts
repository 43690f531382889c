import type { Span, SpanProcessor } from '@opentelemetry/sdk-trace-base'

/** Attributes that hold a request's address (Next's request span, outgoing fetches). */
const ADDRESS_ATTRIBUTES = ['http.target', 'http.url', 'url.full']

/**
 * Spans keep an address without its query string: the query holds what a visitor typed (a search,
 * a job title), which is no more sent to a trace collector than written to the log. It runs
 * first, as each span starts, when Next has set the address and before any exporter sees it.
 */
export const pathOnlySpans: SpanProcessor = {
  onStart(span: Span) {
    for (const key of ADDRESS_ATTRIBUTES) {
      const value = span.attributes[key]
      if (typeof value === 'string' && value.includes('?'))
        span.setAttribute(key, value.slice(0, value.indexOf('?')))
    }
    if (span.attributes['url.query'] !== undefined) span.setAttribute('url.query', '')
  },
  onEnd: () => undefined,
  forceFlush: () => Promise.resolve(),
  shutdown: () => Promise.resolve(),
}
