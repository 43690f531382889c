import { spawnSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'

import { afterAll, describe, expect, it } from 'vitest'

import { cancellationForm } from '@/features/service-requests/samples'
import { signInAt, TEST_ADMIN_TOTP_SECRET } from '../helpers/staffSignIn'
import { validPdf } from '../helpers/uploadFixtures'

/**
 * The container image as an operator runs it (run by `npm run test:image`, which builds it and starts
 * the services): alone on its embedded default with a volume, and as a release step plus an instance
 * on PostgreSQL, Redis and S3. Containers use the host's network, so they reach the services on
 * 127.0.0.1 and the test reaches them on their ports.
 */
const image = required('IMAGE')
const podmanFlags = (process.env.PODMAN_FLAGS ?? '').split(' ').filter(Boolean)
const runFlags = (process.env.PODMAN_RUN_FLAGS ?? '').split(' ').filter(Boolean)
const basePort = Number(process.env.IMAGE_BASE_PORT || 3400)
const admin = { email: 'image-admin@example.com', password: 'image-admin-password-1' }

function required(name: string): string {
  const value = process.env[name]
  if (!value) throw new Error(`${name} is not set: run the image tests with npm run test:image`)
  return value
}

function podman(...args: string[]): { status: number | null; output: string } {
  const result = spawnSync('podman', [...podmanFlags, ...args], { encoding: 'utf8' })
  return { status: result.status, output: `${result.stdout}${result.stderr}`.trim() }
}

function mustPodman(...args: string[]): string {
  const { status, output } = podman(...args)
  if (status !== 0) throw new Error(`podman ${args.join(' ')} (exit ${status}): ${output}`)
  return output
}

type Container = { name: string; url: string }
const started = new Set<string>()

/** Starts a container of the image and waits until /api/ready answers (after migrate and seed). */
async function start(
  name: string,
  port: number,
  env: Record<string, string>,
  options: { volume?: string; command?: string[] } = {},
): Promise<Container> {
  podman('rm', '--force', '--volumes', name)
  const url = `http://127.0.0.1:${port}`
  mustPodman(
    'run',
    '--detach',
    '--name',
    name,
    ...runFlags,
    ...Object.entries({ PORT: String(port), SITE_URL: url, ...env }).flatMap(([key, value]) => [
      '--env',
      `${key}=${value}`,
    ]),
    ...(options.volume ? ['--volume', `${options.volume}:/data`] : []),
    image,
    ...(options.command ?? []),
  )
  started.add(name)
  const deadline = Date.now() + 240_000
  while (Date.now() < deadline) {
    // Ready, not only alive: the pages cached before this start are expired by then.
    const ready = await fetch(`${url}/api/ready`).catch(() => null)
    if (ready?.ok) return { name, url }
    if (mustPodman('inspect', '--format', '{{.State.Running}}', name) !== 'true')
      throw new Error(`${name} stopped while starting:\n${podman('logs', name).output}`)
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(
    `${name} did not answer /api/health within 240 s:\n${podman('logs', name).output}`,
  )
}

/** Stops a container as an orchestrator does (SIGTERM, then up to 40 s) and gives its exit code. */
function stop(container: Container): number {
  mustPodman('stop', '--time', '40', container.name)
  return Number(mustPodman('inspect', '--format', '{{.State.ExitCode}}', container.name))
}

async function signIn(url: string): Promise<string> {
  return (await signInAt(url, admin, TEST_ADMIN_TOTP_SECRET)).token
}

/** A cancellation with its document; its reference. */
async function submitWithFile(url: string): Promise<string> {
  const form = cancellationForm(await validPdf())
  const sent = await fetch(`${url}/api/service-requests`, { method: 'POST', body: form })
  expect(sent.status).toBe(201)
  return ((await sent.json()) as { data: { reference: string } }).data.reference
}

/**
 * A staff member's request, sent again as a client does after a 503 with `Retry-After`: a server
 * that has just started refuses work for a moment while its event loop catches up (the load
 * bounds, docs/deploy.md "Load bounds").
 */
async function asStaff(address: string, token: string): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    const answer = await fetch(address, { headers: { authorization: `JWT ${token}` } })
    if (answer.status === 503) staffRetries++
    if (answer.status !== 503 || attempt === 5) return answer
    await new Promise((resolve) =>
      setTimeout(resolve, Number(answer.headers.get('retry-after') ?? 1) * 1000),
    )
  }
}

