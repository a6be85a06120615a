import type { CountryGuide } from './types.ts';

/** Study guide for United Kingdom (English and Arabic). Figures checked for 2025-26. */
export const guide: CountryGuide = {
  slug: 'united-kingdom',
  name: 'United Kingdom',
  code: 'GB',
  flag: '🇬🇧',
  capital: 'London',
  currency: 'Pound sterling (GBP)',
  en: {
    summary:
      "The UK has many of the world's top-ranked universities, shorter degrees (three-year bachelor's in England, one-year master's) and teaching entirely in English. Graduates can currently stay two years (three after a PhD) on the Graduate Route, although the government has announced a cut to 18 months from January 2027.",
    education:
      "International students pay much higher fees than UK students: typically about £11,000–£40,000 a year for a bachelor's and £12,000–£35,000 for a master's (clinical medicine and MBAs cost more). Undergraduate applications go through UCAS; postgraduate applications go directly to universities. Foundation years are available if your school qualifications are not accepted for direct entry.",
    livingCosts: {
      monthlyTotal: 'About £1,200–£1,800 per month (about 1,400–2,100 €); London is the most expensive',
      rent: '£600–£1,200 (about 700–1,400 €) for a room or student hall',
      notes:
        'The Immigration Health Surcharge (£776 a year) gives access to the NHS; student discount schemes such as the 16–25 Railcard reduce travel costs.',
    },
    visa: 'Apply for a Student visa using the Confirmation of Acceptance for Studies (CAS) from a licensed university. Since 11 November 2025 you must show £1,529 a month in London or £1,171 elsewhere for up to nine months, held for 28 consecutive days, plus any unpaid tuition, unless you are exempt. You pay the Immigration Health Surcharge of £776 a year instead of private insurance. Degree-level students may work up to 20 hours a week in term time and full-time in official vacations; normally only postgraduate research students can bring dependants.',
    scholarships: [
      {
        name: 'Chevening Scholarships',
        provider: 'UK Foreign, Commonwealth & Development Office',
        amount: "Full funding for a one-year master's: tuition, monthly stipend, travel and visa costs",
        description: "For future leaders with at least two years' work experience; available in most Arab countries.",
        url: 'https://www.chevening.org/',
      },
      {
        name: 'GREAT Scholarships',
        provider: 'British Council and UK universities',
        amount: 'At least £10,000 towards tuition for a one-year postgraduate course',
        description: 'For students from a list of selected countries that changes each year; check the current list.',
        url: 'https://study-uk.britishcouncil.org/scholarships-funding/great-scholarships',
      },
      {
        name: 'Gates Cambridge Scholarships',
        provider: 'Gates Cambridge Trust',
        amount: 'Full cost of study at the University of Cambridge, including a maintenance allowance',
        description: 'For outstanding applicants from outside the UK to full-time postgraduate degrees at Cambridge.',
        url: 'https://www.gatescambridge.org/',
      },
      {
        name: 'Rhodes Scholarships',
        provider: 'Rhodes Trust',
        amount: 'Full funding for postgraduate study at the University of Oxford',
        description:
          'Awarded by country constituency — including one for Syria, Jordan, Lebanon and Palestine — plus Global Rhodes Scholarships open to other nationalities.',
        url: 'https://www.rhodeshouse.ox.ac.uk/',
      },
    ],
  },
  ar: {
    name: 'المملكة المتحدة',
    capital: 'لندن',
    summary:
      'تضم المملكة المتحدة كثيرًا من أعلى جامعات العالم تصنيفًا، وتتميّز بقِصر مدة الدراسة (بكالوريوس في ثلاث سنوات في إنجلترا وماجستير في سنة واحدة) وبالتدريس الكامل بالإنجليزية. ويمكن للخريجين حاليًا البقاء سنتين (وثلاث سنوات بعد الدكتوراه) ضمن مسار الخريجين، وإن كانت الحكومة قد أعلنت تقليصه إلى 18 شهرًا اعتبارًا من يناير 2027.',
    education:
      'يدفع الطلاب الدوليون رسومًا أعلى بكثير من الطلاب البريطانيين: نحو 11,000 إلى 40,000 جنيه إسترليني سنويًا للبكالوريوس، ومن 12,000 إلى 35,000 جنيه للماجستير (والطب السريري وماجستير إدارة الأعمال أغلى). وتُقدَّم طلبات البكالوريوس عبر النظام الموحّد للقبول الجامعي، وطلبات الدراسات العليا إلى الجامعات مباشرة. وتتوفر سنوات تأسيسية إذا لم تُقبل مؤهلاتك المدرسية للالتحاق المباشر.',
    livingCosts: {
      monthlyTotal: 'نحو 1,200 إلى 1,800 جنيه إسترليني شهريًا (نحو 1,400 إلى 2,100 يورو)، ولندن الأغلى',
      rent: 'من 600 إلى 1,200 جنيه (نحو 700 إلى 1,400 يورو) لغرفة أو سكن جامعي',
      notes:
        'تتيح رسوم الصحة للمهاجرين (776 جنيهًا سنويًا) الاستفادة من هيئة الخدمات الصحية الوطنية، وتخفّض بطاقات الخصم الطلابية تكاليف السفر.',
    },
    visa: 'تتقدّم بطلب تأشيرة طالب مستخدمًا «تأكيد القبول للدراسة» الصادر عن جامعة مرخّصة. ومنذ 11 نوفمبر 2025 يجب أن تثبت امتلاكك 1,529 جنيهًا شهريًا في لندن أو 1,171 جنيهًا في غيرها لمدة تصل إلى تسعة أشهر، محتفظًا بها مدة 28 يومًا متتالية، إضافة إلى أي رسوم دراسية غير مدفوعة، ما لم تكن معفى. وتدفع رسوم الصحة للمهاجرين البالغة 776 جنيهًا سنويًا بدلًا من التأمين الخاص. ويُسمح لطلاب الدرجات الجامعية بالعمل حتى 20 ساعة أسبوعيًا خلال الفصل الدراسي وبدوام كامل في العطلات الرسمية، ولا يحق عادةً إلا لطلاب الدراسات العليا البحثية اصطحاب ذويهم.',
    scholarships: [
      {
        name: 'Chevening Scholarships',
        provider: 'UK Foreign, Commonwealth & Development Office',
        amount: 'تمويل كامل لماجستير مدته سنة: الرسوم الدراسية ومخصص شهري وتكاليف السفر والتأشيرة',
        description: 'لقادة المستقبل ممن لديهم خبرة عملية لا تقل عن سنتين، ومتاحة في معظم البلدان العربية.',
        url: 'https://www.chevening.org/',
      },
      {
        name: 'GREAT Scholarships',
        provider: 'British Council and UK universities',
        amount: '10,000 جنيه إسترليني على الأقل لرسوم برنامج دراسات عليا مدته سنة',
        description: 'لطلاب قائمة مختارة من البلدان تتغيّر كل عام؛ راجع القائمة الحالية.',
        url: 'https://study-uk.britishcouncil.org/scholarships-funding/great-scholarships',
      },
      {
        name: 'Gates Cambridge Scholarships',
        provider: 'Gates Cambridge Trust',
        amount: 'التكلفة الكاملة للدراسة في جامعة كامبريدج، بما في ذلك مخصص المعيشة',
        description: 'للمتقدمين المتميزين من خارج المملكة المتحدة إلى برامج الدراسات العليا بدوام كامل في كامبريدج.',
        url: 'https://www.gatescambridge.org/',
      },
      {
        name: 'Rhodes Scholarships',
        provider: 'Rhodes Trust',
        amount: 'تمويل كامل للدراسات العليا في جامعة أكسفورد',
        description:
          'تُمنح بحسب الدوائر الجغرافية، ومنها دائرة تشمل سوريا والأردن ولبنان وفلسطين، إضافة إلى منح رودس العالمية المفتوحة لجنسيات أخرى.',
        url: 'https://www.rhodeshouse.ox.ac.uk/',
      },
    ],
  },
};
