import { readFileSync, readdirSync } from 'node:fs'

/** Resident memory of a process and all its descendants, in bytes (Linux /proc). */
export function treeRss(rootPid) {
  const children = new Map()
  const rss = new Map()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      const ppid = Number(fields[1])
      const pages = Number(fields[21])
      rss.set(Number(entry), pages * 4096)
      if (!children.has(ppid)) children.set(ppid, [])
      children.get(ppid).push(Number(entry))
    } catch {
      // the process ended while we looked
    }
  }
  let total = 0
  const stack = [rootPid]
  while (stack.length) {
    const pid = stack.pop()
    total += rss.get(pid) ?? 0
    stack.push(...(children.get(pid) ?? []))
  }
  return total
}

export const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`

export async function waitFor(url, timeoutMs) {
  const started = Date.now()
  while (Date.now() - started < timeoutMs) {
    try {
      const response = await fetch(url)
      if (response.ok) return Date.now() - started
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`)
}
