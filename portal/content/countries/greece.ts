import type { CountryGuide } from './types.ts';

/** Study guide for Greece (English and Arabic). Figures checked for 2025-26. */
export const guide: CountryGuide = {
  slug: 'greece',
  name: 'Greece',
  code: 'GR',
  flag: '🇬🇷',
  capital: 'Athens',
  currency: 'Euro (EUR)',
  en: {
    summary:
      'Greece offers a rich academic heritage, a Mediterranean lifestyle and living costs below most of Western Europe. Public universities are opening a growing number of English-taught programmes, alongside long-established Greek-taught degrees.',
    education:
      "Most undergraduate programmes at public universities are taught in Greek; non-EU students can enter through a special quota for foreign students, usually with a Greek language certificate, and Greek-taught undergraduate study is free or low-cost. English-taught bachelor's and master's programmes are expanding and charge fees, typically about 1,500–12,000 € a year. Most master's programmes charge fees to all students.",
    livingCosts: {
      monthlyTotal: 'About 650–1,000 € per month',
      rent: '250–500 € for a room (Athens and Thessaloniki are higher)',
      notes: 'Public universities provide free or low-cost meals and some dormitory places for eligible students.',
    },
    visa: 'Non-EU students apply at a Greek consulate for a national (type D) visa for studies, then for a student residence permit after arrival. You need an admission letter, health insurance and proof of sufficient funds for your stay. Students with a residence permit may work part-time within the hours allowed by Greek law.',
    scholarships: [
      {
        name: 'IKY Scholarships for Foreign Nationals',
        provider: 'State Scholarships Foundation (IKY)',
        amount: 'Monthly stipend for postgraduate, doctoral or research studies in Greece',
        description:
          'Offered to citizens of certain countries, often under bilateral agreements; check the current IKY call for eligible nationalities.',
        url: 'https://www.iky.gr/en/',
      },
      {
        name: 'Onassis Foundation Scholarships for Foreigners',
        provider: 'Onassis Foundation',
        amount: 'Monthly grant for research or postgraduate study in Greece',
        description:
          'For foreign researchers and postgraduate students, mainly in Hellenic studies and related fields.',
        url: 'https://www.onassis.org/',
      },
    ],
  },
  ar: {
    name: 'اليونان',
    capital: 'أثينا',
    summary:
      'تقدّم اليونان إرثًا أكاديميًا عريقًا ونمط حياة متوسطيًا وتكاليف معيشة أقل من معظم أوروبا الغربية. وتطلق الجامعات الحكومية عددًا متزايدًا من البرامج باللغة الإنجليزية إلى جانب برامجها العريقة باللغة اليونانية.',
    education:
      'تُدرَّس معظم برامج البكالوريوس في الجامعات الحكومية باليونانية، ويمكن للطلاب من خارج الاتحاد الأوروبي الالتحاق عبر حصة خاصة بالطلاب الأجانب، وعادةً بشهادة في اللغة اليونانية، والدراسة الجامعية الأولى باليونانية مجانية أو منخفضة التكلفة. وتتوسّع برامج البكالوريوس والماجستير الإنجليزية وتفرض رسومًا تبلغ عادةً نحو 1,500 إلى 12,000 يورو سنويًا. ومعظم برامج الماجستير تفرض رسومًا على جميع الطلاب.',
    livingCosts: {
      monthlyTotal: 'نحو 650 إلى 1,000 يورو شهريًا',
      rent: 'من 250 إلى 500 يورو للغرفة (وأعلى في أثينا وسالونيك)',
      notes: 'توفّر الجامعات الحكومية وجبات مجانية أو منخفضة التكلفة وبعض أماكن السكن الجامعي للطلاب المستحقين.',
    },
    visa: 'يتقدّم الطلاب من خارج الاتحاد الأوروبي لدى القنصلية اليونانية بطلب تأشيرة وطنية للدراسة (من الفئة D)، ثم بطلب تصريح إقامة طالب بعد الوصول. ويلزمك خطاب قبول وتأمين صحي وإثبات امتلاك موارد كافية لمدة إقامتك. ويحق لحاملي تصريح الإقامة الدراسية العمل بدوام جزئي ضمن الساعات التي يسمح بها القانون اليوناني.',
    scholarships: [
      {
        name: 'IKY Scholarships for Foreign Nationals',
        provider: 'State Scholarships Foundation (IKY)',
        amount: 'منحة شهرية للدراسات العليا أو الدكتوراه أو البحث في اليونان',
        description:
          'تُقدَّم لمواطني بلدان معيّنة، وغالبًا بموجب اتفاقيات ثنائية؛ راجع الدعوة الحالية للمؤسسة لمعرفة الجنسيات المؤهلة.',
        url: 'https://www.iky.gr/en/',
      },
      {
        name: 'Onassis Foundation Scholarships for Foreigners',
        provider: 'Onassis Foundation',
        amount: 'منحة شهرية للبحث أو الدراسات العليا في اليونان',
        description: 'للباحثين وطلاب الدراسات العليا الأجانب، ولا سيما في الدراسات الهيلينية والمجالات المرتبطة بها.',
        url: 'https://www.onassis.org/',
      },
    ],
  },
};
