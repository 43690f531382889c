import type { GlobalConfig } from 'payload'

import { anyone, editors } from '@/access/roles'
import { localText } from '@/fields'

import { revalidateGlobal } from './revalidateGlobal'

const url = (name: string, en: string, ar: string, description: { en: string; ar: string }) =>
  localText(name, { en, ar }, { description })

const ownPage = {
  en: 'Leave empty to use the site\'s own page.',
  ar: 'اتركه فارغًا لاستخدام صفحة الموقع نفسه.',
}

export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: { en: 'Site settings', ar: 'إعدادات الموقع' },
  access: { read: anyone, update: editors },
  hooks: { afterChange: [revalidateGlobal] },
  fields: [
    localText('brandName', { en: 'Brand name', ar: 'اسم العلامة' }, { required: true }),
    localText('defaultTitle', { en: 'Default page title', ar: 'عنوان الصفحة الافتراضي' }, {
      required: true,
      description: { en: 'Used when a page has no title of its own.', ar: 'يُستخدم حين لا يكون للصفحة عنوان خاص.' },
    }),
    url('eServicesUrl', 'Online services (e-services login) address', 'عنوان الخدمات الإلكترونية (تسجيل الدخول)', {
      en: 'Where the Online services button leads, per language.',
      ar: 'الوجهة التي يقود إليها زر الخدمات الإلكترونية، لكل لغة.',
    }),
    url('claimTrackingUrl', 'Claim tracking page', 'صفحة تتبع المطالبات', ownPage),
    url('complaintStatusUrl', 'Complaint status page', 'صفحة حالة الشكوى', ownPage),
    url('complaintFormUrl', 'Complaint form page', 'صفحة نموذج الشكوى', ownPage),
  ],
}
