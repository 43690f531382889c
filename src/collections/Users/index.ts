import type { CollectionConfig } from 'payload'

import { admins, adminFieldOnly, authenticated, hasRole, roles } from '@/access/roles'

export const Users: CollectionConfig = {
  slug: 'users',
  labels: {
    singular: { en: 'User', ar: 'مستخدم' },
    plural: { en: 'Users', ar: 'المستخدمون' },
  },
  auth: { maxLoginAttempts: 5, lockTime: 10 * 60 * 1000 },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'name', 'roles'],
  },
  access: {
    // Anyone logged in may see the staff list; only admins manage accounts.
    read: authenticated,
    create: admins,
    delete: admins,
    // A user may update their own profile (password, name); admins may update anyone.
    update: ({ req, id }) => hasRole(req.user, 'admin') || req.user?.id === id,
  },
  fields: [
    { name: 'name', type: 'text', label: { en: 'Name', ar: 'الاسم' } },
    {
      name: 'roles',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['editor'],
      label: { en: 'Roles', ar: 'الأدوار' },
      admin: {
        description: {
          en: 'Admin manages users and everything else; editor manages content; HR manages jobs and applications.',
          ar: 'المدير يدير المستخدمين وكل شيء آخر، والمحرر يدير المحتوى، والموارد البشرية تدير الوظائف وطلبات التوظيف.',
        },
      },
      access: { update: adminFieldOnly, create: adminFieldOnly },
      options: roles.map((role) => ({
        value: role,
        label: {
          admin: { en: 'Admin', ar: 'مدير' },
          editor: { en: 'Editor', ar: 'محرر' },
          hr: { en: 'HR', ar: 'الموارد البشرية' },
        }[role],
      })),
    },
  ],
}
