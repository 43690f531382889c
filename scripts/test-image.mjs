#!/usr/bin/env node
// The container image (tests/image): builds it from the Dockerfile with podman, then starts it on its
// embedded default with a volume, and as a release step and an instance on PostgreSQL, Redis and S3
// (the services of scripts/services.mjs, as the cluster test starts them).
//
// Images cannot be pulled on every machine. When podman does not have the Dockerfile's base
// (node:20-bookworm-slim), one like it is made here under a local name and passed as NODE_IMAGE: a
// Debian bookworm root made by mmdebstrap, with this machine's Node 20 and npm, its CA certificates
// (a TLS-inspecting network's included) and the `node` user the official image has.
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

import { recordPhase } from './phases.mjs'
import { cleanUp, freshDatabase, startRedis, startS3 } from './services.mjs'
import { clearResults, reportAndExit, runVitestProject, stopwatch } from './suiteRun.mjs'

const OFFICIAL_BASE = 'docker.io/library/node:20-bookworm-slim'
const LOCAL_BASE = 'localhost/rafeef-node-base:20-bookworm-slim'
const IMAGE = 'localhost/rafeef-site:test'
/** The tests name their containers so (tests/image): what an interrupted run leaves is found. */
const CONTAINERS = 'rafeef-image-'
const podmanFlags = process.env.PODMAN_FLAGS ?? '--runtime runc --cgroup-manager cgroupfs'
const runFlags =
  process.env.PODMAN_RUN_FLAGS ??
  '--network host --ulimit nofile=1024:1024 --ulimit nproc=4096:4096'
// The build's `npm install` opens more files at once than 1024 when it has no cached layer (it
// failed with EMFILE once the dependencies changed); the containers themselves keep the 1024.
const buildFlags =
  process.env.PODMAN_BUILD_FLAGS ?? runFlags.replace('nofile=1024:1024', 'nofile=8192:8192')
const basePort = Number(process.env.IMAGE_BASE_PORT || 3400)
const ports = { redis: basePort + 2, s3: basePort + 3 }
const postgresUrl = process.env.TEST_POSTGRES_URL
const elapsed = stopwatch()

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

/**
 * The Dockerfile's base: the official image if podman has it, or else one made from Debian and this
 * machine's Node (once; kept under LOCAL_BASE). The build arguments that choose it.
 */
function baseImage() {
  if (podman(['image', 'exists', OFFICIAL_BASE]).status === 0) return []
  const chosen = ['--build-arg', `NODE_IMAGE=${LOCAL_BASE}`]
  if (podman(['image', 'exists', LOCAL_BASE]).status === 0) return chosen
  if (Number(process.versions.node.split('.')[0]) !== 20)
    throw new Error(`making ${LOCAL_BASE} needs Node 20 here, not ${process.version}`)
  console.log(`\n=== Image: making ${LOCAL_BASE} from Debian bookworm (${elapsed()})`)
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
        LOCAL_BASE,
        work,
      ],
      { stdio: 'inherit' },
    )
    if (built.status !== 0) throw new Error('building the base image failed')
  } finally {
    rmSync(work, { recursive: true, force: true })
  }
  return chosen
}

/**
 * This machine's npm cache, lent to the build's `npm install` (a volume of RUN steps, not a layer of
 * the image): it holds every package the checkout's own install fetched, so the build copies them
 * instead of downloading about a gigabyte again. The image is the same either way.
 */
function npmCacheVolume() {
  const cache = spawnSync('npm', ['config', 'get', 'cache'], { encoding: 'utf8' }).stdout.trim()
  return cache && existsSync(cache) ? ['--volume', `${cache}:/root/.npm`] : []
}

/**
 * With IMAGE_USE_BUILD=1 (`npm test`, right after its one production build), the image's tree is
 * made here from this checkout's build (scripts/imageTree.mjs, as the Dockerfile's build stage makes
 * it) and handed in: the build arguments that take it (TREE=context) and an ignore file like
 * .dockerignore without its `.image` line. The build stage, with its `npm install` of every
 * package, is then skipped. Alone, `npm run test:image` builds inside as users do.
 */
function handedInTree() {
  if (process.env.IMAGE_USE_BUILD !== '1' || !existsSync('.next/BUILD_ID')) return []
  console.log(`Using the build ${readFileSync('.next/BUILD_ID', 'utf8').trim()} of this checkout`)
  mustRun('node', ['scripts/imageTree.mjs', '.image'], 'the image tree (scripts/imageTree.mjs)')
  const ignoreFile = path.join(mkdtempSync(path.join(tmpdir(), 'rafeef-image-ignore-')), 'ignore')
  const lines = readFileSync('.dockerignore', 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '.image')
  writeFileSync(ignoreFile, [...lines, ''].join('\n'))
  return ['--ignorefile', ignoreFile, '--build-arg', 'TREE=context']
}

/** The test's containers and their anonymous volumes, whatever state a run left them in. */
function removeContainers() {
  const names = podman(['ps', '--all', '--filter', `name=^${CONTAINERS}`, '--format', '{{.Names}}'])
    .stdout.split('\n')
    .filter(Boolean)
  if (names.length > 0) podman(['rm', '--force', '--volumes', ...names])
}

// Ctrl-C reaches podman and vitest too; this process then cleans up rather than dying first.
let interrupted = false
process.on('SIGINT', () => (interrupted = true))

clearResults('image')

let ok = false
try {
  if (!postgresUrl)
    throw new Error('test:image needs TEST_POSTGRES_URL (a role that may create databases)')
  if (spawnSync('podman', ['--version']).status !== 0)
    throw new Error('test:image needs podman (apt-get install podman runc)')
  const base = baseImage()

  console.log(`\n=== Image: building ${IMAGE} from the Dockerfile (${elapsed()})`)
  // Docker's image format: the OCI one has no HEALTHCHECK.
  const build = podman(
    [
      'build',
      '--format',
      'docker',
      ...base,
      ...buildFlags.split(' ').filter(Boolean),
      ...npmCacheVolume(),
      ...handedInTree(),
      '--tag',
      IMAGE,
      '.',
    ],
    { stdio: 'inherit' },
  )
  // The tree handed in (about 250 MB) is in the image now.
  rmSync('.image', { recursive: true, force: true })
  const size = podman(['image', 'inspect', '--format', '{{.Size}}', IMAGE]).stdout.trim()
  recordPhase(
    `Image: base and build (${(Number(size) / 1e6).toFixed(0)} MB)`,
    elapsed.seconds(),
    build.status === 0 ? 'passed' : 'failed',
  )
  if (build.status !== 0 || interrupted) throw new Error('podman build failed')
  console.log(`Image ${IMAGE}: ${(Number(size) / 1e6).toFixed(0)} MB (${elapsed()})`)

  console.log(`\n=== Image: services (PostgreSQL, Redis on ${ports.redis}, S3 on ${ports.s3})`)
  const services = {
    IMAGE_DATABASE_URL: await freshDatabase(postgresUrl, 'rafeef_image'),
    REDIS_URL: await startRedis(ports.redis),
    ...(await startS3(ports.s3, 'rafeef-image')),
  }

  console.log(`\n=== Image: the containers (${elapsed()})`)
  ok = runVitestProject('image', {
    ...process.env,
    ...services,
    IMAGE,
    IMAGE_BASE_PORT: String(basePort),
    PODMAN_FLAGS: podmanFlags,
    PODMAN_RUN_FLAGS: runFlags,
  })
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
} finally {
  removeContainers()
  await cleanUp()
}

reportAndExit('image', 'Image', elapsed, ok && !interrupted)
