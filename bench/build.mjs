#!/usr/bin/env node
// `next build` wall time and the peak resident memory of its whole process tree (workers included).
// Needs a migrated and seeded database (run `npm start` once, or `npm run migrate && npm run seed`).
import { spawn } from 'node:child_process'

import { mb, treeRss } from './lib.mjs'

const started = Date.now()
const child = spawn('npx', ['next', 'build'], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, NODE_ENV: 'production', NODE_OPTIONS: '--no-deprecation' },
})
let peak = 0
const sampler = setInterval(() => {
  peak = Math.max(peak, treeRss(child.pid))
}, 200)
child.on('exit', (code) => {
  clearInterval(sampler)
  console.log(
    `next build: exit ${code}, ${((Date.now() - started) / 1000).toFixed(1)} s, peak RSS of the process tree ${mb(peak)}`,
  )
  process.exit(code ?? 1)
})
