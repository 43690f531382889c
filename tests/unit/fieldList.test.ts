import { describe, expect, it } from 'vitest'

import { contactFieldNames, contactFields } from '@/features/contact/schema'
import {
  browserForm,
  emptyValues,
  fixedValues,
  formFromValues,
  hasFiles,
  valuesFromForm,
  visibleFields,
} from '@/forms/fieldList'
import { issueKind } from '@/forms/issues'
import { jobApplicationFields } from '@/features/careers/application/schema'
import { jsonRequestForms } from '@/features/service-requests/types'
import { complaintForm } from '@/features/service-requests/types/complaint'
import { insuranceCancellationForm } from '@/features/service-requests/types/insuranceCancellation'
import { browserServiceForm } from '@/features/service-requests/types/serviceForm'
import { formTranslator } from '@/forms/messages'

import { validCancellation } from '@/features/service-requests/samples'
import { seededOptionValues } from '../helpers/serviceRequests'

const t = formTranslator('en')

describe('a form’s field list', () => {
  it('gives the schema its fields, in form order', () => {
    for (const form of [...Object.values(jsonRequestForms), insuranceCancellationForm]) {
      expect(Object.keys(form.schema(t, seededOptionValues).shape)).toEqual(
        Object.keys(form.fields),
      )
    }
  })

  it('gives the browser its order and empty values; a fixed field is filled in, not shown', () => {
    const complaint = browserServiceForm(complaintForm)
    const cancellation = browserServiceForm(insuranceCancellationForm)
    expect(complaint.order).not.toContain('requester_type')
    expect(complaint.empty).toMatchObject({
      full_name: '',
      requester_type: 'Website',
      consent: false,
    })
    expect(fixedValues(complaintForm.fields)).toEqual({ requester_type: 'Website' })
    expect(cancellation.order).toEqual([
      'policy_number',
      'visa_number',
      'passport_number',
      'reason',
      'phone',
      'email',
      'iban',
      'note',
      'documents',
      'message',
      'consent',
    ])
    expect(cancellation.empty.documents).toBeUndefined()
    expect(emptyValues(jobApplicationFields)).toMatchObject({
      cv_url: undefined,
      declaration: false,
      first_name: '',
    })
    expect(contactFieldNames).toEqual(visibleFields(contactFields))
  })

  it('hands the browser the layout without the rules, as plain data a page can pass to a form', () => {
    const complaint = browserServiceForm(complaintForm)
    expect(complaint.fields.complaint_relation.options).toHaveLength(5)
    expect(complaint.fields.requester_type).toMatchObject({ kind: 'fixed', value: 'Website' })
    expect(complaint).toEqual({
      type: 'complaint',
      fields: Object.fromEntries(
        Object.entries(complaintForm.fields).map(([name, spec]) => {
          const layout: Record<string, unknown> = { ...spec }
          delete layout.rule
          return [name, layout]
        }),
      ),
      order: visibleFields(complaintForm.fields),
      empty: emptyValues(complaintForm.fields),
    })
    // No functions: the layout crosses from the server page to the client form as it is.
    expect(JSON.parse(JSON.stringify(complaint))).toEqual(complaint)
    const job = browserForm(jobApplicationFields)
    expect(job.order).toEqual(visibleFields(jobApplicationFields))
    expect(job.fields.cv_url).toEqual({ kind: 'file' })
    expect(hasFiles(job.fields)).toBe(true)
  })

  it('says which forms go as multipart', () => {
    expect(hasFiles(insuranceCancellationForm.fields)).toBe(true)
    expect(hasFiles(jobApplicationFields)).toBe(true)
    expect(Object.values(jsonRequestForms).some((form) => hasFiles(form.fields))).toBe(false)
  })

  it('writes and reads a multipart body by the kinds of its fields', () => {
    const pdf = new File(['%PDF-1.4'], 'refusal.pdf', { type: 'application/pdf' })
    const png = new File(['png'], 'passport.png', { type: 'image/png' })
    const form = formFromValues(insuranceCancellationForm.fields, {
      ...validCancellation,
      documents: [pdf, png],
      consent: true,
    })
    expect(form.get('consent')).toBe('true')
    expect(form.getAll('documents')).toHaveLength(2)

    const read = valuesFromForm(insuranceCancellationForm.fields, form)
    expect(read).toMatchObject({ policy_number: validCancellation.policy_number, consent: true })
    expect((read.documents as File[]).map((file) => file.name)).toEqual([
      'refusal.pdf',
      'passport.png',
    ])
    expect(insuranceCancellationForm.schema(t, seededOptionValues).safeParse(read).success).toBe(
      true,
    )
  })

  it('reads a box sent as "on" as ticked, and a file sent in a text field as missing', () => {
    const form = new FormData()
    form.set('declaration', 'on')
    form.set('first_name', new File(['x'], 'name.txt'))
    expect(valuesFromForm(jobApplicationFields, form)).toMatchObject({
      declaration: true,
      terms: false,
      first_name: undefined,
    })
  })
})

describe('issueKind', () => {
  const parse = (documents: unknown) =>
    insuranceCancellationForm
      .schema(t, seededOptionValues)
      .safeParse({ ...validCancellation, consent: true, documents })

  it('tells a file too large and a file of the wrong type from other problems by the check, not its text', () => {
    const tooLarge = parse([{ name: 'a.pdf', size: 3 * 1024 * 1024 }])
    const wrongType = parse([{ name: 'a.exe', size: 10 }])
    const missing = parse([])
    expect(!tooLarge.success && issueKind(tooLarge.error)).toBe('too-large')
    expect(!wrongType.success && issueKind(wrongType.error)).toBe('unsupported-type')
    expect(!missing.success && issueKind(missing.error)).toBeUndefined()
  })
})
