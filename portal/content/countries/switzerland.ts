import type { CountryGuide } from './types.ts';

/** Study guide for Switzerland (English and Arabic). Figures checked for 2025-26. */
export const guide: CountryGuide = {
  slug: 'switzerland',
  name: 'Switzerland',
  code: 'CH',
  flag: '🇨🇭',
  capital: 'Bern',
  currency: 'Swiss franc (CHF)',
  en: {
    summary:
      'Switzerland is home to world-leading institutions such as ETH Zurich and EPFL, generous research funding and excellent graduate salaries. Tuition at public universities is moderate by international standards, but living costs are among the highest in Europe.',
    education:
      "Teaching is in German, French or Italian depending on the region, with many master's programmes in English. Public universities charge foreign students roughly CHF 1,000–8,000 a year (about 1,070–8,600 €); ETH Zurich and EPFL charge new foreign students CHF 2,190 per semester since autumn 2025. Bachelor's admission with a foreign school certificate can require an entrance examination.",
    livingCosts: {
      monthlyTotal: 'About CHF 1,800–2,500 per month (about 1,900–2,700 €)',
      rent: 'CHF 600–1,100 (about 640–1,180 €) for a room; Zurich, Geneva and Lausanne are the most expensive',
      notes:
        'Swiss basic health insurance is compulsory; student premiums are often CHF 100–350 a month, and some cantons exempt students who hold equivalent foreign cover.',
    },
    visa: 'Non-EU students apply for a national D visa and, after arrival, register with the commune to obtain a residence permit (B permit for studies). Cantons require proof of funds — typically around CHF 21,000–25,000 a year depending on the canton — in addition to tuition. Health insurance is mandatory. After six months of study, non-EU students may work up to 15 hours a week during term and full-time in holidays, with a permit requested by the employer.',
    scholarships: [
      {
        name: 'Swiss Government Excellence Scholarships',
        provider: 'Federal Commission for Scholarships for Foreign Students (FCS)',
        amount:
          'CHF 1,920 a month for PhD and research fellowships (CHF 3,500 for postdocs), health insurance and a housing allowance',
        description:
          "For researchers who hold at least a master's degree; you need a supervisor at a Swiss university or institute to support your research plan.",
        url: 'https://www.sbfi.admin.ch/sbfi/en/home/education/scholarships-and-grants/swiss-government-excellence-scholarships.html',
      },
      {
        name: 'ETH Excellence Scholarship & Opportunity Programme (ESOP)',
        provider: 'ETH Zurich',
        amount: 'CHF 12,000 per semester plus a tuition waiver',
        description: "For outstanding students applying to master's programmes at ETH Zurich.",
        url: 'https://ethz.ch/en/studies/financial/scholarships/excellencescholarship.html',
      },
    ],
  },
  ar: {
    name: 'سويسرا',
    capital: 'برن',
    summary:
      'تحتضن سويسرا مؤسسات رائدة عالميًا مثل المعهد الفدرالي للتكنولوجيا في زيورخ ونظيره في لوزان، مع تمويل سخي للبحث ورواتب ممتازة للخريجين. والرسوم في الجامعات الحكومية معتدلة بالمقاييس الدولية، غير أن تكاليف المعيشة من الأعلى في أوروبا.',
    education:
      'يجري التدريس بالألمانية أو الفرنسية أو الإيطالية بحسب المنطقة، مع برامج ماجستير كثيرة بالإنجليزية. وتفرض الجامعات الحكومية على الطلاب الأجانب ما بين 1,000 و8,000 فرنك سويسري سنويًا تقريبًا (نحو 1,070 إلى 8,600 يورو)، ويدفع الطلاب الأجانب الجدد في معهدي زيورخ ولوزان الفدراليين 2,190 فرنكًا في الفصل الدراسي منذ خريف 2025. وقد يتطلب القبول في البكالوريوس بشهادة ثانوية أجنبية اجتياز امتحان دخول.',
    livingCosts: {
      monthlyTotal: 'نحو 1,800 إلى 2,500 فرنك سويسري شهريًا (نحو 1,900 إلى 2,700 يورو)',
      rent: 'من 600 إلى 1,100 فرنك (نحو 640 إلى 1,180 يورو) للغرفة، وزيورخ وجنيف ولوزان الأغلى',
      notes:
        'التأمين الصحي الأساسي السويسري إلزامي، وغالبًا ما تتراوح أقساط الطلاب بين 100 و350 فرنكًا شهريًا، وتعفي بعض الكانتونات الطلاب الذين يملكون تغطية أجنبية مكافئة.',
    },
    visa: 'يتقدّم الطلاب من خارج الاتحاد الأوروبي بطلب تأشيرة وطنية (من الفئة D)، ثم يسجّلون بعد الوصول لدى البلدية للحصول على تصريح إقامة للدراسة. وتشترط الكانتونات إثبات موارد مالية تبلغ عادةً نحو 21,000 إلى 25,000 فرنك سنويًا بحسب الكانتون، علاوة على الرسوم الدراسية. والتأمين الصحي إلزامي. وبعد ستة أشهر من الدراسة يحق للطلاب من خارج الاتحاد الأوروبي العمل حتى 15 ساعة أسبوعيًا خلال الفصل الدراسي ودوامًا كاملًا في العطلات، بتصريح يطلبه صاحب العمل.',
    scholarships: [
      {
        name: 'Swiss Government Excellence Scholarships',
        provider: 'Federal Commission for Scholarships for Foreign Students (FCS)',
        amount:
          '1,920 فرنكًا سويسريًا شهريًا لمنح الدكتوراه والبحث (و3,500 فرنك لما بعد الدكتوراه)، مع تأمين صحي وبدل سكن',
        description:
          'للباحثين الحاصلين على الماجستير على الأقل، ويلزمك مشرف في جامعة أو معهد سويسري يدعم خطتك البحثية.',
        url: 'https://www.sbfi.admin.ch/sbfi/en/home/education/scholarships-and-grants/swiss-government-excellence-scholarships.html',
      },
      {
        name: 'ETH Excellence Scholarship & Opportunity Programme (ESOP)',
        provider: 'ETH Zurich',
        amount: '12,000 فرنك سويسري في الفصل الدراسي مع إعفاء من الرسوم',
        description: 'للطلاب المتفوقين المتقدمين إلى برامج الماجستير في المعهد الفدرالي للتكنولوجيا في زيورخ.',
        url: 'https://ethz.ch/en/studies/financial/scholarships/excellencescholarship.html',
      },
    ],
  },
};
