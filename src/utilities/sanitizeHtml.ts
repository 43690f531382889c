import 'server-only'

import sanitize from 'sanitize-html'

import { isolateLtrRunsInHtml } from '@/i18n/ltrRuns'

/**
 * The HTML content may carry: text structure and links, nothing that runs or loads. Links are
 * limited to web, mail and phone addresses; a link that leaves the site opens in a new tab.
 */
const options: sanitize.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'span',
    'ul',
    'ol',
    'li',
    'blockquote',
    'a',
    'hr',
    'code',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'caption',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    '*': ['dir', 'lang'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  transformTags: {
    // A heading inside content sits under the section's own h2.
    h1: 'h2',
    a: (tagName, attribs) => {
      if (/^https?:\/\//i.test(attribs.href ?? '')) {
        return { tagName, attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer' } }
      }
      const { target: _target, rel: _rel, ...rest } = attribs
      return { tagName, attribs: rest }
    },
  },
}

/** Content HTML made safe to render. */
export function sanitizeHtml(html: string): string {
  return sanitize(html, options)
}

/** For the page: the safe HTML with its phone numbers and emails kept left to right in Arabic. */
const pageOptions: sanitize.IOptions = { ...options, textFilter: isolateLtrRunsInHtml }

/**
 * Content HTML made safe to render on a page, each phone number and email isolated as a
 * left-to-right run (`isolateLtrRunsInHtml`). sanitize-html hands the filter the text already
 * escaped and writes what it returns as is, so the filter adds markup of its own only.
 */
export function sanitizePageHtml(html: string): string {
  return sanitize(html, pageOptions)
}
