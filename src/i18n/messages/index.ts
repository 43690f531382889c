import type { Locale } from '../locales'
import { ar } from './ar'
import { en, type Messages } from './en'

export const messages: Record<Locale, Messages> = { en, ar }
