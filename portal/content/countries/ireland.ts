import type { CountryGuide } from './types.ts';

/** Study guide for Ireland (English and Arabic). Figures checked for 2025-26. */
export const guide: CountryGuide = {
  slug: 'ireland',
  name: 'Ireland',
  code: 'IE',
  flag: '🇮🇪',
  capital: 'Dublin',
  currency: 'Euro (EUR)',
  en: {
    summary:
      'Ireland offers English-language education at well-regarded universities such as Trinity College Dublin and University College Dublin, close to the European headquarters of many technology and pharmaceutical companies. Graduates can stay one to two years to look for work under the Stamp 1G scheme.',
    education:
      "Non-EU students pay full international fees, typically about 10,000–25,000 € a year for most degrees (medicine far more, often 40,000–60,000 €+). All teaching is in English, and non-EU undergraduates usually apply directly to each institution. For immigration purposes your course must be on the government's Interim List of Eligible Programmes (ILEP).",
    livingCosts: {
      monthlyTotal: 'About 1,200–1,800 € per month (Dublin is the most expensive)',
      rent: '600–1,100 € for a room in Dublin; less in Cork, Galway and Limerick',
      notes: 'Housing is very scarce, especially in Dublin, so arrange accommodation before you arrive.',
    },
    visa: 'Nationals who need a visa apply online for a study (D) visa; all non-EU students then register with immigration (Irish Residence Permit, 300 €) and receive Stamp 2. You must show immediate access to at least 10,000 € a year for living costs, on top of tuition, and hold private medical insurance. Students may work 20 hours a week during term and 40 hours a week in the holiday periods (1 June–30 September and 15 December–15 January).',
    scholarships: [
      {
        name: 'Government of Ireland International Education Scholarships',
        provider: 'Higher Education Authority (HEA)',
        amount: '10,000 € stipend plus a full tuition waiver for one year',
        description:
          "About 60 awards a year for high-achieving non-EU students in the final year of a bachelor's, a master's or PhD research; you apply through an Irish higher education institution.",
        url: 'https://hea.ie/policy/internationalisation/goi-ies/',
      },
      {
        name: 'Government of Ireland Postgraduate Scholarship',
        provider: 'Research Ireland',
        amount: 'Annual stipend plus fees and research expenses',
        description:
          "For PhD and research master's students of any nationality, based on merit and the research proposal.",
        url: 'https://www.researchireland.ie/',
      },
    ],
  },
  ar: {
    name: 'أيرلندا',
    capital: 'دبلن',
    summary:
      'تقدّم أيرلندا تعليمًا باللغة الإنجليزية في جامعات مرموقة مثل كلية ترينيتي دبلن وكلية دبلن الجامعية، على مقربة من المقار الأوروبية لكثير من شركات التقنية والأدوية. ويمكن للخريجين البقاء سنة أو سنتين للبحث عن عمل بموجب نظام ما بعد التخرج.',
    education:
      'يدفع الطلاب من خارج الاتحاد الأوروبي الرسوم الدولية كاملة، وتبلغ عادةً نحو 10,000 إلى 25,000 يورو سنويًا لمعظم التخصصات (والطب أغلى بكثير، غالبًا 40,000 إلى 60,000 يورو أو أكثر). والتدريس كله بالإنجليزية، ويتقدّم طلاب البكالوريوس من خارج الاتحاد الأوروبي عادةً إلى كل مؤسسة مباشرة. ولأغراض الهجرة يجب أن يكون برنامجك مدرجًا في القائمة الحكومية للبرامج المؤهلة.',
    livingCosts: {
      monthlyTotal: 'نحو 1,200 إلى 1,800 يورو شهريًا (ودبلن الأغلى)',
      rent: 'من 600 إلى 1,100 يورو للغرفة في دبلن، وأقل في كورك وغالواي وليمريك',
      notes: 'السكن نادر جدًا، خصوصًا في دبلن، لذا رتّب سكنك قبل الوصول.',
    },
    visa: 'يتقدّم مواطنو البلدان التي تحتاج إلى تأشيرة إلكترونيًا بطلب تأشيرة دراسة (من الفئة D)، ثم يسجّل جميع الطلاب من خارج الاتحاد الأوروبي لدى سلطات الهجرة (تصريح الإقامة الأيرلندي بتكلفة 300 يورو) ويحصلون على إذن الإقامة الدراسية. ويجب إثبات إمكانية الوصول الفوري إلى 10,000 يورو على الأقل سنويًا لتكاليف المعيشة علاوة على الرسوم، وحيازة تأمين طبي خاص. ويُسمح للطالب بالعمل 20 ساعة أسبوعيًا خلال الفصل الدراسي و40 ساعة أسبوعيًا في فترات العطلات (من 1 يونيو إلى 30 سبتمبر، ومن 15 ديسمبر إلى 15 يناير).',
    scholarships: [
      {
        name: 'Government of Ireland International Education Scholarships',
        provider: 'Higher Education Authority (HEA)',
        amount: 'مخصص قدره 10,000 يورو مع إعفاء كامل من الرسوم لمدة سنة',
        description:
          'نحو 60 منحة سنويًا للطلاب المتفوقين من خارج الاتحاد الأوروبي في السنة الأخيرة من البكالوريوس أو في الماجستير أو أبحاث الدكتوراه، ويُقدَّم الطلب عبر مؤسسة تعليم عالٍ أيرلندية.',
        url: 'https://hea.ie/policy/internationalisation/goi-ies/',
      },
      {
        name: 'Government of Ireland Postgraduate Scholarship',
        provider: 'Research Ireland',
        amount: 'مخصص سنوي مع الرسوم الدراسية ونفقات البحث',
        description: 'لطلاب الدكتوراه والماجستير البحثي من أي جنسية، على أساس التميّز وجودة المقترح البحثي.',
        url: 'https://www.researchireland.ie/',
      },
    ],
  },
};
