import type { CountryGuide } from './types.ts';

/** Study guide for Slovakia (English and Arabic). Figures checked for 2025-26. */
export const guide: CountryGuide = {
  slug: 'slovakia',
  name: 'Slovakia',
  code: 'SK',
  flag: '🇸🇰',
  capital: 'Bratislava',
  currency: 'Euro (EUR)',
  en: {
    summary:
      'Slovakia offers tuition-free study in Slovak at public universities, affordable English-taught programmes and one of the lower costs of living in the euro area. Bratislava is just an hour from Vienna.',
    education:
      'Study in Slovak at public universities is free for all nationalities within the standard length of the programme; English-taught programmes charge fees, typically about 2,000–12,000 € a year (medicine around 10,000–12,000 €). Foreign school certificates must be recognised by the university or the Ministry of Education.',
    livingCosts: {
      monthlyTotal: 'About 550–850 € per month',
      rent: '250–500 € for a room; dormitories are cheaper',
      notes: 'Bratislava is the most expensive city; Košice and smaller university towns are cheaper.',
    },
    visa: 'Non-EU students apply for temporary residence for the purpose of study, usually at a Slovak embassy (a national D visa can be issued so you can travel and collect the permit). You need confirmation of study, accommodation, health insurance and proof of funds. Students may work up to 20 hours a week without a work permit.',
    scholarships: [
      {
        name: 'National Scholarship Programme of the Slovak Republic',
        provider: 'SAIA (Slovak Academic Information Agency)',
        amount: 'Monthly stipend for study or research stays of one to two semesters',
        description:
          'Open to students, doctoral candidates and researchers from abroad for stays at Slovak universities and research institutes.',
        url: 'https://www.scholarships.sk/',
      },
      {
        name: 'Slovak Government Scholarships for Developing Countries',
        provider: 'Ministry of Education of the Slovak Republic',
        amount: 'Tuition-free study in Slovak, monthly stipend and a Slovak language preparatory year',
        description:
          'For citizens of selected developing countries; check with the Slovak embassy whether your country is eligible this year.',
        url: 'https://www.minedu.sk/',
      },
    ],
  },
  ar: {
    name: 'سلوفاكيا',
    capital: 'براتيسلافا',
    summary:
      'تقدّم سلوفاكيا دراسة مجانية باللغة السلوفاكية في الجامعات الحكومية، وبرامج إنجليزية ميسورة التكلفة، وتكاليف معيشة من الأدنى في منطقة اليورو. ولا تبعد براتيسلافا عن فيينا سوى ساعة واحدة.',
    education:
      'الدراسة بالسلوفاكية في الجامعات الحكومية مجانية لجميع الجنسيات ضمن المدة المعتادة للبرنامج، أما البرامج الإنجليزية فرسومها عادةً نحو 2,000 إلى 12,000 يورو سنويًا (والطب نحو 10,000 إلى 12,000 يورو). ويجب معادلة الشهادات المدرسية الأجنبية لدى الجامعة أو وزارة التعليم.',
    livingCosts: {
      monthlyTotal: 'نحو 550 إلى 850 يورو شهريًا',
      rent: 'من 250 إلى 500 يورو للغرفة، والسكن الجامعي أرخص',
      notes: 'براتيسلافا هي الأغلى، وكوشيتسه والمدن الجامعية الأصغر أرخص.',
    },
    visa: 'يتقدّم الطلاب من خارج الاتحاد الأوروبي بطلب إقامة مؤقتة لغرض الدراسة، وغالبًا لدى السفارة السلوفاكية (ويمكن إصدار تأشيرة وطنية من الفئة D للسفر واستلام التصريح). ويلزمك تأكيد الدراسة والسكن والتأمين الصحي وإثبات الموارد المالية. ويُسمح للطلاب بالعمل حتى 20 ساعة أسبوعيًا دون تصريح عمل.',
    scholarships: [
      {
        name: 'National Scholarship Programme of the Slovak Republic',
        provider: 'SAIA (Slovak Academic Information Agency)',
        amount: 'منحة شهرية لإقامات دراسية أو بحثية مدتها فصل أو فصلان',
        description:
          'متاحة للطلاب وطلاب الدكتوراه والباحثين من الخارج للإقامة في الجامعات والمعاهد البحثية السلوفاكية.',
        url: 'https://www.scholarships.sk/',
      },
      {
        name: 'Slovak Government Scholarships for Developing Countries',
        provider: 'Ministry of Education of the Slovak Republic',
        amount: 'دراسة مجانية بالسلوفاكية مع منحة شهرية وسنة تحضيرية في اللغة السلوفاكية',
        description: 'لمواطني بلدان نامية مختارة؛ تحقّق لدى السفارة السلوفاكية مما إذا كان بلدك مؤهلًا هذا العام.',
        url: 'https://www.minedu.sk/',
      },
    ],
  },
};
