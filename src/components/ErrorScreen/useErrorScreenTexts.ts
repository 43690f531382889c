'use client'

import { useParams } from 'next/navigation'

import { isLocale } from '@/i18n/locales'
import { errorScreens } from '@/i18n/messages/errorScreens'

/** The error screens' texts in the language of the page that failed. */
export function useErrorScreenTexts() {
  const { locale } = useParams<{ locale?: string }>()
  return errorScreens[isLocale(locale) ? locale : 'en']
}
