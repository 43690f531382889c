import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

/**
 * docs/architecture.md §5 names every entry of `src/` and of `src/features/`, a line each: a folder
 * added, moved or removed without its line (or a line left for a folder that is gone) fails here.
 */
const page = readFileSync('docs/architecture.md', 'utf8')
const layout = page.slice(page.indexOf('`src/`, one line per entry:'), page.indexOf('\nAround it:'))

/** The names a list gives at one depth: "- `name/` — …" at the start of a line, `indent` deep. */
const listed = (indent: string) =>
  [...layout.matchAll(new RegExp(`^${indent}- \`([^\`]+)\``, 'gm'))].map((match) => match[1]!)

/** A folder's entries as the list writes them (folders with a slash), empty folders left out. */
function entries(folder: string): string[] {
  const hasFiles = (dir: string): boolean =>
    readdirSync(dir).some((name) => {
      const full = path.join(dir, name)
      return statSync(full).isDirectory() ? hasFiles(full) : true
    })
  return readdirSync(folder)
    .filter((name) => {
      const full = path.join(folder, name)
      return !statSync(full).isDirectory() || hasFiles(full)
    })
    .map((name) => (statSync(path.join(folder, name)).isDirectory() ? `${name}/` : name))
}

const sorted = (names: string[]) => [...names].sort((a, b) => a.localeCompare(b))

describe('docs/architecture.md, the layout of the repository', () => {
  it('names every entry of src/, and nothing else', () => {
    expect(layout.length).toBeGreaterThan(0)
    expect(sorted(listed(''))).toEqual(sorted(entries('src')))
  })

  it('names every feature of src/features/, and nothing else', () => {
    expect(sorted(listed('  '))).toEqual(sorted(entries('src/features')))
  })
})
