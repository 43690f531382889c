// The services several instances share, started on this machine for the cluster and image tests:
// a fresh PostgreSQL database, Redis (Debian's redis-server) and an S3-compatible server (s3rver,
// from npm). Each is stopped by `cleanUp`, in the reverse order of starting.
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import pg from 'pg'

const cleanups = []

/** Stops every service started here and removes their folders. */
export async function cleanUp() {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {})
  cleanups.length = 0
}

/** A fresh database for this run, on the given server. */
export async function freshDatabase(serverUrl, name) {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  await client.query(`CREATE DATABASE ${name}`)
  await client.end()
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return url.toString()
}

/** Stops a child process and waits for it; registered for the end of the run. */
export function stopAtEnd(child) {
  const exited = new Promise((resolve) => child.once('exit', resolve))
  cleanups.push(async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    await exited
  })
}

async function waitFor(what, ready) {
  for (let tries = 0; tries < 150; tries++) {
    if (await ready().catch(() => false)) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${what} did not start`)
}

/** Redis on 127.0.0.1:port, without persistence, with the keyspace events the page cache needs. */
export async function startRedis(port) {
  const child = spawn(
    'redis-server',
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--notify-keyspace-events',
      'Exe',
    ],
    { stdio: 'ignore' },
  )
  child.once('error', (error) => {
    console.error(`redis-server could not start (apt-get install redis-server): ${error.message}`)
    process.exit(2)
  })
  stopAtEnd(child)
  await waitFor(
    'redis-server',
    async () =>
      spawnSync('redis-cli', ['-p', String(port), 'ping'], {
        encoding: 'utf8',
      }).stdout?.trim() === 'PONG',
  )
  return `redis://127.0.0.1:${port}/0`
}

/**
 * s3rver on 127.0.0.1:port with the bucket, in a process of its own (the caller may block while a
 * seed runs). The settings the site reads for it.
 */
export async function startS3(port, bucket) {
  const directory = mkdtempSync(path.join(tmpdir(), 'rafeef-s3-'))
  const child = spawn(
    process.execPath,
    [
      'node_modules/s3rver/bin/s3rver.js',
      '--directory',
      directory,
      '--address',
      '127.0.0.1',
      '--port',
      String(port),
      '--silent',
      '--configure-bucket',
      bucket,
    ],
    { stdio: 'ignore' },
  )
  // Cleaned up in reverse: the server stops before its folder goes.
  cleanups.push(async () => rmSync(directory, { recursive: true, force: true }))
  stopAtEnd(child)
  await waitFor('s3rver', async () => (await fetch(`http://127.0.0.1:${port}/`)).status < 500)
  return {
    S3_BUCKET: bucket,
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  }
}
