import { rich, type SeedData, t } from '../../bilingual'
import type { SeedRefs } from '../../catalogue'

const independent = t('Independent', 'مستقل')
const nonExecutive = t('Non-executive', 'غير تنفيذي')
const executive = t('Executive', 'تنفيذي')
const member = t('Board Member', 'عضو مجلس الإدارة')

export function boardDirectorPage(refs: SeedRefs): SeedData {
  return {
    name: 'board-director',
    title: t('Board of Directors', 'مجلس الإدارة'),
    description: t(
      'The members of the Board of Directors of Rafeef Cooperative Insurance, their positions and membership classification, and the Board committees.',
      'أعضاء مجلس إدارة رفيف للتأمين التعاوني ومناصبهم وتصنيف عضويتهم، ولجان المجلس.',
    ),
    sections: [
      {
        blockType: 'full_banner',
        title: t('Board of Directors', 'مجلس الإدارة'),
        description: t(
          'Experienced leadership that sets our strategy and oversees sound governance.',
          'قيادة ذات خبرة ترسم استراتيجيتنا وتشرف على حوكمة رشيدة.',
        ),
        image: refs.media.heroAbout,
      },
      {
        blockType: 'single_blog',
        header: t('Governance at Rafeef', 'الحوكمة في رفيف'),
        description: rich(
          `The Board of Directors is responsible for the company’s strategy, risk appetite and internal controls, and for protecting the interests of policyholders and shareholders. It has eight members elected by the Ordinary General Assembly for a term of three years, the majority of them non-executive and at least one third independent, in line with the Insurance Corporate Governance Regulation issued by the Insurance Authority and the Corporate Governance Regulations of the Capital Market Authority.

The Board carries out its oversight through five committees, each with a charter approved by the Board or the General Assembly:

- **Audit Committee:** oversees financial reporting, internal audit, compliance and the work of the external auditors.
- **Executive Committee:** follows up the implementation of the strategy and the business plan between Board meetings.
- **Nomination and Remuneration Committee:** recommends Board and senior management appointments and the remuneration policy.
- **Risk Management Committee:** monitors the company’s risk profile, solvency and reinsurance arrangements.
- **Investment Committee:** sets and reviews the investment policy of policyholders’ and shareholders’ funds.`,
          `يتولى مجلس الإدارة مسؤولية رسم استراتيجية الشركة وتحديد مستوى المخاطر المقبول والإشراف على أنظمة الرقابة الداخلية، وحماية مصالح حملة الوثائق والمساهمين. ويتكون المجلس من ثمانية أعضاء تنتخبهم الجمعية العامة العادية لمدة ثلاث سنوات، أغلبهم من غير التنفيذيين، ولا يقل عدد المستقلين منهم عن الثلث، وذلك وفقًا للائحة حوكمة شركات التأمين الصادرة عن هيئة التأمين ولائحة حوكمة الشركات الصادرة عن هيئة السوق المالية.

ويمارس المجلس دوره الرقابي من خلال خمس لجان، لكل منها لائحة عمل معتمدة من المجلس أو الجمعية العامة:

- **لجنة المراجعة:** تشرف على التقارير المالية والمراجعة الداخلية والالتزام وأعمال مراجعي الحسابات الخارجيين.
- **اللجنة التنفيذية:** تتابع تنفيذ الاستراتيجية وخطة العمل فيما بين اجتماعات المجلس.
- **لجنة الترشيحات والمكافآت:** توصي بتعيينات أعضاء المجلس والإدارة العليا وبسياسة المكافآت.
- **لجنة إدارة المخاطر:** تراقب المخاطر التي تتعرض لها الشركة وملاءتها المالية وترتيبات إعادة التأمين.
- **لجنة الاستثمار:** تضع سياسة استثمار أموال حملة الوثائق والمساهمين وتراجعها.`,
        ),
        button_text: t('View our financial reports', 'اطلع على تقاريرنا المالية'),
        button_url: '/financial-performance',
      },
      {
        blockType: 'board_table',
        header: t('Board of Directors', 'مجلس الإدارة'),
        items: [
          {
            name: t('Eng. Abdulaziz bin Saleh Al-Rashed', 'م. عبدالعزيز بن صالح الراشد'),
            position: t('Chairman', 'رئيس مجلس الإدارة'),
            members: independent,
          },
          {
            name: t('Mr. Fahad bin Abdullah Al-Otaibi', 'أ. فهد بن عبدالله العتيبي'),
            position: t('Vice Chairman', 'نائب رئيس مجلس الإدارة'),
            members: nonExecutive,
          },
          {
            name: t('Mr. Khalid bin Mohammed Al-Zahrani', 'أ. خالد بن محمد الزهراني'),
            position: t(
              'Board Member, Managing Director and CEO',
              'عضو مجلس الإدارة والعضو المنتدب والرئيس التنفيذي',
            ),
            members: executive,
          },
          {
            name: t('Dr. Nouf bint Ibrahim Al-Mubarak', 'د. نوف بنت إبراهيم المبارك'),
            position: member,
            members: independent,
          },
          {
            name: t('Mr. Turki bin Saad Al-Qahtani', 'أ. تركي بن سعد القحطاني'),
            position: member,
            members: nonExecutive,
          },
          {
            name: t('Dr. Majed bin Hamad Al-Dosari', 'د. ماجد بن حمد الدوسري'),
            position: member,
            members: independent,
          },
          {
            name: t('Mr. Sultan bin Nasser Al-Harbi', 'أ. سلطان بن ناصر الحربي'),
            position: member,
            members: nonExecutive,
          },
          {
            name: t('Ms. Reem bint Abdulrahman Al-Ghamdi', 'أ. ريم بنت عبدالرحمن الغامدي'),
            position: member,
            members: independent,
          },
        ],
      },
    ],
  }
}
