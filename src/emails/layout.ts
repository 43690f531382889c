import { render } from '@react-email/render'
import { createElement } from 'react'

import type { Locale } from '@/i18n/locales'

import { type Block, Email, type Part } from './Email'

export type RenderedEmail = { subject: string; text: string; html: string }

export type { Block, Part } from './Email'

const LRI = '\u2066'
const PDI = '\u2069'

/** References, addresses and numbers keep their left-to-right order inside Arabic text. */
export function ltr(text: string): string {
  return `${LRI}${text}${PDI}`
}

/**
 * A reference inside a subject line: in Arabic its letters, digits and hyphens would otherwise be
 * reordered around the text ("(-CLM 2026-…)" in a mail client's list or the admin's); English
 * needs no marks.
 */
export function referenceIn(locale: Locale, reference: string): string {
  return locale === 'ar' ? ltr(reference) : reference
}

function blockText(block: Block): string {
  switch (block.kind) {
    case 'paragraph':
      return block.text
    case 'heading':
      return block.text.toUpperCase()
    case 'facts':
      return block.rows
        .map((row) => `${row.label}: ${row.ltr ? ltr(row.value) : row.value}`)
        .join('\n')
    case 'link':
      return `${block.label}\n${block.href}`
    case 'list':
      return block.items
        .map((item) => `- ${item.text}${item.href ? `\n  ${item.href}` : ''}`)
        .join('\n')
  }
}

/**
 * An email as plain text and HTML, both from the same blocks: the HTML from the `Email` component
 * (./Email.tsx), rendered by React on the server (`@react-email/render`, which next.config.ts keeps
 * outside the app's bundle: there React's server components cannot render HTML).
 */
export async function renderEmail(
  subject: string,
  parts: Part[],
  footer: Part[],
): Promise<RenderedEmail> {
  const text = [...parts, ...footer]
    .map((part) => part.blocks.map(blockText).join('\n\n'))
    .join('\n\n----\n\n')
  const html = await render(createElement(Email, { subject, parts, footer }))
  return { subject, text, html }
}
