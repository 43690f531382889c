import type { CollectionConfig, TextField } from 'payload'

import { admins } from '@/access/roles'

import { auditActions } from './actions'

const cells = '/audit/admin/cells'

/** A text the server wrote, shown as it is (in the list, a dash where there is none). */
const entryText = (
  name: string,
  label: { en: string; ar: string },
  { index = false, Cell = `${cells}#EntryTextCell` } = {},
): TextField => ({
  name,
  type: 'text',
  index,
  label,
  admin: { readOnly: true, components: { Cell } },
})

/**
 * Who did what in the admin, and when: sign-ins (and failed ones, with the address), every change
 * staff make (which fields, never their values), publishing, request status and role changes,
 * and every opening of a private file (a CV, a customer's document). Written only by the server,
 * in the transaction of the change it records; nobody can edit or delete an entry through the
 * admin or the API, and entries older than AUDIT_RETENTION_DAYS are removed by a nightly task.
 * Passwords, tokens and codes never reach it: a change is recorded by field names.
 */
export const AuditLog: CollectionConfig = {
  slug: 'audit-log',
  labels: {
    singular: { en: 'Audit entry', ar: 'قيد تدقيق' },
    plural: { en: 'Audit trail', ar: 'سجل التدقيق' },
  },
  access: { read: admins, create: () => false, update: () => false, delete: () => false },
  admin: {
    useAsTitle: 'action',
    defaultColumns: [
      'createdAt',
      'action',
      'account',
      'collection',
      'document',
      'fields',
      // A data-rights entry's counts, a status or role change's before and after.
      'detail',
    ],
    listSearchableFields: ['account', 'document'],
    group: { en: 'Administration', ar: 'الإدارة' },
    description: {
      en: 'Who signed in, changed, published or opened what, and when. Entries cannot be changed or deleted; filter by user, action, collection or date.',
      ar: 'من سجّل الدخول أو عدّل أو نشر أو فتح ماذا ومتى. لا يمكن تعديل القيود أو حذفها؛ صفِّ حسب المستخدم أو الإجراء أو المجموعة أو التاريخ.',
    },
  },
  disableDuplicate: true,
  defaultSort: '-createdAt',
  fields: [
    {
      name: 'action',
      type: 'select',
      required: true,
      index: true,
      label: { en: 'Action', ar: 'الإجراء' },
      options: auditActions.map(({ value, label }) => ({ value, label })),
      admin: { readOnly: true },
    },
    {
      name: 'user',
      type: 'relationship',
      relationTo: 'users',
      index: true,
      label: { en: 'User', ar: 'المستخدم' },
      admin: { readOnly: true },
    },
    // The account's email as it was (the user may be deleted later), or the one a failed sign-in named.
    entryText('account', { en: 'Account', ar: 'الحساب' }, { index: true }),
    entryText(
      'collection',
      { en: 'Collection', ar: 'المجموعة' },
      { index: true, Cell: `${cells}#EntryCollectionCell` },
    ),
    entryText('document', { en: 'Document', ar: 'المستند' }, { index: true }),
    entryText(
      'fields',
      { en: 'Fields changed', ar: 'الحقول المعدّلة' },
      { Cell: `${cells}#EntryFieldsCell` },
    ),
    // A request's status or an account's roles, before and after: never personal data.
    entryText('detail', { en: 'Detail', ar: 'التفاصيل' }, { Cell: `${cells}#EntryDetailCell` }),
    entryText('address', { en: 'Network address', ar: 'عنوان الشبكة' }),
    // A data-rights request's person, as keyed hashes of their identifiers (src/privacy/subject.ts):
    // whether a person's data was exported, and when, can be answered without the trail holding it.
    entryText(
      'subject',
      { en: 'Person (keyed hash)', ar: 'الشخص (بصمة مفتاحية)' },
      { index: true },
    ),
  ],
}
