// On both databases: what a SIGKILL leaves is each database's durability of a commit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { integrityCheck, inventory } from './inventory'
import { report } from './report'
import { newSite, type Site } from './site'
import {
  type Answer,
  byStatus,
  firstJobId,
  pooled,
  sendApplication,
  sendCancellation,
  sendContact,
} from './submissions'

let site: Site

beforeAll(async () => {
  site = await newSite()
  await site.start()
})

afterAll(async () => {
  await site.stop()
})

describe('(b) the server killed in the middle of the load', () => {
  it('keeps every submission it acknowledged, stays consistent, and sweeps what the crash left', async () => {
    const jobId = await firstJobId(site.url)
    const before = await inventory(site)
    let acknowledged = 0
    let killed: Promise<void> | null = null
    const counted = async (send: () => Promise<Answer>) => {
      const answer = await send()
      if (answer.status === 201 && ++acknowledged === 60) killed = site.kill()
      return answer
    }
    const tasks = Array.from({ length: 360 }, (_, i) => {
      const kind = i % 3
      return () =>
        counted(() =>
          kind === 0
            ? sendContact(site.url, i)
            : kind === 1
              ? sendCancellation(site.url)
              : sendApplication(site.url, jobId),
        )
    })
    const answers = await pooled(tasks, 24)
    expect(
      killed,
      'the load should have reached 60 acknowledgements before the kill',
    ).not.toBeNull()
    await killed

    // A restart after a crash sweeps at once: nothing is under way on a server that just started.
    await site.start({ ORPHAN_FILE_GRACE_MINUTES: '0' })
    await expect
      .poll(() => site.output(), { timeout: 60_000 })
      .toMatch(/Orphan sweep at start finished/)
    const after = await inventory(site)
    const accepted = answers.filter((answer) => answer.status === 201)
    const lost = accepted.filter((answer) => {
      const kept = {
        contact: after.contactIds,
        cancellation: after.requestReferences,
        application: after.applicationReferences,
      }[answer.kind]
      return !kept.has(answer.key!)
    })
    const integrity = await integrityCheck(site)
    report('(b) SIGKILL during load', {
      sent: answers.length,
      answered: byStatus(answers),
      acknowledgedLost: lost.length,
      stored: {
        contact: after.contactIds.size - before.contactIds.size,
        cancellation: after.requestReferences.size - before.requestReferences.size,
        application: after.applicationReferences.size - before.applicationReferences.size,
      },
      sweptAtStart:
        /Swept (\d+) unclaimed uploads and (\d+) files/
          .exec(site.output())
          ?.slice(1)
          .join(' rows, ') ?? 'nothing to sweep',
      orphanFiles: after.orphanFiles.length,
      missingFiles: after.missingFiles.length,
      unclaimedUploads: after.unclaimedUploads,
      integrity,
    })

    expect(answers.filter((answer) => answer.status >= 500)).toEqual([])
    expect(lost).toEqual([])
    expect(integrity).toMatch(/^(ok|n\/a)/)
    expect(after.orphanFiles).toEqual([])
    expect(after.missingFiles).toEqual([])
    expect(after.unclaimedUploads).toBe(0)
  })
})
