import type { Payload, ServerProps } from 'payload'

import { hasRole, type Role } from '@/access/roles'
import { adminLocale } from '@/i18n/locales'
import { adminT } from '@/i18n/messages/adminEn'
import { lastMonths, receivedByMonth, recordKinds } from '@/features/data-rights'

const MONTHS = 6

/**
 * Submissions received in each of the last six months, by kind: the statistics a person's erasure
 * must leave as they were (src/privacy/statistics.ts adds what was erased). Each viewer sees the
 * kinds their role reads: editors requests and messages, HR applications, admins all.
 */
export async function ReceivedByMonth({
  payload,
  user,
  i18n,
}: {
  payload: Payload
  user: { roles?: Role[] | null } | null | undefined
  i18n: ServerProps['i18n']
}) {
  const t = adminT(i18n)
  const language = adminLocale(i18n.language)
  const kinds = recordKinds.filter((kind) =>
    kind.value === 'job-application'
      ? hasRole(user, 'admin', 'hr')
      : hasRole(user, 'admin', 'service'),
  )
  if (kinds.length === 0) return null
  const months = lastMonths(MONTHS)
  const table = await receivedByMonth(
    payload,
    kinds.map((kind) => kind.value),
    months,
  )
  const monthName = new Intl.DateTimeFormat(
    language === 'ar' ? 'ar-SA-u-ca-gregory-nu-latn' : 'en-GB',
    { month: 'short', year: 'numeric', timeZone: 'UTC' },
  )
  return (
    <>
      <h2 id="received-by-month-title">{t('admin:receivedByMonth')}</h2>
      <p className="staff-dashboard__intro">{t('admin:receivedByMonthIntro')}</p>
      <div className="staff-dashboard__table-wrap">
        <table
          className="staff-dashboard__table"
          data-testid="received-by-month"
          aria-labelledby="received-by-month-title"
        >
          <thead>
            <tr>
              <th scope="col">{t('admin:type')}</th>
              {months.map((month) => (
                <th scope="col" key={month} data-month={month}>
                  {monthName.format(new Date(`${month}-01T00:00:00Z`))}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {kinds.map((kind) => (
              <tr key={kind.value} data-kind={kind.value}>
                <th scope="row">{kind.label[language]}</th>
                {months.map((month) => (
                  <td key={month} data-month={month}>
                    {table[kind.value]?.[month] ?? 0}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  )
}
