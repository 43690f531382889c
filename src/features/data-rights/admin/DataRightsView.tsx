import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter, SetStepNav } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'

import { hasRole } from '@/access/roles'

import { adminT } from '@/i18n/messages/adminEn'
import { DataRightsForm } from './DataRightsForm'

/**
 * Administration › Personal data requests (`/admin/data-rights`): find, export and erase what the
 * site holds about one person (src/privacy). Admins only; the actions themselves check again.
 */
export function DataRightsView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, locale, permissions, visibleEntities } = initPageResult
  const t = adminT(req.i18n)
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
      {/* The breadcrumb, as Payload's own screens have it. */}
      <SetStepNav nav={[{ label: t('admin:dataRights') }]} />
      <Gutter className="data-rights">
        <h1>{t('admin:dataRights')}</h1>
        {hasRole(req.user, 'admin') ? (
          <>
            <p className="data-rights__intro">{t('admin:dataRightsIntro')}</p>
            <DataRightsForm />
          </>
        ) : (
          <p role="alert">{t('admin:adminsOnly')}</p>
        )}
      </Gutter>
    </DefaultTemplate>
  )
}
