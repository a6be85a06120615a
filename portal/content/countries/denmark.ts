import type { CountryGuide } from './types.ts';

/** Study guide for Denmark (English and Arabic). Figures checked for 2025-26. */
export const guide: CountryGuide = {
  slug: 'denmark',
  name: 'Denmark',
  code: 'DK',
  flag: '🇩🇰',
  capital: 'Copenhagen',
  currency: 'Danish krone (DKK)',
  en: {
    summary:
      'Denmark offers high-quality, project-based education, excellent English proficiency and a strong welfare state. The University of Copenhagen, Aarhus University and the Technical University of Denmark (DTU) are internationally ranked.',
    education:
      "Non-EU/EEA students pay tuition of roughly 6,000–16,000 € a year (about DKK 45,000–120,000). Many master's programmes are taught in English, while most bachelor's programmes are in Danish. Bachelor's applications go through the national portal optagelse.dk and master's applications directly to the university.",
    livingCosts: {
      monthlyTotal: 'About DKK 7,500–10,000 per month (about 1,000–1,350 €)',
      rent: 'DKK 3,500–6,500 (about 470–870 €) for a room; Copenhagen is the most expensive',
      notes:
        'Once you are registered with a CPR (civil registration) number, you have free access to the Danish public health system.',
    },
    visa: 'After admission and payment of the first tuition instalment, apply to the Danish Agency for International Recruitment and Integration (SIRI) for a residence permit as a student (form ST1); if your nationality needs a visa, an entry visa can be issued together with the permit. You must be able to support yourself, and in some cases SIRI asks for documentation of funds at the level of the Danish state study grant. After registering for a CPR number you are covered by Danish public health care. Students may work 20 hours a week during term and full-time in June, July and August.',
    scholarships: [
      {
        name: 'Danish Government Scholarships (tuition waivers and grants)',
        provider: 'Danish Ministry of Higher Education and Science, awarded by universities',
        amount: 'Full or partial tuition waiver, sometimes with a grant towards living costs',
        description:
          "Each university awards these to highly qualified non-EU/EEA students, usually as part of the admission process; check your university's scholarship page.",
        url: 'https://studyindenmark.dk/',
      },
      {
        name: 'Danish Government Scholarships under the Cultural Agreements',
        provider: 'Danish Agency for Higher Education and Science',
        amount: 'Monthly grant and help with accommodation for short stays',
        description:
          'For researchers and students of Danish language and culture from countries that have cultural agreements with Denmark.',
        url: 'https://ufm.dk/en',
      },
    ],
  },
  ar: {
    name: 'الدنمارك',
    capital: 'كوبنهاغن',
    summary:
      'تقدّم الدنمارك تعليمًا عالي الجودة قائمًا على المشاريع، مع إتقان واسع للإنجليزية ودولة رفاه قوية. وتحتل جامعة كوبنهاغن وجامعة آرهوس والجامعة التقنية الدنماركية مراتب متقدمة في التصنيفات الدولية.',
    education:
      'يدفع الطلاب من خارج الاتحاد الأوروبي والمنطقة الاقتصادية الأوروبية رسومًا دراسية تتراوح بين 6,000 و16,000 يورو سنويًا تقريبًا (نحو 45,000 إلى 120,000 كرونة). وتُدرَّس برامج ماجستير كثيرة بالإنجليزية، بينما معظم برامج البكالوريوس بالدنماركية. وتُقدَّم طلبات البكالوريوس عبر البوابة الوطنية للقبول، وطلبات الماجستير إلى الجامعة مباشرة.',
    livingCosts: {
      monthlyTotal: 'نحو 7,500 إلى 10,000 كرونة شهريًا (نحو 1,000 إلى 1,350 يورو)',
      rent: 'من 3,500 إلى 6,500 كرونة (نحو 470 إلى 870 يورو) للغرفة، وكوبنهاغن الأغلى',
      notes: 'بعد تسجيلك في السجل المدني والحصول على الرقم الشخصي، تحصل على خدمات النظام الصحي العام الدنماركي مجانًا.',
    },
    visa: 'بعد القبول ودفع القسط الأول من الرسوم، تتقدّم إلى الوكالة الدنماركية للاستقدام الدولي والاندماج بطلب تصريح إقامة طالب، وإذا كانت جنسيتك تتطلب تأشيرة فيمكن إصدار تأشيرة دخول مع التصريح. ويجب أن تكون قادرًا على إعالة نفسك، وقد تطلب الوكالة في بعض الحالات إثبات موارد مالية بمستوى المنحة الدراسية الحكومية الدنماركية. وبعد التسجيل والحصول على الرقم الشخصي تشملك الرعاية الصحية العامة. ويُسمح للطالب بالعمل 20 ساعة أسبوعيًا خلال الفصل الدراسي ودوامًا كاملًا في يونيو ويوليو وأغسطس.',
    scholarships: [
      {
        name: 'Danish Government Scholarships (tuition waivers and grants)',
        provider: 'Danish Ministry of Higher Education and Science, awarded by universities',
        amount: 'إعفاء كلي أو جزئي من الرسوم الدراسية، وأحيانًا منحة لتكاليف المعيشة',
        description:
          'تمنحها كل جامعة للطلاب المؤهلين تأهيلًا عاليًا من خارج الاتحاد الأوروبي والمنطقة الاقتصادية الأوروبية، وعادةً ضمن إجراءات القبول؛ راجع صفحة المنح في جامعتك.',
        url: 'https://studyindenmark.dk/',
      },
      {
        name: 'Danish Government Scholarships under the Cultural Agreements',
        provider: 'Danish Agency for Higher Education and Science',
        amount: 'منحة شهرية ومساعدة في السكن للإقامات القصيرة',
        description: 'للباحثين ودارسي اللغة والثقافة الدنماركية من البلدان التي تربطها بالدنمارك اتفاقيات ثقافية.',
        url: 'https://ufm.dk/en',
      },
    ],
  },
};
