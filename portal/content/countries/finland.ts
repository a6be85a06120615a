import type { CountryGuide } from './types.ts';

/** Study guide for Finland (English and Arabic). Figures checked for 2025-26. */
export const guide: CountryGuide = {
  slug: 'finland',
  name: 'Finland',
  code: 'FI',
  flag: '🇫🇮',
  capital: 'Helsinki',
  currency: 'Euro (EUR)',
  en: {
    summary:
      "Finland has one of the world's most respected education systems, with research universities and practice-oriented universities of applied sciences. It is safe, highly digital and gives graduates up to two years to look for work or start a business.",
    education:
      "Non-EU/EEA students pay tuition for English-taught bachelor's and master's programmes, typically about 8,000–20,000 € a year (some higher); programmes taught in Finnish or Swedish and doctoral studies have no tuition. Government reforms require fees that cover the full cost of teaching, so fees are rising. Most applications go through the national Studyinfo portal, mainly in January.",
    livingCosts: {
      monthlyTotal: 'About 800–1,200 € per month',
      rent: '300–600 € for student housing',
      notes: 'Subsidised university canteens keep food costs low; Helsinki is the most expensive city.',
    },
    visa: "Apply online to the Finnish Immigration Service (Migri) for a residence permit for studies. You must show at least 800 € a month (9,600 € a year) in addition to tuition, unless a scholarship covers it. You need private health insurance meeting Migri's requirements, and degree students in higher education also pay the student health-care fee (FSHS). Students may work on average 30 hours a week during term and without limit in holidays.",
    scholarships: [
      {
        name: 'Finland Scholarship',
        provider: 'Finnish universities (national scheme)',
        amount: 'First-year tuition waiver (full or partial) plus a 5,000 € relocation grant',
        description:
          "For non-EU/EEA students admitted to fee-paying master's programmes; you apply together with your study application.",
        url: 'https://www.studyinfinland.fi/',
      },
      {
        name: 'University tuition-fee scholarships',
        provider: 'Finnish universities (e.g., University of Helsinki, Aalto University)',
        amount: '50–100% tuition waivers, sometimes with a living-cost grant',
        description:
          "Every university charging fees must run a scholarship scheme; criteria and amounts are listed on each programme's page.",
        url: 'https://www.studyinfinland.fi/',
      },
    ],
  },
  ar: {
    name: 'فنلندا',
    capital: 'هلسنكي',
    summary:
      'تملك فنلندا أحد أكثر أنظمة التعليم احترامًا في العالم، وتضم جامعات بحثية وجامعات للعلوم التطبيقية ذات توجّه عملي. وهي بلد آمن ومتقدّم رقميًا، وتمنح الخريجين مدة تصل إلى سنتين للبحث عن عمل أو تأسيس مشروع.',
    education:
      'يدفع الطلاب من خارج الاتحاد الأوروبي والمنطقة الاقتصادية الأوروبية رسومًا للبرامج الإنجليزية في البكالوريوس والماجستير تبلغ عادةً نحو 8,000 إلى 20,000 يورو سنويًا (وبعضها أعلى)، أما البرامج التي تُدرَّس بالفنلندية أو السويدية ودراسات الدكتوراه فلا رسوم عليها. وتفرض الإصلاحات الحكومية رسومًا تغطي التكلفة الكاملة للتدريس، لذا فالرسوم في ارتفاع. وتُقدَّم معظم الطلبات عبر البوابة الوطنية للقبول، وغالبًا في يناير.',
    livingCosts: {
      monthlyTotal: 'نحو 800 إلى 1,200 يورو شهريًا',
      rent: 'من 300 إلى 600 يورو للسكن الطلابي',
      notes: 'تُبقي المطاعم الجامعية المدعومة تكاليف الطعام منخفضة، وهلسنكي هي المدينة الأغلى.',
    },
    visa: 'تتقدّم إلكترونيًا إلى دائرة الهجرة الفنلندية بطلب تصريح إقامة للدراسة. ويجب أن تثبت امتلاكك 800 يورو شهريًا على الأقل (9,600 يورو سنويًا) إضافة إلى الرسوم الدراسية، ما لم تغطها منحة. ويلزمك تأمين صحي خاص يستوفي شروط دائرة الهجرة، كما يدفع طلاب التعليم العالي رسم الرعاية الصحية الطلابية. ويُسمح للطالب بالعمل بمعدل 30 ساعة أسبوعيًا خلال الفصل الدراسي ودون حد في العطلات.',
    scholarships: [
      {
        name: 'Finland Scholarship',
        provider: 'Finnish universities (national scheme)',
        amount: 'إعفاء من رسوم السنة الأولى (كليًا أو جزئيًا) مع منحة انتقال قدرها 5,000 يورو',
        description:
          'للطلاب من خارج الاتحاد الأوروبي والمنطقة الاقتصادية الأوروبية المقبولين في برامج ماجستير برسوم، ويُقدَّم الطلب مع طلب الالتحاق.',
        url: 'https://www.studyinfinland.fi/',
      },
      {
        name: 'University tuition-fee scholarships',
        provider: 'Finnish universities (e.g., University of Helsinki, Aalto University)',
        amount: 'إعفاء من 50% إلى 100% من الرسوم، وأحيانًا منحة لتكاليف المعيشة',
        description: 'يتعيّن على كل جامعة تفرض رسومًا أن تدير برنامج منح، وتُنشر المعايير والمبالغ على صفحة كل برنامج.',
        url: 'https://www.studyinfinland.fi/',
      },
    ],
  },
};
