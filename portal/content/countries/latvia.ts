import type { CountryGuide } from './types.ts';

/** Study guide for Latvia (English and Arabic). Figures checked for 2025-26. */
export const guide: CountryGuide = {
  slug: 'latvia',
  name: 'Latvia',
  code: 'LV',
  flag: '🇱🇻',
  capital: 'Riga',
  currency: 'Euro (EUR)',
  en: {
    summary:
      'Latvia offers affordable English-taught degrees, especially in medicine, engineering and business, in the historic capital Riga. It is part of the euro area and the Schengen area.',
    education:
      'Tuition for English-taught programmes is typically about 2,000–6,000 € a year, with medicine and dentistry around 12,000–16,000 €. Universities such as the University of Latvia, Riga Technical University and Rīga Stradiņš University admit international students directly.',
    livingCosts: {
      monthlyTotal: 'About 600–900 € per month',
      rent: '250–450 € for a room',
      notes: 'Riga is much cheaper than Western European capitals, and many universities offer dormitory places.',
    },
    visa: "Non-EU students apply for a long-stay (D) visa and then a temporary residence permit through the Office of Citizenship and Migration Affairs, usually with the university's help. You need proof of funds, health insurance and accommodation. Full-time students may work up to 20 hours a week during their studies.",
    scholarships: [
      {
        name: 'Latvian State Scholarships',
        provider: 'State Education Development Agency (VIAA)',
        amount: 'Monthly scholarship for study or research stays',
        description:
          "For students and researchers from countries with bilateral agreements with Latvia; check the annual call on the agency's website.",
        url: 'https://www.viaa.gov.lv/en',
      },
      {
        name: 'Erasmus Mundus Joint Masters with Latvian partners',
        provider: 'European Union (Erasmus+)',
        amount: '1,400 € a month for up to 24 months, plus tuition, insurance and travel',
        description: "Some joint master's programmes include Latvian universities; apply to the programme consortium.",
        url: 'https://www.eacea.ec.europa.eu/scholarships/erasmus-mundus-catalogue_en',
      },
    ],
  },
  ar: {
    name: 'لاتفيا',
    capital: 'ريغا',
    summary:
      'تقدّم لاتفيا برامج إنجليزية ميسورة التكلفة، ولا سيما في الطب والهندسة وإدارة الأعمال، في عاصمتها التاريخية ريغا. وهي جزء من منطقة اليورو ومنطقة شنغن.',
    education:
      'تبلغ رسوم البرامج الإنجليزية عادةً نحو 2,000 إلى 6,000 يورو سنويًا، ونحو 12,000 إلى 16,000 يورو للطب وطب الأسنان. وتقبل جامعات مثل جامعة لاتفيا وجامعة ريغا التقنية وجامعة ريغا سترادينش الطلاب الدوليين مباشرة.',
    livingCosts: {
      monthlyTotal: 'نحو 600 إلى 900 يورو شهريًا',
      rent: 'من 250 إلى 450 يورو للغرفة',
      notes: 'ريغا أرخص بكثير من عواصم أوروبا الغربية، وتوفّر جامعات كثيرة أماكن في السكن الجامعي.',
    },
    visa: 'يتقدّم الطلاب من خارج الاتحاد الأوروبي بطلب تأشيرة إقامة طويلة (من الفئة D)، ثم بطلب تصريح إقامة مؤقتة عبر مكتب شؤون المواطنة والهجرة، وغالبًا بمساعدة الجامعة. ويلزمك إثبات الموارد المالية والتأمين الصحي والسكن. ويُسمح للطلاب المنتظمين بالعمل حتى 20 ساعة أسبوعيًا أثناء الدراسة.',
    scholarships: [
      {
        name: 'Latvian State Scholarships',
        provider: 'State Education Development Agency (VIAA)',
        amount: 'منحة شهرية لإقامات الدراسة أو البحث',
        description:
          'للطلاب والباحثين من البلدان التي تربطها بلاتفيا اتفاقيات ثنائية؛ راجع الدعوة السنوية على موقع الوكالة.',
        url: 'https://www.viaa.gov.lv/en',
      },
      {
        name: 'Erasmus Mundus Joint Masters with Latvian partners',
        provider: 'European Union (Erasmus+)',
        amount: '1,400 يورو شهريًا لمدة تصل إلى 24 شهرًا، إضافة إلى الرسوم الدراسية والتأمين والسفر',
        description: 'تضم بعض برامج الماجستير المشتركة جامعات لاتفية، ويُقدَّم الطلب إلى تحالف البرنامج.',
        url: 'https://www.eacea.ec.europa.eu/scholarships/erasmus-mundus-catalogue_en',
      },
    ],
  },
};
