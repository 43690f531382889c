import { rich, type SeedData, t } from '../../bilingual'
import type { SeedRefs } from '../../catalogue'

export function waadAlAjyalGoldPage(refs: SeedRefs): SeedData {
  return {
    name: 'waad-alAjyal-gold',
    title: t('Waad Al Ajyal Gold', 'وعد الأجيال الذهبي'),
    description: t(
      'Waad Al Ajyal Gold is a Sharia-compliant family takaful savings plan that builds a fund for your children’s university education and keeps it growing even if you are no longer there.',
      'وعد الأجيال الذهبي برنامج ادخار تكافلي متوافق مع أحكام الشريعة الإسلامية، يبني رصيدًا لتعليم أبنائك الجامعي ويواصل نموه حتى في حال غيابك.',
    ),
    sections: [
      {
        blockType: 'full_banner',
        title: t('Waad Al Ajyal Gold', 'وعد الأجيال الذهبي'),
        description: t(
          'A promise to the next generation: save steadily for your children’s education, with protection that keeps the promise if life takes an unexpected turn.',
          'وعدٌ للجيل القادم: ادّخر بانتظام لتعليم أبنائك، مع حماية تضمن الوفاء بهذا الوعد مهما تغيرت الظروف.',
        ),
        image: refs.media.heroIndividual,
      },
      {
        blockType: 'single_blog',
        header: t('Plan today for their university years', 'خطط اليوم لسنواتهم الجامعية'),
        description: rich(
          `University fees, housing and study abroad cost more every year. Waad Al Ajyal Gold helps you prepare by setting aside a regular contribution from your child’s early years until the day they start university.

Your contributions are invested in Sharia-compliant funds of your choice, approved by our Sharia Committee, and build up in your personal investment account. If you, the parent, pass away or become totally and permanently disabled before the plan matures, Rafeef pays a protection benefit to the family and **continues paying the remaining contributions on your behalf**, so the education fund your child receives is the one you planned.

Waad Al Ajyal Gold is a protection and savings product approved by the Insurance Authority and managed on the cooperative (takaful) principle.`,
          `تزداد تكاليف الرسوم الجامعية والسكن والدراسة في الخارج عامًا بعد عام. ويساعدك وعد الأجيال الذهبي على الاستعداد لها بتخصيص مساهمة منتظمة منذ سنوات طفلك الأولى حتى يوم التحاقه بالجامعة.

تُستثمر مساهماتك في صناديق متوافقة مع أحكام الشريعة الإسلامية تختارها بنفسك وتعتمدها الهيئة الشرعية لدينا، وتتراكم في حساب الاستثمار الخاص بك. وإذا توفي الوالد المشترك أو أصيب بعجز كلي دائم قبل استحقاق البرنامج، تصرف رفيف منفعة الحماية للأسرة، و**تتولى سداد المساهمات المتبقية نيابةً عنك**، ليحصل طفلك على رصيد التعليم الذي خططت له.

وعد الأجيال الذهبي منتج حماية وادخار معتمد من هيئة التأمين، ويُدار وفق مبدأ التأمين التعاوني (التكافل).`,
        ),
      },
      {
        blockType: 'tags_accordion',
        header: t('Waad Al Ajyal Gold at a glance', 'وعد الأجيال الذهبي في لمحة'),
        description: t(
          'Choose a topic to learn how the plan works and whether it suits your family.',
          'اختر موضوعًا لتتعرف على طريقة عمل البرنامج ومدى ملاءمته لأسرتك.',
        ),
        tags: [
          {
            tag: t('How it works', 'آلية البرنامج'),
            text: t(
              'You choose the plan term so that it matures when your child turns 17 to 19, pick a contribution amount and one or more Sharia-compliant funds. Each contribution, after the takaful donation and charges, buys fund units that grow until maturity, when the fund value is paid as a lump sum or in four annual instalments for the university years.',
              'تختار مدة البرنامج بحيث يستحق عند بلوغ طفلك ما بين 17 و19 عامًا، وتحدد مبلغ المساهمة وصندوقًا أو أكثر من الصناديق المتوافقة مع الشريعة. ويُستخدم كل مبلغ تسهم به، بعد خصم التبرع التكافلي والرسوم، في شراء وحدات استثمارية تنمو حتى تاريخ الاستحقاق، حين يُصرف الرصيد دفعة واحدة أو على أربعة أقساط سنوية تغطي سنوات الدراسة الجامعية.',
            ),
          },
          {
            tag: t('Benefits', 'المزايا'),
            text: t(
              'A protection benefit of up to 10 times your annual contribution on death or total permanent disability of the parent, a waiver of all future contributions in the same event, free switching between funds up to four times a year, and a loyalty bonus of 2% of the fund value at maturity.',
              'منفعة حماية تصل إلى 10 أضعاف مساهمتك السنوية عند وفاة الوالد المشترك أو عجزه الكلي الدائم، والإعفاء من جميع المساهمات المستقبلية في الحالة نفسها، وإمكانية التحويل بين الصناديق مجانًا حتى 4 مرات في السنة، ومكافأة ولاء بنسبة 2% من قيمة الرصيد عند الاستحقاق.',
            ),
          },
          {
            tag: t('Eligibility', 'شروط الاشتراك'),
            text: t(
              'Saudi citizens and residents with a valid Iqama, aged 18 to 60 when joining, saving for a child aged from birth to 12. The plan term is between 5 and 18 years and must end before the parent turns 70.',
              'المواطنون السعوديون والمقيمون بإقامة سارية، ممن تتراوح أعمارهم بين 18 و60 عامًا عند الاشتراك، للادخار لطفل يتراوح عمره بين الولادة و12 عامًا. وتتراوح مدة البرنامج بين 5 و18 عامًا، على أن تنتهي قبل بلوغ الوالد 70 عامًا.',
            ),
          },
          {
            tag: t('Contributions', 'المساهمات'),
            text: t(
              'From SAR 500 a month, or the same amount paid quarterly, half-yearly or yearly by direct debit or card. You can increase your contribution at each plan anniversary and add one-off top-ups of SAR 5,000 or more at any time.',
              'تبدأ من 500 ريال شهريًا، أو ما يعادلها بشكل ربع سنوي أو نصف سنوي أو سنوي عبر الخصم المباشر أو البطاقة. ويمكنك زيادة مساهمتك في ذكرى بدء البرنامج كل عام، وإضافة مساهمات إضافية لمرة واحدة لا تقل عن 5,000 ريال في أي وقت.',
            ),
          },
          {
            tag: t('At maturity', 'عند الاستحقاق'),
            text: t(
              'You receive the full value of your investment account, which depends on the performance of the funds you chose and is not guaranteed. You can take it at once or spread it over four academic years.',
              'تحصل على كامل قيمة حساب الاستثمار، وهي تعتمد على أداء الصناديق التي اخترتها وغير مضمونة، ويمكنك صرفها دفعة واحدة أو توزيعها على أربع سنوات دراسية.',
            ),
          },
        ],
        button_text: t('Ask an advisor to call me', 'أرغب في اتصال من مستشار'),
        button_url: '/details-request',
      },
      {
        blockType: 'single_blog_dropdown',
        header: t('What happens if…', 'ماذا يحدث إذا…'),
        description: rich(
          'Life does not always go to plan. Here is how Waad Al Ajyal Gold responds to the situations parents ask us about most.',
          'لا تسير الحياة دائمًا كما خططنا لها. إليك كيف يتعامل وعد الأجيال الذهبي مع أكثر الحالات التي يسألنا عنها الآباء والأمهات.',
        ),
        items: [
          {
            title: t('…the parent passes away?', '…توفي الوالد المشترك؟'),
            description: rich(
              'The protection benefit is paid to the beneficiaries named in the policy, and Rafeef pays all remaining contributions until maturity. Your child receives the education fund on the planned date.',
              'تُصرف منفعة الحماية للمستفيدين المحددين في الوثيقة، وتسدد رفيف جميع المساهمات المتبقية حتى تاريخ الاستحقاق، ويحصل طفلك على رصيد التعليم في الموعد المخطط له.',
            ),
          },
          {
            title: t('…I become totally and permanently disabled?', '…أصبت بعجز كلي دائم؟'),
            description: rich(
              'Once the disability is confirmed by our medical panel, 6 months after the illness or accident, you stop paying contributions and we pay them for you until maturity.',
              'بعد تأكيد العجز من لجنتنا الطبية، أي بعد 6 أشهر من المرض أو الحادث، تتوقف عن سداد المساهمات ونتولى سدادها نيابةً عنك حتى تاريخ الاستحقاق.',
            ),
          },
          {
            title: t('…I miss a contribution?', '…تأخرت عن سداد مساهمة؟'),
            description: rich(
              'You have a grace period of 60 days. After that, and once the plan has run for two years, you can pause contributions for up to 12 months while your fund stays invested.',
              'لديك مهلة سماح مدتها 60 يومًا. وبعد مرور سنتين على بدء البرنامج، يمكنك إيقاف المساهمات مؤقتًا لمدة تصل إلى 12 شهرًا مع بقاء رصيدك مستثمرًا.',
            ),
          },
          {
            title: t('…I need the money before maturity?', '…احتجت إلى المال قبل الاستحقاق؟'),
            description: rich(
              'After three years you can make partial withdrawals, as long as at least SAR 10,000 stays in the account, or surrender the plan for its fund value less any surrender charge shown in your policy.',
              'بعد ثلاث سنوات يمكنك سحب جزء من الرصيد بشرط ألا يقل المتبقي في الحساب عن 10,000 ريال، أو إلغاء البرنامج واسترداد قيمة الرصيد بعد خصم رسوم الاسترداد المبينة في الوثيقة.',
            ),
          },
          {
            title: t('…I change my mind after joining?', '…غيرت رأيي بعد الاشتراك؟'),
            description: rich(
              'You can cancel within the 30-day free-look period from receiving your policy and get back your contributions, adjusted only for any change in the value of the fund units.',
              'يمكنك الإلغاء خلال فترة المراجعة المجانية البالغة 30 يومًا من استلام الوثيقة، واسترداد مساهماتك بعد تعديلها بمقدار أي تغير في قيمة الوحدات الاستثمارية فقط.',
            ),
          },
        ],
      },
      {
        blockType: 'image_blog',
        header: t('The value of starting early', 'قيمة البدء المبكر'),
        description: rich(
          `Saving SAR 500 a month from your child’s birth means SAR 108,000 in contributions over 18 years. Assuming the funds grow by 4% a year, the education fund could reach about **SAR 150,000** after charges.

Starting when the child is 8 needs more than twice that monthly amount to reach the same result. This example is for illustration only: fund values can go down as well as up, and your personalised illustration will show the figures for your plan.`,
          `الادخار بمبلغ 500 ريال شهريًا منذ ولادة طفلك يعني مساهمات إجمالية قدرها 108,000 ريال على مدى 18 عامًا. وبافتراض نمو الصناديق بنسبة 4% سنويًا، قد يصل رصيد التعليم إلى نحو **150,000 ريال** بعد خصم الرسوم.

أما البدء عند بلوغ الطفل 8 أعوام فيتطلب أكثر من ضعف هذه المساهمة الشهرية لتحقيق النتيجة نفسها. هذا المثال للتوضيح فقط، فقيمة الصناديق قد ترتفع أو تنخفض، وسيبيّن لك الجدول التوضيحي الخاص بك أرقام برنامجك.`,
        ),
        image: refs.media.picSavings,
      },
      {
        blockType: 'single_blog',
        header: t('Start your child’s education fund', 'ابدأ رصيد تعليم طفلك'),
        description: rich(
          'Tell us your child’s age and how much you would like to save, and we will prepare a personalised illustration of Waad Al Ajyal Gold, with no obligation.',
          'أخبرنا بعمر طفلك والمبلغ الذي ترغب في ادخاره، وسنعد لك جدولًا توضيحيًا خاصًا ببرنامج وعد الأجيال الذهبي دون أي التزام.',
        ),
        button_text: t('Get a quote', 'اطلب عرض سعر'),
        button_url: '/get-a-quote',
      },
    ],
  }
}
