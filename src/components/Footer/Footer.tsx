import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import { CookieSettingsButton } from '@/components/CookieBar/CookieSettingsButton'
import { PhoneIcon, SocialIcon } from '@/components/icons'
import { Logo } from '@/components/Logo'
import { getFooter, getSiteSettings } from '@/content/site'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { routes } from '@/routes.mjs'

const linkClass =
  'rounded-sm hover:text-white hover:underline focus-visible:outline-2 focus-visible:outline-white'

/** The footer (spec §1, §2.2): company facts from the CMS, the footer links, social links. */
export async function Footer({ locale }: { locale: Locale }) {
  const [facts, settings, t] = await Promise.all([
    getFooter(locale),
    getSiteSettings(locale),
    getTranslations({ locale, namespace: 'footer' }),
  ])
  const quickLinks = [
    { href: routes.whoWeAre, label: t('about') },
    { href: routes.claims, label: t('customerService') },
    { href: routes.careers, label: t('careers') },
    { href: routes.contactUs, label: t('contact') },
    { href: routes.getAQuote, label: t('getAQuote') },
    { href: facts.complaintsLink, label: t('complaints') },
  ]
  const policyLinks = [
    { href: routes.customerRights, label: t('customerRights') },
    { href: routes.termsAndConditions, label: t('terms') },
    { href: routes.privacyPolicy, label: t('privacy') },
    { href: routes.dataSharing, label: t('dataSharing') },
    { href: routes.reportFraud, label: t('reportFraud') },
    { href: routes.accessibility, label: t('accessibility') },
  ]
  const tel = (number: string) => `tel:${number.replace(/[^\d+]/g, '')}`

  return (
    <footer className="mt-auto bg-brand-900 text-brand-50">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <div className="inline-flex rounded-lg bg-white px-3 py-2">
            <Logo locale={locale} />
          </div>
          <address className="mt-5 space-y-1 text-sm not-italic leading-relaxed">
            <p>{facts.address}</p>
            {facts.poBox && <p>{facts.poBox}</p>}
          </address>
        </div>

        <FooterLinks id="footer-quick-links" heading={t('quickLinks')} links={quickLinks} />

        <FooterLinks id="footer-policies" heading={t('policies')} links={policyLinks}>
          <li>
            <CookieSettingsButton className={`${linkClass} text-start`}>
              {t('cookieSettings')}
            </CookieSettingsButton>
          </li>
        </FooterLinks>

        <div>
          <h2 className="text-base font-bold text-white">{t('contact')}</h2>
          <dl className="mt-4 space-y-2 text-sm">
            {facts.tollFree && (
              <div>
                <dt className="sr-only">{t('callCentre')}</dt>
                <dd>
                  <a
                    href={tel(facts.tollFree)}
                    className={`${linkClass} inline-flex items-center gap-2 text-lg font-bold text-white`}
                  >
                    <PhoneIcon className="h-5 w-5" />
                    <span>
                      <span className="sr-only">{t('callCentre')}: </span>
                      <bdi dir="ltr">{facts.tollFree}</bdi>
                    </span>
                  </a>
                </dd>
              </div>
            )}
            {facts.phone && (
              <div className="flex gap-2">
                <dt>{t('phone')}:</dt>
                <dd>
                  <a href={tel(facts.phone)} className={linkClass}>
                    <bdi dir="ltr">{facts.phone}</bdi>
                  </a>
                </dd>
              </div>
            )}
            {facts.fax && (
              <div className="flex gap-2">
                <dt>{t('fax')}:</dt>
                <dd>
                  <bdi dir="ltr">{facts.fax}</bdi>
                </dd>
              </div>
            )}
          </dl>
          {facts.social.length > 0 && (
            <>
              <h3 className="mt-6 text-sm font-bold text-white">{t('followUs')}</h3>
              <ul className="mt-3 flex gap-2">
                {facts.social.map((link) => (
                  <li key={link.name}>
                    <a
                      href={link.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={t(`social.${link.name}`)}
                      className="flex h-10 w-10 items-center justify-center rounded-full bg-white/10 hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-white"
                    >
                      <SocialIcon name={link.name} />
                    </a>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      </div>

      <div className="border-t border-white/15">
        <div className="mx-auto max-w-7xl space-y-2 px-4 py-6 text-xs leading-relaxed text-brand-100">
          <p>{facts.regulatorNotice}</p>
          <p>
            {[
              facts.capital,
              facts.commercialRegistration &&
                `${t('commercialRegistration')} ${facts.commercialRegistration}`,
              facts.royalDecree,
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
          <p>{t('copyright', { year: facts.copyrightYear, brand: settings.brandName })}</p>
        </div>
      </div>
    </footer>
  )
}

/** A headed list of footer links; `children` adds items that are not plain links. */
function FooterLinks({
  id,
  heading,
  links,
  children,
}: {
  id: string
  heading: string
  links: { href: string; label: string }[]
  children?: ReactNode
}) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="text-base font-bold text-white">
        {heading}
      </h2>
      <ul className="mt-4 space-y-2 text-sm">
        {links.map((link) => (
          <li key={link.href + link.label}>
            <Link href={link.href} className={linkClass}>
              {link.label}
            </Link>
          </li>
        ))}
        {children}
      </ul>
    </nav>
  )
}
