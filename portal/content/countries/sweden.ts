import type { CountryGuide } from './types.ts';

/** Study guide for Sweden (English and Arabic). Figures checked for 2025-26. */
export const guide: CountryGuide = {
  slug: 'sweden',
  name: 'Sweden',
  code: 'SE',
  flag: '🇸🇪',
  capital: 'Stockholm',
  currency: 'Swedish krona (SEK)',
  en: {
    summary:
      'Sweden is known for innovative, student-centred teaching, leading universities such as Karolinska Institutet, Lund, KTH and Uppsala, and near-universal English. It is strong in sustainability, technology and life sciences, and graduates can stay up to 12 months to look for work.',
    education:
      "Non-EU students pay tuition of roughly SEK 80,000–295,000 a year (about 7,000–27,000 €) and a SEK 900 application fee through the national portal University Admissions. Most master's programmes and some bachelor's programmes are taught in English. Doctoral positions are usually salaried employment.",
    livingCosts: {
      monthlyTotal: 'About SEK 10,000–13,000 per month (about 900–1,200 €)',
      rent: 'SEK 4,000–7,000 (about 360–630 €) for a room',
      notes:
        'Student housing queues are long in Stockholm, Uppsala and Lund, so register with housing services as early as possible.',
    },
    visa: 'Apply online to the Swedish Migration Agency for a residence permit for higher education after paying your first tuition instalment. You must show at least SEK 10,656 a month for applications made in 2026 (SEK 10,584 in 2025) for the whole permit period, and comprehensive health insurance if the permit is for less than a year; universities usually insure fee-paying students. There is no fixed cap on working hours, but your studies must remain your main activity.',
    scholarships: [
      {
        name: 'Swedish Institute Scholarships for Global Professionals (SISGP)',
        provider: 'Swedish Institute',
        amount: 'Full tuition, SEK 12,000 a month, a travel grant of up to SEK 15,000 and insurance',
        description:
          "For master's studies by professionals with work and leadership experience who are citizens of one of the eligible countries (34 in the 2026 call).",
        url: 'https://si.se/en/apply/scholarships/swedish-institute-scholarships-for-global-professionals/',
      },
      {
        name: 'Lund University Global Scholarship',
        provider: 'Lund University',
        amount: 'Covers 25–100% of tuition',
        description:
          "For high-achieving non-EU/EEA applicants to bachelor's and master's programmes; KTH, Uppsala, Chalmers and other universities run similar tuition-waiver schemes.",
        url: 'https://www.lunduniversity.lu.se/',
      },
    ],
  },
  ar: {
    name: 'السويد',
    capital: 'ستوكهولم',
    summary:
      'تشتهر السويد بتعليمها المبتكر المتمحور حول الطالب، وبجامعات رائدة مثل معهد كارولينسكا وجامعة لوند والمعهد الملكي للتكنولوجيا وجامعة أوبسالا، وبانتشار الإنجليزية على نطاق واسع. وتتميّز في الاستدامة والتقنية وعلوم الحياة، ويمكن للخريجين البقاء حتى 12 شهرًا للبحث عن عمل.',
    education:
      'يدفع الطلاب من خارج الاتحاد الأوروبي رسومًا دراسية تتراوح بين 80,000 و295,000 كرونة سنويًا تقريبًا (نحو 7,000 إلى 27,000 يورو)، إضافة إلى رسم تقديم قدره 900 كرونة عبر البوابة الوطنية للقبول الجامعي. وتُدرَّس معظم برامج الماجستير وبعض برامج البكالوريوس بالإنجليزية. ووظائف الدكتوراه عادةً وظائف مدفوعة الأجر.',
    livingCosts: {
      monthlyTotal: 'نحو 10,000 إلى 13,000 كرونة شهريًا (نحو 900 إلى 1,200 يورو)',
      rent: 'من 4,000 إلى 7,000 كرونة (نحو 360 إلى 630 يورو) للغرفة',
      notes: 'قوائم انتظار السكن الطلابي طويلة في ستوكهولم وأوبسالا ولوند، لذا سجّل لدى خدمات الإسكان في أقرب وقت.',
    },
    visa: 'تتقدّم إلكترونيًا إلى مصلحة الهجرة السويدية بطلب تصريح إقامة للدراسة الجامعية بعد دفع القسط الأول من الرسوم. ويجب أن تثبت امتلاكك 10,656 كرونة شهريًا على الأقل للطلبات المقدّمة في 2026 (و10,584 كرونة في 2025) عن كامل مدة التصريح، وتأمينًا صحيًا شاملًا إذا كان التصريح لأقل من سنة، وغالبًا ما تؤمّن الجامعات على الطلاب الذين يدفعون الرسوم. ولا يوجد حد ثابت لساعات العمل، لكن يجب أن تبقى الدراسة نشاطك الرئيسي.',
    scholarships: [
      {
        name: 'Swedish Institute Scholarships for Global Professionals (SISGP)',
        provider: 'Swedish Institute',
        amount: 'الرسوم الدراسية كاملة، و12,000 كرونة شهريًا، ومنحة سفر تصل إلى 15,000 كرونة، وتأمين',
        description:
          'لدراسة الماجستير للمهنيين أصحاب الخبرة العملية والقيادية من مواطني البلدان المؤهلة (34 بلدًا في دعوة 2026).',
        url: 'https://si.se/en/apply/scholarships/swedish-institute-scholarships-for-global-professionals/',
      },
      {
        name: 'Lund University Global Scholarship',
        provider: 'Lund University',
        amount: 'تغطي من 25% إلى 100% من الرسوم الدراسية',
        description:
          'للمتقدمين المتفوقين من خارج الاتحاد الأوروبي والمنطقة الاقتصادية الأوروبية إلى برامج البكالوريوس والماجستير، ولدى جامعات أخرى مثل المعهد الملكي للتكنولوجيا وأوبسالا وتشالمرز برامج إعفاء مماثلة.',
        url: 'https://www.lunduniversity.lu.se/',
      },
    ],
  },
};
