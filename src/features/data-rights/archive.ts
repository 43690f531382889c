import { strToU8, Zip, ZipDeflate, ZipPassThrough } from 'fflate'
import type { PayloadRequest } from 'payload'

import { todayIso } from '@/forms/dates'
import { optionLabeler } from '@/forms/optionLabeler'
import { isLocale, type Locale } from '@/i18n/locales'
import { readStoredFile } from '@/uploads/storage'

import { fieldLayouts } from './fieldLayouts'
import { type PersonData, type PersonQuery, relationId } from './find'
import { archivePathOf, personSummary } from './summary'

/** The language the person last wrote to us in: what their summary is written in. */
export function languageOf(data: PersonData, fallback: Locale = 'ar'): Locale {
  const latest = [...data.serviceRequests, ...data.contactMessages, ...data.jobApplications].sort(
    (a, b) => b.createdAt.localeCompare(a.createdAt),
  )[0]
  return isLocale(latest?.locale) ? latest.locale : fallback
}

/**
 * The rows as the archive gives them: what was sent and what became of it. Without the rows'
 * search keys (personKeys.ts), copies of what was sent that `foundBy` says once for all.
 */
function exported(data: PersonData) {
  const withoutKeys = <
    T extends { personEmail?: unknown; personPhone?: unknown; personPassport?: unknown },
  >(
    row: T,
  ) => {
    const { personEmail: _email, personPhone: _phone, personPassport: _passport, ...rest } = row
    return rest
  }
  return {
    serviceRequests: data.serviceRequests.map(withoutKeys),
    contactMessages: data.contactMessages.map(withoutKeys),
    jobApplications: data.jobApplications.map(withoutKeys),
    emails: data.emails.map(({ html: _html, ...email }) => email),
    files: data.files.map((file) => ({ ...file, path: archivePathOf(file) })),
  }
}

type Entry = { name: string; bytes: () => Promise<Uint8Array | null>; compress: boolean }

/** The archive's name: the day it was made, in Riyadh, as its summary says it. */
export const archiveName = (now: Date) => `personal-data-${todayIso(now)}.zip`

/**
 * A zip of everything found about a person: `summary.txt` (readable, in their language),
 * `data.json` (the identifiers they were found by and every row) and each file under `files/`. Streamed one entry per pull, so a person
 * with many documents never sits in memory whole. Documents are stored as they are (PDFs and
 * images gain nothing from compression).
 */
export async function personArchive(
  req: PayloadRequest,
  data: PersonData,
  { locale, query, now }: { locale: Locale; query: PersonQuery; now: Date },
): Promise<ReadableStream<Uint8Array>> {
  const jobIds = data.jobApplications
    .map((application) => relationId(application.job))
    .filter((id): id is number => typeof id === 'number')
  const jobs = jobIds.length
    ? await req.payload.find({
        collection: 'jobs',
        where: { id: { in: jobIds } },
        locale,
        pagination: false,
        depth: 0,
        overrideAccess: true,
        select: { title: true },
        req,
      })
    : { docs: [] }
  const jobTitles = new Map(jobs.docs.map((job) => [job.id, String(job.title ?? '')]))
  const optionLabel = await optionLabeler(req, locale, fieldLayouts)

  // Each identifier asked for, as the search compared it.
  const foundBy = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== null))
  const json = { generatedAt: now.toISOString(), language: locale, foundBy, ...exported(data) }
  const entries: Entry[] = [
    {
      name: 'summary.txt',
      bytes: async () => strToU8(personSummary(data, locale, { jobTitles, optionLabel }, now)),
      compress: true,
    },
    {
      name: 'data.json',
      bytes: async () => strToU8(JSON.stringify(json, null, 2)),
      compress: true,
    },
    ...data.files.map((file): Entry => ({
      name: archivePathOf(file),
      bytes: () => readStoredFile(file),
      compress: false,
    })),
  ]

  let next = 0
  let zip: Zip
  return new ReadableStream<Uint8Array>({
    start(controller) {
      zip = new Zip((error, chunk, final) => {
        if (error) return controller.error(error)
        controller.enqueue(chunk)
        if (final) controller.close()
      })
    },
    // Each pull adds one entry (its bytes reach the stream at once), or ends the zip.
    async pull() {
      for (let entry = entries[next++]; entry; entry = entries[next++]) {
        const bytes = await entry.bytes()
        // A file whose row is there but whose bytes are gone is left out; data.json lists it.
        if (bytes === null) continue
        const file = entry.compress
          ? new ZipDeflate(entry.name, { level: 6 })
          : new ZipPassThrough(entry.name)
        zip.add(file)
        file.push(bytes, true)
        return
      }
      zip.end()
    },
  })
}
