import { type SeedData, t } from '../bilingual'
import type { SeedMedia } from '../media'

export const whoWeAre = (media: SeedMedia): SeedData => ({
  name: 'who-we-are',
  title: t('Who We Are', 'من نحن'),
  description: t(
    'Rafeef is a Saudi cooperative insurer licensed and supervised by the Insurance Authority.',
    'رفيف شركة تأمين تعاوني سعودية مرخّصة وخاضعة لإشراف هيئة التأمين.',
  ),
  sections: [
    {
      blockType: 'cover',
      title: t('Who We Are', 'من نحن'),
      description: t(
        'A Saudi cooperative insurer since 2007, serving individuals and companies across the Kingdom.',
        'شركة تأمين تعاوني سعودية منذ عام 2007، نخدم الأفراد والشركات في جميع أنحاء المملكة.',
      ),
      image: media.heroAbout,
    },
  ],
})
