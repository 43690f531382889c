import type { FieldAccess, GlobalConfig, PayloadRequest } from 'payload'

import { adminFieldOnly, anyone, editors, hasRole } from '@/access/roles'
import { isHostName } from '@/features/pages/collections/Redirects/redirectHosts'
import { applyEditorsSecondFactor } from '@/features/staff/secondFactor/editorsSetting'
import {
  defaultResponseDays,
  settingName,
} from '@/features/service-requests/deadlines/responseTimes'
import { localText, localTextarea, namedRows } from '@/fields'
import { safeLink } from '@/fields/safeLink'
import { requestTypes } from '@/features/service-requests/types/requestTypes'
import { isEmailList } from '@/emails/addresses'
import { adminT } from '@/i18n/messages/adminEn'

import { revalidateGlobal } from './revalidateGlobal'

const url = (name: string, en: string, ar: string, description: { en: string; ar: string }) =>
  localText(name, { en, ar }, { description, validate: safeLink })

const ownPage = {
  en: "Leave empty to use the site's own page.",
  ar: 'اتركه فارغًا لاستخدام صفحة الموقع نفسه.',
}

/** Staff addresses are not for the public settings API: only signed-in staff read them. */
const staffOnly: { read: FieldAccess } = {
  read: ({ req }) => hasRole(req.user, 'admin', 'editor', 'hr'),
}

const addresses = (name: string, label: { en: string; ar: string }) => ({
  name,
  type: 'text' as const,
  label,
  access: staffOnly,
  validate: (value: unknown, { req }: { req: PayloadRequest }) =>
    isEmailList(value) || adminT(req)('admin:emailList'),
})

