import type { CountryGuide } from './types.ts';

/** Study guide for Romania (English and Arabic). Figures checked for 2025-26. */
export const guide: CountryGuide = {
  slug: 'romania',
  name: 'Romania',
  code: 'RO',
  flag: '🇷🇴',
  capital: 'Bucharest',
  currency: 'Romanian leu (RON)',
  en: {
    summary:
      'Romania has some of the lowest tuition and living costs in the EU, with long-established medical, engineering and IT programmes taught in English and French. Bucharest, Cluj-Napoca, Iași and Timișoara host large international communities.',
    education:
      'Non-EU students pay tuition in euros, set by each university above a legal minimum; typical costs are about 2,000–5,000 € a year, with medicine and dentistry around 5,000–7,500 €. Programmes are taught in Romanian (after a preparatory language year), English or French. Non-EU applicants need a Letter of Acceptance to Studies issued by the Ministry of Education before applying for a visa.',
    livingCosts: {
      monthlyTotal: 'About 500–800 € per month (RON 2,500–4,000)',
      rent: '200–450 € for a room; dormitories are much cheaper',
      notes: 'Bucharest and Cluj-Napoca are the most expensive cities.',
    },
    visa: "With the ministry's letter of acceptance and proof of paid first-year tuition, apply at a Romanian consulate for a long-stay study visa, then for a residence permit from the General Inspectorate for Immigration after arrival. Health insurance and proof of funds for living costs are required. Students with a residence permit may work up to four hours a day without a work permit.",
    scholarships: [
      {
        name: 'Romanian Government Scholarships for Foreign Citizens',
        provider: 'Romanian Ministry of Foreign Affairs and Ministry of Education',
        amount:
          'Free tuition, free dormitory place (where available), a monthly allowance and a Romanian preparatory year',
        description:
          "For citizens of non-EU countries; bachelor's and master's study is in Romanian, and medicine, dentistry and pharmacy are excluded. Apply on the Study in Romania platform.",
        url: 'https://studyinromania.gov.ro/',
      },
      {
        name: 'Eugen Ionescu Research Scholarships',
        provider: 'Romanian Government with the Agence universitaire de la Francophonie (AUF)',
        amount: 'Monthly grant for research stays of a few months',
        description:
          'For doctoral students and postdocs from AUF member institutions, including many French-speaking universities in North Africa and the Middle East.',
        url: 'https://www.auf.org/',
      },
    ],
  },
  ar: {
    name: 'رومانيا',
    capital: 'بوخارست',
    summary:
      'تُعد رسوم الدراسة وتكاليف المعيشة في رومانيا من الأدنى في الاتحاد الأوروبي، وتقدّم برامج عريقة في الطب والهندسة وتقنية المعلومات باللغتين الإنجليزية والفرنسية. وتستضيف بوخارست وكلوج نابوكا وياش وتيميشوارا مجتمعات دولية كبيرة.',
    education:
      'يدفع الطلاب من خارج الاتحاد الأوروبي رسومًا باليورو تحددها كل جامعة فوق حد أدنى قانوني، وتبلغ عادةً نحو 2,000 إلى 5,000 يورو سنويًا، وتتراوح رسوم الطب وطب الأسنان بين 5,000 و7,500 يورو تقريبًا. وتُدرَّس البرامج بالرومانية (بعد سنة تحضيرية لتعلّم اللغة) أو الإنجليزية أو الفرنسية. ويحتاج المتقدمون من خارج الاتحاد الأوروبي إلى «خطاب قبول للدراسة» تصدره وزارة التعليم قبل طلب التأشيرة.',
    livingCosts: {
      monthlyTotal: 'نحو 500 إلى 800 يورو شهريًا (2,500 إلى 4,000 ليو)',
      rent: 'من 200 إلى 450 يورو للغرفة، والسكن الجامعي أرخص بكثير',
      notes: 'بوخارست وكلوج نابوكا هما المدينتان الأغلى.',
    },
    visa: 'بعد الحصول على خطاب القبول من الوزارة وإثبات دفع رسوم السنة الأولى، تتقدّم لدى القنصلية الرومانية بطلب تأشيرة دراسة طويلة الإقامة، ثم بطلب تصريح إقامة من المفتشية العامة للهجرة بعد الوصول. ويُشترط التأمين الصحي وإثبات الموارد اللازمة لتكاليف المعيشة. ويحق لحاملي تصريح الإقامة الدراسية العمل حتى أربع ساعات يوميًا دون تصريح عمل.',
    scholarships: [
      {
        name: 'Romanian Government Scholarships for Foreign Citizens',
        provider: 'Romanian Ministry of Foreign Affairs and Ministry of Education',
        amount: 'دراسة مجانية، وسكن جامعي مجاني (حسب التوفر)، ومخصص شهري، وسنة تحضيرية في اللغة الرومانية',
        description:
          'لمواطني البلدان من خارج الاتحاد الأوروبي، والدراسة في البكالوريوس والماجستير باللغة الرومانية، ولا تشمل الطب وطب الأسنان والصيدلة. ويُقدَّم الطلب عبر منصة «الدراسة في رومانيا».',
        url: 'https://studyinromania.gov.ro/',
      },
      {
        name: 'Eugen Ionescu Research Scholarships',
        provider: 'Romanian Government with the Agence universitaire de la Francophonie (AUF)',
        amount: 'منحة شهرية لإقامات بحثية مدتها بضعة أشهر',
        description:
          'لطلاب الدكتوراه وباحثي ما بعد الدكتوراه من المؤسسات الأعضاء في الوكالة الجامعية للفرنكوفونية، ومنها جامعات كثيرة ناطقة بالفرنسية في شمال أفريقيا والشرق الأوسط.',
        url: 'https://www.auf.org/',
      },
    ],
  },
};
