import type { CountryGuide } from './types.ts';

/** Study guide for Estonia (English and Arabic). Figures checked for 2025-26. */
export const guide: CountryGuide = {
  slug: 'estonia',
  name: 'Estonia',
  code: 'EE',
  flag: '🇪🇪',
  capital: 'Tallinn',
  currency: 'Euro (EUR)',
  en: {
    summary:
      'Estonia is a highly digital, start-up-friendly country with internationally recognised universities such as the University of Tartu and Tallinn University of Technology (TalTech). English-taught programmes are common and tuition is moderate.',
    education:
      'Programmes taught in Estonian are free; English-taught programmes usually charge non-EU students about 3,000–12,000 € a year (medicine more), and universities offer competitive tuition waivers. Applications are usually submitted online through the DreamApply platform or directly to the university.',
    livingCosts: {
      monthlyTotal: 'About 700–1,000 € per month',
      rent: '250–500 € for a private room; dormitories about 150–300 €',
      notes:
        'Tallinn is more expensive than Tartu; public transport in Tallinn is free for residents registered in the city.',
    },
    visa: 'Non-EU students apply for a long-stay (D) visa and/or a temporary residence permit for study at an Estonian embassy or through the Police and Border Guard Board. You need proof of admission, health insurance and sufficient funds. Students may work without a fixed limit on hours, provided their studies progress normally.',
    scholarships: [
      {
        name: 'Estonian National Scholarships',
        provider: 'Education and Youth Board of Estonia (Harno)',
        amount: "350 € a month (master's), 660 € a month (PhD)",
        description:
          "For citizens of the countries listed in the scholarship guide; master's and doctoral studies in all fields, bachelor's only in Estonian language and culture. Apply in August after admission.",
        url: 'https://www.studyinestonia.ee/',
      },
      {
        name: 'University tuition waivers',
        provider: 'Estonian universities (e.g., University of Tartu, TalTech)',
        amount: 'Full or partial tuition waiver, sometimes with a performance stipend',
        description:
          "Awarded competitively to the best-ranked international applicants; details are on each programme's page.",
        url: 'https://ut.ee/en',
      },
    ],
  },
  ar: {
    name: 'إستونيا',
    capital: 'تالين',
    summary:
      'إستونيا بلد متقدّم رقميًا وداعم للشركات الناشئة، ويضم جامعات معترفًا بها دوليًا مثل جامعة تارتو وجامعة تالين للتكنولوجيا. والبرامج الإنجليزية شائعة والرسوم معتدلة.',
    education:
      'البرامج التي تُدرَّس بالإستونية مجانية، أما البرامج الإنجليزية فتفرض عادةً على الطلاب من خارج الاتحاد الأوروبي نحو 3,000 إلى 12,000 يورو سنويًا (والطب أعلى)، وتقدّم الجامعات إعفاءات تنافسية من الرسوم. ويُقدَّم الطلب عادةً إلكترونيًا عبر منصة (DreamApply) أو إلى الجامعة مباشرة.',
    livingCosts: {
      monthlyTotal: 'نحو 700 إلى 1,000 يورو شهريًا',
      rent: 'من 250 إلى 500 يورو لغرفة خاصة، ونحو 150 إلى 300 يورو في السكن الجامعي',
      notes: 'تالين أغلى من تارتو، والمواصلات العامة في تالين مجانية للمقيمين المسجّلين فيها.',
    },
    visa: 'يتقدّم الطلاب من خارج الاتحاد الأوروبي بطلب تأشيرة إقامة طويلة (من الفئة D) و/أو تصريح إقامة مؤقتة للدراسة لدى السفارة الإستونية أو عبر هيئة الشرطة وحرس الحدود. ويلزمك إثبات القبول والتأمين الصحي والموارد الكافية. ويُسمح للطلاب بالعمل دون حد ثابت لعدد الساعات، بشرط أن تسير دراستهم على النحو المعتاد.',
    scholarships: [
      {
        name: 'Estonian National Scholarships',
        provider: 'Education and Youth Board of Estonia (Harno)',
        amount: '350 يورو شهريًا (للماجستير) و660 يورو شهريًا (للدكتوراه)',
        description:
          'لمواطني البلدان المدرجة في دليل المنحة؛ لدراسات الماجستير والدكتوراه في جميع التخصصات، وللبكالوريوس في اللغة والثقافة الإستونية فقط. ويُقدَّم الطلب في أغسطس بعد القبول.',
        url: 'https://www.studyinestonia.ee/',
      },
      {
        name: 'University tuition waivers',
        provider: 'Estonian universities (e.g., University of Tartu, TalTech)',
        amount: 'إعفاء كلي أو جزئي من الرسوم، وأحيانًا منحة تفوق',
        description: 'تُمنح تنافسيًا لأفضل المتقدمين الدوليين ترتيبًا، وتُنشر التفاصيل على صفحة كل برنامج.',
        url: 'https://ut.ee/en',
      },
    ],
  },
};
