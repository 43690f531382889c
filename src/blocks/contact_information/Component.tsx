import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import { ClockIcon, MailIcon, PhoneIcon, SocialIcon } from '@/components/icons'
import { Section } from '@/components/ui/Section'

import { LtrRuns } from '../shared/LtrRuns'
import { SectionButton } from '../shared/SectionButton'
import type { SocialNetwork } from './wire'
import type { SectionProps } from '../SectionProps'

const focusRing =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500'

/** The shared icon set draws X for Twitter (the network's current name and logo). */
const iconName: Record<SocialNetwork, 'x' | 'linkedin' | 'instagram' | 'facebook'> = {
  twitter: 'x',
  linkedin: 'linkedin',
  instagram: 'instagram',
  facebook: 'facebook',
}

/**
 * Ways to reach the company (spec §2.5): the text and button on the start side, the phone (Call
 * us), email (Email us), opening hours and social links on the end side. Numbers and addresses
 * are left-to-right runs inside Arabic text.
 */
export async function ContactInformationSection({ section }: SectionProps<'contact_information'>) {
  const t = await getTranslations('sections')
  const { title, paragraphs, phone, email, openingHours, social, button } = section
  const hasDetails = phone || email || openingHours || social.length > 0
  const hasIntro = paragraphs.length > 0 || button
  const socialId = `contact-${section.id.replace(/[^\w-]+/g, '-')}-social`
  return (
    <Section heading={title}>
      <div
        className={`grid grid-cols-1 gap-8 ${hasIntro && hasDetails ? 'lg:grid-cols-2 lg:gap-12' : ''}`}
      >
        {hasIntro && (
          <div className="min-w-0">
            {paragraphs.map((paragraph, index) => (
              <p key={index} className={`leading-relaxed md:text-lg ${index ? 'mt-3' : ''}`}>
                <LtrRuns text={paragraph} />
              </p>
            ))}
            {button && (
              <div className={paragraphs.length ? 'mt-8' : ''}>
                <SectionButton button={button} />
              </div>
            )}
          </div>
        )}
        {hasDetails && (
          <div className="min-w-0 space-y-4">
            {(phone || email || openingHours) && (
              <ul className="space-y-3">
                {phone && (
                  <li>
                    <a
                      href={phone.href}
                      className={`${tile} hover:border-brand-500 hover:bg-brand-50 ${focusRing}`}
                    >
                      <TileIcon>
                        <PhoneIcon />
                      </TileIcon>
                      <TileText label={t('callUs')}>
                        <bdi dir="ltr">{phone.text}</bdi>
                      </TileText>
                    </a>
                  </li>
                )}
                {email && (
                  <li>
                    <a
                      href={email.href}
                      className={`${tile} hover:border-brand-500 hover:bg-brand-50 ${focusRing}`}
                    >
                      <TileIcon>
                        <MailIcon />
                      </TileIcon>
                      <TileText label={t('emailUs')}>
                        <bdi dir="ltr" className="break-all">
                          {email.text}
                        </bdi>
                      </TileText>
                    </a>
                  </li>
                )}
                {openingHours && (
                  <li className={tile}>
                    <TileIcon>
                      <ClockIcon />
                    </TileIcon>
                    <TileText label={t('openingHours')}>
                      <LtrRuns text={openingHours} />
                    </TileText>
                  </li>
                )}
              </ul>
            )}
            {social.length > 0 && (
              <div className="flex flex-wrap items-center gap-3 pt-2">
                <p id={socialId} className="font-semibold text-brand-900">
                  {t('followUs')}
                </p>
                <ul aria-labelledby={socialId} className="flex flex-wrap gap-2">
                  {social.map(({ network, href }) => (
                    <li key={network}>
                      <a
                        href={href}
                        target="_blank"
                        rel="noopener noreferrer"
                        aria-label={`${t(`social.${network}`)} ${t('opensInNewTab')}`}
                        className={`flex h-11 w-11 items-center justify-center rounded-full border border-brand-100 text-brand-700 hover:border-brand-600 hover:bg-brand-50 ${focusRing}`}
                      >
                        <SocialIcon name={iconName[network]} />
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </div>
        )}
      </div>
    </Section>
  )
}

const tile = 'flex items-center gap-4 rounded-2xl border border-brand-100 bg-white p-4'

function TileIcon({ children }: { children: ReactNode }) {
  return (
    <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
      {children}
    </span>
  )
}

function TileText({ label, children }: { label: string; children: ReactNode }) {
  return (
    <span className="flex min-w-0 flex-col">
      <span className="text-sm text-slate-600">{label}</span>
      <span className="font-semibold text-brand-900">{children}</span>
    </span>
  )
}
