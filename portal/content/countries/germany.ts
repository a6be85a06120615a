import { type GuideFigures, guideAmount, yearlyFunds } from './figures.ts';
import type { CountryGuide } from './types.ts';

const figures = {
  proofOfFunds: { monthly: 992, year: 2025, blockedAccount: true },
  healthInsurance: { min: 140, max: 150 },
} satisfies GuideFigures;
const { proofOfFunds: funds, healthInsurance: insurance } = figures;
const monthlyFunds = guideAmount(funds.monthly);
const firstYearFunds = guideAmount(yearlyFunds(funds));

/** Study guide for Germany (English and Arabic). Figures checked for 2025-26. */
export const guide: CountryGuide = {
  slug: 'germany',
  name: 'Germany',
  code: 'DE',
  flag: '🇩🇪',
  capital: 'Berlin',
  currency: 'Euro (EUR)',
  figures,
  en: {
    summary:
      "Germany combines research universities with practice-oriented universities of applied sciences, and most public institutions charge little or no tuition. It hosts one of Europe's largest international student communities, offers more than 2,000 international degree programmes (many in English) and gives graduates an 18-month residence permit to look for work.",
    education:
      "Most bachelor's programmes are taught in German, while many master's programmes are in English. Most public universities charge no tuition, only a semester contribution of about 100–400 €; exceptions are Baden-Württemberg (1,500 € per semester for non-EU students) and the Technical University of Munich, which has charged non-EU students roughly 2,000–6,000 € per semester since 2024-25. Many applications go through uni-assist, and applicants whose school certificate is not recognised for direct entry first attend a one-year Studienkolleg.",
    livingCosts: {
      monthlyTotal: 'About 950–1,300 € per month',
      rent: '300–700 € for a room in a shared flat or student residence (Munich, Frankfurt, Hamburg and Berlin are the most expensive)',
      notes: `Public student health insurance costs about ${insurance.min}–${insurance.max} € a month. The nationwide Deutschlandticket for public transport costs 63 € a month, and many universities include a cheaper semester ticket.`,
    },
    visa: `Apply for a national (type D) student visa at the German embassy or consulate. You must prove ${firstYearFunds} € for the first year (${monthlyFunds} € a month, the ${funds.year}-${(funds.year + 1) % 100} rate), usually through a blocked bank account, a scholarship or a formal declaration of commitment by a sponsor. After arrival you register your address and obtain a residence permit from the local foreigners' office; health insurance is mandatory. Students may work 140 full days or 280 half days a year, plus student-assistant jobs at the university.`,
    scholarships: [
      {
        name: 'DAAD Scholarships',
        provider: 'DAAD (German Academic Exchange Service)',
        amount:
          "Monthly stipend (992 € for master's, 1,300 € for doctoral candidates), health insurance and travel allowance",
        description:
          'Dozens of programmes for graduates, including development-related postgraduate courses and study and research grants; filter the official database by your nationality and level.',
        url: 'https://www2.daad.de/deutschland/stipendium/datenbank/en/21148-scholarship-database/',
      },
      {
        name: 'Deutschlandstipendium',
        provider: 'Federal Government of Germany and private sponsors, via universities',
        amount: '300 € per month, usually for one year (renewable)',
        description:
          'Merit-based scholarship open to students of any nationality; you apply directly to your German university.',
        url: 'https://www.deutschlandstipendium.de/',
      },
      {
        name: 'Heinrich Böll Foundation Scholarships',
        provider: 'Heinrich Böll Stiftung',
        amount: "Monthly stipend for master's and doctoral students plus allowances",
        description:
          'For international students already enrolled or admitted at a German university who combine strong academic results with social or political engagement.',
        url: 'https://www.boell.de/en/scholarships',
      },
    ],
  },
  ar: {
    name: 'ألمانيا',
    capital: 'برلين',
    summary:
      'تجمع ألمانيا بين الجامعات البحثية وجامعات العلوم التطبيقية ذات الطابع العملي، ولا تفرض معظم مؤسساتها الحكومية رسومًا دراسية تُذكر. وتستضيف واحدًا من أكبر مجتمعات الطلاب الدوليين في أوروبا، وتقدّم أكثر من ألفي برنامج دراسي دولي كثير منها بالإنجليزية، وتمنح الخريجين تصريح إقامة لمدة 18 شهرًا للبحث عن عمل.',
    education:
      'تُدرَّس معظم برامج البكالوريوس باللغة الألمانية، في حين يُقدَّم كثير من برامج الماجستير بالإنجليزية. ولا تفرض أغلب الجامعات الحكومية رسومًا دراسية، بل مساهمة فصلية تتراوح بين 100 و400 يورو تقريبًا، باستثناء ولاية بادن-فورتمبيرغ التي تفرض على الطلاب من خارج الاتحاد الأوروبي 1,500 يورو في الفصل الدراسي، وجامعة ميونخ التقنية التي تفرض عليهم منذ العام الدراسي 2024-2025 ما بين 2,000 و6,000 يورو تقريبًا في الفصل. وتمرّ طلبات كثيرة عبر منصة (uni-assist)، أما من لا تؤهله شهادته الثانوية للقبول المباشر فيلتحق أولًا بسنة تحضيرية في كلية تحضيرية (Studienkolleg).',
    livingCosts: {
      monthlyTotal: 'نحو 950 إلى 1,300 يورو شهريًا',
      rent: 'من 300 إلى 700 يورو لغرفة في شقة مشتركة أو في سكن طلابي (وتُعد ميونخ وفرانكفورت وهامبورغ وبرلين الأغلى)',
      notes: `يكلّف التأمين الصحي الحكومي للطلاب نحو ${insurance.min} إلى ${insurance.max} يورو شهريًا، ويبلغ سعر «تذكرة ألمانيا» للنقل العام في أنحاء البلاد 63 يورو شهريًا، وكثير من الجامعات تشمل تذكرة فصلية أرخص.`,
    },
    visa: `تتقدّم بطلب تأشيرة دراسة وطنية (من الفئة D) لدى السفارة أو القنصلية الألمانية، ويجب أن تثبت امتلاكك ${firstYearFunds} يورو للسنة الأولى (أي ${monthlyFunds} يورو شهريًا وفق معدل ${funds.year}-${funds.year + 1})، وغالبًا ما يكون ذلك عبر حساب بنكي مجمّد أو منحة دراسية أو تعهّد رسمي من كفيل. وبعد الوصول تسجّل عنوان سكنك وتحصل على تصريح الإقامة من مكتب شؤون الأجانب المحلي، والتأمين الصحي إلزامي. ويُسمح للطالب بالعمل 140 يومًا كاملًا أو 280 نصف يوم في السنة، إضافة إلى وظائف المساعدين الطلابيين في الجامعة.`,
    scholarships: [
      {
        name: 'DAAD Scholarships',
        provider: 'DAAD (German Academic Exchange Service)',
        amount: 'منحة شهرية (992 يورو لطلاب الماجستير و1,300 يورو لطلاب الدكتوراه)، مع تأمين صحي وبدل سفر',
        description:
          'عشرات البرامج للخريجين، منها برامج الدراسات العليا المرتبطة بالتنمية ومنح الدراسة والبحث؛ ابحث في قاعدة البيانات الرسمية بحسب جنسيتك ومرحلتك الدراسية.',
        url: 'https://www2.daad.de/deutschland/stipendium/datenbank/en/21148-scholarship-database/',
      },
      {
        name: 'Deutschlandstipendium',
        provider: 'Federal Government of Germany and private sponsors, via universities',
        amount: '300 يورو شهريًا، عادةً لمدة سنة قابلة للتجديد',
        description:
          'منحة قائمة على التفوق الدراسي ومتاحة للطلاب من جميع الجنسيات، ويُقدَّم الطلب مباشرة إلى جامعتك الألمانية.',
        url: 'https://www.deutschlandstipendium.de/',
      },
      {
        name: 'Heinrich Böll Foundation Scholarships',
        provider: 'Heinrich Böll Stiftung',
        amount: 'منحة شهرية لطلاب الماجستير والدكتوراه مع بدلات إضافية',
        description:
          'للطلاب الدوليين المسجلين أو المقبولين في جامعة ألمانية ممن يجمعون بين التفوق الأكاديمي والمشاركة الاجتماعية أو السياسية.',
        url: 'https://www.boell.de/en/scholarships',
      },
    ],
  },
};
