import { type GuideFigures, guideAmount, yearlyFunds } from './figures.ts';
import type { CountryGuide } from './types.ts';

const figures = { proofOfFunds: { monthly: 835, year: 2025, blockedAccount: false } } satisfies GuideFigures;
const funds = figures.proofOfFunds;
const monthlyFunds = guideAmount(funds.monthly);
const firstYearFunds = guideAmount(yearlyFunds(funds));

/** Study guide for Belgium (English and Arabic). Figures checked for 2025-26. */
export const guide: CountryGuide = {
  slug: 'belgium',
  name: 'Belgium',
  code: 'BE',
  flag: '🇧🇪',
  capital: 'Brussels',
  currency: 'Euro (EUR)',
  figures,
  en: {
    summary:
      'Belgium hosts highly ranked universities such as KU Leuven and Ghent University, along with French-speaking universities in Brussels and Wallonia, at fees well below UK or Dutch levels. Brussels, seat of the main EU institutions, offers an exceptionally international environment.',
    education:
      "Flanders teaches mainly in Dutch and the Wallonia-Brussels Federation in French, with many English-taught master's programmes. In Flanders each institution sets non-EU fees, often around 4,000–7,000 € a year, though some programmes cost less or much more. In French-speaking universities non-EU students pay at most about 4,175 € a year, with reduced fees for students from least-developed countries.",
    livingCosts: {
      monthlyTotal: 'About 900–1,200 € per month',
      rent: "400–700 € for a student room ('kot')",
      notes: 'Brussels is the most expensive city; Leuven and Ghent are also in high demand, so book housing early.',
    },
    visa: `Apply for a type D study visa at the Belgian embassy. For ${funds.year}-${(funds.year + 1) % 100} you must prove at least ${monthlyFunds} € a month (${firstYearFunds} € a year) through a scholarship, a sponsor's formal undertaking (Annex 32) or a blocked account; the authorities have announced an increase to about 1,050 € a month from 2026-27. Within eight days of arrival, register with the municipality for your residence card and join a Belgian health insurance fund. Students may work up to 20 hours a week during term and without limit during holidays.`,
    scholarships: [
      {
        name: 'VLIR-UOS Scholarships',
        provider: "VLIR-UOS (Flemish universities' development cooperation)",
        amount: 'Full scholarship: tuition, living allowance, travel and insurance',
        description:
          "For selected English-taught master's and training programmes in Flanders; open to nationals of a list of partner countries in Africa, Asia and Latin America.",
        url: 'https://www.vliruos.be/en/scholarships',
      },
      {
        name: 'ARES Scholarships',
        provider: 'ARES (Academy of Research and Higher Education, Wallonia-Brussels Federation)',
        amount: "Full scholarship for specialised master's and training courses",
        description:
          'For professionals from eligible developing countries to study at French-speaking Belgian universities and colleges.',
        url: 'https://www.ares-ac.be/en/',
      },
    ],
  },
  ar: {
    name: 'بلجيكا',
    capital: 'بروكسل',
    summary:
      'تستضيف بلجيكا جامعات رفيعة التصنيف مثل جامعة لوفان الكاثوليكية وجامعة غنت، إلى جانب جامعات ناطقة بالفرنسية في بروكسل ووالونيا، برسوم أقل بكثير من المملكة المتحدة وهولندا. وتوفّر بروكسل، مقرّ المؤسسات الرئيسية للاتحاد الأوروبي، بيئة دولية استثنائية.',
    education:
      'يغلب التدريس بالهولندية في إقليم فلاندرز وبالفرنسية في اتحاد والونيا-بروكسل، مع برامج ماجستير كثيرة بالإنجليزية. وفي فلاندرز تحدد كل مؤسسة رسوم الطلاب من خارج الاتحاد الأوروبي، وتبلغ غالبًا نحو 4,000 إلى 7,000 يورو سنويًا، وإن كانت بعض البرامج أرخص أو أغلى بكثير. أما في الجامعات الناطقة بالفرنسية فلا تتجاوز رسوم هؤلاء الطلاب نحو 4,175 يورو سنويًا، مع رسوم مخفّضة للقادمين من البلدان الأقل نموًا.',
    livingCosts: {
      monthlyTotal: 'نحو 900 إلى 1,200 يورو شهريًا',
      rent: 'من 400 إلى 700 يورو لغرفة طلابية',
      notes: 'بروكسل هي الأغلى، كما يشتد الطلب على السكن في لوفان وغنت، لذا احجز سكنك مبكرًا.',
    },
    visa: `تتقدّم بطلب تأشيرة دراسة (من الفئة D) لدى السفارة البلجيكية. وللعام ${funds.year}-${funds.year + 1} يجب أن تثبت امتلاكك ${monthlyFunds} يورو شهريًا على الأقل (${firstYearFunds} يورو سنويًا) عبر منحة دراسية أو تعهّد رسمي من كفيل أو حساب مجمّد، وقد أعلنت السلطات رفع هذا الحد إلى نحو 1,050 يورو شهريًا اعتبارًا من 2026-2027. وخلال ثمانية أيام من الوصول تسجّل لدى البلدية للحصول على بطاقة الإقامة وتنضم إلى أحد صناديق التأمين الصحي البلجيكية. ويُسمح للطالب بالعمل حتى 20 ساعة أسبوعيًا خلال الفصل الدراسي ودون حد أقصى في العطلات.`,
    scholarships: [
      {
        name: 'VLIR-UOS Scholarships',
        provider: "VLIR-UOS (Flemish universities' development cooperation)",
        amount: 'منحة كاملة تشمل الرسوم الدراسية ومخصص المعيشة والسفر والتأمين',
        description:
          'لبرامج ماجستير وبرامج تدريبية مختارة تُدرَّس بالإنجليزية في فلاندرز، ومتاحة لمواطني قائمة من البلدان الشريكة في أفريقيا وآسيا وأمريكا اللاتينية.',
        url: 'https://www.vliruos.be/en/scholarships',
      },
      {
        name: 'ARES Scholarships',
        provider: 'ARES (Academy of Research and Higher Education, Wallonia-Brussels Federation)',
        amount: 'منحة كاملة لبرامج الماجستير المتخصص والدورات التدريبية',
        description: 'للمهنيين من البلدان النامية المؤهلة للدراسة في الجامعات والمعاهد البلجيكية الناطقة بالفرنسية.',
        url: 'https://www.ares-ac.be/en/',
      },
    ],
  },
};
