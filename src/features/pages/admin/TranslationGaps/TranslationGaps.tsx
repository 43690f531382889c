'use client'
import { useField, useFormFields, useTranslation } from '@payloadcms/ui'

import { lacksWord, publishRefusal } from '../../collections/Pages/publishRefusal'
import type { TranslationGaps } from '../../collections/Pages/translationGaps'
import { adminLocale } from '@/i18n/locales'
import type { CustomTranslationsKeys, CustomTranslationsObject } from '@/i18n/messages/adminEn'

/** The gaps the page had at its last save (the hidden `translationGaps` field). */
function useGaps() {
  const gaps = useFormFields(([fields]) => fields.translationGaps?.value)
  const { i18n, t } = useTranslation<CustomTranslationsObject, CustomTranslationsKeys>()
  const language = adminLocale(i18n.language)
  const known = gaps && typeof gaps === 'object' ? (gaps as TranslationGaps) : undefined
  return {
    gaps: known,
    /** Whether either language lacks a text. */
    lacks: Boolean(known && (known.ar.length || known.en.length)),
    language,
    t,
  }
}

const lacking = ['ar', 'en'] as const

/**
 * In the page editor's sidebar: which texts each language lacks, by section and field, and, while
 * Site settings require both languages (`requireBoth`, read by TranslationGapsSlots), why the page
 * will not be published. The reason stands as long as texts are lacking: a refused publish's error
 * alone would be cleared by the next autosave, which is a draft and so never refused.
 */
export function TranslationGapsPanel({
  path,
  requireBoth,
}: {
  path: string
  requireBoth: boolean
}) {
  const { gaps, lacks, language, t } = useGaps()
  const { errorMessage, showError } = useField({ path })
  // The refusal a save met wins: Site settings may have changed since the editor opened.
  const refusal =
    showError && errorMessage
      ? errorMessage
      : requireBoth && lacks
        ? publishRefusal(gaps, t, language)
        : null
  return (
    <div className="field-type translation-gaps" data-translation-gaps>
      <span className="field-label">{t('admin:languages')}</span>
      {refusal ? (
        <p className="translation-gaps__refusal" role="alert">
          {refusal}
        </p>
      ) : null}
      {!gaps ? (
        <p>{t('admin:notCheckedYet')}</p>
      ) : !lacks ? (
        <p>{t('admin:bothLanguages')}</p>
      ) : (
        lacking
          .filter((locale) => gaps[locale].length)
          .map((locale) => (
            <div key={locale} data-lacks={locale}>
              <p>
                <strong>
                  {t(lacksWord[locale])} ({gaps[locale].length})
                </strong>
              </p>
              <ul className="translation-gaps__list">
                {gaps[locale].map((gap) => (
                  <li key={gap.path}>{gap.label[language]}</li>
                ))}
              </ul>
            </div>
          ))
      )}
      <p className="field-description">{t('admin:atLastSave')}</p>
    </div>
  )
}

/**
 * Beside the Publish button, when a language lacks texts: what publishing would show, or, while
 * Site settings require both languages (`requireBoth`, read by TranslationGapsSlots), that it will
 * not publish.
 */
export function TranslationWarningNote({ requireBoth }: { requireBoth: boolean }) {
  const { gaps, lacks, t } = useGaps()
  if (!gaps || !lacks) return null
  const counts = lacking.filter((locale) => gaps[locale].length)
  const why = requireBoth ? t('admin:publishRefused') : t('admin:translationWarning')
  return (
    <p className="translation-warning" role="status" title={why}>
      <span aria-hidden="true">⚠</span>
      {counts.map((locale) => (
        <span key={locale} data-lacks={locale}>
          <span className="translation-warning__label">{t(lacksWord[locale])} </span>
          {gaps[locale].length}
        </span>
      ))}
      <span className="translation-warning__why">{why}</span>
    </p>
  )
}
