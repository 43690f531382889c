import { directionOf, type Locale } from '@/i18n/locales'

export type RenderedEmail = { subject: string; text: string; html: string }

/** A part of an email's body. */
export type Block =
  | { kind: 'paragraph'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'facts'; rows: { label: string; value: string; ltr?: boolean }[] }
  | { kind: 'link'; label: string; href: string }
  | { kind: 'list'; items: { text: string; href?: string }[] }

/** One language's part of an email: staff notices carry both, visitors' emails their own only. */
export type Part = { locale: Locale; blocks: Block[] }

const LRI = '\u2066'
const PDI = '\u2069'

function escape(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  )
}

/** References, addresses and numbers keep their left-to-right order inside Arabic text. */
export function ltr(text: string): string {
  return `${LRI}${text}${PDI}`
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

/** Keeps an LTR value (a reference, a date in digits) whole inside right-to-left HTML. */
function isolated(text: string, isLtr?: boolean): string {
  return isLtr ? `<bdi dir="ltr">${escape(text)}</bdi>` : escape(text).replace(/\n/g, '<br>')
}

function blockHtml(block: Block, align: string): string {
  const p = `margin:0 0 16px;font-size:15px;line-height:1.6;text-align:${align}`
  switch (block.kind) {
    case 'paragraph':
      return `<p style="${p}">${isolated(block.text)}</p>`
    case 'heading':
      return `<h2 style="margin:24px 0 8px;font-size:17px;color:#0b3d3a;text-align:${align}">${escape(block.text)}</h2>`
    case 'facts':
      return `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px;width:100%">${block.rows
        .map(
          (row) =>
            `<tr><th scope="row" style="padding:6px 0;vertical-align:top;font-weight:600;color:#475569;text-align:${align};width:40%">${escape(row.label)}</th>` +
            `<td style="padding:6px 8px;vertical-align:top;text-align:${align}">${isolated(row.value, row.ltr)}</td></tr>`,
        )
        .join('')}</table>`
    case 'link':
      return `<p style="${p}"><a href="${escape(block.href)}" style="display:inline-block;background:#0f766e;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:600">${escape(block.label)}</a></p>`
    case 'list':
      return `<ul style="margin:0 0 16px;padding-inline-start:20px">${block.items
        .map(
          (item) =>
            `<li style="margin:0 0 6px;text-align:${align}">${item.href ? `<a href="${escape(item.href)}">${escape(item.text)}</a>` : escape(item.text)}</li>`,
        )
        .join('')}</ul>`
  }
}

/**
 * An email as plain text and HTML. Each part is laid out in its language's direction (Arabic right
 * to left, with `dir`, `lang` and right alignment for mail programs that ignore `dir`); the HTML is
 * inline-styled tables and paragraphs only, as mail programs expect.
 */
export function renderEmail(subject: string, parts: Part[], footer: Part[]): RenderedEmail {
  const text = [...parts, ...footer]
    .map((part) => part.blocks.map(blockText).join('\n\n'))
    .join('\n\n----\n\n')
  const first = parts[0]?.locale ?? 'en'
  const section = (part: Part, small = false) => {
    const dir = directionOf(part.locale)
    const align = dir === 'rtl' ? 'right' : 'left'
    return `<div lang="${part.locale}" dir="${dir}" style="direction:${dir};text-align:${align};${small ? 'color:#64748b;font-size:13px;' : ''}padding:8px 0">${part.blocks
      .map((block) => blockHtml(block, align))
      .join('')}</div>`
  }
  const rule = '<hr style="border:none;border-top:1px solid #e2e8f0;margin:16px 0">'
  const html =
    `<!doctype html><html lang="${first}" dir="${directionOf(first)}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(subject)}</title></head>` +
    `<body style="margin:0;padding:0;background:#f1f5f9;font-family:'IBM Plex Sans Arabic',Tahoma,Arial,sans-serif;color:#0f172a">` +
    `<div style="max-width:600px;margin:0 auto;background:#ffffff;padding:24px">` +
    [...parts.map((part) => section(part)), ...footer.map((part) => section(part, true))].join(
      rule,
    ) +
    `</div></body></html>`
  return { subject, text, html }
}
