import type { Locale } from '@/i18n/locales'

/** "15 working days" / «15 يوم عمل», with the Arabic number agreement. */
export function workingDays(n: number, locale: Locale): string {
  if (locale === 'en') return n === 1 ? '1 working day' : `${n} working days`
  if (n === 1) return 'يوم عمل واحد'
  if (n === 2) return 'يومي عمل'
  if (n >= 3 && n <= 10) return `${n} أيام عمل`
  return `${n} يوم عمل`
}

/** The words of the emails to visitors and staff, in each language. */
export const texts = {
  en: {
    hello: (name: string) => (name ? `Hello ${name},` : 'Hello,'),
    requestReceived:
      'Thank you. We have received your request and recorded it under the reference below. Please quote it whenever you contact us about it.',
    ackSubject: (type: string, reference: string) =>
      `We have received your request: ${type} (${reference})`,
    reference: 'Reference',
    requestType: 'Request',
    receivedOn: 'Received on',
    dueBy: 'Answer due by',
    responseTime: (days: string, due: string) =>
      `We will answer within ${days}, by ${due} at the latest.`,
    whatYouSent: 'What you sent us',
    documents: (n: number) => (n === 1 ? '1 file' : `${n} files`),
    documentsLabel: 'Documents',
    product: 'Product',
    track: {
      claim:
        'You can follow your claim online with your ID or Iqama number and your claim number (or this reference):',
      complaint:
        'You can follow your complaint online with your ID or Iqama number and this reference:',
    },
    trackLink: { claim: 'Track your claim', complaint: 'Check your complaint status' },
    escalationHeading: 'If you are not satisfied',
    automatic: (brand: string) =>
      `This is an automatic message from ${brand}. Please do not reply to it; contact us through the website instead.`,
    contactSubject: 'We have received your message',
    contactReceived:
      'Thank you for contacting us. We have received your message and will reply by email or phone.',
    subject: 'Subject',
    applicationSubject: (job: string, reference: string) =>
      `We have received your application: ${job} (${reference})`,
    applicationReceived:
      'Thank you for applying. Our HR team reviews every application; if your profile matches the role, we will contact you.',
    job: 'Position',
    statusSubject: (reference: string, status: string) =>
      `Update on your request ${reference}: ${status}`,
    statusChanged: (type: string, status: string, date: string) =>
      `The status of your request (${type}) changed to “${status}” on ${date}.`,
    status: 'Status',
    changedOn: 'Changed on',
    staffSubject: (type: string, reference: string) => `New ${type.toLowerCase()}: ${reference}`,
    staffNew: (type: string) =>
      `A new request has arrived: ${type}. Open it in the admin to handle it.`,
    openInAdmin: 'Open in the admin',
    language: 'Language',
    overdueSubject: (n: number, type: string) => `${n} overdue: ${type}`,
    overdueIntro: (type: string) =>
      `These requests (${type}) are past their due date and not yet resolved:`,
    overdueItem: (reference: string, due: string) => `${reference}, due ${due}`,
    overdueMore: (n: number) => `And ${n} more, in the list.`,
    openList: 'Open the overdue list',
  },
  ar: {
    hello: (name: string) => (name ? `مرحبًا ${name}،` : 'مرحبًا،'),
    requestReceived:
      'شكرًا لك. استلمنا طلبك وسجّلناه بالرقم المرجعي الموضح أدناه، فاذكره كلما تواصلت معنا بشأنه.',
    ackSubject: (type: string, reference: string) => `استلمنا طلبك: ${type} (${reference})`,
    reference: 'الرقم المرجعي',
    requestType: 'نوع الطلب',
    receivedOn: 'تاريخ الاستلام',
    dueBy: 'موعد الرد الأقصى',
    responseTime: (days: string, due: string) => `سنرد عليك خلال ${days}، في موعد أقصاه ${due}.`,
    whatYouSent: 'ما أرسلته إلينا',
    documents: (n: number) =>
      n === 1 ? 'ملف واحد' : n === 2 ? 'ملفان' : n <= 10 ? `${n} ملفات` : `${n} ملفًا`,
    documentsLabel: 'المستندات',
    product: 'المنتج',
    track: {
      claim:
        'يمكنك متابعة مطالبتك عبر الموقع برقم هويتك أو إقامتك ورقم المطالبة (أو هذا الرقم المرجعي):',
      complaint: 'يمكنك متابعة شكواك عبر الموقع برقم هويتك أو إقامتك وهذا الرقم المرجعي:',
    },
    trackLink: { claim: 'تتبّع مطالبتك', complaint: 'اعرف حالة شكواك' },
    escalationHeading: 'إذا لم تكن راضيًا',
    automatic: (brand: string) =>
      `هذه رسالة آلية من ${brand}، فلا ترد عليها، وتواصل معنا عبر الموقع الإلكتروني.`,
    contactSubject: 'استلمنا رسالتك',
    contactReceived: 'شكرًا لتواصلك معنا. استلمنا رسالتك وسنرد عليك بالبريد الإلكتروني أو بالهاتف.',
    subject: 'الموضوع',
    applicationSubject: (job: string, reference: string) =>
      `استلمنا طلب توظيفك: ${job} (${reference})`,
    applicationReceived:
      'شكرًا لتقدّمك. يراجع فريق الموارد البشرية كل طلب، وسنتواصل معك إذا كانت مؤهلاتك مناسبة للوظيفة.',
    job: 'الوظيفة',
    statusSubject: (reference: string, status: string) => `تحديث على طلبك ${reference}: ${status}`,
    statusChanged: (type: string, status: string, date: string) =>
      `تغيّرت حالة طلبك (${type}) إلى «${status}» في ${date}.`,
    status: 'الحالة',
    changedOn: 'تاريخ التغيير',
    staffSubject: (type: string, reference: string) => `طلب جديد (${type}): ${reference}`,
    staffNew: (type: string) => `وصل طلب جديد: ${type}. افتحه في لوحة الإدارة لمعالجته.`,
    openInAdmin: 'افتحه في لوحة الإدارة',
    language: 'اللغة',
    overdueSubject: (n: number, type: string) => `متأخر (${n}): ${type}`,
    overdueIntro: (type: string) => `تجاوزت هذه الطلبات (${type}) موعد الرد ولم تُعالَج بعد:`,
    overdueItem: (reference: string, due: string) => `${reference}، موعده ${due}`,
    overdueMore: (n: number) => `وهناك (${n}) غيرها في القائمة.`,
    openList: 'افتح قائمة المتأخر',
  },
} satisfies Record<Locale, unknown>
