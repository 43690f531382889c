import Link from 'next/link'
import type { ServerProps, Where } from 'payload'

import { hasRole } from '@/access/roles'
import { dueThisWeekWhere, overdueWhere } from '@/features/service-requests/deadlines/filters'
import { requestTypes } from '@/features/service-requests/types/requestTypes'
import { adminLocale } from '@/i18n/locales'
import { adminT } from '@/i18n/messages/adminEn'

import { listLink } from '../links'
import { ReceivedByMonth } from './ReceivedByMonth'

type Cell = { count: number; href: string }

/**
 * The admin's first screen (above Payload's collection cards): open service requests by kind, as
 * new, in review and overdue, and new job applications, each number linking to the list filtered to
 * exactly what it counts. Staff see only what their role may read.
 */
export async function StaffDashboard({ payload, i18n, user }: ServerProps) {
  const t = adminT(i18n)
  const locale = adminLocale(i18n.language)
  const admin = payload.config.routes.admin
  const now = new Date()
  const seesRequests = hasRole(user, 'admin', 'service')
  const seesApplications = hasRole(user, 'admin', 'hr')

  const count = async (
    collection: 'service-requests' | 'job-applications' | 'emails',
    where: Where,
  ) => (await payload.count({ collection, where, overrideAccess: true })).totalDocs
  const cell = async (conditions: Where[]): Promise<Cell> => ({
    count: await count('service-requests', { and: conditions }),
    href: listLink(admin, 'service-requests', conditions),
  })

  const rows = seesRequests
    ? await Promise.all(
        requestTypes.map(async (type) => {
          const ofType: Where = { type: { equals: type.value } }
          return {
            label: type.label[locale],
            received: await cell([ofType, { status: { equals: 'received' } }]),
            inReview: await cell([ofType, { status: { equals: 'in_review' } }]),
            overdue: await cell([ofType, ...(overdueWhere(now).and ?? [])]),
          }
        }),
      )
    : []
  const totals = seesRequests
    ? {
        received: await cell([{ status: { equals: 'received' } }]),
        inReview: await cell([{ status: { equals: 'in_review' } }]),
        overdue: await cell(overdueWhere(now).and ?? []),
        dueThisWeek: await cell(dueThisWeekWhere(now).and ?? []),
      }
    : null
  const applications = seesApplications
    ? {
        count: await count('job-applications', { status: { equals: 'new' } }),
        href: listLink(admin, 'job-applications', [{ status: { equals: 'new' } }]),
      }
    : null
  const notSentWhere: Where = { state: { in: ['failed', 'gave_up'] } }
  const emailsNotSent = seesRequests
    ? {
        count: await count('emails', notSentWhere),
        href: listLink(admin, 'emails', [notSentWhere]),
      }
    : null

  const number = (c: Cell, alert = false) => (
    <Link
      href={c.href}
      className={`staff-dashboard__count${alert && c.count > 0 ? ' staff-dashboard__count--alert' : ''}`}
      data-count={c.count}
    >
      {c.count}
    </Link>
  )

  return (
    <section className="staff-dashboard" aria-labelledby="staff-dashboard-title">
      {totals && (
        <>
          <h2 id="staff-dashboard-title">{t('admin:dashboardTitle')}</h2>
          <p className="staff-dashboard__intro">{t('admin:dashboardIntro')}</p>
          <div className="staff-dashboard__table-wrap">
            <table className="staff-dashboard__table" data-testid="requests-by-type">
              <thead>
                <tr>
                  <th scope="col">{t('admin:type')}</th>
                  <th scope="col">{t('admin:received')}</th>
                  <th scope="col">{t('admin:inReview')}</th>
                  <th scope="col">{t('admin:overdue')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row, index) => (
                  <tr key={requestTypes[index]!.value} data-type={requestTypes[index]!.value}>
                    <th scope="row">{row.label}</th>
                    <td data-column="received">{number(row.received)}</td>
                    <td data-column="in_review">{number(row.inReview)}</td>
                    <td data-column="overdue">{number(row.overdue, true)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr data-type="all">
                  <th scope="row">{t('admin:total')}</th>
                  <td data-column="received">{number(totals.received)}</td>
                  <td data-column="in_review">{number(totals.inReview)}</td>
                  <td data-column="overdue">{number(totals.overdue, true)}</td>
                </tr>
              </tfoot>
            </table>
          </div>
        </>
      )}
      <div className="staff-dashboard__cards">
        {totals && (
          <div className="staff-dashboard__card" data-card="due-this-week">
            <span className="staff-dashboard__card-label">{t('admin:dueThisWeek')}</span>
            {number(totals.dueThisWeek)}
          </div>
        )}
        {applications && (
          <div className="staff-dashboard__card" data-card="applications">
            <span className="staff-dashboard__card-label">{t('admin:applications')}</span>
            {number(applications)}
            <span className="staff-dashboard__card-note">{t('admin:applicationsIntro')}</span>
          </div>
        )}
        {emailsNotSent && (
          <div className="staff-dashboard__card" data-card="emails-not-sent">
            <span className="staff-dashboard__card-label">{t('admin:emailsNotSent')}</span>
            {number(emailsNotSent, true)}
            <span className="staff-dashboard__card-note">{t('admin:emailsNotSentIntro')}</span>
          </div>
        )}
      </div>
      <ReceivedByMonth payload={payload} user={user} i18n={i18n} />
    </section>
  )
}
