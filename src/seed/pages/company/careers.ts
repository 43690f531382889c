import { rich, type SeedData, t } from '../../bilingual'
import type { SeedRefs } from '../../catalogue'

export function careersPage(refs: SeedRefs): SeedData {
  return {
    name: 'careers',
    title: t('Careers', 'الوظائف'),
    description: t(
      'Build your career at Rafeef Cooperative Insurance: life at Rafeef, our graduate programmes and the latest job openings in Saudi Arabia and the region.',
      'ابنِ مسيرتك المهنية في رفيف للتأمين التعاوني: تعرّف على بيئة العمل لدينا وبرامج الخريجين وأحدث الوظائف الشاغرة في المملكة والمنطقة.',
    ),
    sections: [
      {
        blockType: 'banner',
        title: t('Careers at Rafeef', 'الوظائف في رفيف'),
        description: rich(
          'Join more than 850 colleagues who protect families, drivers and businesses across the Kingdom, and grow with a Saudi insurer that invests in its people.',
          'انضم إلى أكثر من 850 زميلًا وزميلة يحمون الأسر والسائقين والمنشآت في أنحاء المملكة، وانمُ مع شركة تأمين سعودية تستثمر في موظفيها.',
        ),
        backgroundImage: refs.media.heroCareers,
        logo: refs.media.iconUsers,
      },
      {
        blockType: 'single_blog',
        header: t('Life at Rafeef', 'العمل في رفيف'),
        description: rich(
          `Insurance is a promise, and our people are the ones who keep it. Whether you settle a claim after an accident on the Riyadh–Dammam highway, price cover for a new factory in Jubail or answer a worried parent at midnight, your work makes a real difference to someone's life.

We work from our head office on King Fahd Road in Riyadh, our branches in Jeddah, Dammam and Madinah, and our regional offices in Dubai, Manama and Cairo. Teams are small enough for your ideas to be heard and big enough to learn from specialists in every line of insurance.

## What we offer

- Competitive salary, housing and transport allowances, and an annual performance bonus
- Medical insurance for you, your spouse and your children, and life cover from your first day
- Paid professional qualifications, including the insurance certificates the Insurance Authority requires, CII and actuarial exams
- Flexible start times, a hybrid working day for eligible roles and 30 days of annual leave
- Employee savings plan with a company contribution, and discounts on our motor and travel insurance`,
          `التأمين وعدٌ، وموظفونا هم من يفون به. سواء كنت تسوّي مطالبة بعد حادث على طريق الرياض–الدمام، أو تسعّر تغطية لمصنع جديد في الجبيل، أو تجيب أبًا قلقًا في منتصف الليل، فإن عملك يُحدث فرقًا حقيقيًا في حياة الناس.

نعمل من مقرنا الرئيسي على طريق الملك فهد في الرياض، وفروعنا في جدة والدمام والمدينة المنورة، ومكاتبنا الإقليمية في دبي والمنامة والقاهرة. فرقنا صغيرة بما يكفي ليُسمع صوتك وتُقدَّر أفكارك، وكبيرة بما يكفي لتتعلم من مختصين في كل فروع التأمين.

## ماذا نقدم لك

- راتب تنافسي وبدلا سكن ونقل ومكافأة أداء سنوية
- تأمين طبي لك ولزوجك وأبنائك، وتغطية تأمين على الحياة من يومك الأول
- تحمّل تكاليف الشهادات المهنية، ومنها شهادات التأمين التي تشترطها هيئة التأمين وشهادات معهد التأمين القانوني (CII) والاختبارات الاكتوارية
- مرونة في مواعيد بدء الدوام، وعمل هجين للوظائف المؤهلة، وإجازة سنوية مدتها 30 يومًا
- برنامج ادخار للموظفين تسهم فيه الشركة، وخصومات على تأمين المركبات والسفر لدينا`,
        ),
      },
      {
        blockType: 'single_blog',
        header: t('Saudization and graduate programmes', 'التوطين وبرامج الخريجين'),
        description: rich(
          `More than 75% of our employees are Saudi nationals, and Saudis lead most of our departments. We are proud of our Platinum rating in the Nitaqat programme and of a workforce in which women hold over a third of all roles, in support of the goals of Saudi Vision 2030.

## Graduate Trainee Programme

Every September we welcome a new group of Saudi graduates to a paid 12-month programme. Trainees rotate through underwriting, claims, finance and customer experience, each with a mentor and a personal training plan, and most join us permanently at the end. Applications open in March each year for graduates of the last two years in business, finance, actuarial science, engineering or computer science.

## Cooperative training and internships

We host university students for cooperative training (Co-op) of 8 to 12 weeks in the summer and autumn terms, and we take part in the on-the-job training programmes supported by the Human Resources Development Fund (Hadaf). Students work on real projects and receive a monthly allowance and a certificate of completion.`,
          `يشكّل السعوديون أكثر من 75% من موظفينا، ويقود كفاءات سعودية معظم إداراتنا. ونعتز بتصنيفنا في النطاق البلاتيني ضمن برنامج نطاقات، وبأن المرأة تشغل أكثر من ثلث الوظائف لدينا، دعمًا لمستهدفات رؤية السعودية 2030.

## برنامج تدريب الخريجين

نستقبل في سبتمبر من كل عام دفعة جديدة من الخريجين السعوديين في برنامج مدفوع الأجر مدته 12 شهرًا. يتنقل المتدربون بين الاكتتاب والمطالبات والمالية وتجربة العملاء، ولكل منهم مرشد وخطة تدريب خاصة، وينضم معظمهم إلينا بعقود دائمة عند نهاية البرنامج. يُفتح باب التقديم في مارس من كل عام لخريجي العامين الأخيرين في تخصصات إدارة الأعمال والمالية والعلوم الاكتوارية والهندسة وعلوم الحاسب.

## التدريب التعاوني والتدريب الصيفي

نستضيف طلاب الجامعات في التدريب التعاوني لمدة تتراوح بين 8 و12 أسبوعًا في الفصلين الصيفي والأول، ونشارك في برامج التدريب على رأس العمل التي يدعمها صندوق تنمية الموارد البشرية (هدف). يعمل الطلاب على مشاريع حقيقية، ويحصلون على مكافأة شهرية وشهادة إتمام تدريب.`,
        ),
      },
      {
        blockType: 'interested_to_join',
        title: t('Interested in joining us?', 'هل ترغب في الانضمام إلينا؟'),
        description: t(
          'Browse all our open positions, filter them by country and department, and apply online in a few minutes. Our recruitment team replies to every applicant within 15 working days.',
          'تصفّح جميع وظائفنا الشاغرة، وصنّفها حسب الدولة والإدارة، وقدّم طلبك إلكترونيًا في دقائق. يرد فريق التوظيف لدينا على كل متقدم خلال 15 يوم عمل.',
        ),
        button_text: t('View all openings', 'عرض جميع الوظائف'),
        button_url: '/career-openings',
      },
      {
        blockType: 'job_component',
        header: t('Latest openings', 'أحدث الوظائف'),
        limit: 4,
      },
    ],
  }
}
