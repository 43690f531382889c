import { type SeedData, t } from '../../bilingual'
import type { SeedRefs } from '../../catalogue'

const map = (lat: number, lng: number) =>
  `https://maps.google.com/maps?q=${lat},${lng}&z=15&output=embed`

export function reachUsPage(refs: SeedRefs): SeedData {
  return {
    name: 'reach-us',
    title: t('Reach Us', 'تواصل معنا'),
    description: t(
      'Phone, email, opening hours and branch addresses of Rafeef Cooperative Insurance in Riyadh, Jeddah, Dammam and Madinah.',
      'أرقام الهاتف والبريد الإلكتروني وساعات العمل وعناوين فروع رفيف للتأمين التعاوني في الرياض وجدة والدمام والمدينة المنورة.',
    ),
    sections: [
      {
        blockType: 'full_banner',
        title: t('Reach Us', 'تواصل معنا'),
        description: t(
          'Call us, write to us or visit one of our branches: we are always glad to help.',
          'اتصل بنا أو راسلنا أو زر أحد فروعنا، فنحن في خدمتك دائمًا.',
        ),
        image: refs.media.heroAbout,
      },
      {
        blockType: 'contact_information',
        title: t('We are here to help', 'يسعدنا خدمتك'),
        description: t(
          'For questions about a policy, a renewal or a payment, contact our customer care team. To report an accident or a claim at any hour, call our toll-free number 800 124 7333, available 24 hours a day, 7 days a week.',
          'للاستفسار عن وثيقة التأمين أو تجديدها أو سداد القسط، تواصل مع فريق خدمة العملاء. وللإبلاغ عن حادث أو مطالبة في أي وقت، اتصل على الرقم المجاني 800 124 7333 المتاح على مدار الساعة طوال أيام الأسبوع.',
        ),
        phone_number: '+966 11 486 2000',
        email: 'care@rafeef.example',
        opening_hours: t(
          'Sunday to Thursday, 8:00 am to 5:00 pm',
          'من الأحد إلى الخميس، من 8:00 صباحًا حتى 5:00 مساءً',
        ),
        socialLinks: {
          twitter: 'https://x.com/rafeef_example',
          linkedin: 'https://www.linkedin.com/company/rafeef-example',
          instagram: 'https://www.instagram.com/rafeef_example',
          facebook: 'https://www.facebook.com/rafeef.example',
        },
        button_text: t('Send us a message', 'أرسل لنا رسالة'),
        button_url: '/contact-us',
      },
      {
        blockType: 'our_branches',
        header: t('Our branches', 'فروعنا'),
        items: [
          {
            branchTitle: t('Head Office', 'المقر الرئيسي'),
            location: t('Riyadh', 'الرياض'),
            address: t(
              'Rafeef Tower, King Fahd Road, Al Olaya District, Riyadh, Kingdom of Saudi Arabia',
              'برج رفيف، طريق الملك فهد، حي العليا، الرياض، المملكة العربية السعودية',
            ),
            poBox: t('PO Box 86012, Riyadh 11622', 'ص.ب 86012، الرياض 11622'),
            phone: '+966 11 486 2000',
            fax: '+966 11 486 2001',
            iframeUrl: map(24.6996, 46.6849),
          },
          {
            branchTitle: t('Jeddah Branch', 'فرع جدة'),
            location: t('Jeddah', 'جدة'),
            address: t(
              'Al Zahra Business Center, Prince Sultan Road, Al Zahra District, Jeddah',
              'مركز الزهراء للأعمال، طريق الأمير سلطان، حي الزهراء، جدة',
            ),
            poBox: t('PO Box 52741, Jeddah 21573', 'ص.ب 52741، جدة 21573'),
            phone: '+966 12 663 4500',
            fax: '+966 12 663 4501',
            iframeUrl: map(21.5863, 39.1412),
          },
          {
            branchTitle: t('Dammam Branch', 'فرع الدمام'),
            location: t('Dammam', 'الدمام'),
            address: t(
              'King Saud Street, Al Adamah District, Dammam, Eastern Province',
              'شارع الملك سعود، حي العدامة، الدمام، المنطقة الشرقية',
            ),
            poBox: t('PO Box 3418, Dammam 31471', 'ص.ب 3418، الدمام 31471'),
            phone: '+966 13 834 2200',
            fax: '+966 13 834 2201',
            iframeUrl: map(26.4334, 50.1026),
          },
          {
            branchTitle: t('Madinah Branch', 'فرع المدينة المنورة'),
            location: t('Madinah', 'المدينة المنورة'),
            address: t(
              'Quba Road, Al Jumuah District, Madinah',
              'طريق قباء، حي الجمعة، المدينة المنورة',
            ),
            poBox: t('PO Box 4721, Madinah 42351', 'ص.ب 4721، المدينة المنورة 42351'),
            phone: '+966 14 826 1900',
            fax: '+966 14 826 1901',
            iframeUrl: map(24.4539, 39.61),
          },
        ],
      },
    ],
  }
}
