import { PDFDocument } from 'pdf-lib'

import { applicantFields } from '../helpers/jobApplications'
import { validCancellation } from '@/features/service-requests/samples'

/** What a visitor's submission was answered with; `key` is its reference (or contact id) on 201. */
export type Answer = { kind: Kind; status: number; key?: string }
export type Kind = 'contact' | 'cancellation' | 'application'

let pdfBytes: Uint8Array<ArrayBuffer> | null = null
async function documentPdf(): Promise<Uint8Array<ArrayBuffer>> {
  if (!pdfBytes) {
    const doc = await PDFDocument.create()
    doc.addPage([300, 300]).drawText('Visa refusal letter')
    pdfBytes = new Uint8Array(await doc.save())
  }
  return pdfBytes
}

async function answerOf(kind: Kind, send: Promise<Response>): Promise<Answer> {
  try {
    const response = await send
    const body = (await response.json().catch(() => null)) as {
      data?: { reference?: string; id?: number }
    } | null
    if (response.status !== 201) return { kind, status: response.status }
    const key = kind === 'contact' ? body?.data?.id : body?.data?.reference
    // A 201 whose body was cut off (the server died while sending it) told the visitor nothing:
    // no reference reached them, so it counts as no answer.
    return key === undefined ? { kind, status: 0 } : { kind, status: 201, key: String(key) }
  } catch {
    // The connection broke (the server was killed): no answer, so nothing was promised.
    return { kind, status: 0 }
  }
}

export function sendContact(url: string, i: number): Promise<Answer> {
  const body = {
    name: `Visitor ${i}`,
    email: `visitor${i}@example.com`,
    subject: 'Policy question',
    message: `Question number ${i} about my policy.`,
    phoneNumber: '0501234567',
  }
  return answerOf(
    'contact',
    fetch(`${url}/api/contact-us`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
  )
}

export async function sendCancellation(url: string): Promise<Answer> {
  const form = new FormData()
  form.set('type', 'insurance-cancellation')
  for (const [name, value] of Object.entries(validCancellation)) form.set(name, String(value))
  form.append(
    'documents',
    new File([await documentPdf()], 'refusal.pdf', { type: 'application/pdf' }),
  )
  return answerOf(
    'cancellation',
    fetch(`${url}/api/service-requests`, { method: 'POST', body: form }),
  )
}

export async function sendApplication(url: string, jobId: string): Promise<Answer> {
  const form = new FormData()
  for (const [name, value] of Object.entries(applicantFields)) form.set(name, value)
  form.set('cv_url', new File([await documentPdf()], 'cv.pdf', { type: 'application/pdf' }))
  return answerOf('application', fetch(`${url}/api/jobs/${jobId}`, { method: 'POST', body: form }))
}

export async function firstJobId(url: string): Promise<string> {
  const { data } = (await (await fetch(`${url}/api/jobs`)).json()) as {
    data: { jobs: { id: number | string }[] }
  }
  const job = data.jobs[0]
  if (!job) throw new Error('the seeded site should list jobs')
  return String(job.id)
}

/** Counts answers by status, e.g. `{ 201: 290, 503: 10 }`. */
export function byStatus(answers: Pick<Answer, 'status'>[]): Record<number, number> {
  const counts: Record<number, number> = {}
  for (const { status } of answers) counts[status] = (counts[status] ?? 0) + 1
  return counts
}

/** Runs `tasks` with at most `concurrency` in flight; resolves with every result in order. */
export async function pooled<T>(tasks: (() => Promise<T>)[], concurrency: number): Promise<T[]> {
  const results: T[] = new Array(tasks.length)
  let next = 0
  await Promise.all(
    Array.from({ length: Math.min(concurrency, tasks.length) }, async () => {
      while (next < tasks.length) {
        const index = next++
        results[index] = await tasks[index]!()
      }
    }),
  )
  return results
}
