import type { CountryGuide } from './types.ts';

/** Study guide for Netherlands (English and Arabic). Figures checked for 2025-26. */
export const guide: CountryGuide = {
  slug: 'netherlands',
  name: 'Netherlands',
  code: 'NL',
  flag: '🇳🇱',
  capital: 'Amsterdam',
  currency: 'Euro (EUR)',
  en: {
    summary:
      "The Netherlands has the largest choice of English-taught degrees in continental Europe, at research universities and universities of applied sciences known for interactive, problem-based teaching. English is spoken almost everywhere, and graduates can apply for a one-year 'orientation year' permit to look for work.",
    education:
      "Non-EU students pay institutional fees, typically about 8,000–20,000 € a year for bachelor's programmes and 10,000–25,000 € for master's (medicine and some specialised programmes cost more). Applications go through Studielink and the institution, which as a recognised sponsor applies for your residence permit. Government policy is reducing some English-taught bachelor's programmes, so check the language of instruction before applying.",
    livingCosts: {
      monthlyTotal: 'About 1,100–1,600 € per month',
      rent: '500–1,000 € for a room (Amsterdam and Utrecht are the most expensive, and there is a serious housing shortage)',
      notes:
        'Start looking for housing as soon as you are admitted. If you take a paid job, Dutch basic health insurance becomes compulsory.',
    },
    visa: 'Your university, as a recognised sponsor, applies to the IND for your entry visa (MVV, if your nationality needs one) and residence permit. You must show about 1,131 € a month for living costs (the 2026 IND study norm) for the first year, on top of tuition. Private student health insurance is required. Work is limited to 16 hours a week during the academic year or full-time in June, July and August, and the employer must obtain a work permit (TWV).',
    scholarships: [
      {
        name: 'NL Scholarship (formerly Holland Scholarship)',
        provider: 'Dutch Ministry of Education, Culture and Science with Dutch higher education institutions',
        amount: '5,000 € one-off payment in the first year',
        description:
          "For non-EEA students starting a bachelor's or master's programme at a participating institution; you apply through the university.",
        url: 'https://www.nuffic.nl/en/subjects/scholarships/nl-scholarship',
      },
      {
        name: 'Amsterdam Excellence Scholarships',
        provider: 'University of Amsterdam',
        amount: '25,000 € for one academic year (tuition and living costs)',
        description: "For outstanding non-EU students admitted to selected English-taught master's programmes.",
        url: 'https://www.uva.nl/en',
      },
      {
        name: 'Leiden Excellence Scholarship (LExS)',
        provider: 'Leiden University',
        amount: '10,000 €, 15,000 € or full tuition minus the statutory fee',
        description: "For excellent non-EEA students admitted to a Leiden master's programme.",
        url: 'https://www.universiteitleiden.nl/en/scholarships',
      },
    ],
  },
  ar: {
    name: 'هولندا',
    capital: 'أمستردام',
    summary:
      'تقدّم هولندا أكبر عدد من البرامج الدراسية باللغة الإنجليزية في أوروبا القارية، في جامعات بحثية وجامعات للعلوم التطبيقية معروفة بالتعليم التفاعلي القائم على حل المشكلات. والإنجليزية منتشرة في كل مكان تقريبًا، ويمكن للخريجين طلب تصريح «سنة التوجيه» لمدة عام للبحث عن عمل.',
    education:
      'يدفع الطلاب من خارج الاتحاد الأوروبي رسومًا تحددها المؤسسة، وتتراوح عادةً بين 8,000 و20,000 يورو سنويًا للبكالوريوس، وبين 10,000 و25,000 يورو للماجستير (والطب وبعض البرامج المتخصصة أغلى). ويُقدَّم الطلب عبر منصة (Studielink) وإلى المؤسسة نفسها، وهي بصفتها جهة كفالة معتمدة تتقدّم بطلب تصريح إقامتك. وتعمل السياسة الحكومية على تقليص بعض برامج البكالوريوس الإنجليزية، لذا تحقّق من لغة التدريس قبل التقديم.',
    livingCosts: {
      monthlyTotal: 'نحو 1,100 إلى 1,600 يورو شهريًا',
      rent: 'من 500 إلى 1,000 يورو للغرفة (وأمستردام وأوترخت الأغلى، مع نقص حاد في المساكن)',
      notes: 'ابدأ البحث عن سكن فور قبولك. وإذا حصلت على عمل مدفوع الأجر يصبح التأمين الصحي الهولندي الأساسي إلزاميًا.',
    },
    visa: 'تتقدّم جامعتك، بصفتها جهة كفالة معتمدة، إلى دائرة الهجرة والتجنيس بطلب تأشيرة الدخول (إن كانت جنسيتك تتطلبها) وتصريح الإقامة. ويجب أن تثبت امتلاكك نحو 1,131 يورو شهريًا لتكاليف المعيشة (المعيار الدراسي لعام 2026) عن السنة الأولى، علاوة على الرسوم الدراسية. والتأمين الصحي الخاص بالطلاب مطلوب. ويقتصر العمل على 16 ساعة أسبوعيًا خلال العام الدراسي أو دوام كامل في يونيو ويوليو وأغسطس، ويجب على صاحب العمل استخراج تصريح عمل.',
    scholarships: [
      {
        name: 'NL Scholarship (formerly Holland Scholarship)',
        provider: 'Dutch Ministry of Education, Culture and Science with Dutch higher education institutions',
        amount: '5,000 يورو تُدفع مرة واحدة في السنة الأولى',
        description:
          'للطلاب من خارج المنطقة الاقتصادية الأوروبية الذين يبدؤون برنامج بكالوريوس أو ماجستير في مؤسسة مشاركة، ويُقدَّم الطلب عبر الجامعة.',
        url: 'https://www.nuffic.nl/en/subjects/scholarships/nl-scholarship',
      },
      {
        name: 'Amsterdam Excellence Scholarships',
        provider: 'University of Amsterdam',
        amount: '25,000 يورو لعام دراسي واحد (للرسوم وتكاليف المعيشة)',
        description: 'للطلاب المتفوقين من خارج الاتحاد الأوروبي المقبولين في برامج ماجستير مختارة تُدرَّس بالإنجليزية.',
        url: 'https://www.uva.nl/en',
      },
      {
        name: 'Leiden Excellence Scholarship (LExS)',
        provider: 'Leiden University',
        amount: '10,000 يورو أو 15,000 يورو أو كامل الرسوم الدراسية مطروحًا منها الرسم القانوني',
        description:
          'للطلاب المتميزين من خارج المنطقة الاقتصادية الأوروبية المقبولين في أحد برامج الماجستير في جامعة لايدن.',
        url: 'https://www.universiteitleiden.nl/en/scholarships',
      },
    ],
  },
};
