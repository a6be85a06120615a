import type { CountryGuide } from './types.ts';

/** Study guide for Luxembourg (English and Arabic). Figures checked for 2025-26. */
export const guide: CountryGuide = {
  slug: 'luxembourg',
  name: 'Luxembourg',
  code: 'LU',
  flag: '🇱🇺',
  capital: 'Luxembourg',
  currency: 'Euro (EUR)',
  en: {
    summary:
      "Luxembourg's public university, the University of Luxembourg, is young, research-focused and strongly international, teaching in English, French and German. The country has high salaries and hosts EU institutions and a major financial sector.",
    education:
      "Fees at the University of Luxembourg are low and the same for all nationalities: 400 € per semester for the first two semesters of a bachelor's and 200 € per semester afterwards, with most master's programmes at about 200 € per semester (some specialised master's charge more). Many programmes are bilingual or trilingual, and non-EU applicants have earlier application deadlines.",
    livingCosts: {
      monthlyTotal: 'About 1,300–1,800 € per month',
      rent: '600–1,000 € for a room; university student housing about 400–700 €',
      notes: 'Public transport is free throughout the country, but private rents are among the highest in Europe.',
    },
    visa: 'Non-EU students must first obtain a temporary authorisation to stay from the Immigration Directorate, then a visa if their nationality requires one, and apply for the residence permit within three months of arrival. Proof of sufficient resources and health insurance (for example through the national health fund, CNS) are required. Students may work up to 15 hours a week on average during term and full-time during holidays.',
    scholarships: [
      {
        name: 'FNR Doctoral Funding',
        provider: 'Luxembourg National Research Fund (FNR)',
        amount: 'Salaried doctoral contract (employment with social security)',
        description:
          'The FNR funds PhD positions through its programmes (for example doctoral training units and industrial fellowships); positions are open to all nationalities.',
        url: 'https://www.fnr.lu/',
      },
      {
        name: 'Salaried PhD positions at the University of Luxembourg',
        provider: 'University of Luxembourg',
        amount: 'Employment contract with a monthly salary for doctoral candidates',
        description: "Doctoral candidates are hired as staff; vacancies are published on the university's website.",
        url: 'https://www.uni.lu/en/',
      },
    ],
  },
  ar: {
    name: 'لوكسمبورغ',
    capital: 'لوكسمبورغ',
    summary:
      'جامعة لوكسمبورغ، الجامعة الحكومية في البلاد، مؤسسة حديثة النشأة تركّز على البحث وذات طابع دولي واضح، وتدرّس بالإنجليزية والفرنسية والألمانية. وتتميّز البلاد بارتفاع الرواتب وباستضافة مؤسسات أوروبية وقطاع مالي كبير.',
    education:
      'رسوم جامعة لوكسمبورغ منخفضة وموحّدة لجميع الجنسيات: 400 يورو في الفصل الدراسي خلال أول فصلين من البكالوريوس، ثم 200 يورو في الفصل بعد ذلك، وتبلغ رسوم معظم برامج الماجستير نحو 200 يورو في الفصل (وبعض برامج الماجستير المتخصصة أعلى). وكثير من البرامج ثنائية أو ثلاثية اللغة، ومواعيد التقديم للمتقدمين من خارج الاتحاد الأوروبي أبكر.',
    livingCosts: {
      monthlyTotal: 'نحو 1,300 إلى 1,800 يورو شهريًا',
      rent: 'من 600 إلى 1,000 يورو للغرفة، ونحو 400 إلى 700 يورو في السكن الطلابي التابع للجامعة',
      notes: 'المواصلات العامة مجانية في كل أنحاء البلاد، لكن الإيجارات الخاصة من الأعلى في أوروبا.',
    },
    visa: 'يجب على الطلاب من خارج الاتحاد الأوروبي الحصول أولًا على إذن إقامة مؤقت من مديرية الهجرة، ثم على تأشيرة إن كانت جنسيتهم تتطلبها، وتقديم طلب تصريح الإقامة خلال ثلاثة أشهر من الوصول. ويُشترط إثبات الموارد الكافية والتأمين الصحي (مثلًا عبر صندوق الصحة الوطني). ويُسمح للطلاب بالعمل بمعدل 15 ساعة أسبوعيًا خلال الفصل الدراسي وبدوام كامل في العطلات.',
    scholarships: [
      {
        name: 'FNR Doctoral Funding',
        provider: 'Luxembourg National Research Fund (FNR)',
        amount: 'عقد دكتوراه مدفوع الأجر (توظيف مع ضمان اجتماعي)',
        description:
          'يموّل الصندوق وظائف دكتوراه عبر برامجه (مثل وحدات تدريب طلاب الدكتوراه والزمالات الصناعية)، وهي مفتوحة لجميع الجنسيات.',
        url: 'https://www.fnr.lu/',
      },
      {
        name: 'Salaried PhD positions at the University of Luxembourg',
        provider: 'University of Luxembourg',
        amount: 'عقد عمل براتب شهري لطلاب الدكتوراه',
        description: 'يُوظَّف طلاب الدكتوراه ضمن طاقم الجامعة، وتُنشر الوظائف الشاغرة على موقعها.',
        url: 'https://www.uni.lu/en/',
      },
    ],
  },
};
