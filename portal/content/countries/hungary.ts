import type { CountryGuide } from './types.ts';

/** Study guide for Hungary (English and Arabic). Figures checked for 2025-26. */
export const guide: CountryGuide = {
  slug: 'hungary',
  name: 'Hungary',
  code: 'HU',
  flag: '🇭🇺',
  capital: 'Budapest',
  currency: 'Hungarian forint (HUF)',
  en: {
    summary:
      'Hungary is popular with students from the Middle East and North Africa thanks to the Stipendium Hungaricum scholarship, affordable English-taught degrees and well-known medical schools. Budapest, Debrecen, Szeged and Pécs offer lively student life at moderate cost.',
    education:
      'Tuition for English-taught programmes is typically about 1,500–18,000 € a year, with medicine, dentistry and pharmacy at the top (roughly 16,000–20,000 €). Hungarian-taught programmes can be cheaper. Universities admit international students directly, often with entrance exams or interviews for medical fields.',
    livingCosts: {
      monthlyTotal: 'About 600–900 € per month (HUF 240,000–360,000)',
      rent: 'HUF 120,000–250,000 (about 300–620 €) for a room in Budapest; cheaper in other cities',
      notes: 'Dormitory places are cheaper but limited; student passes make public transport very inexpensive.',
    },
    visa: 'Non-EU students apply for a residence permit for study — at a Hungarian consulate if you need a visa, or online via Enter Hungary otherwise. You need an admission letter, proof of tuition payment, accommodation, health insurance and sufficient funds. During term students may work up to 30 hours a week, and outside term for up to 90 days (66 working days) a year.',
    scholarships: [
      {
        name: 'Stipendium Hungaricum',
        provider: 'Hungarian Government, managed by the Tempus Public Foundation',
        amount:
          "Tuition waiver; HUF 43,700 a month (bachelor's/master's) or HUF 140,000–180,000 (PhD); dormitory place or HUF 40,000 monthly housing contribution; health insurance",
        description:
          'Applications go through the sending authority of partner countries, which include many Arab states such as Egypt, Jordan, Iraq, Lebanon, Morocco, Tunisia and Palestine.',
        url: 'https://stipendiumhungaricum.hu/',
      },
      {
        name: 'Hungarian State Scholarships (bilateral agreements)',
        provider: 'Tempus Public Foundation',
        amount: 'Monthly stipend and accommodation support for study or research stays',
        description:
          'Short- and long-term scholarships under intergovernmental agreements; eligibility depends on your country.',
        url: 'https://tka.hu/',
      },
    ],
  },
  ar: {
    name: 'المجر',
    capital: 'بودابست',
    summary:
      'تحظى المجر بشعبية لدى طلاب الشرق الأوسط وشمال أفريقيا بفضل منحة «ستيبنديوم هنغاريكوم»، والبرامج الإنجليزية ميسورة التكلفة، وكليات الطب المعروفة. وتوفّر بودابست وديبريتسن وسيغد وبيتش حياة طلابية نابضة بتكلفة معتدلة.',
    education:
      'تبلغ رسوم البرامج الإنجليزية عادةً نحو 1,500 إلى 18,000 يورو سنويًا، وتأتي في المقدمة رسوم الطب وطب الأسنان والصيدلة (نحو 16,000 إلى 20,000 يورو). وقد تكون البرامج المجرية اللغة أرخص. وتقبل الجامعات الطلاب الدوليين مباشرة، وغالبًا باختبارات قبول أو مقابلات للتخصصات الطبية.',
    livingCosts: {
      monthlyTotal: 'نحو 600 إلى 900 يورو شهريًا (240,000 إلى 360,000 فورنت)',
      rent: 'من 120,000 إلى 250,000 فورنت (نحو 300 إلى 620 يورو) للغرفة في بودابست، وأرخص في المدن الأخرى',
      notes: 'أماكن السكن الجامعي أرخص لكنها محدودة، وتجعل الاشتراكات الطلابية المواصلات العامة زهيدة التكلفة.',
    },
    visa: 'يتقدّم الطلاب من خارج الاتحاد الأوروبي بطلب تصريح إقامة للدراسة، لدى القنصلية المجرية إن كنت تحتاج إلى تأشيرة، أو إلكترونيًا عبر منصة الهجرة المجرية في غير ذلك. ويلزمك خطاب قبول وإثبات دفع الرسوم وسكن وتأمين صحي وموارد مالية كافية. ويُسمح للطلاب بالعمل حتى 30 ساعة أسبوعيًا خلال الفصل الدراسي، وخارجه لمدة تصل إلى 90 يومًا (66 يوم عمل) في السنة.',
    scholarships: [
      {
        name: 'Stipendium Hungaricum',
        provider: 'Hungarian Government, managed by the Tempus Public Foundation',
        amount:
          'إعفاء من الرسوم الدراسية، و43,700 فورنت شهريًا (للبكالوريوس والماجستير) أو 140,000 إلى 180,000 فورنت (للدكتوراه)، وسكن جامعي أو مساهمة سكنية قدرها 40,000 فورنت شهريًا، وتأمين صحي',
        description:
          'يُقدَّم الطلب عبر الجهة المرشِّحة في البلدان الشريكة، ومنها دول عربية كثيرة مثل مصر والأردن والعراق ولبنان والمغرب وتونس وفلسطين.',
        url: 'https://stipendiumhungaricum.hu/',
      },
      {
        name: 'Hungarian State Scholarships (bilateral agreements)',
        provider: 'Tempus Public Foundation',
        amount: 'منحة شهرية ودعم للسكن خلال إقامات الدراسة أو البحث',
        description: 'منح قصيرة وطويلة الأمد بموجب اتفاقيات حكومية ثنائية، وتعتمد الأهلية على بلدك.',
        url: 'https://tka.hu/',
      },
    ],
  },
};