export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: { en: 'Site settings', ar: 'إعدادات الموقع' },
  access: { read: anyone, update: editors },
  hooks: { afterChange: [revalidateGlobal, applyEditorsSecondFactor] },
  fields: [
    localText('brandName', { en: 'Brand name', ar: 'اسم العلامة' }, { required: true }),
    localText(
      'defaultTitle',
      { en: 'Default page title', ar: 'عنوان الصفحة الافتراضي' },
      {
        required: true,
        description: {
          en: 'Used when a page has no title of its own.',
          ar: 'يُستخدم حين لا يكون للصفحة عنوان خاص.',
        },
      },
    ),
    url(
      'eServicesUrl',
      'Online services (e-services login) address',
      'عنوان الخدمات الإلكترونية (تسجيل الدخول)',
      {
        en: 'Where the Online services button leads, per language.',
        ar: 'الوجهة التي يقود إليها زر الخدمات الإلكترونية، لكل لغة.',
      },
    ),
    {
      name: 'requireBothLanguages',
      type: 'checkbox',
      defaultValue: false,
      access: staffOnly,
      label: {
        en: 'Refuse to publish a page that lacks a language',
        ar: 'رفض نشر صفحة ينقصها نص بإحدى اللغتين',
      },
      admin: {
        description: {
          en: 'Off: the editor is warned beside the Publish button and the page is published. On: it is not published until every text has both languages.',
          ar: 'عند الإيقاف: يُنبَّه المحرر بجانب زر النشر وتُنشر الصفحة. عند التشغيل: لا تُنشر حتى يكون لكل نص نسخته في اللغتين.',
        },
      },
    },
    {
      name: 'secondFactorForEditors',
      type: 'checkbox',
      defaultValue: false,
      // Editors may change site settings, but not the rule about their own sign-in.
      access: { ...staffOnly, update: adminFieldOnly },
      label: {
        en: 'Editors sign in with a second factor too',
        ar: 'يسجّل المحررون الدخول بعامل ثانٍ أيضًا',
      },
      admin: {
        description: {
          en: 'Every role that reads personal data always needs an authenticator app to sign in. On: editors too; those without one are signed out and emailed an invitation to set it up.',
          ar: 'كل دور يطّلع على البيانات الشخصية يحتاج دائمًا إلى تطبيق مصادقة لتسجيل الدخول. عند التشغيل: المحررون أيضًا، ومن ليس لديه تطبيق منهم تُنهى جلساته ويُرسل إليه بريد بدعوة لإعداده.',
        },
      },
    },
    {
      name: 'redirectHosts',
      type: 'array',
      // Editors may change site settings, but not where their redirects may send visitors: a
      // stolen editor password must not make the site's address a way to another site.
      access: { ...staffOnly, update: adminFieldOnly },
      label: {
        en: 'Hosts redirects may point to',
        ar: 'المواقع التي يجوز أن تؤدي إليها إعادات التوجيه',
      },
      labels: {
        singular: { en: 'Host', ar: 'موقع' },
        plural: { en: 'Hosts', ar: 'المواقع' },
      },
      admin: {
        components: namedRows,
        description: {
          en: 'Other sites an editor may make a redirect lead to, one host per row, such as portal.example.sa. Admins may point redirects anywhere.',
          ar: 'مواقع أخرى يجوز للمحرر أن يوجّه إليها، موقع في كل صف، مثل portal.example.sa. يجوز للمديرين التوجيه إلى أي موقع.',
        },
      },
      fields: [
        {
          name: 'host',
          type: 'text',
          required: true,
          label: { en: 'Host', ar: 'الموقع' },
          validate: (value: unknown, { req }: { req: PayloadRequest }) =>
            isHostName(value) || adminT(req)('admin:hostNameOnly'),
        },
      ],
    },
    url('claimTrackingUrl', 'Claim tracking page', 'صفحة تتبع المطالبات', ownPage),
    url('complaintStatusUrl', 'Complaint status page', 'صفحة حالة الشكوى', ownPage),
    url('complaintFormUrl', 'Complaint form page', 'صفحة نموذج الشكوى', ownPage),
    {
      name: 'staffEmails',
      type: 'group',
      label: { en: 'Who is told of new requests', ar: 'من يُبلَّغ بالطلبات الجديدة' },
      admin: {
        description: {
          en: 'Email addresses, separated by commas, that receive a notice of each new request of a kind and a daily list of its overdue ones. Leave one empty to send none.',
          ar: 'عناوين بريد إلكتروني تفصل بينها فواصل، يصلها إشعار بكل طلب جديد من النوع وقائمة يومية بما تأخر منه. اتركه فارغًا إن لم ترد إرسال شيء.',
        },
      },
      fields: [
        ...requestTypes.map((t) => addresses(settingName(t.value), t.label)),
        addresses('contact_message', { en: 'Contact messages', ar: 'رسائل التواصل' }),
        addresses('job_application', {
          en: 'Job applications (HR)',
          ar: 'طلبات التوظيف (الموارد البشرية)',
        }),
      ],
    },
    {
      name: 'responseDays',
      type: 'group',
      label: { en: 'Response times (working days)', ar: 'مدد الرد (أيام عمل)' },
      admin: {
        description: {
          en: 'How many working days (Sunday to Thursday, not counting the public holidays below) each kind of request is answered within. Visitors are told this, and each request gets its due date from it.',
          ar: 'عدد أيام العمل (من الأحد إلى الخميس، دون الإجازات الرسمية أدناه) التي يُرد خلالها على كل نوع من الطلبات. يُبلَّغ الزائر بها، ويُحسب منها موعد استحقاق كل طلب.',
        },
      },
      fields: requestTypes.map((t) => ({
        name: settingName(t.value),
        type: 'number' as const,
        label: t.label,
        required: true,
        min: 1,
        max: 90,
        defaultValue: defaultResponseDays[t.value],
      })),
    },
    {
      name: 'holidays',
      type: 'array',
      label: { en: 'Public holidays', ar: 'الإجازات الرسمية' },
      labels: {
        singular: { en: 'Holiday', ar: 'إجازة' },
        plural: { en: 'Holidays', ar: 'الإجازات' },
      },
      admin: {
        components: namedRows,
        description: {
          en: 'Days that do not count as working days, besides Fridays and Saturdays. Add each Eid holiday once its dates are announced.',
          ar: 'أيام لا تُحتسب أيام عمل، إضافة إلى الجمعة والسبت. أضف إجازة كل عيد بعد الإعلان عن مواعيدها.',
        },
      },
      fields: [
        localText('name', { en: 'Name', ar: 'الاسم' }),
        {
          type: 'row',
          fields: [
            {
              name: 'from',
              type: 'date',
              required: true,
              label: { en: 'From', ar: 'من' },
              admin: { date: { pickerAppearance: 'dayOnly' } },
            },
            {
              name: 'to',
              type: 'date',
              label: { en: 'To (for more than one day)', ar: 'إلى (إن كانت أكثر من يوم)' },
              admin: { date: { pickerAppearance: 'dayOnly' } },
            },
          ],
        },
      ],
    },
    localTextarea(
      'complaintEscalation',
      { en: 'How to escalate a complaint', ar: 'طريقة تصعيد الشكوى' },
      {
        description: {
          en: 'Told to every visitor who sends a complaint, in the acknowledgement email.',
          ar: 'تُبلَّغ لكل زائر يرسل شكوى، في رسالة تأكيد الاستلام.',
        },
      },
    ),
  ],
}
