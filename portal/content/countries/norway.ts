import type { CountryGuide } from './types.ts';

/** Study guide for Norway (English and Arabic). Figures checked for 2025-26. */
export const guide: CountryGuide = {
  slug: 'norway',
  name: 'Norway',
  code: 'NO',
  flag: '🇳🇴',
  capital: 'Oslo',
  currency: 'Norwegian krone (NOK)',
  en: {
    summary:
      'Norway offers high-quality universities, an English-friendly academic environment and an outstanding quality of life, with strengths in energy, maritime, marine and climate research. Since autumn 2023 students from outside the EU/EEA and Switzerland pay tuition, so funding needs careful planning.',
    education:
      "Non-EU/EEA students who started after 2023 pay tuition at public institutions, commonly about NOK 100,000–400,000 a year (roughly 8,500–34,000 €) depending on the programme; public universities generally cannot offer tuition scholarships. Many master's programmes are taught in English; bachelor's programmes are mostly in Norwegian. Doctoral candidates are normally salaried employees.",
    livingCosts: {
      monthlyTotal: 'About NOK 13,000–15,000 per month (about 1,100–1,300 €)',
      rent: 'NOK 5,000–8,000 (about 430–690 €) for student housing',
      notes:
        "Norway is one of Europe's most expensive countries; student welfare organisations (such as SiO in Oslo and Sit in Trondheim) offer cheaper housing.",
    },
    visa: "Apply to the Norwegian Directorate of Immigration (UDI) for a study permit after admission and payment of tuition. For 2025-26 you must document NOK 166,859 for living costs for the academic year, plus tuition, usually deposited in a Norwegian bank account or the university's deposit account. Students staying more than 12 months are members of the National Insurance Scheme; others need private insurance. The permit allows part-time work of up to 20 hours a week during studies and full-time work in holidays.",
    scholarships: [
      {
        name: 'Erasmus Mundus Joint Masters with Norwegian partners',
        provider: 'European Union (Erasmus+)',
        amount: '1,400 € a month for up to 24 months, plus tuition, insurance and travel',
        description:
          "Several joint master's programmes include Norwegian universities; apply to the programme consortium, which awards the scholarships.",
        url: 'https://www.eacea.ec.europa.eu/scholarships/erasmus-mundus-catalogue_en',
      },
      {
        name: 'Salaried PhD research fellowships',
        provider: 'Norwegian universities and research institutes',
        amount: 'Full-time salaried position with pension and social-security rights',
        description:
          'Doctoral positions are advertised as jobs, open to all nationalities, and include no tuition fees.',
        url: 'https://www.jobbnorge.no/',
      },
    ],
  },
  ar: {
    name: 'النرويج',
    capital: 'أوسلو',
    summary:
      'تقدّم النرويج جامعات عالية الجودة وبيئة أكاديمية مرحِّبة بالإنجليزية وجودة حياة استثنائية، مع تميّز في أبحاث الطاقة والملاحة البحرية والعلوم البحرية والمناخ. ومنذ خريف 2023 يدفع الطلاب من خارج الاتحاد الأوروبي والمنطقة الاقتصادية الأوروبية وسويسرا رسومًا دراسية، لذا يحتاج التمويل إلى تخطيط دقيق.',
    education:
      'يدفع الطلاب من خارج الاتحاد الأوروبي والمنطقة الاقتصادية الأوروبية ممن بدؤوا دراستهم بعد 2023 رسومًا في المؤسسات الحكومية تبلغ عادةً نحو 100,000 إلى 400,000 كرونة سنويًا (قرابة 8,500 إلى 34,000 يورو) بحسب البرنامج، ولا تستطيع الجامعات الحكومية عمومًا تقديم منح تغطي الرسوم. وتُدرَّس برامج ماجستير كثيرة بالإنجليزية، بينما معظم برامج البكالوريوس بالنرويجية. ويعمل طلاب الدكتوراه عادةً موظفين برواتب.',
    livingCosts: {
      monthlyTotal: 'نحو 13,000 إلى 15,000 كرونة شهريًا (نحو 1,100 إلى 1,300 يورو)',
      rent: 'من 5,000 إلى 8,000 كرونة (نحو 430 إلى 690 يورو) للسكن الطلابي',
      notes: 'النرويج من أغلى بلدان أوروبا، وتوفّر منظمات رعاية الطلاب في المدن الجامعية مساكن أرخص.',
    },
    visa: 'تتقدّم إلى مديرية الهجرة النرويجية بطلب تصريح دراسة بعد القبول ودفع الرسوم. وللعام 2025-2026 يجب أن توثّق امتلاكك 166,859 كرونة لتكاليف المعيشة عن العام الدراسي، علاوة على الرسوم، وغالبًا ما يُودَع المبلغ في حساب بنكي نرويجي أو في حساب الإيداع التابع للجامعة. ويصبح الطلاب المقيمون أكثر من 12 شهرًا أعضاء في نظام التأمين الوطني، أما غيرهم فيحتاجون إلى تأمين خاص. ويسمح التصريح بالعمل الجزئي حتى 20 ساعة أسبوعيًا أثناء الدراسة وبدوام كامل في العطلات.',
    scholarships: [
      {
        name: 'Erasmus Mundus Joint Masters with Norwegian partners',
        provider: 'European Union (Erasmus+)',
        amount: '1,400 يورو شهريًا لمدة تصل إلى 24 شهرًا، إضافة إلى الرسوم الدراسية والتأمين والسفر',
        description: 'تضم عدة برامج ماجستير مشتركة جامعات نرويجية، ويُقدَّم الطلب إلى تحالف البرنامج الذي يمنح المنح.',
        url: 'https://www.eacea.ec.europa.eu/scholarships/erasmus-mundus-catalogue_en',
      },
      {
        name: 'Salaried PhD research fellowships',
        provider: 'Norwegian universities and research institutes',
        amount: 'وظيفة بدوام كامل براتب مع حقوق التقاعد والضمان الاجتماعي',
        description: 'تُعلَن وظائف الدكتوراه بوصفها وظائف مفتوحة لجميع الجنسيات، ولا تُفرض عليها رسوم دراسية.',
        url: 'https://www.jobbnorge.no/',
      },
    ],
  },
};
