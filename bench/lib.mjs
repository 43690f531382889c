import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, readdirSync } from 'node:fs'
import os, { tmpdir } from 'node:os'
import path from 'node:path'

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

/**
 * The site address an existing build was made for. Canonical and alternate links are written into
 * the prerendered pages from `SITE_URL` at build time, so a page served at another address points
 * search engines elsewhere (Lighthouse's SEO audit fails it).
 */
function builtSiteUrl() {
  try {
    return /<link rel="canonical" href="(https?:\/\/[^/"]+)/.exec(
      readFileSync('.next/server/app/en.html', 'utf8'),
    )?.[1]
  } catch {
    return undefined
  }
}

/**
 * The production server (`server.mjs` on the existing build, or one it makes) on a throwaway,
 * freshly seeded database, at `SITE_URL` = its own address: the port given, or the local address
 * the existing build was made for. `stop()` ends it. With `BENCH_BASE_URL`, the server already
 * running there instead (another commit's build, say), which is left running.
 */
export async function serveSeeded(preferredPort) {
  if (process.env.BENCH_BASE_URL) {
    return {
      base: process.env.BENCH_BASE_URL.replace(/\/$/, ''),
      stop: () => undefined,
      dataDir: undefined,
      pid: undefined,
    }
  }
  const { seedTemplate } = await import('../scripts/payloadCli.mjs')
  const built = builtSiteUrl()
  const base =
    built && /^http:\/\/(localhost|127\.0\.0\.1):\d+$/.test(built)
      ? built
      : `http://127.0.0.1:${preferredPort}`
  const port = new URL(base).port
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rafeef-bench-'))
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    DATABASE_URL: `file:${path.join(dataDir, 'site.db')}`,
    PAYLOAD_SECRET: 'bench-secret',
    ADMIN_PASSWORD: 'bench-password-1',
    SITE_URL: base,
    PORT: port,
    HOSTNAME: '0.0.0.0',
  }
  seedTemplate(env.DATABASE_URL, dataDir, env)
  if (!existsSync('.next/BUILD_ID')) {
    const build = spawnSync('npx', ['next', 'build'], { stdio: 'inherit', env })
    if (build.status !== 0) throw new Error('next build failed')
  }
  const server = spawn(process.execPath, ['server.mjs'], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  })
  await waitFor(`${base}/api/health`, 120_000)
  return { base, stop: () => process.kill(-server.pid, 'SIGTERM'), dataDir, pid: server.pid }
}

/** The machine a figure was measured on, and the commit. */
export async function provenance() {
  return {
    date: new Date().toISOString(),
    commit: spawnSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).stdout.trim(),
    machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
  }
}
