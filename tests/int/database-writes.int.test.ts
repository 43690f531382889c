// On both databases: concurrent writes and a failed commit meet each one's locks and transactions.
import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'

import type { Client } from '@libsql/client'
import type { Payload } from 'payload'
import { PDFDocument } from 'pdf-lib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { POST as contact } from '@/app/api/contact-us/route'
import { POST as serviceRequest } from '@/app/api/service-requests/route'
import { CommitFailedError } from '@/database/errors'
import { gatherPlannerStatistics } from '@/database/plannerStatistics'
import { writeTurnOf } from '@/database/reliableWrites'
import { storedFilePath, writeAtomically } from '@/database/writeAtomically'
import { formOptionsSeed } from '@/seed/formOptions'
import { updateGlobalBilingual } from '@/seed/write'

import { migratedPayload } from '../helpers/payload'
import { validCancellation } from '@/features/service-requests/samples'

let payload: Payload
let pdf: Uint8Array<ArrayBuffer>

beforeAll(async () => {
  payload = await migratedPayload()
  await updateGlobalBilingual(payload, 'form-options', formOptionsSeed)
  const document = await PDFDocument.create()
  document.addPage([200, 200]).drawText('Visa refusal')
  pdf = new Uint8Array(await document.save())
  // A constraint checked only at COMMIT: the one sure way to make a commit fail on purpose.
  for (const raw of [
    'CREATE TABLE commit_probe_parent (id integer PRIMARY KEY)',
    'CREATE TABLE commit_probe_child (parent integer REFERENCES commit_probe_parent (id) DEFERRABLE INITIALLY DEFERRED)',
  ]) {
    await payload.db.execute({ drizzle: payload.db.drizzle, raw })
  }
})

afterAll(async () => {
  await payload.destroy()
})

const count = async (collection: 'contact-messages' | 'service-requests' | 'request-documents') =>
  (await payload.count({ collection, overrideAccess: true })).totalDocs
const filesOnDisk = () => {
  const dir = path.join(process.env.DATA_DIR ?? 'data', 'private', 'request-documents')
  return existsSync(dir) ? readdirSync(dir).length : 0
}

function contactPost(i: number) {
  return contact(
    new Request('http://test/api/contact-us', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: `Visitor ${i}`,
        email: 'v@example.com',
        subject: 'Hello',
        message: 'A question about my policy.',
        phoneNumber: '0501234567',
      }),
    }),
  )
}

function cancellationPost() {
  const body = new FormData()
  body.set('type', 'insurance-cancellation')
  for (const [name, value] of Object.entries(validCancellation)) body.set(name, String(value))
  body.append('documents', new File([pdf], 'refusal.pdf', { type: 'application/pdf' }))
  return serviceRequest(new Request('http://test/api/service-requests', { method: 'POST', body }))
}

describe('writes under concurrency', () => {
  it('stores every one of many simultaneous submissions, each answered 201 only once stored', async () => {
    const before = {
      messages: await count('contact-messages'),
      requests: await count('service-requests'),
      files: filesOnDisk(),
    }
    const answers = await Promise.all([
      ...Array.from({ length: 40 }, (_, i) => contactPost(i)),
      ...Array.from({ length: 12 }, () => cancellationPost()),
    ])
    expect(answers.map((answer) => answer.status)).toEqual(Array(52).fill(201))

    const references = await Promise.all(
      answers
        .slice(40)
        .map(
          async (answer) =>
            ((await answer.json()) as { data: { reference: string } }).data.reference,
        ),
    )
    expect(new Set(references).size).toBe(12)
    const stored = await payload.find({
      collection: 'service-requests',
      where: { reference: { in: references } },
      overrideAccess: true,
      limit: 20,
    })
    expect(stored.totalDocs).toBe(12)
    expect(await count('contact-messages')).toBe(before.messages + 40)
    expect(await count('service-requests')).toBe(before.requests + 12)
    expect(filesOnDisk()).toBe(before.files + 12)
  })
})

describe('a commit that fails', () => {
  it('rejects with CommitFailedError, keeps no row and removes the files written for it', async () => {
    const before = {
      messages: await count('contact-messages'),
      documents: await count('request-documents'),
      files: filesOnDisk(),
    }
    const name = `probe-${Date.now()}.pdf`
    const file = storedFilePath(payload, 'request-documents', name)

    const attempt = writeAtomically(
      payload,
      [{ collection: 'request-documents', filename: name }],
      async (req) => {
        await payload.create({
          collection: 'contact-messages',
          data: {
            name: 'Lost',
            email: 'l@example.com',
            subject: 'S',
            message: 'M',
            phoneNumber: '0501234567',
            locale: 'en',
            handled: false,
          },
          overrideAccess: true,
          req,
        })
        await payload.create({
          collection: 'request-documents',
          data: {},
          file: { data: Buffer.from(pdf), mimetype: 'application/pdf', name, size: pdf.byteLength },
          overrideAccess: true,
          req,
        })
        expect(existsSync(file)).toBe(true)
        const sessions = payload.db.sessions as Record<string, { db: unknown }>
        const tx = sessions[String(await req.transactionID)]?.db as typeof payload.db.drizzle
        // Valid until COMMIT, which checks the deferred constraint and fails.
        await payload.db.execute({
          drizzle: tx,
          raw: 'INSERT INTO commit_probe_child (parent) VALUES (42)',
        })
      },
    )

    await expect(attempt).rejects.toBeInstanceOf(CommitFailedError)
    expect(await count('contact-messages')).toBe(before.messages)
    expect(await count('request-documents')).toBe(before.documents)
    expect(existsSync(file)).toBe(false)
    expect(filesOnDisk()).toBe(before.files)
  })

  it('commits what it wrote when nothing fails', async () => {
    const before = await count('contact-messages')
    await writeAtomically(payload, [], (req) =>
      payload.create({
        collection: 'contact-messages',
        data: {
          name: 'Kept',
          email: 'k@example.com',
          subject: 'S',
          message: 'M',
          phoneNumber: '0501234567',
          locale: 'en',
          handled: false,
        },
        overrideAccess: true,
        req,
      }),
    )
    expect(await count('contact-messages')).toBe(before + 1)
  })
})

describe('work in a write turn', () => {
  it('waits for the open transaction on SQLite (the planner statistics write), runs at once on PostgreSQL', async () => {
    const inTurn = writeTurnOf(payload.db)
    const events: string[] = []
    const transaction = await payload.db.beginTransaction()
    if (transaction === null) throw new Error('no transaction was begun')
    const sqlite = payload.db.name === 'sqlite'
    // SQLite's libsql client (PostgreSQL's adapter has none).
    const { client } = payload.db as unknown as { client: Client }
    const work = sqlite
      ? // ANALYZE writes sqlite_stat1: beside this transaction (BEGIN IMMEDIATE, another
        // connection) it would wait in SQLite's busy handler with the whole process stopped.
        gatherPlannerStatistics(client, inTurn)
      : inTurn(async () => undefined)
    void work.then(() => events.push('work done'))
    await new Promise((resolve) => setTimeout(resolve, 100))
    events.push('commit')
    await payload.db.commitTransaction(transaction)
    await work
    expect(events).toEqual(sqlite ? ['commit', 'work done'] : ['work done', 'commit'])
    if (sqlite) {
      const analysed = await client.execute(
        "SELECT 1 FROM sqlite_stat1 WHERE tbl = 'payload_migrations'",
      )
      expect(analysed.rows.length).toBeGreaterThan(0)
    }
  })
})
