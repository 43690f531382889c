import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { ar } from '@payloadcms/translations/languages/ar'
import { en } from '@payloadcms/translations/languages/en'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildConfig, type PayloadRequest } from 'payload'
import sharp from 'sharp'

import { hasRole } from './access/roles'
import { brand } from './brand'
import { AuditLog } from '@/audit'
import { auditedCollection, auditedGlobal } from '@/audit/withAudit'
import { ContactMessages } from './features/contact/ContactMessages'
import { Countries } from '@/features/careers/collections/Countries'
import { Documents } from './collections/Documents'
import { Emails } from '@/emails/collection'
import { ErasedRecords } from '@/features/data-rights/collections/ErasedRecords'
import { JobApplicationCvs } from './features/careers/collections/JobApplicationCvs'
import { JobApplications } from './features/careers/collections/JobApplications'
import { JobPostings } from './features/careers/collections/JobPostings'
import { Media } from './collections/Media'
import { PageGroups } from '@/features/pages/collections/PageGroups'
import { Pages } from '@/features/pages/collections/Pages'
import { RequestDocuments } from './features/service-requests/collections/RequestDocuments'
import { Redirects } from '@/features/pages/collections/Redirects'
import { SearchEntries } from '@/features/search/collections/SearchEntries'
import { ServiceRequests } from './features/service-requests/collections/ServiceRequests'
import { UsedCodes } from '@/features/staff/collections/UsedCodes'
import { Users } from '@/features/staff/collections/Users'
import { Footer } from './globals/Footer'
import { FormOptions } from './globals/FormOptions'
import { Header } from './globals/Header'
import { SiteSettings } from './globals/SiteSettings'
import { databaseAdapter } from './database/adapter'
import { defaultLocale, locales } from './i18n/locales'
import { adminAr } from './i18n/messages/adminAr'
import { adminEn } from './i18n/messages/adminEn'
import { payloadWordingAr, payloadWordingEn } from './i18n/messages/payloadWording'
import { serverLogger } from './server/logger.mjs'
import { startedByServer } from './server/startedBy.mjs'
import { settings } from './settings.mjs'
import { deleteExpiredApplicationsTask } from './features/careers/tasks/deleteExpiredApplications'
import { maintenanceQueue } from './tasks/retention'
import { deleteExpiredAuditEntriesTask } from './tasks/deleteExpiredAuditEntries'
import { deleteExpiredRequestDocumentsTask } from './features/service-requests/tasks/deleteExpiredRequestDocuments'
import { notifyOverdueTask } from './features/service-requests/tasks/notifyOverdue'
import { deleteUntouchedPagesTask } from '@/features/pages/tasks/deleteUntouchedPages'
import { recordTranslationGapsTask } from '@/features/pages/tasks/recordTranslationGaps'
import { withRunCounts } from './tasks/countRuns'
import { autoRunCron, workTickOnce } from './tasks/runOnce'
import { sendEmailTask } from './tasks/sendEmail'
import { sweepOrphanFilesTask } from './tasks/sweepOrphanFiles'
import { emailAdapter } from '@/emails/adapter'
import { dataRightsEndpoints } from '@/features/data-rights/endpoints'
import { uploadStorage } from './uploads/storage'
import { payloadSecret } from './utilities/payloadSecret'

const dirname = path.dirname(fileURLToPath(import.meta.url))

/**
 * A sign-in waiting for its second factor is a step, not a fault: one line, no stack. (Payload
 * looks the level up by the error's name; its type lists only its own names.)
 */
const quietErrors: Record<string, 'info'> = { SecondFactorError: 'info' }

const adminJobAccess = ({ req }: { req: PayloadRequest }) => hasRole(req.user, 'admin')

