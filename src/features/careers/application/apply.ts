import { randomUUID } from 'node:crypto'

import { requestLocale } from '@/api/language'
import { apiMessages } from '@/api/messages'
import { refuseIfRateLimited } from '@/api/rateLimited'
import { createdAnswer, problem, unavailableIfNotStored } from '@/api/responses'
import { getWireJob } from '@/content'
import { writeAtomically } from '@/database/writeAtomically'
import { valuesFromForm } from '@/forms/fieldList'
import { fieldErrors } from '@/forms/issues'
import { CV_MAX_BYTES, cvKinds } from './limits'
import { jobApplicationFields, jobApplicationSchema } from './schema'
import { formTranslator } from '@/forms/messages'
import { inspectUpload } from '@/uploads/inspect'
import { getPayloadClient } from '@/utilities/getPayloadClient'

import { readMultipart } from './multipart'

/** The CV and the text fields; the text of the longest application fits many times over. */
const MAX_BODY_BYTES = CV_MAX_BYTES + 64 * 1024

/**
 * A job application (spec §7 `POST /jobs/{id}`, docs/architecture.md §4): multipart with the spec's
 * fields and the two acceptances → 201 `{ id, reference }`. Every failure is a 4xx in the request's
 * language, and nothing is stored (no file, no row) unless the whole application is valid.
 */
export async function applyForJob(request: Request, id: string): Promise<Response> {
  const refused = await refuseIfRateLimited(request, 'submit')
  if (refused) return refused

  const job = await getWireJob(id)
  if (!job) return problem('not-found', apiMessages(requestLocale(request)).jobNotFound)

  const body = await readMultipart(request, MAX_BODY_BYTES)
  if (!body.ok) {
    const message = apiMessages(requestLocale(request))[body.reason]
    return body.reason === 'cvTooLarge'
      ? problem(body.kind, message, {
          cv_url: formTranslator(requestLocale(request))('cvTooLarge'),
        })
      : problem(body.kind, message)
  }
  const { form } = body
  const locale = requestLocale(request, form.get('lang'))
  const t = formTranslator(locale)
  const messages = apiMessages(locale)

  const cv = form.get('cv_url')
  if (cv instanceof File && cv.size > CV_MAX_BYTES)
    return problem('too-large', messages.cvTooLarge, { cv_url: t('cvTooLarge') })

  const input = valuesFromForm(jobApplicationFields, form)
  // The spec's seven fields are enough: the two acceptances are recorded when sent; the site's
  // form requires them.
  const parsed = jobApplicationSchema(t, {
    inspectFile: false,
    requireAcceptance: false,
  }).safeParse(input)
  if (!parsed.success) return problem('invalid', messages.invalid, fieldErrors(parsed.error))

  // The file's own bytes say what it is (its name and the browser's type are only claims), and it
  // must be a whole PDF with nothing in it a reader or browser would run.
  const data = Buffer.from(await parsed.data.cv_url.arrayBuffer())
  if (!(await inspectUpload(data, cvKinds)).ok) {
    return problem('unsupported-type', messages.cvNotPdf, { cv_url: t('cvNotPdf') })
  }

  const { cv_url: _file, declaration, terms, ...fields } = parsed.data
  const payload = await getPayloadClient()
  // The stored name is random: the applicant's own file name is not needed and may carry anything.
  const name = `cv-${randomUUID()}.pdf`
  try {
    // The CV, the application and its reference are stored together or not at all.
    const created = await writeAtomically(
      payload,
      [{ collection: 'job-application-cvs', filename: name }],
      async (req) => {
        const stored = await payload.create({
          collection: 'job-application-cvs',
          // Visitors cannot create through Payload's REST API; this handler is the one way in.
          overrideAccess: true,
          data: {},
          file: { data, mimetype: 'application/pdf', name, size: data.byteLength },
          req,
        })
        return payload.create({
          collection: 'job-applications',
          overrideAccess: true,
          data: {
            ...fields,
            job: Number(job.id),
            cv: stored.id,
            locale,
            consent: declaration && terms,
            consentAt: declaration && terms ? new Date().toISOString() : null,
            status: 'new',
          },
          req,
        })
      },
    )
    return createdAnswer({ id: created.id, reference: created.reference })
  } catch (error) {
    return unavailableIfNotStored(error, messages.unavailable)
  }
}
