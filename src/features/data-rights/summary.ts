import { brand } from '@/brand'
import { applicationStatuses } from '@/features/careers/client'
import { requestTypes, statusLabel } from '@/features/service-requests'
import type { Locale } from '@/i18n/locales'
import { messages } from '@/i18n/messages'
import type { OptionLabeler } from '@/forms/optionLabeler'
import { formatDateTime } from '@/utilities/formatDate'

import { type PersonData, relationId } from './find'

/** The summary's own words, in the person's language. */
const words = {
  en: {
    title: 'The personal data we hold about you',
    prepared: 'Prepared on',
    intro:
      'This archive holds everything our website keeps about you: the requests, messages and job applications you sent, the emails sent about them (to you and to our staff), and the files you attached. The full record is in data.json; your files are in the files folder.',
    serviceRequests: 'Service requests',
    contactMessages: 'Contact messages',
    jobApplications: 'Job applications',
    emails: 'Emails we sent about them',
    files: 'Files',
    none: 'None.',
    received: 'received',
    status: 'status',
    to: 'to',
    subject: 'Subject',
    name: 'Name',
    phone: 'Phone number',
    email: 'Email',
    message: 'Message',
    job: 'Job',
    coverLetter: 'Cover letter',
    consent: 'Consent given',
    questions: 'To ask about this data, or to have it corrected or erased, contact us.',
  },
  ar: {
    title: 'بياناتك الشخصية المحفوظة لدينا',
    prepared: 'أُعدّ في',
    intro:
      'يضم هذا الأرشيف كل ما يحفظه موقعنا عنك: الطلبات والرسائل وطلبات التوظيف التي أرسلتها، ورسائل البريد الإلكتروني المرسلة بشأنها (إليك وإلى موظفينا)، والملفات التي أرفقتها. السجل الكامل في الملف data.json، وملفاتك في المجلد files.',
    serviceRequests: 'طلبات الخدمة',
    contactMessages: 'رسائل التواصل',
    jobApplications: 'طلبات التوظيف',
    emails: 'رسائل البريد الإلكتروني التي أرسلناها بشأنها',
    files: 'الملفات',
    none: 'لا يوجد.',
    received: 'تاريخ الاستلام:',
    status: 'الحالة',
    to: 'إلى',
    subject: 'الموضوع',
    name: 'الاسم',
    phone: 'رقم الهاتف',
    email: 'البريد الإلكتروني',
    message: 'الرسالة',
    job: 'الوظيفة',
    coverLetter: 'خطاب التقديم',
    consent: 'وقت الموافقة',
    questions: 'للاستفسار عن هذه البيانات أو طلب تصحيحها أو محوها، تواصل معنا.',
  },
} as const

/** Where a file sits inside the archive. */
export function archivePathOf(file: { of: string; filename: string; id: number }): string {
  const folder = file.of.replace(/[^\w-]/g, '_') || 'unlinked'
  return `files/${folder}/${file.id}-${file.filename.replace(/[/\\]/g, '_')}`
}

/**
 * A plain-text account of what the archive holds, in the person's language: what a person reads
 * first, without tools. Field names come from the site's own form labels.
 */
export function personSummary(
  data: PersonData,
  locale: Locale,
  names: { jobTitles: Map<number, string>; optionLabel: OptionLabeler },
  now = new Date(),
): string {
  const w = words[locale]
  const labels: Record<string, string> = messages[locale].forms.labels
  const when = (iso: string | null | undefined) => formatDateTime(iso, locale)
  const lines: string[] = [
    `${brand[locale].fullName}`,
    w.title,
    `${w.prepared} ${when(now.toISOString())}`,
    '',
    w.intro,
    '',
  ]
  const section = (title: string, count: number, body: () => void) => {
    lines.push(`== ${title} (${count}) ==`)
    if (count === 0) lines.push(w.none)
    else body()
    lines.push('')
  }
  const detail = (label: string, value: unknown) => {
    if (value === null || value === undefined || value === '') return
    lines.push(`   ${label}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
  }

  section(w.serviceRequests, data.serviceRequests.length, () => {
    for (const request of data.serviceRequests) {
      const type = requestTypes.find((t) => t.value === request.type)?.label[locale] ?? request.type
      lines.push(
        `- ${request.reference} · ${type} · ${w.received} ${when(request.createdAt)} · ${w.status}: ${statusLabel(request.status)[locale]}`,
      )
      const fields = (request.fields ?? {}) as Record<string, unknown>
      for (const [key, value] of Object.entries(fields))
        if (key !== 'consent')
          detail(
            labels[key] ?? key,
            typeof value === 'string' ? names.optionLabel(key, value) : value,
          )
      if (request.consentAt) detail(w.consent, when(request.consentAt))
    }
  })
  section(w.contactMessages, data.contactMessages.length, () => {
    for (const message of data.contactMessages) {
      lines.push(`- ${when(message.createdAt)} · ${message.subject}`)
      detail(w.name, message.name)
      detail(w.email, message.email)
      detail(w.phone, message.phoneNumber)
      detail(w.message, message.message)
    }
  })
  section(w.jobApplications, data.jobApplications.length, () => {
    for (const application of data.jobApplications) {
      const status = applicationStatuses.find((s) => s.value === application.status)
      lines.push(
        `- ${application.reference} · ${w.received} ${when(application.createdAt)} · ${w.status}: ${status?.label[locale] ?? application.status}`,
      )
      const jobId = relationId(application.job)
      detail(w.job, jobId === null ? null : names.jobTitles.get(jobId))
      detail(w.name, `${application.first_name} ${application.last_name}`)
      detail(w.email, application.email)
      detail(w.phone, application.phone_number)
      detail(
        w.coverLetter,
        `${application.cover_letter_title}\n${application.cover_letter_description}`,
      )
    }
  })
  section(w.emails, data.emails.length, () => {
    for (const email of data.emails)
      lines.push(
        `- ${when(email.sentAt ?? email.createdAt)} · ${w.to} ${email.to} · ${email.subject}`,
      )
  })
  section(w.files, data.files.length, () => {
    for (const file of data.files) lines.push(`- ${archivePathOf(file)} (${file.of})`)
  })
  lines.push(w.questions, '')
  return lines.join('\n')
}
