import { type Bilingual, t } from './bilingual'
import type { ImageKey } from './catalogue'

export type CountryCode = 'SA' | 'AE' | 'BH' | 'EG'

export const countries: { code: CountryCode; name: Bilingual<string> }[] = [
  { code: 'SA', name: t('Saudi Arabia', 'المملكة العربية السعودية') },
  { code: 'AE', name: t('United Arab Emirates', 'الإمارات العربية المتحدة') },
  { code: 'BH', name: t('Bahrain', 'البحرين') },
  { code: 'EG', name: t('Egypt', 'مصر') },
]

export type JobSeed = {
  title: Bilingual<string>
  /** The department. */
  sub_title: Bilingual<string>
  level: Bilingual<string>
  country: CountryCode
  image?: ImageKey
  /** Paragraphs separated by an empty line. */
  description: Bilingual<string>
  tags: Bilingual<string>[]
  area_of_expertise: Bilingual<string>[]
}

export const jobs: JobSeed[] = []
