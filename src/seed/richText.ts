import { randomBytes } from 'node:crypto'

/**
 * Seed rich text is written as light markup and stored as the editor's JSON: paragraphs separated
 * by an empty line, "## " for a heading, "- " for bullet points, **bold** and [label](/path) inside
 * a line (a full https:// address opens in a new tab; mailto: and tel: work too).
 */
type Node = Record<string, unknown>

const LINK = /\[([^\]]+)\]\(([^)\s]+)\)/g

function linkNode(label: string, url: string): Node {
  return {
    type: 'link',
    // The editor gives each link a 24-hex id.
    id: randomBytes(12).toString('hex'),
    fields: { linkType: 'custom', url, newTab: /^https?:\/\//.test(url) },
    children: formattedText(label),
    direction: null,
    format: '',
    indent: 0,
    version: 3,
  }
}

function textNodes(line: string): Node[] {
  const nodes: Node[] = []
  let last = 0
  for (const match of line.matchAll(LINK)) {
    const start = match.index ?? 0
    nodes.push(...formattedText(line.slice(last, start)), linkNode(match[1] ?? '', match[2] ?? ''))
    last = start + match[0].length
  }
  return [...nodes, ...formattedText(line.slice(last))]
}

function formattedText(line: string): Node[] {
  return line
    .split(/(\*\*[^*]+\*\*)/)
    .filter(Boolean)
    .map((part) => {
      const bold = part.startsWith('**') && part.endsWith('**')
      return {
        type: 'text',
        text: bold ? part.slice(2, -2) : part,
        format: bold ? 1 : 0,
        detail: 0,
        mode: 'normal',
        style: '',
        version: 1,
      }
    })
}

const element = (type: string, children: Node[], extra: Node = {}): Node => ({
  type,
  children,
  direction: null,
  format: '',
  indent: 0,
  version: 1,
  ...extra,
})

export function richText(markup: string) {
  const blocks = markup.trim().split(/\n\s*\n/)
  const children = blocks.map((block) => {
    const lines = block.split('\n').map((l) => l.trim())
    if (lines.every((l) => l.startsWith('- '))) {
      return element(
        'list',
        lines.map((l, i) => element('listitem', textNodes(l.slice(2)), { value: i + 1 })),
        { listType: 'bullet', start: 1, tag: 'ul' },
      )
    }
    if (lines[0]?.startsWith('## '))
      return element('heading', textNodes(lines.join(' ').slice(3)), { tag: 'h3' })
    return element('paragraph', textNodes(lines.join(' ')), { textFormat: 0, textStyle: '' })
  })
  return { root: element('root', children) }
}
