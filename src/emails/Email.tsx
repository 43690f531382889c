import { Fragment, type CSSProperties, type ReactNode } from 'react'

import { directionOf, type Locale } from '@/i18n/locales'

/** A part of an email's body. */
export type Block =
  | { kind: 'paragraph'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'facts'; rows: { label: string; value: string; ltr?: boolean }[] }
  | { kind: 'link'; label: string; href: string }
  | { kind: 'list'; items: { text: string; href?: string }[] }

/** One language's part of an email: staff notices carry both, visitors' emails their own only. */
export type Part = { locale: Locale; blocks: Block[] }

type Align = 'left' | 'right'

/** Keeps an LTR value (a reference, a date in digits) whole inside right-to-left text. */
function Value({ text, ltr }: { text: string; ltr?: boolean }) {
  if (ltr) return <bdi dir="ltr">{text}</bdi>
  const lines = text.split('\n')
  return lines.map((line, index) => (
    <Fragment key={index}>
      {index > 0 && <br />}
      {line}
    </Fragment>
  ))
}

function BlockView({ block, align }: { block: Block; align: Align }): ReactNode {
  const paragraph: CSSProperties = {
    margin: '0 0 16px',
    fontSize: 15,
    lineHeight: 1.6,
    textAlign: align,
  }
  switch (block.kind) {
    case 'paragraph':
      return (
        <p style={paragraph}>
          <Value text={block.text} />
        </p>
      )
    case 'heading':
      return (
        <h2 style={{ margin: '24px 0 8px', fontSize: 17, color: '#0b3d3a', textAlign: align }}>
          {block.text}
        </h2>
      )
    case 'facts':
      return (
        <table
          role="presentation"
          style={{ borderCollapse: 'collapse', margin: '0 0 16px', width: '100%' }}
        >
          <tbody>
            {block.rows.map((row, index) => (
              <tr key={index}>
                <th
                  scope="row"
                  style={{
                    padding: '6px 0',
                    verticalAlign: 'top',
                    fontWeight: 600,
                    color: '#475569',
                    textAlign: align,
                    width: '40%',
                  }}
                >
                  {row.label}
                </th>
                <td style={{ padding: '6px 8px', verticalAlign: 'top', textAlign: align }}>
                  <Value text={row.value} ltr={row.ltr} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )
    case 'link':
      return (
        <p style={paragraph}>
          <a
            href={block.href}
            style={{
              display: 'inline-block',
              background: '#0f766e',
              color: '#ffffff',
              padding: '10px 18px',
              borderRadius: 6,
              textDecoration: 'none',
              fontWeight: 600,
            }}
          >
            {block.label}
          </a>
        </p>
      )
    case 'list':
      return (
        <ul style={{ margin: '0 0 16px', paddingInlineStart: 20 }}>
          {block.items.map((item, index) => (
            <li key={index} style={{ margin: '0 0 6px', textAlign: align }}>
              {item.href ? <a href={item.href}>{item.text}</a> : item.text}
            </li>
          ))}
        </ul>
      )
  }
}

/**
 * One language's part, laid out in its direction: `dir`, `lang` and right alignment for mail
 * programs that ignore `dir`. The footer's parts are smaller and grey.
 */
function PartView({ part, small }: { part: Part; small?: boolean }) {
  const dir = directionOf(part.locale)
  const align: Align = dir === 'rtl' ? 'right' : 'left'
  return (
    <div
      lang={part.locale}
      dir={dir}
      style={{
        direction: dir,
        textAlign: align,
        ...(small ? { color: '#64748b', fontSize: 13 } : {}),
        padding: '8px 0',
      }}
    >
      {part.blocks.map((block, index) => (
        <BlockView key={index} block={block} align={align} />
      ))}
    </div>
  )
}

/**
 * An email's HTML: inline-styled tables and paragraphs only, as mail programs expect, the parts
 * one after the other with a rule between them.
 */
export function Email({
  subject,
  parts,
  footer,
}: {
  subject: string
  parts: Part[]
  footer: Part[]
}) {
  const first = parts[0]?.locale ?? 'en'
  const sections = [
    ...parts.map((part) => ({ part, small: false })),
    ...footer.map((part) => ({ part, small: true })),
  ]
  return (
    <html lang={first} dir={directionOf(first)}>
      {/* An email's own head, not a page's: next/head has no place here. */}
      {/* eslint-disable-next-line @next/next/no-head-element */}
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width,initial-scale=1" />
        <title>{subject}</title>
      </head>
      <body
        style={{
          margin: 0,
          padding: 0,
          background: '#f1f5f9',
          fontFamily: "'IBM Plex Sans Arabic',Tahoma,Arial,sans-serif",
          color: '#0f172a',
        }}
      >
        <div style={{ maxWidth: 600, margin: '0 auto', background: '#ffffff', padding: 24 }}>
          {sections.map(({ part, small }, index) => (
            <Fragment key={index}>
              {index > 0 && (
                <hr style={{ border: 'none', borderTop: '1px solid #e2e8f0', margin: '16px 0' }} />
              )}
              <PartView part={part} small={small} />
            </Fragment>
          ))}
        </div>
      </body>
    </html>
  )
}