/** The stored request's document, as staff download it: its first bytes. */
async function documentOf(url: string, token: string, reference: string): Promise<string> {
  const found = await asStaff(
    `${url}/cms/api/service-requests?where[reference][equals]=${reference}&depth=1`,
    token,
  )
  expect(found.status, await found.clone().text()).toBe(200)
  const { docs } = (await found.json()) as { docs: { documents: { filename: string }[] }[] }
  expect(docs).toHaveLength(1)
  const file = await asStaff(
    `${url}/cms/api/request-documents/file/${docs[0]!.documents[0]!.filename}`,
    token,
  )
  expect(file.status).toBe(200)
  return Buffer.from(await file.arrayBuffer())
    .subarray(0, 5)
    .toString()
}

/**
 * Both languages, and the public address the container was given (SITE_URL is its own URL here),
 * not the one the image was built with, in canonical links, robots.txt and the sitemap.
 */
async function expectPages(url: string) {
  const english = await fetch(`${url}/`)
  expect(english.status).toBe(200)
  expect(english.headers.get('content-security-policy')).toContain("default-src 'self'")
  const englishHtml = await english.text()
  expect(englishHtml).toMatch(/<html[^>]*lang="en"/)
  expect(englishHtml.match(/<link rel="canonical" href="([^"]+)"/)?.[1]).toMatch(
    new RegExp(`^${url}/?$`),
  )
  const arabic = await fetch(`${url}/ar`)
  expect(arabic.status).toBe(200)
  const arabicHtml = await arabic.text()
  expect(arabicHtml).toMatch(/<html[^>]*dir="rtl"/)
  expect(arabicHtml.match(/<link rel="canonical" href="([^"]+)"/)?.[1]).toBe(`${url}/ar`)
  expect(await (await fetch(`${url}/robots.txt`)).text()).toContain(`Sitemap: ${url}/sitemap.xml`)
  const sitemap = await (await fetch(`${url}/sitemap.xml`)).text()
  expect(sitemap).toContain(`<loc>${url}/ar</loc>`)
  expect(sitemap).not.toContain('localhost:3000')
}

const figures: string[] = []
let staffRetries = 0
afterAll(() => {
  figures.push(
    `Staff reads answered 503 once ready (sent again after Retry-After): ${staffRetries}`,
  )
  for (const name of started) {
    writeFileSync(`test-results/image-${name}.log`, podman('logs', name).output)
    podman('rm', '--force', '--volumes', name)
  }
  podman('volume', 'rm', '--force', volume, restoredVolume)
  writeFileSync('test-results/image.txt', `${figures.join('\n')}\n`)
})

const volume = 'rafeef-image-test-data'
const restoredVolume = 'rafeef-image-test-restored'

