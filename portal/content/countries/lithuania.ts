import type { CountryGuide } from './types.ts';

/** Study guide for Lithuania (English and Arabic). Figures checked for 2025-26. */
export const guide: CountryGuide = {
  slug: 'lithuania',
  name: 'Lithuania',
  code: 'LT',
  flag: '🇱🇹',
  capital: 'Vilnius',
  currency: 'Euro (EUR)',
  en: {
    summary:
      'Lithuania offers modern universities, affordable English-taught programmes and a fast-growing technology and start-up sector in Vilnius and Kaunas. It is part of the euro area and the Schengen area.',
    education:
      'Tuition for English-taught programmes is typically about 2,500–6,000 € a year, with medicine around 12,000–16,000 €. Universities such as Vilnius University, Kaunas University of Technology and Vilnius Gediminas Technical University admit international students directly.',
    livingCosts: {
      monthlyTotal: 'About 600–900 € per month',
      rent: '250–450 € for a room',
      notes: 'Dormitories are widely available and inexpensive; Vilnius is the most expensive city.',
    },
    visa: "Non-EU students apply for a national (D) visa and/or a temporary residence permit through the Migration Department's online system (MIGRIS), usually with support from the university. You need proof of funds, health insurance and accommodation. Students may work up to 20 hours a week during their studies.",
    scholarships: [
      {
        name: 'Lithuanian State Scholarships',
        provider: 'Education Exchanges Support Foundation (Study in Lithuania)',
        amount: 'Monthly scholarship and, in some programmes, a tuition waiver',
        description:
          'For students and researchers from countries with bilateral agreements and for people of Lithuanian descent; check the current call.',
        url: 'https://www.studyin.lt/',
      },
      {
        name: 'Erasmus Mundus Joint Masters with Lithuanian partners',
        provider: 'European Union (Erasmus+)',
        amount: '1,400 € a month for up to 24 months, plus tuition, insurance and travel',
        description:
          "Some joint master's programmes include Lithuanian universities; apply to the programme consortium.",
        url: 'https://www.eacea.ec.europa.eu/scholarships/erasmus-mundus-catalogue_en',
      },
    ],
  },
  ar: {
    name: 'ليتوانيا',
    capital: 'فيلنيوس',
    summary:
      'تقدّم ليتوانيا جامعات حديثة وبرامج إنجليزية ميسورة التكلفة وقطاعًا سريع النمو للتقنية والشركات الناشئة في فيلنيوس وكاوناس. وهي جزء من منطقة اليورو ومنطقة شنغن.',
    education:
      'تبلغ رسوم البرامج الإنجليزية عادةً نحو 2,500 إلى 6,000 يورو سنويًا، ونحو 12,000 إلى 16,000 يورو للطب. وتقبل جامعات مثل جامعة فيلنيوس وجامعة كاوناس للتكنولوجيا وجامعة فيلنيوس غيديميناس التقنية الطلاب الدوليين مباشرة.',
    livingCosts: {
      monthlyTotal: 'نحو 600 إلى 900 يورو شهريًا',
      rent: 'من 250 إلى 450 يورو للغرفة',
      notes: 'المساكن الجامعية متوفرة على نطاق واسع ورخيصة، وفيلنيوس هي المدينة الأغلى.',
    },
    visa: 'يتقدّم الطلاب من خارج الاتحاد الأوروبي بطلب تأشيرة وطنية (من الفئة D) و/أو تصريح إقامة مؤقتة عبر النظام الإلكتروني لدائرة الهجرة، وغالبًا بدعم من الجامعة. ويلزمك إثبات الموارد المالية والتأمين الصحي والسكن. ويُسمح للطلاب بالعمل حتى 20 ساعة أسبوعيًا أثناء الدراسة.',
    scholarships: [
      {
        name: 'Lithuanian State Scholarships',
        provider: 'Education Exchanges Support Foundation (Study in Lithuania)',
        amount: 'منحة شهرية، وفي بعض البرامج إعفاء من الرسوم الدراسية',
        description:
          'للطلاب والباحثين من البلدان التي تربطها بليتوانيا اتفاقيات ثنائية وللمنحدرين من أصول ليتوانية؛ راجع الدعوة الحالية.',
        url: 'https://www.studyin.lt/',
      },
      {
        name: 'Erasmus Mundus Joint Masters with Lithuanian partners',
        provider: 'European Union (Erasmus+)',
        amount: '1,400 يورو شهريًا لمدة تصل إلى 24 شهرًا، إضافة إلى الرسوم الدراسية والتأمين والسفر',
        description: 'تضم بعض برامج الماجستير المشتركة جامعات ليتوانية، ويُقدَّم الطلب إلى تحالف البرنامج.',
        url: 'https://www.eacea.ec.europa.eu/scholarships/erasmus-mundus-catalogue_en',
      },
    ],
  },
};
