import type { GlobalConfig } from 'payload'

import { anyone, editors } from '@/access/roles'
import { linkField, localText, localTextarea, plainText } from '@/fields'

import { revalidateGlobal } from './revalidateGlobal'

export const Footer: GlobalConfig = {
  slug: 'footer',
  label: { en: 'Footer and company facts', ar: 'التذييل وبيانات الشركة' },
  access: { read: anyone, update: editors },
  hooks: { afterChange: [revalidateGlobal] },
  fields: [
    localTextarea('address', { en: 'Address', ar: 'العنوان' }, { required: true }),
    {
      type: 'row',
      fields: [
        localText('poBox', { en: 'PO Box', ar: 'صندوق البريد' }),
        plainText('phone', { en: 'Phone', ar: 'الهاتف' }),
        plainText('fax', { en: 'Fax', ar: 'الفاكس' }),
        plainText('tollFree', { en: 'Toll-free number', ar: 'الرقم المجاني' }),
      ],
    },
    {
      type: 'row',
      fields: [
        localText('capital', { en: 'Capital', ar: 'رأس المال' }),
        plainText('commercialRegistration', { en: 'Commercial registration', ar: 'السجل التجاري' }),
        localText('royalDecree', { en: 'Royal decree', ar: 'المرسوم الملكي' }),
      ],
    },
    localTextarea(
      'regulatorNotice',
      { en: 'Regulator notice', ar: 'إشعار الجهة الرقابية' },
      { required: true },
    ),
    localText('copyrightYear', { en: 'Copyright year', ar: 'سنة حقوق النشر' }, { required: true }),
    {
      name: 'social',
      type: 'group',
      label: { en: 'Social links', ar: 'روابط التواصل الاجتماعي' },
      fields: [
        {
          type: 'row',
          fields: [
            plainText('x', { en: 'X', ar: 'إكس' }),
            plainText('instagram', { en: 'Instagram', ar: 'إنستغرام' }),
            plainText('facebook', { en: 'Facebook', ar: 'فيسبوك' }),
            plainText('linkedin', { en: 'LinkedIn', ar: 'لينكدإن' }),
          ],
        },
      ],
    },
    linkField('complaintsLink', { en: 'Complaints link', ar: 'رابط الشكاوى' }),
  ],
}
