import type { CountryGuide } from './types.ts';

/** Study guide for France (English and Arabic). Figures checked for 2025-26. */
export const guide: CountryGuide = {
  slug: 'france',
  name: 'France',
  code: 'FR',
  flag: '🇫🇷',
  capital: 'Paris',
  currency: 'Euro (EUR)',
  en: {
    summary:
      "France offers highly regarded universities, grandes écoles and research institutes at state-regulated fees, plus strong ties with North Africa and the Middle East. Many master's programmes are taught in English, and graduates can obtain a one-year residence permit to look for work or start a business.",
    education:
      "Public universities charge regulated fees: in 2025-26 non-EU students pay differentiated fees of 2,895 € a year for a bachelor's (licence) and 3,941 € for a master's, although many universities grant partial or full exemptions; doctoral students pay the standard 397 €. Everyone also pays the student life contribution (CVEC, 105 € in 2025-26). Most teaching is in French, while grandes écoles and business schools set their own, much higher fees. Applicants from about 70 countries, including Algeria, Morocco, Tunisia, Egypt and Lebanon, must apply through the Études en France procedure run by Campus France.",
    livingCosts: {
      monthlyTotal: 'About 800–1,100 € per month outside Paris; 1,200–1,800 € in Paris',
      rent: '250–450 € in a CROUS student residence; 400–900 € privately (more in Paris)',
      notes: 'International students can apply for the CAF housing benefit (APL), which covers part of the rent.',
    },
    visa: 'Non-EU students apply for a long-stay student visa equivalent to a residence permit (VLS-TS), usually after the Campus France procedure, and validate it online within three months of arrival. You must show at least 615 € a month for living costs. Students register free of charge with the French national health insurance (Assurance Maladie) and can add a complementary insurance (mutuelle). Work is allowed up to 964 hours a year (about 60% of full-time).',
    scholarships: [
      {
        name: 'Eiffel Excellence Scholarship Programme',
        provider: 'French Ministry for Europe and Foreign Affairs / Campus France',
        amount:
          "1,200 € a month at master's level (from 2026), plus travel, health insurance and cultural activities; a higher monthly rate for doctoral candidates",
        description:
          "Merit-based award for master's and PhD students; candidates cannot apply directly — your French host institution must nominate you.",
        url: 'https://www.campusfrance.org/en/eiffel-scholarship-program-of-excellence',
      },
      {
        name: 'French Government Scholarships (BGF)',
        provider: 'French embassies (Ministry for Europe and Foreign Affairs)',
        amount: 'Varies: monthly allowance, tuition exemption, social security and sometimes travel',
        description:
          'Awarded by the French embassy in your country; search CampusBourses, the official Campus France scholarship directory, for calls open to your nationality.',
        url: 'https://campusbourses.campusfrance.org/',
      },
    ],
  },
  ar: {
    name: 'فرنسا',
    capital: 'باريس',
    summary:
      'تقدّم فرنسا جامعات ومدارس عليا ومعاهد بحثية ذات سمعة رفيعة برسوم تنظّمها الدولة، وتربطها صلات وثيقة بشمال أفريقيا والشرق الأوسط. وتُدرَّس برامج ماجستير كثيرة بالإنجليزية، ويمكن للخريجين الحصول على تصريح إقامة لمدة سنة للبحث عن عمل أو تأسيس مشروع.',
    education:
      'تفرض الجامعات الحكومية رسومًا منظّمة؛ ففي العام الدراسي 2025-2026 يدفع الطلاب من خارج الاتحاد الأوروبي رسومًا مميّزة قدرها 2,895 يورو سنويًا للبكالوريوس (الليسانس) و3,941 يورو للماجستير، مع أن جامعات كثيرة تمنح إعفاءات جزئية أو كاملة، بينما يدفع طلاب الدكتوراه الرسم العادي البالغ 397 يورو. ويدفع الجميع أيضًا مساهمة الحياة الطلابية (105 يورو في 2025-2026). ومعظم التدريس بالفرنسية، أما المدارس العليا وكليات إدارة الأعمال فتحدد رسومًا أعلى بكثير. ويجب على المتقدمين من نحو 70 بلدًا، منها الجزائر والمغرب وتونس ومصر ولبنان، التقديم عبر إجراء «الدراسة في فرنسا» الذي تديره وكالة كامبوس فرانس (Campus France).',
    livingCosts: {
      monthlyTotal: 'نحو 800 إلى 1,100 يورو شهريًا خارج باريس، ومن 1,200 إلى 1,800 يورو في باريس',
      rent: 'من 250 إلى 450 يورو في السكن الجامعي الحكومي، ومن 400 إلى 900 يورو في السكن الخاص (وأكثر في باريس)',
      notes: 'يحق للطلاب الدوليين التقدّم بطلب إعانة السكن من صندوق الإعانات العائلية، وهي تغطي جزءًا من الإيجار.',
    },
    visa: 'يتقدّم الطلاب من خارج الاتحاد الأوروبي بطلب تأشيرة دراسة طويلة الإقامة تعادل تصريح الإقامة، وعادةً بعد إتمام إجراءات كامبوس فرانس، ثم يفعّلونها إلكترونيًا خلال ثلاثة أشهر من الوصول. ويجب إثبات امتلاك 615 يورو شهريًا على الأقل لتكاليف المعيشة. ويسجّل الطلاب مجانًا في نظام التأمين الصحي الوطني الفرنسي، ويمكنهم إضافة تأمين تكميلي. ويُسمح بالعمل حتى 964 ساعة في السنة (نحو 60% من الدوام الكامل).',
    scholarships: [
      {
        name: 'Eiffel Excellence Scholarship Programme',
        provider: 'French Ministry for Europe and Foreign Affairs / Campus France',
        amount:
          '1,200 يورو شهريًا لمرحلة الماجستير (اعتبارًا من 2026)، إضافة إلى تذاكر السفر والتأمين الصحي والأنشطة الثقافية، ومبلغ شهري أعلى لطلاب الدكتوراه',
        description:
          'منحة قائمة على التميّز لطلاب الماجستير والدكتوراه، ولا يمكن التقدّم إليها مباشرة؛ إذ يجب أن ترشّحك المؤسسة الفرنسية التي قبلتك.',
        url: 'https://www.campusfrance.org/en/eiffel-scholarship-program-of-excellence',
      },
      {
        name: 'French Government Scholarships (BGF)',
        provider: 'French embassies (Ministry for Europe and Foreign Affairs)',
        amount: 'تختلف حسب البرنامج: مخصص شهري وإعفاء من الرسوم وضمان اجتماعي، وأحيانًا تذاكر السفر',
        description:
          'تمنحها السفارة الفرنسية في بلدك؛ ابحث في الدليل الرسمي للمنح التابع لكامبوس فرانس عن المنح المفتوحة لجنسيتك.',
        url: 'https://campusbourses.campusfrance.org/',
      },
    ],
  },
};
