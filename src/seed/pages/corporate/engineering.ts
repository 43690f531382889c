import { rich, type SeedData, t } from '../../bilingual'
import type { SeedRefs } from '../../catalogue'

export function engineeringPage(refs: SeedRefs): SeedData {
  return {
    name: 'engineering-insurance',
    title: t('Engineering Insurance', 'التأمين الهندسي'),
    description: t(
      'Contractors’ all risks, erection all risks, machinery breakdown and electronic equipment insurance for contractors, project owners and industrial companies in Saudi Arabia.',
      'تأمين جميع أخطار المقاولين وجميع أخطار التركيب وعطب الآلات والمعدات الإلكترونية للمقاولين وملاك المشاريع والمنشآت الصناعية في المملكة العربية السعودية.',
    ),
    sections: [
      {
        blockType: 'full_banner',
        title: t('Engineering Insurance', 'التأمين الهندسي'),
        description: t(
          'Cover for your projects while they are being built and for the machines and systems that keep your business running once they are complete.',
          'تغطية لمشاريعك أثناء تنفيذها، وللآلات والأنظمة التي تضمن استمرار أعمالك بعد اكتمالها.',
        ),
        image: refs.media.heroCorporate,
      },
      {
        blockType: 'single_blog',
        header: t(
          'Built for contractors, developers and industry',
          'مصمم للمقاولين والمطورين والقطاع الصناعي',
        ),
        description: rich(
          `Construction sites, erection of plant and the operation of heavy machinery carry risks that ordinary property insurance does not cover. Rafeef engineering insurance protects **main contractors and subcontractors**, **project owners and developers**, **manufacturers and suppliers of plant** during installation, and **factories, hospitals, data centres and utilities** that depend on their machinery and electronic systems.

Our engineering underwriters and surveyors have insured residential and commercial buildings, roads and bridges, water and power plants, and factories across the Kingdom, and we regularly issue policies in the joint names of owner, contractor and financing bank as project contracts require.`,
          `تنطوي مواقع البناء وأعمال تركيب المصانع وتشغيل الآلات الثقيلة على مخاطر لا تغطيها وثائق تأمين الممتلكات المعتادة. ويحمي التأمين الهندسي من رفيف **المقاولين الرئيسيين والمقاولين من الباطن**، و**ملاك المشاريع والمطورين**، و**مصنّعي المعدات وموردّيها** أثناء التركيب، و**المصانع والمستشفيات ومراكز البيانات ومرافق الخدمات** التي تعتمد على آلاتها وأنظمتها الإلكترونية.

وقد أمّن مكتتبونا وخبراء المعاينة لدينا مبانيَ سكنية وتجارية، وطرقًا وجسورًا، ومحطات مياه وكهرباء، ومصانع في مختلف مناطق المملكة، ونصدر الوثائق باسم المالك والمقاول والبنك الممول معًا متى اشترطت عقود المشاريع ذلك.`,
        ),
      },
      {
        blockType: 'multiple_title',
        header: t('What we insure', 'ما نؤمّنه'),
        items: [
          {
            title: t('Contractors’ all risks (CAR)', 'جميع أخطار المقاولين'),
            description: t(
              'Sudden physical loss or damage to the contract works, materials on site and temporary works from the start of work until handover, with third-party liability for injury and property damage around the site.',
              'الفقد أو الضرر المادي المفاجئ للأعمال موضوع العقد والمواد الموجودة في الموقع والأعمال المؤقتة منذ بدء العمل حتى التسليم، مع المسؤولية تجاه الغير عن الإصابات والأضرار المحيطة بالموقع.',
            ),
          },
          {
            title: t('Erection all risks (EAR)', 'جميع أخطار التركيب'),
            description: t(
              'Machinery, plant and steel structures during unloading, erection and testing, including damage from faulty erection, short circuit and the first test runs, usually with a 4-week testing period.',
              'الآلات والمعدات والهياكل الحديدية أثناء التفريغ والتركيب والاختبار، بما فيها الأضرار الناتجة عن أخطاء التركيب والتماس الكهربائي والتشغيل التجريبي الأول، عادةً مع فترة اختبار مدتها 4 أسابيع.',
            ),
          },
          {
            title: t('Machinery breakdown', 'عطب الآلات'),
            description: t(
              'Sudden and unforeseen breakdown of machinery in operation, such as generators, compressors, chillers, boilers and production lines, from electrical or mechanical failure, operator error or defects.',
              'الأعطال المفاجئة وغير المتوقعة في الآلات أثناء التشغيل، كالمولدات والضواغط والمبردات والغلايات وخطوط الإنتاج، بسبب خلل كهربائي أو ميكانيكي أو خطأ في التشغيل أو عيوب.',
            ),
          },
          {
            title: t('Electronic equipment', 'المعدات الإلكترونية'),
            description: t(
              'Servers, computers, telecom systems, security systems and medical equipment against accidental damage, fire, water, theft and electrical surge, with optional cover for data media and increased cost of working.',
              'الخوادم والحواسيب وأنظمة الاتصالات والأنظمة الأمنية والأجهزة الطبية ضد الأضرار العرضية والحريق والمياه والسرقة وارتفاع الجهد الكهربائي، مع تغطية اختيارية لوسائط البيانات وزيادة تكاليف التشغيل.',
            ),
          },
        ],
      },
      {
        blockType: 'single_image',
        image: refs.media.picEngineering,
      },
      {
        blockType: 'checklist',
        header: t('Optional extensions', 'التغطيات الإضافية الاختيارية'),
        items: [
          {
            title: t('Extended maintenance period', 'فترة الصيانة الممتدة'),
            description: t(
              'Loss or damage caused by the contractor during the defects liability period, usually 12 to 24 months after handover.',
              'الخسائر أو الأضرار التي يسببها المقاول خلال فترة ضمان العيوب، وهي عادةً من 12 إلى 24 شهرًا بعد التسليم.',
            ),
          },
          {
            title: t('Contractors’ plant and machinery', 'معدات المقاولين وآلاتهم'),
            description: t(
              'Cranes, excavators, loaders and other construction equipment, on site or in transit between sites.',
              'الرافعات والحفارات والجرافات وغيرها من معدات البناء، سواء في الموقع أو أثناء نقلها بين المواقع.',
            ),
          },
          {
            title: t('Strikes, riots and civil commotion', 'الإضرابات والشغب والاضطرابات الأهلية'),
            description: t(
              'Damage to the works caused by persons taking part in a strike, riot or civil commotion.',
              'الأضرار التي تلحق بالأعمال بفعل المشاركين في إضراب أو شغب أو اضطرابات أهلية.',
            ),
          },
          {
            title: t('Debris removal and professional fees', 'إزالة الأنقاض وأتعاب المهنيين'),
            description: t(
              'Clearing the site after a loss, and the fees of engineers and architects to rebuild, in addition to the sum insured.',
              'تنظيف الموقع بعد وقوع الضرر، وأتعاب المهندسين والمعماريين لإعادة البناء، إضافةً إلى مبلغ التأمين.',
            ),
          },
          {
            title: t('Express freight and overtime', 'الشحن السريع والعمل الإضافي'),
            description: t(
              'Extra costs of air freight for spare parts and overtime work to repair insured damage faster.',
              'التكاليف الإضافية للشحن الجوي لقطع الغيار والعمل الإضافي لإصلاح الضرر المؤمَّن عليه بسرعة أكبر.',
            ),
          },
          {
            title: t('Loss of profits after breakdown', 'خسارة الأرباح الناتجة عن عطب الآلات'),
            description: t(
              'Lost gross profit while production stops after an insured machinery breakdown, and deterioration of stock in cold stores.',
              'خسارة مجمل الربح خلال توقف الإنتاج بعد عطب مؤمَّن عليه في الآلات، وتلف البضائع المحفوظة في غرف التبريد.',
            ),
          },
        ],
      },
      {
        blockType: 'single_blog',
        header: t('Exclusions, quotes and claims', 'الاستثناءات وعروض الأسعار والمطالبات'),
        description: rich(
          `## Main exclusions

- The cost of correcting faulty design, materials or workmanship (resulting damage to other parts is covered)
- Wear and tear, corrosion, gradual deterioration and normal maintenance
- Penalties for delay, loss of contract and other consequential loss, unless loss of profits is added
- Loss discovered only at an inventory, and damage during total or partial stoppage of work
- Damage for which the manufacturer or supplier is responsible under a warranty

## Getting a quote

For construction and erection projects, send the contract value and schedule, the bill of quantities, a site plan with soil report, and the names of the owner and contractors. For machinery and electronic equipment, send a list with make, model, year and replacement value of each item. Use the [details request form](/details-request) or see [Get a Quote](/get-a-quote); we reply within 3 working days, or visit the site first for large projects.

## Making a claim

Call 800 124 7333 or email engineering.claims@rafeef.example within 48 hours, take photographs, and keep the damaged parts until our surveyor has inspected them. You may make urgent repairs to secure the site. Then [submit the claim](/submit-claim) with the repair estimate, the maintenance log and, for theft, the police report. See the [Claims page](/claims) for the full procedure.`,
          `## أهم الاستثناءات

- تكلفة تصحيح العيوب في التصميم أو المواد أو المصنعية (أما الأضرار الناتجة عنها في الأجزاء الأخرى فمغطاة)
- الاستهلاك والتآكل والتلف التدريجي وأعمال الصيانة الاعتيادية
- غرامات التأخير وفقدان العقود وغيرها من الخسائر التبعية، ما لم تُضَف تغطية خسارة الأرباح
- النقص الذي لا يُكتشف إلا عند الجرد، والأضرار الواقعة أثناء التوقف الكلي أو الجزئي للعمل
- الأضرار التي يتحمل الصانع أو المورّد مسؤوليتها بموجب الضمان

## الحصول على عرض سعر

لمشاريع البناء والتركيب، أرسل قيمة العقد والجدول الزمني، وجدول الكميات، ومخطط الموقع مع تقرير التربة، وأسماء المالك والمقاولين. وللآلات والمعدات الإلكترونية، أرسل قائمة تتضمن الصانع والطراز وسنة الصنع وقيمة الاستبدال لكل بند. استخدم [نموذج طلب التفاصيل](/details-request) أو صفحة [اطلب عرض سعر](/get-a-quote)، ونرد خلال 3 أيام عمل، أو نعاين الموقع أولًا في المشاريع الكبيرة.

## تقديم المطالبة

اتصل على الرقم 800 124 7333 أو راسلنا على engineering.claims@rafeef.example خلال 48 ساعة، والتقط صورًا للضرر، واحتفظ بالأجزاء التالفة حتى يعاينها خبيرنا. ويجوز لك إجراء الإصلاحات العاجلة لتأمين الموقع. ثم [قدّم المطالبة](/submit-claim) مع تقدير تكلفة الإصلاح وسجل الصيانة، ومحضر الشرطة في حالات السرقة. اطّلع على الإجراءات كاملة في [صفحة المطالبات](/claims).`,
        ),
        button_text: t('Request a tailored quote', 'اطلب عرضًا مصممًا لمنشأتك'),
        button_url: '/details-request',
      },
    ],
  }
}
