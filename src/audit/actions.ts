/** What an audit entry says happened, with its label in both admin languages. */
export const auditActions = [
  { value: 'sign-in', label: { en: 'Signed in', ar: 'تسجيل دخول' } },
  { value: 'sign-in-failed', label: { en: 'Sign-in failed', ar: 'فشل تسجيل الدخول' } },
  {
    value: 'sign-out-everywhere',
    label: { en: 'Signed out everywhere', ar: 'تسجيل الخروج من كل الأجهزة' },
  },
  { value: 'password-change', label: { en: 'Password changed', ar: 'تغيير كلمة المرور' } },
  {
    value: 'second-factor-failed',
    label: { en: 'Second factor refused', ar: 'رُفض رمز التحقق' },
  },
  {
    value: 'second-factor-reset',
    label: { en: 'Second factor reset', ar: 'إعادة تعيين العامل الثاني' },
  },
  {
    value: 'recovery-codes-renewed',
    label: { en: 'Recovery codes renewed', ar: 'تجديد رموز الاسترداد' },
  },
  { value: 'role-change', label: { en: 'Roles changed', ar: 'تغيير الأدوار' } },
  { value: 'create', label: { en: 'Created', ar: 'إنشاء' } },
  { value: 'update', label: { en: 'Changed', ar: 'تعديل' } },
  { value: 'delete', label: { en: 'Deleted', ar: 'حذف' } },
  { value: 'publish', label: { en: 'Published', ar: 'نشر' } },
  { value: 'unpublish', label: { en: 'Unpublished', ar: 'إلغاء النشر' } },
  { value: 'status-change', label: { en: 'Request status changed', ar: 'تغيير حالة الطلب' } },
  { value: 'file-open', label: { en: 'Private file opened', ar: 'فتح ملف خاص' } },
  { value: 'records-listed', label: { en: 'Records listed', ar: 'عرض قائمة سجلات' } },
  { value: 'record-opened', label: { en: 'Record opened', ar: 'فتح سجل' } },
  { value: 'data-search', label: { en: 'Person searched', ar: 'بحث عن شخص' } },
  { value: 'data-export', label: { en: 'Person’s data exported', ar: 'تصدير بيانات شخص' } },
  { value: 'data-erasure', label: { en: 'Person’s data erased', ar: 'محو بيانات شخص' } },
] as const

export type AuditAction = (typeof auditActions)[number]['value']
