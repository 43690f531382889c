#!/usr/bin/env node
// The container image (tests/image): builds it from the Dockerfile with podman, then starts it on its
// embedded default with a volume, and as a release step and an instance on PostgreSQL, Redis and S3
// (the services of scripts/services.mjs, as the cluster test starts them).
//
// Images cannot be pulled on every machine, so the Dockerfile's base (node:20-bookworm-slim) is made
// here when podman does not have it: a Debian bookworm root made by mmdebstrap, with this machine's
// Node 20 and npm, its CA certificates (a TLS-inspecting network's included) and the `node` user the
// official image has. With the official image present, that one is used.
//
// Settings: TEST_POSTGRES_URL (a role that may create databases), IMAGE_BASE_PORT (default 3400:
// the SQLite container, the PostgreSQL one, Redis, S3), PODMAN_FLAGS (default: runc and cgroupfs,
// which these machines need), PODMAN_RUN_FLAGS (default: host network and the limits runc may set
// here).
import { spawnSync } from 'node:child_process'
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { cleanUp, freshDatabase, startRedis, startS3 } from './services.mjs'

const BASE_IMAGE = 'docker.io/library/node:20-bookworm-slim'
const IMAGE = 'localhost/rafeef-site:test'
const podmanFlags = process.env.PODMAN_FLAGS ?? '--runtime runc --cgroup-manager cgroupfs'
const runFlags =
  process.env.PODMAN_RUN_FLAGS ??
  '--network host --ulimit nofile=1024:1024 --ulimit nproc=4096:4096'
