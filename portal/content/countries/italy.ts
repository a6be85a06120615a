import type { CountryGuide } from './types.ts';

/** Study guide for Italy (English and Arabic). Figures checked for 2025-26. */
export const guide: CountryGuide = {
  slug: 'italy',
  name: 'Italy',
  code: 'IT',
  flag: '🇮🇹',
  capital: 'Rome',
  currency: 'Euro (EUR)',
  en: {
    summary:
      "Italy offers some of the world's oldest universities and strong programmes in engineering, architecture, design, economics and medicine at relatively low public tuition. Hundreds of degrees are taught in English, and regional grants can cover fees, meals and housing for students with limited means.",
    education:
      "Fees at public universities depend on family income and typically range from about 150 to 4,000 € a year; students from many lower-income countries pay a reduced flat rate, while private universities such as Bocconi charge much more. Non-EU applicants must pre-enrol through the Universitaly portal before applying for a visa. Many master's programmes are taught in English; some programmes, such as English-taught medicine (IMAT), have national admission tests.",
    livingCosts: {
      monthlyTotal: 'About 800–1,200 € per month (Milan and Rome are the most expensive)',
      rent: '300–700 € for a room',
      notes: 'Regional student-aid agencies (DSU) run subsidised canteens and residences.',
    },
    visa: 'After pre-enrolment on Universitaly, apply for a type D study visa. For 2025-26 you must show at least 6,947 € for the year (about 534 € a month), plus money for the return journey and accommodation. Within eight days of arrival, apply for a residence permit (permesso di soggiorno) through the post office. You need health cover: private insurance or voluntary registration with the national health service (700 € a year). Students may work up to 20 hours a week (1,040 hours a year).',
    scholarships: [
      {
        name: 'Italian Government Scholarships (MAECI)',
        provider: 'Italian Ministry of Foreign Affairs and International Cooperation (MAECI)',
        amount: '1,200 € a month for 2026-27, possible tuition exemption, and health and accident insurance',
        description:
          "Annual call on the Study in Italy portal for master's, AFAM arts, PhD and research programmes; recent lists of eligible countries included Egypt, Lebanon, Morocco and Tunisia.",
        url: 'https://studyinitaly.esteri.it/',
      },
      {
        name: 'DSU Toscana Right-to-Study Grant',
        provider: 'Azienda Regionale DSU Toscana (every region has an equivalent agency)',
        amount:
          'Need-based grant of up to several thousand euros a year, plus free or subsidised housing and meals and tuition exemption',
        description:
          'International students apply with income documents from their home country; similar grants are offered by ER.GO (Emilia-Romagna), EDISU (Piedmont), DiSCo (Lazio) and others.',
        url: 'https://www.dsu.toscana.it/',
      },
    ],
  },
  ar: {
    name: 'إيطاليا',
    capital: 'روما',
    summary:
      'تضم إيطاليا بعضًا من أقدم جامعات العالم، وتقدّم برامج قوية في الهندسة والعمارة والتصميم والاقتصاد والطب برسوم منخفضة نسبيًا في الجامعات الحكومية. وتُدرَّس مئات البرامج بالإنجليزية، ويمكن للمنح الإقليمية أن تغطي الرسوم والوجبات والسكن للطلاب محدودي الدخل.',
    education:
      'تعتمد الرسوم في الجامعات الحكومية على دخل الأسرة، وتتراوح عادةً بين 150 و4,000 يورو سنويًا تقريبًا، ويدفع الطلاب القادمون من كثير من البلدان منخفضة الدخل رسمًا ثابتًا مخفّضًا، في حين تفرض الجامعات الخاصة مثل جامعة بوكوني رسومًا أعلى بكثير. ويجب على المتقدمين من خارج الاتحاد الأوروبي التسجيل المسبق عبر بوابة (Universitaly) قبل طلب التأشيرة. وتُدرَّس برامج ماجستير كثيرة بالإنجليزية، ولبعض البرامج، كالطب باللغة الإنجليزية، اختبارات قبول وطنية.',
    livingCosts: {
      monthlyTotal: 'نحو 800 إلى 1,200 يورو شهريًا (وتُعد ميلانو وروما الأغلى)',
      rent: 'من 300 إلى 700 يورو للغرفة',
      notes: 'تدير الهيئات الإقليمية لدعم الطلاب مطاعم ومساكن جامعية مدعومة.',
    },
    visa: 'بعد التسجيل المسبق على بوابة (Universitaly) تتقدّم بطلب تأشيرة دراسة (من الفئة D). وللعام 2025-2026 يجب أن تثبت امتلاكك 6,947 يورو على الأقل للسنة (نحو 534 يورو شهريًا)، إضافة إلى تكلفة العودة والسكن. وخلال ثمانية أيام من الوصول تقدّم طلب تصريح الإقامة عبر مكتب البريد. ويلزمك غطاء صحي: إما تأمين خاص أو تسجيل طوعي في الخدمة الصحية الوطنية (700 يورو سنويًا). ويُسمح للطالب بالعمل حتى 20 ساعة أسبوعيًا (1,040 ساعة في السنة).',
    scholarships: [
      {
        name: 'Italian Government Scholarships (MAECI)',
        provider: 'Italian Ministry of Foreign Affairs and International Cooperation (MAECI)',
        amount: '1,200 يورو شهريًا للعام 2026-2027، مع إمكانية الإعفاء من الرسوم الدراسية وتأمين صحي وتأمين ضد الحوادث',
        description:
          'دعوة سنوية عبر بوابة «الدراسة في إيطاليا» لبرامج الماجستير والفنون والدكتوراه والبحث العلمي، وقد شملت قوائم البلدان المؤهلة مؤخرًا مصر ولبنان والمغرب وتونس.',
        url: 'https://studyinitaly.esteri.it/',
      },
      {
        name: 'DSU Toscana Right-to-Study Grant',
        provider: 'Azienda Regionale DSU Toscana (every region has an equivalent agency)',
        amount:
          'منحة بحسب الحاجة المادية قد تبلغ عدة آلاف من اليوروهات سنويًا، مع سكن ووجبات مجانية أو مدعومة وإعفاء من الرسوم',
        description:
          'يتقدّم الطلاب الدوليون بوثائق الدخل من بلدهم الأصلي، وتقدّم هيئات مماثلة منحًا شبيهة في أقاليم أخرى مثل إميليا-رومانيا وبييمونتي ولاتسيو.',
        url: 'https://www.dsu.toscana.it/',
      },
    ],
  },
};
