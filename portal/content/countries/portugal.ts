import type { CountryGuide } from './types.ts';

/** Study guide for Portugal (English and Arabic). Figures checked for 2025-26. */
export const guide: CountryGuide = {
  slug: 'portugal',
  name: 'Portugal',
  code: 'PT',
  flag: '🇵🇹',
  capital: 'Lisbon',
  currency: 'Euro (EUR)',
  en: {
    summary:
      'Portugal offers safe, sunny cities, a growing range of English-taught programmes and living costs below most of Western Europe. Universities in Lisbon, Porto and Coimbra are well regarded, and Portuguese opens doors to Brazil and Portuguese-speaking Africa.',
    education:
      "Public universities set special fees for international (non-EU) students, typically about 1,500–7,000 € a year, compared with roughly 700 € for EU students. Many bachelor's programmes are taught in Portuguese, while English is increasingly common at master's and PhD level. Non-EU applicants apply directly to universities under the International Student Statute.",
    livingCosts: {
      monthlyTotal: 'About 800–1,200 € per month (Lisbon is the most expensive)',
      rent: '350–700 € for a room in Lisbon or Porto; less in other cities',
      notes: 'A housing shortage in Lisbon and Porto keeps rents high, and university residences have limited places.',
    },
    visa: 'Non-EU degree students apply at a Portuguese consulate for a residence visa for study, then for a residence permit from AIMA after arrival. You must show means of subsistence benchmarked to the national minimum wage (920 € a month in 2026), health insurance and accommodation. With a residence permit you may work part-time alongside your studies, but the work must be declared and studies must remain your main activity.',
    scholarships: [
      {
        name: 'FCT Doctoral Grants',
        provider: 'Foundation for Science and Technology (FCT)',
        amount: 'Monthly stipend plus tuition fees and social security for up to four years',
        description:
          'Annual national call for PhD research in Portugal, open to Portuguese and foreign candidates; check the residence conditions in each call.',
        url: 'https://www.fct.pt/en/',
      },
      {
        name: 'INPhINIT Incoming Doctoral Fellowships',
        provider: '"la Caixa" Foundation',
        amount: 'Three-year salaried doctoral contract at research centres in Spain and Portugal',
        description: "Open to early-stage researchers of any nationality who meet the programme's mobility rule.",
        url: 'https://lacaixafoundation.org/en/',
      },
    ],
  },
  ar: {
    name: 'البرتغال',
    capital: 'لشبونة',
    summary:
      'تقدّم البرتغال مدنًا آمنة مشمسة، وعددًا متزايدًا من البرامج الإنجليزية، وتكاليف معيشة أقل من معظم أوروبا الغربية. وتحظى جامعات لشبونة وبورتو وكويمبرا بسمعة جيدة، كما تفتح اللغة البرتغالية أبواب البرازيل وأفريقيا الناطقة بالبرتغالية.',
    education:
      'تحدد الجامعات الحكومية رسومًا خاصة للطلاب الدوليين من خارج الاتحاد الأوروبي، تبلغ عادةً نحو 1,500 إلى 7,000 يورو سنويًا، مقابل نحو 700 يورو لطلاب الاتحاد. وتُدرَّس برامج بكالوريوس كثيرة بالبرتغالية، بينما تزداد البرامج الإنجليزية في مرحلتي الماجستير والدكتوراه. ويتقدّم الطلاب من خارج الاتحاد الأوروبي مباشرة إلى الجامعات وفق نظام الطالب الدولي.',
    livingCosts: {
      monthlyTotal: 'نحو 800 إلى 1,200 يورو شهريًا (ولشبونة الأغلى)',
      rent: 'من 350 إلى 700 يورو لغرفة في لشبونة أو بورتو، وأقل في المدن الأخرى',
      notes: 'يُبقي نقص المساكن في لشبونة وبورتو الإيجارات مرتفعة، وأماكن السكن الجامعي محدودة.',
    },
    visa: 'يتقدّم طلاب الدرجات العلمية من خارج الاتحاد الأوروبي لدى القنصلية البرتغالية بطلب تأشيرة إقامة للدراسة، ثم بطلب تصريح إقامة من وكالة الاندماج والهجرة واللجوء بعد الوصول. ويجب إثبات وسائل عيش مرتبطة بالحد الأدنى الوطني للأجور (920 يورو شهريًا في 2026)، إضافة إلى التأمين الصحي والسكن. ومع تصريح الإقامة يمكنك العمل بدوام جزئي إلى جانب الدراسة، على أن يُصرَّح بالعمل وأن تبقى الدراسة نشاطك الرئيسي.',
    scholarships: [
      {
        name: 'FCT Doctoral Grants',
        provider: 'Foundation for Science and Technology (FCT)',
        amount: 'منحة شهرية مع الرسوم الدراسية والضمان الاجتماعي لمدة تصل إلى أربع سنوات',
        description:
          'دعوة وطنية سنوية لأبحاث الدكتوراه في البرتغال، مفتوحة للمرشحين البرتغاليين والأجانب؛ تحقّق من شروط الإقامة في كل دعوة.',
        url: 'https://www.fct.pt/en/',
      },
      {
        name: 'INPhINIT Incoming Doctoral Fellowships',
        provider: '"la Caixa" Foundation',
        amount: 'عقد دكتوراه مدفوع الأجر لمدة ثلاث سنوات في مراكز بحثية في إسبانيا والبرتغال',
        description: 'متاحة للباحثين في بداية مسيرتهم من أي جنسية ممن يستوفون شرط التنقل الخاص بالبرنامج.',
        url: 'https://lacaixafoundation.org/en/',
      },
    ],
  },
};
