import type { CountryGuide } from './types.ts';

/** Study guide for Malta (English and Arabic). Figures checked for 2025-26. */
export const guide: CountryGuide = {
  slug: 'malta',
  name: 'Malta',
  code: 'MT',
  flag: '🇲🇹',
  capital: 'Valletta',
  currency: 'Euro (EUR)',
  en: {
    summary:
      'Malta offers English-language higher education in an EU member state with a Mediterranean climate and close ties to North Africa. The University of Malta is the main public university, alongside MCAST and several private institutions.',
    education:
      'All teaching is in English. Non-EU students pay tuition that depends on the course — typically around 8,000–15,000 € a year for most programmes and considerably more for medicine — while EU students study free at the University of Malta. Applications go directly to the institution.',
    livingCosts: {
      monthlyTotal: 'About 900–1,300 € per month',
      rent: '450–800 € for a room',
      notes: 'Rents have risen sharply in recent years and university residence places are limited.',
    },
    visa: 'Non-EU students apply for a national (D) visa for studies and, after arrival, for a residence permit from Identità. Proof of sufficient funds for tuition and living costs, plus comprehensive health insurance, is required. Part-time work of up to 20 hours a week is possible with an employment licence obtained through the employer.',
    scholarships: [
      {
        name: 'University of Malta Postgraduate Fee Waivers for Non-EU Students',
        provider: 'University of Malta',
        amount: 'Full or partial (40–100%) tuition-fee waiver',
        description:
          "For non-EU/EEA students admitted to research master's and PhD programmes; request it from the International Office after receiving your offer.",
        url: 'https://www.um.edu.mt/',
      },
      {
        name: 'Erasmus Mundus Joint Masters with Maltese partners',
        provider: 'European Union (Erasmus+)',
        amount: '1,400 € a month for up to 24 months, plus tuition, insurance and travel',
        description:
          "Some joint master's programmes include the University of Malta; apply to the programme consortium.",
        url: 'https://www.eacea.ec.europa.eu/scholarships/erasmus-mundus-catalogue_en',
      },
    ],
  },
  ar: {
    name: 'مالطا',
    capital: 'فاليتا',
    summary:
      'تقدّم مالطا تعليمًا عاليًا باللغة الإنجليزية في دولة عضو في الاتحاد الأوروبي ذات مناخ متوسطي وروابط وثيقة بشمال أفريقيا. وجامعة مالطا هي الجامعة الحكومية الرئيسية، إلى جانب كلية مالطا للفنون والعلوم والتكنولوجيا وعدد من المؤسسات الخاصة.',
    education:
      'التدريس كله بالإنجليزية. ويدفع الطلاب من خارج الاتحاد الأوروبي رسومًا تختلف بحسب البرنامج، وتبلغ عادةً نحو 8,000 إلى 15,000 يورو سنويًا لمعظم البرامج، وأكثر من ذلك بكثير للطب، بينما يدرس طلاب الاتحاد الأوروبي مجانًا في جامعة مالطا. ويُقدَّم الطلب إلى المؤسسة مباشرة.',
    livingCosts: {
      monthlyTotal: 'نحو 900 إلى 1,300 يورو شهريًا',
      rent: 'من 450 إلى 800 يورو للغرفة',
      notes: 'ارتفعت الإيجارات بحدة في السنوات الأخيرة، وأماكن السكن الجامعي محدودة.',
    },
    visa: 'يتقدّم الطلاب من خارج الاتحاد الأوروبي بطلب تأشيرة وطنية للدراسة (من الفئة D)، ثم بطلب تصريح إقامة من هيئة الهوية المالطية بعد الوصول. ويُشترط إثبات موارد كافية للرسوم وتكاليف المعيشة، وتأمين صحي شامل. ويمكن العمل بدوام جزئي حتى 20 ساعة أسبوعيًا بموجب ترخيص عمل يستخرجه صاحب العمل.',
    scholarships: [
      {
        name: 'University of Malta Postgraduate Fee Waivers for Non-EU Students',
        provider: 'University of Malta',
        amount: 'إعفاء كلي أو جزئي (من 40% إلى 100%) من الرسوم الدراسية',
        description:
          'للطلاب من خارج الاتحاد الأوروبي والمنطقة الاقتصادية الأوروبية المقبولين في برامج الماجستير البحثي والدكتوراه، ويُطلب من مكتب الشؤون الدولية بعد تلقي خطاب القبول.',
        url: 'https://www.um.edu.mt/',
      },
      {
        name: 'Erasmus Mundus Joint Masters with Maltese partners',
        provider: 'European Union (Erasmus+)',
        amount: '1,400 يورو شهريًا لمدة تصل إلى 24 شهرًا، إضافة إلى الرسوم الدراسية والتأمين والسفر',
        description: 'تضم بعض برامج الماجستير المشتركة جامعة مالطا، ويُقدَّم الطلب إلى تحالف البرنامج.',
        url: 'https://www.eacea.ec.europa.eu/scholarships/erasmus-mundus-catalogue_en',
      },
    ],
  },
};
