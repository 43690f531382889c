export const emailKinds = [
  {
    value: 'acknowledgement',
    label: { en: 'Acknowledgement to the visitor', ar: 'تأكيد استلام للزائر' },
  },
  { value: 'staff', label: { en: 'Notice to staff', ar: 'إشعار للموظفين' } },
  { value: 'status', label: { en: 'Status change to the visitor', ar: 'تغيّر الحالة للزائر' } },
  { value: 'overdue', label: { en: 'Overdue list to staff', ar: 'قائمة المتأخر للموظفين' } },
  {
    value: 'security',
    label: { en: 'Security notice to an account owner', ar: 'تنبيه أمني لصاحب الحساب' },
  },
  {
    value: 'invitation',
    label: { en: 'Invitation to set up signing in', ar: 'دعوة لإعداد تسجيل الدخول' },
  },
] as const

export type EmailKind = (typeof emailKinds)[number]['value']

export const emailStates = [
  { value: 'queued', label: { en: 'Waiting to be sent', ar: 'بانتظار الإرسال' } },
  { value: 'sent', label: { en: 'Sent', ar: 'أُرسلت' } },
  {
    value: 'failed',
    label: { en: 'Failed (tried again later)', ar: 'تعذّر الإرسال (تُعاد المحاولة)' },
  },
  {
    value: 'gave_up',
    label: { en: 'Not sent: gave up after retries', ar: 'لم تُرسل: توقفت المحاولات' },
  },
] as const

export type EmailState = (typeof emailStates)[number]['value']
