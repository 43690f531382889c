import { randomUUID } from 'node:crypto'

import { ValidationError } from 'payload'

import { readMultipartBody } from '@/api/body'
import { requestLocale } from '@/api/language'
import { apiMessages } from '@/api/messages'
import { createdAnswer, problem, unavailableIfNotStored } from '@/api/responses'
import { getOptionValues } from '@/content/formOptions'
import { writeAtomically } from '@/database/writeAtomically'
import { valuesFromForm } from '@/forms/fieldList'
import { fieldErrors, issueKind } from '@/forms/issues'
import { formTranslator } from '@/forms/messages'
import { DOCUMENT_MAX_BYTES, documentKinds, DOCUMENTS_MAX } from '@/forms/documents'
import { insuranceCancellationForm } from '../types/insuranceCancellation'
import { inspectUpload } from '@/uploads/inspect'
import { getPayloadClient } from '@/utilities/getPayloadClient'

import { storeServiceRequest } from './store'

/** The whole form: every file at its largest, and room for the text fields. */
const MAX_FORM_BYTES = DOCUMENTS_MAX * DOCUMENT_MAX_BYTES + 64 * 1024

type Sniffed = { bytes: Buffer; ext: string; mime: string }

/**
 * An insurance cancellation, the one request sent with files (multipart/form-data). Files that
 * are too large get 413; files that are not whole, harmless PDF, JPG, PNG or BMP files (read from
 * their bytes, whatever their name says; see inspectUpload) get 415, and nothing is stored unless
 * the whole request is valid.
 */
export async function acceptWithDocuments(request: Request): Promise<Response> {
  const body = await readMultipartBody(request, MAX_FORM_BYTES)
  if (!body.ok) return problem(body.kind, apiMessages(requestLocale(request))[body.reason])
  const form = body.value
  const text = (name: string) => {
    const value = form.get(name)
    return typeof value === 'string' ? value : undefined
  }

  const locale = requestLocale(request, text('lang'))
  const t = formTranslator(locale)
  const api = apiMessages(locale)
  if (text('type') !== 'insurance-cancellation')
    return problem('invalid', api.unknownType, { type: t('typeUnknown') })

  const { fields: cancellationFields, schema } = insuranceCancellationForm
  const parsed = schema(t, await getOptionValues()).safeParse(
    valuesFromForm(cancellationFields, form),
  )
  if (!parsed.success) {
    const kind = issueKind(parsed.error)
    const message =
      kind === 'too-large'
        ? api.fileTooLarge
        : kind === 'unsupported-type'
          ? api.fileType
          : api.invalid
    return problem(kind ?? 'invalid', message, fieldErrors(parsed.error))
  }

  // Each file's own bytes say what it is (its name and declared type are only claims), and it must
  // be whole and carry nothing a browser or reader would run.
  const sniffed: Sniffed[] = []
  // The multipart reader gives files only; the schema knows them by name and size.
  for (const file of parsed.data.documents.filter((document) => document instanceof File)) {
    const bytes = Buffer.from(await file.arrayBuffer())
    const inspection = await inspectUpload(bytes, documentKinds)
    if (!inspection.ok)
      return problem('unsupported-type', api.fileType, { documents: t('documentType') })
    sniffed.push({ bytes, ext: inspection.kind.ext, mime: inspection.kind.mime })
  }

  const { consent, documents: _files, ...fields } = parsed.data
  const payload = await getPayloadClient()
  // Random names: the visitor's own file names can say more than the file should.
  const named = sniffed.map((file) => ({ ...file, name: `${randomUUID()}.${file.ext}` }))
  const stored = named.map((file) => ({
    collection: 'request-documents' as const,
    filename: file.name,
  }))
  try {
    // The documents, the request and its reference are stored together or not at all.
    const reference = await writeAtomically(payload, stored, async (req) => {
      const documents: (number | string)[] = []
      for (const file of named) {
        const doc = await payload.create({
          collection: 'request-documents',
          data: {},
          file: { data: file.bytes, mimetype: file.mime, name: file.name, size: file.bytes.length },
          overrideAccess: true,
          req,
        })
        documents.push(doc.id)
      }
      return storeServiceRequest({
        type: 'insurance-cancellation',
        fields,
        locale,
        consent,
        documents,
        req,
      })
    })
    return createdAnswer({ reference })
  } catch (error) {
    // Payload checks each file's inside too (a PDF without its cross-reference table is broken).
    if (error instanceof ValidationError)
      return problem('unsupported-type', api.fileType, { documents: t('documentType') })
    return unavailableIfNotStored(error, api.unavailable)
  }
}
