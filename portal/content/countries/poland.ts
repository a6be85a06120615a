import type { CountryGuide } from './types.ts';

/** Study guide for Poland (English and Arabic). Figures checked for 2025-26. */
export const guide: CountryGuide = {
  slug: 'poland',
  name: 'Poland',
  code: 'PL',
  flag: '🇵🇱',
  capital: 'Warsaw',
  currency: 'Polish złoty (PLN)',
  en: {
    summary:
      'Poland offers affordable English-taught degrees — especially in medicine, engineering, IT and business — and living costs well below Western Europe. Warsaw, Kraków, Wrocław and Gdańsk have large international student communities.',
    education:
      'Public universities charge non-EU students tuition, usually about 2,000–6,000 € a year for English-taught programmes and roughly 10,000–16,000 € for medicine. Non-EU students normally pay even for Polish-taught programmes unless they qualify for an exemption (for example a Polish Card or a NAWA scholarship). Each university handles its own admissions.',
    livingCosts: {
      monthlyTotal: 'About 600–1,000 € per month (PLN 2,600–4,300)',
      rent: 'PLN 1,200–2,500 (about 280–590 €) for a room; dormitories are cheaper',
      notes:
        'Warsaw and Kraków are the most expensive cities; students under 26 get large discounts on public transport and trains.',
    },
    visa: 'Apply at a Polish consulate for a national (type D) study visa with your admission letter, proof of paid tuition, health insurance and proof of funds for living costs and the return journey; consulates have tightened checks on student applicants. For longer stays you then apply to the regional governor (voivode) for a temporary residence permit. Full-time students at Polish universities holding a study visa or residence permit may work without a work permit.',
    scholarships: [
      {
        name: 'Banach NAWA Programme',
        provider: 'Polish National Agency for Academic Exchange (NAWA)',
        amount:
          'PLN 2,500 a month, tuition exemption at public universities and a PLN 2,500 travel allowance (2026-27 call)',
        description:
          "Master's scholarships for citizens of developing countries on the Polish Aid list; recent calls have included Egypt, Iraq, Jordan, Lebanon, Palestine, Tunisia and Yemen.",
        url: 'https://nawa.gov.pl/en/students/foreign-students/the-banach-scholarship-programme',
      },
      {
        name: 'Ulam NAWA Programme',
        provider: 'Polish National Agency for Academic Exchange (NAWA)',
        amount: 'Monthly allowance plus research and mobility costs for stays of up to two years',
        description: 'For researchers holding a PhD who want to work at a Polish university or research institute.',
        url: 'https://nawa.gov.pl/en/',
      },
    ],
  },
  ar: {
    name: 'بولندا',
    capital: 'وارسو',
    summary:
      'تقدّم بولندا برامج دراسية بالإنجليزية بأسعار معقولة، ولا سيما في الطب والهندسة وتقنية المعلومات وإدارة الأعمال، مع تكاليف معيشة أقل بكثير من أوروبا الغربية. وتضم وارسو وكراكوف وفروتسواف وغدانسك مجتمعات كبيرة من الطلاب الدوليين.',
    education:
      'تفرض الجامعات الحكومية رسومًا على الطلاب من خارج الاتحاد الأوروبي تبلغ عادةً نحو 2,000 إلى 6,000 يورو سنويًا للبرامج الإنجليزية، ونحو 10,000 إلى 16,000 يورو للطب. ويدفع هؤلاء الطلاب عادةً حتى في البرامج التي تُدرَّس بالبولندية، ما لم يستحقوا إعفاءً (مثل حاملي «البطاقة البولندية» أو منحة الوكالة الوطنية للتبادل الأكاديمي). وتتولى كل جامعة إجراءات القبول بنفسها.',
    livingCosts: {
      monthlyTotal: 'نحو 600 إلى 1,000 يورو شهريًا (2,600 إلى 4,300 زلوتي)',
      rent: 'من 1,200 إلى 2,500 زلوتي (نحو 280 إلى 590 يورو) للغرفة، والمساكن الجامعية أرخص',
      notes: 'وارسو وكراكوف هما الأغلى، ويحصل الطلاب دون سن 26 على تخفيضات كبيرة في المواصلات العامة والقطارات.',
    },
    visa: 'تتقدّم لدى القنصلية البولندية بطلب تأشيرة وطنية للدراسة (من الفئة D) مع خطاب القبول وإثبات دفع الرسوم والتأمين الصحي وإثبات امتلاك ما يكفي لتكاليف المعيشة والعودة، وقد شدّدت القنصليات التدقيق في طلبات الطلاب. وللإقامات الأطول تتقدّم لاحقًا إلى حاكم الإقليم بطلب تصريح إقامة مؤقتة. ويحق للطلاب المنتظمين في الجامعات البولندية ممن يحملون تأشيرة دراسة أو تصريح إقامة العمل دون تصريح عمل.',
    scholarships: [
      {
        name: 'Banach NAWA Programme',
        provider: 'Polish National Agency for Academic Exchange (NAWA)',
        amount: '2,500 زلوتي شهريًا، مع إعفاء من الرسوم في الجامعات الحكومية وبدل سفر قدره 2,500 زلوتي (دعوة 2026-2027)',
        description:
          'منح ماجستير لمواطني البلدان النامية المدرجة في قائمة المساعدات البولندية، وقد شملت الدعوات الأخيرة مصر والعراق والأردن ولبنان وفلسطين وتونس واليمن.',
        url: 'https://nawa.gov.pl/en/students/foreign-students/the-banach-scholarship-programme',
      },
      {
        name: 'Ulam NAWA Programme',
        provider: 'Polish National Agency for Academic Exchange (NAWA)',
        amount: 'مخصص شهري مع تكاليف البحث والتنقل لإقامات تصل إلى سنتين',
        description: 'للباحثين الحاصلين على الدكتوراه الراغبين في العمل في جامعة أو معهد بحثي بولندي.',
        url: 'https://nawa.gov.pl/en/',
      },
    ],
  },
};