export default buildConfig({
  serverURL: settings.configuredSiteUrl ?? '',
  secret: payloadSecret(),
  routes: {
    admin: '/admin',
    // /api/* is the site's public content contract (spec §7); Payload's own REST API moves here.
    api: '/cms/api',
    graphQL: '/cms/graphql',
    graphQLPlayground: '/cms/graphql-playground',
  },
  graphQL: { disable: true },
  admin: {
    user: Users.slug,
    // No Gravatar: the admin must work without outside requests.
    avatar: 'default',
    importMap: { baseDir: dirname },
    meta: { titleSuffix: ` · ${brand.en.name} CMS` },
    // Scheduled publishing and any time shown in the admin are in Riyadh time, whatever the
    // editor's computer says (the kingdom keeps UTC+3 all year).
    timezones: {
      supportedTimezones: [{ label: 'Riyadh · الرياض (UTC+3)', value: 'Asia/Riyadh' }],
      defaultTimezone: 'Asia/Riyadh',
    },
    components: {
      graphics: { Logo: '/admin/Brand/Brand#AdminLogo', Icon: '/admin/Brand/Brand#AdminIcon' },
      // The first screen: what is waiting for an answer (src/admin/StaffDashboard).
      beforeDashboard: ['/admin/StaffDashboard/StaffDashboard#StaffDashboard'],
      afterNavLinks: ['/features/data-rights/admin/DataRightsNavLink#DataRightsNavLink'],
      // People's data rights (PDPL): find, export and erase what the site holds about a person.
      views: {
        // Email and password, then the second factor (src/collections/Users/secondFactor).
        login: { Component: '/features/staff/admin/SignIn/SignInView#SignInView' },
        dataRights: {
          Component: '/features/data-rights/admin/DataRightsView#DataRightsView',
          path: '/data-rights',
        },
      },
    },
  },
  i18n: {
    supportedLanguages: { en, ar },
    fallbackLanguage: 'en',
    // The admin's own texts on this project's screens (src/i18n/messages/adminEn.ts, adminAr.ts),
    // and Payload's own where they do not say what the site says (payloadWording.ts).
    translations: {
      en: { ...adminEn, ...payloadWordingEn },
      ar: { ...adminAr, ...payloadWordingAr },
    },
  },
  localization: {
    locales: locales.map((l) => ({ code: l.code, label: l.label, rtl: l.dir === 'rtl' })),
    defaultLocale,
    fallback: true,
  },
  collections: [
    Pages,
    PageGroups,
    Redirects,
    Media,
    Documents,
    JobPostings,
    Countries,
    JobApplications,
    JobApplicationCvs,
    ServiceRequests,
    RequestDocuments,
    ContactMessages,
    Emails,
    SearchEntries,
    Users,
    UsedCodes,
    AuditLog,
    ErasedRecords,
  ].map(auditedCollection),
  endpoints: dataRightsEndpoints,
  globals: [Header, Footer, SiteSettings, FormOptions].map(auditedGlobal),
  editor: lexicalEditor(),
  db: databaseAdapter(),
  sharp,
  email: emailAdapter(),
  // Uploads on disk under DATA_DIR, or in S3 when S3_BUCKET is set (several instances share it).
  plugins: [uploadStorage()],
  jobs: {
    tasks: [
      deleteExpiredApplicationsTask,
      deleteExpiredRequestDocumentsTask,
      sweepOrphanFilesTask,
      sendEmailTask,
      notifyOverdueTask,
      recordTranslationGapsTask,
      deleteUntouchedPagesTask,
      deleteExpiredAuditEntriesTask,
    ].map(withRunCounts),
    // Running, queueing or cancelling jobs over HTTP (/cms/api/payload-jobs/…) is for admins only.
    access: { run: adminJobAccess, queue: adminJobAccess, cancel: adminJobAccess },
    // The server itself runs its scheduled work (a long-running process, see
    // src/server/nodeInstrumentation.ts): every quarter hour it queues what is due and runs it, and of several
    // instances only one at a time (src/tasks/runOnce.ts), which is why the hook does both. Queued
    // emails are sent by a runner of their own (startEmailRunner): Payload's hook is one for all
    // its timers and cannot tell which one fired.
    autoRun: [{ cron: autoRunCron(), queue: maintenanceQueue, disableScheduling: true }],
    shouldAutoRun: (payload) => workTickOnce(payload),
    // Finished jobs stay, with their log: the record that each night's deletions ran, and once.
    deleteJobOnComplete: false,
  },
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
  telemetry: false,
  loggingLevels: quietErrors,
  // The server logs JSON lines with each request's id (src/server/logger.mjs); the CLI steps
  // (migrate, seed) keep Payload's readable lines.
  logger: startedByServer() ? serverLogger() : undefined,
})
