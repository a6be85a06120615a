import type { CountryGuide } from './types.ts';

/** Study guide for Spain (English and Arabic). Figures checked for 2025-26. */
export const guide: CountryGuide = {
  slug: 'spain',
  name: 'Spain',
  code: 'ES',
  flag: '🇪🇸',
  capital: 'Madrid',
  currency: 'Euro (EUR)',
  en: {
    summary:
      'Spain combines well-regarded public universities and business schools with a lower cost of living than northern Europe and access to the wider Spanish-speaking world. Its climate, culture and historic ties make it a popular choice for students from the Arab world.',
    education:
      "Public university fees are set by each region: roughly 700–2,500 € a year for a bachelor's and 1,000–5,000 € for an official master's, and some regions charge higher rates to non-EU students who are not resident in Spain. Most bachelor's teaching is in Spanish; English-taught programmes are more common at master's level and at private universities. Foreign school certificates need recognition (homologación) or UNEDasiss accreditation for bachelor's admission.",
    livingCosts: {
      monthlyTotal: 'About 800–1,300 € per month (Madrid and Barcelona are the most expensive)',
      rent: '300–700 € for a room in a shared flat',
      notes:
        'Student discounts on public transport are widely available, and living costs are noticeably lower outside the big cities.',
    },
    visa: 'Apply for a student visa at the Spanish consulate (or for a student stay authorisation from within Spain where allowed). You must show funds equal to 100% of the IPREM index — about 600 € a month — and private health insurance from an insurer authorised in Spain, with no co-payments. Within a month of arrival you apply for your foreigner identity card (TIE). Under the immigration regulation in force since May 2025, students in higher education may work up to 30 hours a week if it is compatible with their studies.',
    scholarships: [
      {
        name: 'INPhINIT Incoming Doctoral Fellowships',
        provider: '"la Caixa" Foundation',
        amount: 'Three-year salaried doctoral contract at top research centres in Spain and Portugal, plus training',
        description:
          'Open to early-stage researchers of any nationality who have not lived in Spain (or Portugal, depending on the track) for more than 12 months in the previous three years.',
        url: 'https://lacaixafoundation.org/en/',
      },
      {
        name: 'MAEC-AECID Scholarships',
        provider: 'Spanish Agency for International Development Cooperation (AECID)',
        amount: 'Varies by call: monthly allowance, tuition and insurance',
        description:
          'Calls target specific countries, fields and levels; check the current calls on the AECID website.',
        url: 'https://www.aecid.es/',
      },
    ],
  },
  ar: {
    name: 'إسبانيا',
    capital: 'مدريد',
    summary:
      'تجمع إسبانيا بين جامعات حكومية وكليات إدارة أعمال ذات سمعة جيدة، وتكاليف معيشة أقل من شمال أوروبا، وانفتاح على العالم الناطق بالإسبانية. ويجعلها مناخها وثقافتها وروابطها التاريخية خيارًا شائعًا لدى الطلاب القادمين من العالم العربي.',
    education:
      'يحدد كل إقليم رسوم الجامعات الحكومية: نحو 700 إلى 2,500 يورو سنويًا للبكالوريوس، ومن 1,000 إلى 5,000 يورو للماجستير الرسمي، وتفرض بعض الأقاليم رسومًا أعلى على الطلاب من خارج الاتحاد الأوروبي غير المقيمين في إسبانيا. ومعظم التدريس في مرحلة البكالوريوس بالإسبانية، وتكثر البرامج الإنجليزية في مرحلة الماجستير وفي الجامعات الخاصة. وتحتاج الشهادات الثانوية الأجنبية إلى معادلة رسمية أو اعتماد من هيئة (UNEDasiss) للقبول في البكالوريوس.',
    livingCosts: {
      monthlyTotal: 'نحو 800 إلى 1,300 يورو شهريًا (وتُعد مدريد وبرشلونة الأغلى)',
      rent: 'من 300 إلى 700 يورو لغرفة في شقة مشتركة',
      notes: 'تتوفر تخفيضات طلابية واسعة على المواصلات العامة، وتنخفض تكاليف المعيشة بوضوح خارج المدن الكبرى.',
    },
    visa: 'تتقدّم بطلب تأشيرة طالب لدى القنصلية الإسبانية (أو بطلب إذن إقامة دراسية من داخل إسبانيا حيث يُسمح بذلك). ويجب أن تثبت امتلاك مبلغ يعادل 100% من المؤشر المرجعي للدخل، أي نحو 600 يورو شهريًا، وتأمينًا صحيًا خاصًا من شركة مرخّصة في إسبانيا دون مساهمة في التكاليف. وخلال شهر من الوصول تتقدّم بطلب بطاقة هوية الأجانب. ووفق لائحة الهجرة السارية منذ مايو 2025، يحق لطلاب التعليم العالي العمل حتى 30 ساعة أسبوعيًا إذا كان ذلك لا يتعارض مع دراستهم.',
    scholarships: [
      {
        name: 'INPhINIT Incoming Doctoral Fellowships',
        provider: '"la Caixa" Foundation',
        amount: 'عقد دكتوراه مدفوع الأجر لمدة ثلاث سنوات في مراكز بحثية متميزة في إسبانيا والبرتغال، مع برنامج تدريبي',
        description:
          'متاحة للباحثين في بداية مسيرتهم من أي جنسية ممن لم يقيموا في إسبانيا (أو البرتغال بحسب المسار) أكثر من 12 شهرًا خلال السنوات الثلاث السابقة.',
        url: 'https://lacaixafoundation.org/en/',
      },
      {
        name: 'MAEC-AECID Scholarships',
        provider: 'Spanish Agency for International Development Cooperation (AECID)',
        amount: 'تختلف حسب الدعوة: مخصص شهري ورسوم دراسية وتأمين',
        description: 'تستهدف الدعوات بلدانًا وتخصصات ومراحل محددة؛ راجع الدعوات المفتوحة حاليًا على موقع الوكالة.',
        url: 'https://www.aecid.es/',
      },
    ],
  },
};
