import { getTranslations } from 'next-intl/server'

import { LinkIcon, SocialIcon } from '@/components/icons'
import { RichText } from '@/components/RichText'
import { Section } from '@/components/ui/Section'
import type { SocialIconName } from './wire'
import { CoverPicture } from '../shared/CoverPicture'
import { LtrRuns } from '../shared/LtrRuns'
import type { SectionProps } from '../SectionProps'

const focusRing =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500'

/**
 * About the company (spec §2.5): title, subtitle, formatted text and a picture, then the social
 * media title, text and links. Each icon-only link is named by its network.
 */
export async function WhoWeAreSection({ section, priority }: SectionProps<'whoWeAre'>) {
  const t = await getTranslations('sections')
  const { title, subtitle, description, image, social } = section
  const hasSocial = social.title || social.paragraphs.length > 0 || social.links.length > 0
  const socialId = `who-${section.id.replace(/[^\w-]+/g, '-')}-social`
  return (
    <Section>
      <div className={`grid gap-10 ${image ? 'lg:grid-cols-2 lg:items-start lg:gap-14' : ''}`}>
        <div className="min-w-0">
          {title && <h2 className="text-2xl font-bold text-brand-900 md:text-3xl">{title}</h2>}
          {subtitle && <p className="mt-2 text-lg font-semibold text-brand-700">{subtitle}</p>}
          <RichText html={description} className="mt-6" />
        </div>
        {image && (
          <div className="relative aspect-[4/3] overflow-hidden rounded-2xl bg-brand-50">
            <CoverPicture
              image={image}
              priority={priority}
              sizes="(max-width: 1024px) 100vw, 600px"
            />
          </div>
        )}
      </div>
      {hasSocial && (
        <div className="mt-10 rounded-2xl bg-brand-50 p-6 md:p-8">
          {social.title && (
            <h3 id={socialId} className="text-xl font-bold text-brand-900">
              {social.title}
            </h3>
          )}
          {social.paragraphs.map((paragraph, index) => (
            <p key={index} className="mt-2 leading-relaxed">
              <LtrRuns text={paragraph} />
            </p>
          ))}
          {social.links.length > 0 && (
            <ul
              aria-labelledby={social.title ? socialId : undefined}
              className="mt-5 flex flex-wrap gap-3"
            >
              {social.links.map((link) => (
                <li key={link.href}>
                  <a
                    href={link.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={`inline-flex h-11 w-11 items-center justify-center rounded-full bg-brand-600 text-white hover:bg-brand-700 ${focusRing}`}
                  >
                    <NetworkIcon name={link.icon} />
                    <span className="sr-only">
                      {link.name} {t('opensInNewTab')}
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </Section>
  )
}

/** Networks without an icon of their own get a plain link mark. */
function NetworkIcon({ name }: { name: SocialIconName | null }) {
  return name ? <SocialIcon name={name} /> : <LinkIcon />
}
