/** About what search engines show of a description before they cut it. */
const LONGEST = 160

/**
 * A meta description out of a longer text: its first paragraph, cut at a word before `LONGEST`
 * characters and marked as cut.
 */
export function summaryOf(text: string[] | string): string {
  const first = (Array.isArray(text) ? text : text.split(/\n\s*\n/)).find((p) => p.trim()) ?? ''
  const paragraph = first.replace(/\s+/g, ' ').trim()
  if (paragraph.length <= LONGEST) return paragraph
  const cut = paragraph.slice(0, LONGEST - 1)
  const atWord = cut.slice(0, cut.lastIndexOf(' ')) || cut
  return `${atWord.replace(/[\s,.;:،؛]+$/, '')}…`
}
