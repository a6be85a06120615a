import type { CountryGuide } from './types.ts';

/** Study guide for Croatia (English and Arabic). Figures checked for 2025-26. */
export const guide: CountryGuide = {
  slug: 'croatia',
  name: 'Croatia',
  code: 'HR',
  flag: '🇭🇷',
  capital: 'Zagreb',
  currency: 'Euro (EUR)',
  en: {
    summary:
      'Croatia combines established universities in Zagreb, Split, Rijeka and Osijek with a Mediterranean lifestyle and moderate costs. It uses the euro and is part of the Schengen area.',
    education:
      "Most programmes are taught in Croatian; English-taught options exist mainly at master's level and in medicine. Non-EU students pay tuition set by each faculty, often about 1,500–5,000 € a year, and roughly 10,000–15,000 € for English-taught medicine.",
    livingCosts: {
      monthlyTotal: 'About 650–1,000 € per month',
      rent: '300–550 € for a room (Zagreb and Split are higher)',
      notes:
        'Student canteens offer subsidised meals, and coastal cities become expensive in the summer tourist season.',
    },
    visa: 'Non-EU students apply for temporary residence for study, either at a Croatian embassy or consulate (with a visa if your nationality needs one) or at the police administration in Croatia if you entered legally. You need an admission letter, health insurance, accommodation and proof of funds. Students can do paid work through student job services (student contracts) without a separate work permit, within the limits set by law.',
    scholarships: [
      {
        name: 'Croatian Government Scholarships (bilateral agreements)',
        provider: 'Agency for Mobility and EU Programmes (AMPEU)',
        amount: 'Monthly stipend, and sometimes accommodation, for study or research stays',
        description: 'For citizens of countries that have bilateral agreements with Croatia; check the current call.',
        url: 'https://www.ampeu.hr/',
      },
      {
        name: 'Erasmus Mundus Joint Masters with Croatian partners',
        provider: 'European Union (Erasmus+)',
        amount: '1,400 € a month for up to 24 months, plus tuition, insurance and travel',
        description: "Some joint master's programmes include Croatian universities; apply to the programme consortium.",
        url: 'https://www.eacea.ec.europa.eu/scholarships/erasmus-mundus-catalogue_en',
      },
    ],
  },
  ar: {
    name: 'كرواتيا',
    capital: 'زغرب',
    summary:
      'تجمع كرواتيا بين جامعات عريقة في زغرب وسبليت ورييكا وأوسييك ونمط حياة متوسطي وتكاليف معتدلة. وهي تستخدم اليورو وجزء من منطقة شنغن.',
    education:
      'تُدرَّس معظم البرامج بالكرواتية، وتتوفر برامج بالإنجليزية أساسًا في مرحلة الماجستير وفي الطب. ويدفع الطلاب من خارج الاتحاد الأوروبي رسومًا تحددها كل كلية، تبلغ غالبًا نحو 1,500 إلى 5,000 يورو سنويًا، ونحو 10,000 إلى 15,000 يورو للطب باللغة الإنجليزية.',
    livingCosts: {
      monthlyTotal: 'نحو 650 إلى 1,000 يورو شهريًا',
      rent: 'من 300 إلى 550 يورو للغرفة (وأعلى في زغرب وسبليت)',
      notes: 'تقدّم المطاعم الطلابية وجبات مدعومة، وترتفع الأسعار في المدن الساحلية خلال موسم السياحة الصيفي.',
    },
    visa: 'يتقدّم الطلاب من خارج الاتحاد الأوروبي بطلب إقامة مؤقتة للدراسة، إما لدى السفارة أو القنصلية الكرواتية (مع تأشيرة إن كانت جنسيتك تتطلبها)، أو لدى إدارة الشرطة في كرواتيا إذا دخلتها بصورة قانونية. ويلزمك خطاب قبول وتأمين صحي وسكن وإثبات موارد مالية. ويمكن للطلاب العمل بأجر عبر مكاتب التوظيف الطلابي (عقود الطلاب) دون تصريح عمل منفصل، ضمن الحدود التي يحددها القانون.',
    scholarships: [
      {
        name: 'Croatian Government Scholarships (bilateral agreements)',
        provider: 'Agency for Mobility and EU Programmes (AMPEU)',
        amount: 'منحة شهرية، وأحيانًا سكن، لإقامات الدراسة أو البحث',
        description: 'لمواطني البلدان التي تربطها بكرواتيا اتفاقيات ثنائية؛ راجع الدعوة الحالية.',
        url: 'https://www.ampeu.hr/',
      },
      {
        name: 'Erasmus Mundus Joint Masters with Croatian partners',
        provider: 'European Union (Erasmus+)',
        amount: '1,400 يورو شهريًا لمدة تصل إلى 24 شهرًا، إضافة إلى الرسوم الدراسية والتأمين والسفر',
        description: 'تضم بعض برامج الماجستير المشتركة جامعات كرواتية، ويُقدَّم الطلب إلى تحالف البرنامج.',
        url: 'https://www.eacea.ec.europa.eu/scholarships/erasmus-mundus-catalogue_en',
      },
    ],
  },
};
