import type { NestedKeysStripped, TFunction } from '@payloadcms/translations'
import type { enTranslations } from '@payloadcms/translations/languages/en'

import { brand } from '@/brand'

/**
 * The admin's own English strings, on the screens this project adds: Payload's custom translations
 * (`i18n.translations` in src/payload.config.ts), read with Payload's `t` as `admin:dashboardTitle`
 * or `secondFactor:signIn`, in the language the signed-in user chose for the admin. Placeholders
 * are Payload's: `{{count}}`.
 */
export const adminEn = {
  admin: {
    brandName: brand.en.name,
    brandTagline: `${brand.en.tagline} · CMS`,
    dashboardTitle: 'Requests waiting for an answer',
    dashboardIntro: 'Open requests by kind. Each number opens the list, filtered.',
    type: 'Kind of request',
    received: 'New',
    inReview: 'In review',
    overdue: 'Overdue',
    dueThisWeek: 'Due this week',
    total: 'All kinds',
    applications: 'New job applications',
    applicationsIntro: 'Applications HR has not looked at yet.',
    emailsNotSent: 'Emails not sent',
    emailsNotSentIntro: 'Emails the mail server refused; they are tried again.',
    filtersLabel: 'Deadlines',
    allRequests: 'All requests',
    languages: 'Languages',
    bothLanguages: 'Both languages have every text.',
    notCheckedYet: 'Checked when the page is next saved.',
    arabicLacks: 'Arabic lacks',
    englishLacks: 'English lacks',
    andMore: 'and {{count}} more',
    lacksArabic: 'Lacking Arabic',
    lacksEnglish: 'Lacking English',
    allPages: 'All pages',
    atLastSave: 'As last saved.',
    publishRefused: 'This page cannot be published until both languages have every text.',
    publishRefusedSetting: 'Site settings require both languages.',
    translationWarning: 'Publishing now shows visitors these texts in one language only.',
    // The schedule drawer's title with Unpublish chosen (scripts/patch-payload.mjs).
    scheduleUnpublishFor: 'Schedule unpublish for {{title}}',
    // A page's name, which is its address (collections/Pages).
    pageNameCharacters: 'Use letters, digits and hyphens only.',
    pageNameReserved: '"{{name}}" is an address the site keeps for itself; choose another name.',
    // A redirect's refusals, beside its fields (collections/Redirects/checkRedirect.ts).
    redirectFromPath:
      'Enter the old address as a path of this site, such as /summer-offer (not /admin, /api or /cms).',
    redirectFromShown:
      'Something on the site lives at {{from}} (a page, a screen or a job): it is shown there, and a redirect would never be used.',
    redirectFromChained:
      'The redirect from {{other}} leads to {{from}}: visitors would be sent on twice. Make that one lead where this one should, instead.',
    redirectToAddress:
      'Enter a path of this site, such as /careers, or a whole address starting with https://.',
    redirectToItself: 'A redirect cannot lead to its own address.',
    redirectToRedirected:
      '{{address}} is itself redirected: let this one lead where that one does instead.',
    redirectToPage: 'Choose the page this address leads to.',
    redirectToOtherSite:
      'Only an admin may make a redirect lead to another site ({{host}}). Ask an admin to make it, or to add {{host}} to Site settings › Hosts redirects may point to.',
    // Site settings' refusals (globals/SiteSettings.ts).
    emailList: 'Enter email addresses separated by commas.',
    hostNameOnly: 'Enter a host name only, such as portal.example.sa (no https:// and no path).',
    // A read of personal data whose audit entry could not be written (audit/recordReads.ts).
    readNotRecorded:
      'This could not be recorded in the audit trail, so it is not shown. Try again.',
    sessions: 'Sessions',
    signOutEverywhere: 'Sign out everywhere',
    signOutEverywhereIntro:
      'Ends every session of your account: on this computer and on any other where you are signed in.',
    signOutFailed: 'The sessions could not be ended. Please try again.',
    dataRights: 'Personal data requests',
    dataRightsIntro:
      'Find everything the site holds about one person: service requests, contact messages, job applications, the emails sent about them and their files. Give it to them as an archive, or erase it, as the Personal Data Protection Law entitles them. Each search, export and erasure is recorded in the audit trail, without what you searched for.',
    personEmail: 'Email',
    personPhone: 'Phone number',
    personIdNumber: 'ID or Iqama number',
    personPassport: 'Passport number',
    findPerson: 'Find',
    working: 'Working…',
    nothingFound: 'The site holds nothing under these details.',
    serviceRequests: 'Service requests',
    contactMessages: 'Contact messages',
    jobApplications: 'Job applications',
    emailsAbout: 'Emails',
    files: 'Files',
    summaryLanguage: 'Summary in',
    theirLanguage: 'the language they wrote in',
    tooMany:
      'More than 500 records of one kind match: search by a narrower detail (the ID number or email) before exporting or erasing.',
    downloadArchive: 'Download archive',
    eraseAll: 'Erase all of this',
    eraseWarning:
      'This deletes every record, email and file listed here, for good. The statistics keep their counts. It cannot be undone.',
    eraseConfirm: 'Yes, erase for good',
    cancel: 'Cancel',
    erased: 'Erased: {{count}} records, emails and files.',
    requestFailed: 'That did not work: {{message}}',
    adminsOnly: 'Only administrators handle personal data requests.',
    receivedByMonth: 'Received by month',
    receivedByMonthIntro:
      'Requests, messages and applications received each month, counting those since erased at their owners’ request.',
  },
  /** What the sign-in and the account screen say about the second factor. */
  secondFactor: {
    signInTitle: 'Sign in',
    email: 'Email',
    password: 'Password',
    signIn: 'Sign in',
    forgot: 'Forgot password?',
    enterCode: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
    code: 'Code',
    setUp:
      'Your account needs a second factor. Scan this QR code with an authenticator app (such as Google Authenticator or Microsoft Authenticator), then enter the 6-digit code it shows.',
    qrAlt: 'QR code to scan with an authenticator app',
    manualKey: 'Or type this key into the app:',
    wrongCode: 'That code is not right. Try the current code from your app.',
    usedCode: 'That code has just been used. Wait for the next one in your app.',
    tooManyCodes:
      'Too many wrong codes for this account. Try again in a quarter of an hour, or set a new password with “Forgot password?”.',
    recoveryTitle: 'Your recovery codes',
    recoveryIntro:
      'If you lose your phone, each of these codes signs you in once instead of the app. Keep them somewhere safe, away from your phone. They are not shown again.',
    continue: 'I have saved them: continue',
    failed: 'Signing in did not work. Please try again.',
    secondFactor: 'Second factor',
    factorOn: 'An authenticator app is set up for this account.',
    factorOff: 'No authenticator app is set up for this account.',
    newCodes: 'New recovery codes',
    newCodesIntro: 'Replaces your recovery codes; the old ones stop working.',
    reset: 'Reset second factor',
    resetIntro:
      'For a lost phone: ends this account’s sessions and emails its owner an invitation to set up a new authenticator app.',
    invite: 'Send a new invitation',
    inviteIntro:
      'Emails this account an invitation to set up its authenticator app, which its first sign-in needs; an earlier invitation stops working.',
    inviteDone: 'An invitation was emailed to the account.',
    resetWarning:
      'Reset it only when you have confirmed, outside this site, that the request comes from the account’s owner: the invitation goes to the account’s email address, and whoever opens it with the password sets up the new app.',
    resetConfirm: 'Yes, reset it',
    cancel: 'Cancel',
    resetDone: 'The second factor was reset.',
    actionFailed: 'That did not work. Please try again.',
  },
}

export type AdminMessages = typeof adminEn

/** Payload's own texts with ours, as its docs type custom translations. */
export type CustomTranslationsObject = AdminMessages & typeof enTranslations
export type CustomTranslationsKeys = NestedKeysStripped<CustomTranslationsObject>

/**
 * Payload's `t` (`req.t`, the `i18n` of a server component) typed to know our keys too; a client
 * component asks `useTranslation<CustomTranslationsObject, CustomTranslationsKeys>()` instead.
 */
export const adminT = (i18n: { t: TFunction<never> }) => i18n.t as TFunction<CustomTranslationsKeys>
