#!/usr/bin/env node
// What the container image runs, assembled from a production build (`next build` with
// `output: 'standalone'`) by the Dockerfile's build stage: the runtime stage copies only this, not the
// build's whole node_modules (docs/decisions/063-the-container-image.md, "The image without the build's node_modules").
//
//   <out>/root  becomes /app: server.mjs and the modules it imports, scripts/start.mjs, a
//               package.json with the operator's commands, and the node_modules all of it needs
//   <out>/dist  becomes /app/.next (the node user's: Next writes the pages it renders there): the
//               server's build, its static files, and tasks/, the Payload steps bundled
//
// The Payload steps (migrate, seed, backup, restore) run in a checkout through the Payload CLI,
// which compiles TypeScript as it loads it (tsx). Here they are bundled with esbuild instead,
// packages left out, and @vercel/nft traces the packages they and the server load. Next's own
// trace (.next/standalone) is kept beside it, since it knows what the server's routes load.
import { build } from 'esbuild'
import { nodeFileTrace } from '@vercel/nft'
import {
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import path from 'node:path'

const out = path.resolve(process.argv[2] ?? '.image')
const standalone = '.next/standalone'
if (!existsSync(path.join(standalone, '.next/BUILD_ID')))
  throw new Error(`${standalone} holds no build: build with output 'standalone' first`)

/** The steps, each one entry (its file in .next/tasks), as `npm run <name>` runs them in a checkout. */
const TASKS = {
  migrate: 'src/database/migrate.ts',
  seed: 'src/seed/run.ts',
  backup: 'src/backup/backup.ts',
  restore: 'src/backup/restore.ts',
}
const TASKS_DIR = '.next/tasks'
// The Lexical builds Payload loads under Node's `node` condition load through top-level awaits that
// now and then never settle (scripts/payloadCli.mjs); the tasks run with the production ones.
const CONDITIONS = ['node', 'production']

/**
 * What no step loads at run time: type declarations, source maps, the compilers of a build, and
 * what the trace reaches only through paths made at run time: the build (copied whole), this
 * checkout's data, the migrations (the migrate task holds them), and every script and benchmark
 * (scripts/payloadCli.mjs names the task it runs by a variable).
 */
const IGNORED_FOLDERS = [
  '.next/',
  'data/',
  'bench/',
  'scripts/',
  'src/migrations/',
  'node_modules/@next/swc-',
  'node_modules/typescript/',
]
const ignored = (file) =>
  !file.startsWith(`${TASKS_DIR}/`) &&
  (/\.(d\.[cm]?ts|map)$/.test(file) || IGNORED_FOLDERS.some((folder) => file.startsWith(folder)))
/** The scripts the image runs, copied as they are: they import nothing server.mjs does not. */
const SCRIPTS = ['scripts/start.mjs', 'scripts/payloadCli.mjs']
/** Files the app reads by a path made at run time: the faces of the share images. */
const READ_BY_PATH = readdirSync('src/fonts')
  .filter((name) => name.endsWith('.ttf'))
  .map((name) => `src/fonts/${name}`)
/**
 * Files Next's config loader looks up without loading them (loadWebpackHook in
 * next/dist/server/config-utils.js), which its trace for `node server.js` leaves out. A start with
 * `next({ conf })` failed without them; with the stored config (src/server/builtConfig.mjs) Next
 * passes over their absence, and they are kept so that the server's start does not depend on that.
 */
const RESOLVED_BY_NEXT = [
  'node_modules/next/dist/compiled/webpack',
  'node_modules/next/dist/compiled/@babel/runtime/package.json',
]

rmSync(out, { recursive: true, force: true })
rmSync(TASKS_DIR, { recursive: true, force: true })
const root = path.join(out, 'root')
const dist = path.join(out, 'dist')

// The tasks, bundled into .next/tasks so that their packages resolve from ./node_modules as they
// are traced. Next's subpath modules (`next/cache`) have no `exports` map, and Node's ESM loader
// finds them only by their file name.
await build({
  entryPoints: TASKS,
  outdir: TASKS_DIR,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  tsconfig: 'tsconfig.json',
  logLevel: 'warning',
  plugins: [
    {
      name: 'next-subpaths',
      setup(bundle) {
        bundle.onResolve({ filter: /^next\/[a-z-]+$/ }, ({ path: subpath }) => ({
          path: `${subpath}.js`,
          external: true,
        }))
      },
    },
  ],
})
const tasks = Object.keys(TASKS).map((name) => `${TASKS_DIR}/${name}.mjs`)

// The server as server.mjs starts it, with the cache handlers it names when REDIS_URL is set. Next
// itself is left to its own trace, which leaves out what only `next dev` and `next build` load;
// the tasks' trace takes the few files of it they import (next/cache).
const trace = (files, ignore) =>
  nodeFileTrace(files, { base: process.cwd(), conditions: CONDITIONS, ignore })
const server = await trace(
  ['server.mjs', 'src/server/redisPageCache.mjs', 'src/server/redisUseCache.mjs'],
  (file) => ignored(file) || file.startsWith('node_modules/next/'),
)
const steps = await trace(tasks, ignored)
const fileList = new Set([...server.fileList, ...steps.fileList, ...SCRIPTS, ...READ_BY_PATH])

// Next's trace: the server's build and the packages its routes load. Its server.js is not used
// (server.mjs starts Next itself), nor any source it holds: the modules server.mjs imports come
// from the trace above.
mkdirSync(root, { recursive: true })
cpSync(path.join(standalone, 'node_modules'), path.join(root, 'node_modules'), {
  recursive: true,
  verbatimSymlinks: true,
})
cpSync(path.join(standalone, '.next'), dist, { recursive: true, verbatimSymlinks: true })
cpSync('.next/static', path.join(dist, 'static'), { recursive: true })
cpSync(TASKS_DIR, path.join(dist, 'tasks'), { recursive: true })
for (const file of RESOLVED_BY_NEXT) cpSync(file, path.join(root, file), { recursive: true })

let added = 0
for (const file of [...fileList].sort()) {
  if (file.startsWith('.next/')) continue // the build, copied whole above
  const target = path.join(root, file)
  if (existsSync(target) || lstatSync(file).isDirectory()) continue
  mkdirSync(path.dirname(target), { recursive: true })
  if (lstatSync(file).isSymbolicLink()) symlinkSync(readlinkSync(file), target)
  else cpSync(file, target)
  added += 1
}

// The operator's commands in the image, as docs/deploy.md names them (`npm run backup -- --to …`).
const project = JSON.parse(readFileSync('package.json', 'utf8'))
const task = (name) => `node --no-deprecation --conditions=production ${TASKS_DIR}/${name}.mjs`
writeFileSync(
  path.join(root, 'package.json'),
  `${JSON.stringify(
    {
      name: project.name,
      version: project.version,
      private: true,
      type: project.type,
      scripts: {
        start: 'node scripts/start.mjs --no-build',
        serve: project.scripts.serve,
        ...Object.fromEntries(Object.keys(TASKS).map((name) => [name, task(name)])),
      },
    },
    null,
    2,
  )}\n`,
)
rmSync(TASKS_DIR, { recursive: true, force: true })
console.log(`Image tree in ${out}: ${added} files traced beside Next's own`)
