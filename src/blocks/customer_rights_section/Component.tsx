import { getTranslations } from 'next-intl/server'

import { RichText } from '@/components/RichText'
import { DownloadIcon, FileIcon } from '@/components/icons'
import { Section } from '@/components/ui/Section'
import { buttonSecondary } from '@/components/ui/styles'
import type { SectionProps } from '../SectionProps'

/** The name the browser saves a document under: its title (spec §2.6) with the file's extension. */
function fileName(title: string, href: string): string {
  const extension = /\.([a-z0-9]{2,5})(?:[?#].*)?$/i.exec(href)?.[1] ?? 'pdf'
  const safe = title
    .replace(/[\\/:*?"<>|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  return `${safe}.${extension.toLowerCase()}`
}

/** Header, description and PDF documents, each with a Download button (spec §2.5). */
export async function CustomerRightsSection({ section }: SectionProps<'customer_rights_section'>) {
  const t = await getTranslations('sections')
  const { header, description, documents } = section
  return (
    <Section heading={header}>
      {description && <RichText html={description} className="max-w-3xl" />}
      {documents.length > 0 && (
        <ul
          className={`${description ? 'mt-8' : ''} divide-y divide-brand-100 rounded-2xl border border-brand-100`}
        >
          {documents.map((document) => (
            <li
              key={document.id}
              className="flex flex-wrap items-center justify-between gap-4 px-5 py-4"
            >
              <span className="flex items-center gap-3 font-semibold text-brand-900">
                <FileIcon className="h-6 w-6 shrink-0 text-brand-600" />
                {document.title}
              </span>
              <a
                href={document.href}
                download={fileName(document.title, document.href)}
                aria-label={t('downloadFile', { title: document.title })}
                className={`${buttonSecondary} text-sm`}
              >
                <DownloadIcon className="h-4 w-4 shrink-0" />
                {t('download')}
              </a>
            </li>
          ))}
        </ul>
      )}
    </Section>
  )
}
