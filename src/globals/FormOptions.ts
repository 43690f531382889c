import type { ArrayField, GlobalConfig } from 'payload'

import { anyone, editors } from '@/access/roles'
import { type Bi, localText, namedRows, plainText } from '@/fields'
import { optionListNames, type OptionListName } from '@/forms/options'

import { revalidateGlobal } from './revalidateGlobal'

const listLabels: Record<OptionListName, Bi> = {
  cities: { en: 'Cities', ar: 'المدن' },
  products: { en: 'Products', ar: 'المنتجات' },
  cancellationReasons: { en: 'Cancellation reasons', ar: 'أسباب الإلغاء' },
  extensionPeriods: { en: 'Extension periods', ar: 'مدد التمديد' },
}

/** Two rows with one stored value would make a request's choice ambiguous. */
function uniqueValues(rows: unknown): true | string {
  const values = (Array.isArray(rows) ? rows : []).map((row) =>
    String((row as { value?: unknown })?.value ?? '').trim(),
  )
  const repeated = values.find((value, i) => value && values.indexOf(value) !== i)
  return repeated ? `"${repeated}" is listed twice. / «${repeated}» مكرر.` : true
}

function optionList(name: OptionListName): ArrayField {
  return {
    name,
    type: 'array',
    label: listLabels[name],
    labels: { singular: { en: 'Option', ar: 'خيار' }, plural: { en: 'Options', ar: 'الخيارات' } },
    minRows: 1,
    admin: { initCollapsed: true, components: namedRows },
    validate: uniqueValues,
    fields: [
      {
        type: 'row',
        fields: [
          plainText(
            'value',
            { en: 'Stored value', ar: 'القيمة المخزنة' },
            {
              required: true,
              description: {
                en: 'Saved with each request and shown to staff. Keep it unchanged once in use.',
                ar: 'تُحفظ مع كل طلب ويراها الموظفون. لا تغيّرها بعد استخدامها.',
              },
            },
          ),
          localText(
            'label',
            { en: 'Shown to visitors', ar: 'النص الظاهر للزوار' },
            { required: true },
          ),
        ],
      },
    ],
  }
}

/**
 * The choices of the service forms' dropdowns, in both languages (issue: not "Reason 1"). Forms and
 * the API read the same lists, so a choice removed here is refused by both from the next request on.
 */
export const FormOptions: GlobalConfig = {
  slug: 'form-options',
  label: { en: 'Form options', ar: 'خيارات النماذج' },
  access: { read: anyone, update: editors },
  hooks: { afterChange: [revalidateGlobal] },
  fields: optionListNames.map(optionList),
}
