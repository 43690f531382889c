import 'server-only'

import sanitize from 'sanitize-html'

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
