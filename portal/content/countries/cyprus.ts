import type { CountryGuide } from './types.ts';

/** Study guide for Cyprus (English and Arabic). Figures checked for 2025-26. */
export const guide: CountryGuide = {
  slug: 'cyprus',
  name: 'Cyprus',
  code: 'CY',
  flag: '🇨🇾',
  capital: 'Nicosia',
  currency: 'Euro (EUR)',
  en: {
    summary:
      'Cyprus offers English-taught degrees in an EU member state close to the Middle East, with a warm climate and safe cities. Note that universities in the northern part of the island are not recognised by the Republic of Cyprus or the EU.',
    education:
      "Public universities (the University of Cyprus and the Cyprus University of Technology) teach undergraduates mainly in Greek, with many English-taught master's programmes; private universities teach mostly in English. At the University of Cyprus non-EU undergraduates pay about 6,800 € a year and master's students roughly 5,000–10,000 €; private universities typically charge 8,000–12,000 € a year, and medicine considerably more.",
    livingCosts: {
      monthlyTotal: 'About 800–1,200 € per month',
      rent: '400–750 € for a room or studio (Limassol and Nicosia are the most expensive)',
      notes: 'Limassol is the most expensive city, and a car is often useful outside the main towns.',
    },
    visa: 'Non-EU students need an entry permit for studies, normally requested by the university from the Civil Registry and Migration Department before arrival, followed by a temporary residence permit. Requirements include proof of funds, health insurance and medical tests after arrival. After six months of full-time study, students may work up to 20 hours a week (38 in holidays) in approved sectors, with a contract approved by the district labour office.',
    scholarships: [
      {
        name: 'University of Cyprus Scholarships for Non-EU Undergraduates',
        provider: 'University of Cyprus',
        amount: '50% tuition reduction, renewable each semester based on results',
        description:
          "A limited number of awards for non-EU students in Greek-taught bachelor's programmes (excluding medicine); a B2 Greek certificate is required.",
        url: 'https://www.ucy.ac.cy/',
      },
      {
        name: 'Merit scholarships at private universities',
        provider: 'Cypriot private universities (e.g., University of Nicosia)',
        amount: 'Partial tuition reductions based on academic results',
        description:
          'Most private universities offer merit or need-based discounts to international students; ask the admissions office before enrolling.',
        url: 'https://www.unic.ac.cy/',
      },
    ],
  },
  ar: {
    name: 'قبرص',
    capital: 'نيقوسيا',
    summary:
      'تقدّم قبرص برامج باللغة الإنجليزية في دولة عضو في الاتحاد الأوروبي قريبة من الشرق الأوسط، بمناخ دافئ ومدن آمنة. وتجدر الإشارة إلى أن الجامعات الواقعة في الجزء الشمالي من الجزيرة غير معترف بها من جمهورية قبرص ولا من الاتحاد الأوروبي.',
    education:
      'تدرّس الجامعات الحكومية (جامعة قبرص وجامعة قبرص للتكنولوجيا) مرحلة البكالوريوس باليونانية أساسًا، مع برامج ماجستير كثيرة بالإنجليزية، أما الجامعات الخاصة فتدرّس غالبًا بالإنجليزية. ويدفع طلاب البكالوريوس من خارج الاتحاد الأوروبي في جامعة قبرص نحو 6,800 يورو سنويًا، وطلاب الماجستير نحو 5,000 إلى 10,000 يورو، بينما تفرض الجامعات الخاصة عادةً 8,000 إلى 12,000 يورو سنويًا، والطب أكثر من ذلك بكثير.',
    livingCosts: {
      monthlyTotal: 'نحو 800 إلى 1,200 يورو شهريًا',
      rent: 'من 400 إلى 750 يورو لغرفة أو شقة صغيرة (وليماسول ونيقوسيا الأغلى)',
      notes: 'ليماسول هي المدينة الأغلى، وكثيرًا ما تكون السيارة مفيدة خارج المدن الرئيسية.',
    },
    visa: 'يحتاج الطلاب من خارج الاتحاد الأوروبي إلى إذن دخول للدراسة تطلبه الجامعة عادةً من دائرة السجل المدني والهجرة قبل الوصول، ثم إلى تصريح إقامة مؤقتة. ومن الشروط إثبات الموارد المالية والتأمين الصحي وإجراء فحوص طبية بعد الوصول. وبعد ستة أشهر من الدراسة المنتظمة يحق للطلاب العمل حتى 20 ساعة أسبوعيًا (38 ساعة في العطلات) في قطاعات محددة، بعقد يعتمده مكتب العمل في المنطقة.',
    scholarships: [
      {
        name: 'University of Cyprus Scholarships for Non-EU Undergraduates',
        provider: 'University of Cyprus',
        amount: 'تخفيض الرسوم الدراسية بنسبة 50%، قابل للتجديد كل فصل بحسب النتائج',
        description:
          'عدد محدود من المنح للطلاب من خارج الاتحاد الأوروبي في برامج البكالوريوس التي تُدرَّس باليونانية (باستثناء الطب)، ويُشترط الحصول على شهادة في اللغة اليونانية بمستوى (B2).',
        url: 'https://www.ucy.ac.cy/',
      },
      {
        name: 'Merit scholarships at private universities',
        provider: 'Cypriot private universities (e.g., University of Nicosia)',
        amount: 'تخفيضات جزئية في الرسوم بناءً على النتائج الأكاديمية',
        description:
          'تقدّم معظم الجامعات الخاصة خصومات قائمة على التفوق أو الحاجة للطلاب الدوليين؛ استفسر لدى مكتب القبول قبل التسجيل.',
        url: 'https://www.unic.ac.cy/',
      },
    ],
  },
};
