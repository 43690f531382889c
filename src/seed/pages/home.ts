import { type SeedData, t } from '../bilingual'
import type { SeedMedia } from '../media'

export const home = (media: SeedMedia): SeedData => ({
  name: 'home',
  title: t('Rafeef Cooperative Insurance | Protection you can rely on', 'رفيف للتأمين التعاوني | حماية تعتمد عليها'),
  description: t(
    'Motor, travel, health and savings insurance for individuals and companies in Saudi Arabia, with claims handled quickly and fairly.',
    'تأمين المركبات والسفر والصحة والادخار للأفراد والشركات في المملكة العربية السعودية، مع معالجة سريعة وعادلة للمطالبات.',
  ),
  sections: [
    {
      blockType: 'cover',
      title: t('Protection for every step of your journey', 'حماية ترافقك في كل خطوة'),
      description: t(
        'Insurance plans for you, your family and your business, backed by a claims team that answers around the clock.',
        'برامج تأمين لك ولأسرتك ولأعمالك، يساندها فريق مطالبات يستجيب لك على مدار الساعة.',
      ),
      buttonText: t('Get a quote', 'اطلب عرض سعر'),
      button_link: '/get-a-quote',
      image: media.heroHome,
    },
  ],
})
