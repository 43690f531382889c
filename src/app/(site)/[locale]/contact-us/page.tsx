import { setRequestLocale } from 'next-intl/server'

import { ContentPage } from '@/components/ContentPage/ContentPage'
import { contentPageMetadata } from '@/components/ContentPage/metadata'
import { contactFields } from '@/features/contact/schema'
import { browserForm } from '@/forms/fieldList'
import { FormMessages } from '@/i18n/FormMessages'
import type { Locale } from '@/i18n/locales'

import { ContactForm } from '@/features/contact/ContactForm'

type Props = PageProps<'/[locale]/contact-us'>

export async function generateMetadata({ params }: Props) {
  return contentPageMetadata('contact-us', (await params).locale as Locale)
}

/** Contact us (spec §2.6): the page's heading and sections, then the contact form. */
export default async function ContactUsPage({ params }: Props) {
  const locale = (await params).locale as Locale
  setRequestLocale(locale)
  return (
    <ContentPage
      name="contact-us"
      locale={locale}
      trail={
        <FormMessages>
          <ContactForm form={browserForm(contactFields)} />
        </FormMessages>
      }
    />
  )
}
