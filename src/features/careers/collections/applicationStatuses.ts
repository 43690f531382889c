/** Where HR is with an application. */
export const applicationStatuses = [
  { value: 'new', label: { en: 'New', ar: 'جديد' } },
  { value: 'reviewed', label: { en: 'Reviewed', ar: 'تمت المراجعة' } },
  { value: 'shortlisted', label: { en: 'Shortlisted', ar: 'في القائمة المختصرة' } },
  { value: 'rejected', label: { en: 'Rejected', ar: 'مرفوض' } },
] as const