describe('the image on its embedded default, with one volume', () => {
  let site: Container
  let token: string
  let reference: string

  it('migrates and seeds an empty volume, serves both languages, and runs as an unprivileged user', async () => {
    podman('volume', 'rm', '--force', volume)
    const begun = Date.now()
    site = await start('rafeef-image-sqlite', basePort, adminEnv(), { volume })
    figures.push(`First start on an empty volume (migrate, seed, serve): ${Date.now() - begun} ms`)
    await expectPages(site.url)
    expect(mustPodman('exec', site.name, 'id', '-u')).toBe('1000')
    expect(mustPodman('exec', site.name, 'ls', '/data')).toMatch(/site\.db/)
    // The image's own health check passes.
    expect(podman('healthcheck', 'run', site.name).status).toBe(0)
  })

  it('takes a submission with a file and signs the admin in', async () => {
    reference = await submitWithFile(site.url)
    token = await signIn(site.url)
    expect(await documentOf(site.url, token, reference)).toBe('%PDF-')
  })

  it('backs up from inside the container, and the backup restores into a new volume', () => {
    // As docs/deploy.md "Deploy" has an operator do it: the image's own `npm run`, no Payload CLI.
    const backup = mustPodman(
      'exec',
      site.name,
      'npm',
      'run',
      'backup',
      '--',
      '--to',
      '/data/backups',
    )
    const written = backup.match(/Backup written: \/data\/backups\/(backup-\S+)/)?.[1]
    expect(written, backup).toBeTruthy()
    podman('volume', 'rm', '--force', restoredVolume)
    const restore = podman(
      'run',
      '--rm',
      '--name',
      'rafeef-image-restore',
      ...runFlags,
      '--volume',
      `${restoredVolume}:/data`,
      '--volume',
      `${volume}:/kept:ro`,
      image,
      'npm',
      'run',
      'restore',
      '--',
      `/kept/backups/${written}`,
    )
    expect(restore.status, restore.output).toBe(0)
    expect(restore.output).toMatch(/every row as the backup took it/)
  })

  it('stops cleanly on SIGTERM and comes back on the same volume with everything it held', async () => {
    const exitCode = stop(site)
    figures.push(`Exit code after SIGTERM: ${exitCode}`)
    expect(exitCode).toBe(0)
    podman('rm', '--force', '--volumes', site.name)
    const begun = Date.now()
    site = await start('rafeef-image-sqlite', basePort, adminEnv(), { volume })
    figures.push(`Start on the kept volume: ${Date.now() - begun} ms`)
    await expectPages(site.url)
    // The session signed before the restart still holds: the secret generated into the volume.
    expect(await documentOf(site.url, token, reference)).toBe('%PDF-')
  })
})

function adminEnv(): Record<string, string> {
  return {
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    ADMIN_TOTP_SECRET: TEST_ADMIN_TOTP_SECRET,
  }
}

describe('the image on PostgreSQL, Redis and S3, with a release step', () => {
  const services = {
    DATABASE_URL: process.env.IMAGE_DATABASE_URL ?? '',
    REDIS_URL: process.env.REDIS_URL ?? '',
    S3_BUCKET: process.env.S3_BUCKET ?? '',
    S3_ENDPOINT: process.env.S3_ENDPOINT ?? '',
    S3_REGION: process.env.S3_REGION ?? '',
    S3_ACCESS_KEY_ID: process.env.S3_ACCESS_KEY_ID ?? '',
    S3_SECRET_ACCESS_KEY: process.env.S3_SECRET_ACCESS_KEY ?? '',
    S3_FORCE_PATH_STYLE: 'true',
    PAYLOAD_SECRET: 'image-cluster-secret',
  }

  it('migrates and seeds once, then an instance serves pages, a submission with a file and the admin', async () => {
    expect(services.DATABASE_URL, 'IMAGE_DATABASE_URL').toMatch(/^postgres/)
    mustPodman('rm', '--force', '--volumes', 'rafeef-image-release')
    const release = podman(
      'run',
      '--rm',
      '--name',
      'rafeef-image-release',
      ...runFlags,
      ...Object.entries({ ...services, ...adminEnv() }).flatMap(([key, value]) => [
        '--env',
        `${key}=${value}`,
      ]),
      image,
      'node',
      'scripts/start.mjs',
      '--no-build',
      '--no-serve',
    )
    expect(release.status, release.output).toBe(0)
    expect(release.output).toMatch(/Seeding an empty database done/)

    const site = await start('rafeef-image-postgres', basePort + 1, services, {
      command: ['node', 'server.mjs'],
    })
    await expectPages(site.url)
    const reference = await submitWithFile(site.url)
    const token = await signIn(site.url)
    expect(await documentOf(site.url, token, reference)).toBe('%PDF-')
    // The uploads went to the bucket: nothing of them on the container's own disk.
    expect(mustPodman('exec', site.name, 'ls', '-A', '/data')).not.toMatch(/request-documents/)
    expect(stop(site)).toBe(0)
  })
})