const basePort = Number(process.env.IMAGE_BASE_PORT || 3400)
const ports = { redis: basePort + 2, s3: basePort + 3 }
const postgresUrl = process.env.TEST_POSTGRES_URL
const started = Date.now()
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0)} s`

function podman(args, options = {}) {
  return spawnSync('podman', [...podmanFlags.split(' ').filter(Boolean), ...args], {
    encoding: 'utf8',
    ...options,
  })
}

function mustRun(command, args, label) {
  const result = spawnSync(command, args, { stdio: 'inherit' })
  if (result.status !== 0)
    throw new Error(`${label} failed (exit ${result.status ?? result.signal})`)
}

/** The Dockerfile's base image, made from Debian and this machine's Node if podman lacks it. */
function ensureBaseImage() {
  if (podman(['image', 'exists', BASE_IMAGE]).status === 0) return
  if (Number(process.versions.node.split('.')[0]) !== 20)
    throw new Error(`making ${BASE_IMAGE} needs Node 20 here, not ${process.version}`)
  console.log(`\n=== Image: making ${BASE_IMAGE} from Debian bookworm (${elapsed()})`)
  const work = mkdtempSync(path.join(tmpdir(), 'rafeef-base-image-'))
  try {
    const rootfs = path.join(work, 'rootfs.tar')
    mustRun(
      'mmdebstrap',
      ['--variant=minbase', '--include=ca-certificates', 'bookworm', rootfs],
      'mmdebstrap (apt-get install mmdebstrap)',
    )
    const debian = 'localhost/rafeef-debian-rootfs:bookworm'
    const imported = podman(['import', rootfs, debian])
    if (imported.status !== 0) throw new Error(`podman import failed: ${imported.stderr}`)
    // This machine's Node and npm where the official image keeps them, and its CA certificates.
    const tree = path.join(work, 'tree')
    mkdirSync(path.join(tree, 'usr/local/bin'), { recursive: true })
    mkdirSync(path.join(tree, 'usr/local/lib/node_modules'), { recursive: true })
    mkdirSync(path.join(tree, 'etc/ssl/certs'), { recursive: true })
    cpSync(process.execPath, path.join(tree, 'usr/local/bin/node'))
    const npmRoot = spawnSync('npm', ['root', '--global'], { encoding: 'utf8' }).stdout.trim()
    cpSync(path.join(npmRoot, 'npm'), path.join(tree, 'usr/local/lib/node_modules/npm'), {
      recursive: true,
    })
    symlinkSync('../lib/node_modules/npm/bin/npm-cli.js', path.join(tree, 'usr/local/bin/npm'))
    symlinkSync('../lib/node_modules/npm/bin/npx-cli.js', path.join(tree, 'usr/local/bin/npx'))
    cpSync(
      '/etc/ssl/certs/ca-certificates.crt',
      path.join(tree, 'etc/ssl/certs/ca-certificates.crt'),
    )
    const containerfile = path.join(work, 'Containerfile')
    writeFileSync(
      containerfile,
      [
        `FROM ${debian}`,
        'COPY tree/ /',
        'ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt',
        'RUN groupadd --gid 1000 node && useradd --uid 1000 --gid node --create-home node',
        'CMD ["node"]',
        '',
      ].join('\n'),
    )
    const built = podman(
      [
        'build',
        ...runFlags.split(' ').filter(Boolean),
        '--file',
        containerfile,
        '--tag',
        BASE_IMAGE,
        work,
      ],
      { stdio: 'inherit' },
    )
    if (built.status !== 0) throw new Error('building the base image failed')
  } finally {
    rmSync(work, { recursive: true, force: true })
  }
}

mkdirSync('test-results', { recursive: true })
for (const file of ['image.txt', 'image.json']) rmSync(`test-results/${file}`, { force: true })

let ok = false
try {
  if (!postgresUrl)
    throw new Error('test:image needs TEST_POSTGRES_URL (a role that may create databases)')
  if (spawnSync('podman', ['--version']).status !== 0)
    throw new Error('test:image needs podman (apt-get install podman runc)')
  ensureBaseImage()

  console.log(`\n=== Image: building ${IMAGE} from the Dockerfile (${elapsed()})`)
  // Docker's image format: the OCI one has no HEALTHCHECK.
  const build = podman(
    ['build', '--format', 'docker', ...runFlags.split(' ').filter(Boolean), '--tag', IMAGE, '.'],
    {
      stdio: 'inherit',
    },
  )
  if (build.status !== 0) throw new Error('podman build failed')
  const size = podman(['image', 'inspect', '--format', '{{.Size}}', IMAGE]).stdout.trim()
  console.log(`Image ${IMAGE}: ${(Number(size) / 1e6).toFixed(0)} MB (${elapsed()})`)

  console.log(`\n=== Image: services (PostgreSQL, Redis on ${ports.redis}, S3 on ${ports.s3})`)
  const services = {
    IMAGE_DATABASE_URL: await freshDatabase(postgresUrl, 'rafeef_image'),
    REDIS_URL: await startRedis(ports.redis),
    ...(await startS3(ports.s3, 'rafeef-image')),
  }

  console.log(`\n=== Image: the containers (${elapsed()})`)
  const result = spawnSync(
    'npx',
    [
      'vitest',
      'run',
      '--project',
      'image',
      '--reporter=default',
      '--reporter=json',
      '--outputFile=test-results/image.json',
    ],
    {
      stdio: 'inherit',
      env: {
        ...process.env,
        ...services,
        IMAGE,
        IMAGE_BASE_PORT: String(basePort),
        PODMAN_FLAGS: podmanFlags,
        PODMAN_RUN_FLAGS: runFlags,
      },
    },
  )
  ok = result.status === 0
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
} finally {
  await cleanUp()
}

const report = existsSync('test-results/image.json')
  ? JSON.parse(readFileSync('test-results/image.json', 'utf8'))
  : null
if (existsSync('test-results/image.txt')) {
  console.log('\n=== Image figures')
  console.log(readFileSync('test-results/image.txt', 'utf8').trimEnd())
}
console.log(`\nImage run took ${elapsed()}`)
console.log(
  `image: ${report?.numPassedTests ?? 0} passed, ${report ? report.numFailedTests : 1} failed`,
)
process.exit(ok ? 0 : 1)
