// On both databases: 300 writers at once meet each database's locking and transactions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { integrityCheck, inventory } from './inventory'
import { report } from './report'
import { newSite, type Site } from './site'
import { byStatus, firstJobId, sendApplication, sendCancellation, sendContact } from './submissions'

let site: Site

beforeAll(async () => {
  site = await newSite()
  await site.start()
})

afterAll(async () => {
  await site.stop()
})

describe('(a) many visitors at once', () => {
  it('stores every submission it answers 201, answers no 5xx, and keeps exactly the files the rows name', async () => {
    const jobId = await firstJobId(site.url)
    const before = await inventory(site)
    // All at once: 200 contact messages, 50 cancellations with a document, 50 applications with a CV.
    const answers = await Promise.all([
      ...Array.from({ length: 200 }, (_, i) => sendContact(site.url, i)),
      ...Array.from({ length: 50 }, () => sendCancellation(site.url)),
      ...Array.from({ length: 50 }, () => sendApplication(site.url, jobId)),
    ])
    const after = await inventory(site)
    const accepted = answers.filter((answer) => answer.status === 201)
    const stored = {
      contact: after.contactIds.size - before.contactIds.size,
      cancellation: after.requestReferences.size - before.requestReferences.size,
      application: after.applicationReferences.size - before.applicationReferences.size,
    }
    report('(a) concurrent submissions', {
      sent: answers.length,
      answered: byStatus(answers),
      stored,
      files: after.storedFiles - before.storedFiles,
      orphanFiles: after.orphanFiles.length,
      missingFiles: after.missingFiles.length,
      unclaimedUploads: after.unclaimedUploads,
      integrity: await integrityCheck(site),
    })

    expect(answers.filter((answer) => answer.status >= 500)).toEqual([])
    expect(byStatus(answers)).toEqual({ 201: 300 })
    for (const answer of accepted) {
      const kept = {
        contact: after.contactIds,
        cancellation: after.requestReferences,
        application: after.applicationReferences,
      }[answer.kind]
      expect(
        kept.has(answer.key!),
        `${answer.kind} ${answer.key} was answered 201 but is not stored`,
      ).toBe(true)
    }
    expect(stored).toEqual({ contact: 200, cancellation: 50, application: 50 })
    expect(after.storedFiles - before.storedFiles).toBe(100)
    expect(after.orphanFiles).toEqual([])
    expect(after.missingFiles).toEqual([])
    expect(after.unclaimedUploads).toBe(0)
    expect(await integrityCheck(site)).toMatch(/^(ok|n\/a)/)
  })
})
