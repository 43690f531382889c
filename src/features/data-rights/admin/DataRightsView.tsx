import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'

import { hasRole } from '@/access/roles'

import { adminLanguage, adminWords } from '@/admin/words'
import { DataRightsForm } from './DataRightsForm'

/**
 * Administration › Personal data requests (`/admin/data-rights`): find, export and erase what the
 * site holds about one person (src/privacy). Admins only; the actions themselves check again.
 */
export function DataRightsView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, locale, permissions, visibleEntities } = initPageResult
  const words = adminWords[adminLanguage(req.i18n.language)]
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      req={req}
      searchParams={searchParams}
      user={req.user ?? undefined}
      visibleEntities={visibleEntities}
    >
      <Gutter className="data-rights">
        <h1>{words.dataRights}</h1>
        {hasRole(req.user, 'admin') ? (
          <>
            <p className="data-rights__intro">{words.dataRightsIntro}</p>
            <DataRightsForm />
          </>
        ) : (
          <p role="alert">{words.adminsOnly}</p>
        )}
      </Gutter>
    </DefaultTemplate>
  )
}
