import type { Scholarship } from './types.ts';

/** Scholarships that can be used in many European countries (shown on every guide). */
export const EUROPE_WIDE_SCHOLARSHIPS: { en: Scholarship[]; ar: Scholarship[] } = {
  en: [
    {
      name: 'Erasmus Mundus Joint Masters (EMJM)',
      provider: 'European Union (Erasmus+, managed by EACEA)',
      amount: '1,400 € a month for up to 24 months, plus tuition (participation costs), insurance and travel',
      description:
        "Integrated master's programmes run by consortia of universities in at least two European countries; scholarships go to the top-ranked applicants worldwide, and you apply directly to each programme (deadlines are usually between October and January).",
      url: 'https://www.eacea.ec.europa.eu/scholarships/erasmus-mundus-catalogue_en',
    },
    {
      name: 'Marie Skłodowska-Curie Actions – Doctoral Networks',
      provider: 'European Commission',
      amount: 'Salaried doctoral contract (usually 3 years) with mobility and family allowances',
      description:
        'PhD positions at universities and companies across Europe, open to any nationality; the main condition is that you have not lived or worked in the host country for more than 12 months in the previous three years.',
      url: 'https://marie-sklodowska-curie-actions.ec.europa.eu/',
    },
    {
      name: 'Erasmus+ International Credit Mobility',
      provider: 'European Union (Erasmus+)',
      amount: 'Monthly grant plus travel support for an exchange of 2–12 months',
      description:
        "If your home university has an Erasmus+ partnership with a European university, you can spend a semester or a year there as an exchange student without paying tuition at the host institution; apply through your home university's international office.",
      url: 'https://erasmus-plus.ec.europa.eu/',
    },
  ],
  ar: [
    {
      name: 'Erasmus Mundus Joint Masters (EMJM)',
      provider: 'European Union (Erasmus+, managed by EACEA)',
      amount: '1,400 يورو شهريًا لمدة تصل إلى 24 شهرًا، إضافة إلى الرسوم الدراسية (تكاليف المشاركة) والتأمين والسفر',
      description:
        'برامج ماجستير متكاملة تديرها تحالفات من الجامعات في بلدين أوروبيين على الأقل، وتُمنح المنح لأعلى المتقدمين ترتيبًا من أنحاء العالم، ويُقدَّم الطلب مباشرة إلى كل برنامج (وتقع المواعيد النهائية عادةً بين أكتوبر ويناير).',
      url: 'https://www.eacea.ec.europa.eu/scholarships/erasmus-mundus-catalogue_en',
    },
    {
      name: 'Marie Skłodowska-Curie Actions – Doctoral Networks',
      provider: 'European Commission',
      amount: 'عقد دكتوراه مدفوع الأجر (ثلاث سنوات عادةً) مع بدلات للتنقل والأسرة',
      description:
        'وظائف دكتوراه في جامعات وشركات في أنحاء أوروبا، مفتوحة لجميع الجنسيات، وشرطها الأساسي ألّا تكون قد أقمت أو عملت في البلد المضيف أكثر من 12 شهرًا خلال السنوات الثلاث السابقة.',
      url: 'https://marie-sklodowska-curie-actions.ec.europa.eu/',
    },
    {
      name: 'Erasmus+ International Credit Mobility',
      provider: 'European Union (Erasmus+)',
      amount: 'منحة شهرية مع دعم لتكاليف السفر لتبادل مدته من شهرين إلى 12 شهرًا',
      description:
        'إذا كانت جامعتك في بلدك تربطها شراكة ضمن برنامج إيراسموس+ بجامعة أوروبية، يمكنك قضاء فصل أو عام دراسي فيها طالبَ تبادل دون دفع رسوم للمؤسسة المضيفة؛ ويُقدَّم الطلب عبر مكتب العلاقات الدولية في جامعتك.',
      url: 'https://erasmus-plus.ec.europa.eu/',
    },
  ],
};
