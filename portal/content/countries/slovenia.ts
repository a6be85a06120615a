import type { CountryGuide } from './types.ts';

/** Study guide for Slovenia (English and Arabic). Figures checked for 2025-26. */
export const guide: CountryGuide = {
  slug: 'slovenia',
  name: 'Slovenia',
  code: 'SI',
  flag: '🇸🇮',
  capital: 'Ljubljana',
  currency: 'Euro (EUR)',
  en: {
    summary:
      'Slovenia is a small, safe and green country between the Alps and the Adriatic, with universities in Ljubljana, Maribor, Koper and Nova Gorica and a high quality of life at moderate cost.',
    education:
      "Full-time study at public universities is free for EU citizens and for citizens of countries with bilateral agreements (mainly in the Western Balkans); other non-EU students usually pay about 2,000–11,000 € a year for a bachelor's and 2,000–15,000 € for a master's. Most bachelor's teaching is in Slovenian, with more English-taught options at master's and doctoral level.",
    livingCosts: {
      monthlyTotal: 'About 700–1,000 € per month',
      rent: '250–500 € for a room (Ljubljana is the most expensive)',
      notes: 'Dormitory places for non-EU degree students are limited, so most rent privately.',
    },
    visa: 'Non-EU students apply for a temporary residence permit for study at a Slovenian embassy or consulate (or in Slovenia if they entered legally), with proof of enrolment, health insurance and sufficient funds. Students may work part-time through student employment services, up to 20 hours a week.',
    scholarships: [
      {
        name: 'Slovenian Government Scholarships for Foreign Citizens',
        provider: 'Public Scholarship, Development, Disability and Maintenance Fund of the Republic of Slovenia',
        amount: 'Monthly stipend and exemption from tuition for the scholarship period',
        description:
          "For citizens of selected countries, mainly at master's and doctoral level; the Study in Slovenia portal also lists bilateral scholarships for specific countries such as Jordan and Palestine.",
        url: 'https://www.srips-rs.si/en',
      },
      {
        name: 'CMEPIUS Bilateral Scholarships',
        provider:
          'CMEPIUS (Centre of the Republic of Slovenia for Mobility and European Educational and Training Programmes)',
        amount: 'Monthly grant for study or research stays',
        description:
          'Short-term exchanges under bilateral agreements and other mobility schemes; eligibility depends on your country.',
        url: 'https://www.cmepius.si/en/',
      },
    ],
  },
  ar: {
    name: 'سلوفينيا',
    capital: 'ليوبليانا',
    summary:
      'سلوفينيا بلد صغير آمن وأخضر بين جبال الألب والبحر الأدرياتيكي، وتضم جامعات في ليوبليانا وماريبور وكوبر ونوفا غوريتسا، مع جودة حياة عالية بتكلفة معتدلة.',
    education:
      'الدراسة بدوام كامل في الجامعات الحكومية مجانية لمواطني الاتحاد الأوروبي ولمواطني البلدان التي تربطها بسلوفينيا اتفاقيات ثنائية (غالبًا في غرب البلقان)، أما سائر الطلاب من خارج الاتحاد فيدفعون عادةً نحو 2,000 إلى 11,000 يورو سنويًا للبكالوريوس، ومن 2,000 إلى 15,000 يورو للماجستير. ومعظم التدريس في البكالوريوس بالسلوفينية، وتكثر البرامج الإنجليزية في الماجستير والدكتوراه.',
    livingCosts: {
      monthlyTotal: 'نحو 700 إلى 1,000 يورو شهريًا',
      rent: 'من 250 إلى 500 يورو للغرفة (وليوبليانا الأغلى)',
      notes: 'أماكن السكن الجامعي لطلاب الدرجات العلمية من خارج الاتحاد الأوروبي محدودة، لذا يستأجر معظمهم سكنًا خاصًا.',
    },
    visa: 'يتقدّم الطلاب من خارج الاتحاد الأوروبي بطلب تصريح إقامة مؤقتة للدراسة لدى السفارة أو القنصلية السلوفينية (أو داخل سلوفينيا إذا دخلوها بصورة قانونية)، مع إثبات التسجيل والتأمين الصحي والموارد الكافية. ويُسمح للطلاب بالعمل بدوام جزئي عبر مكاتب التوظيف الطلابي حتى 20 ساعة أسبوعيًا.',
    scholarships: [
      {
        name: 'Slovenian Government Scholarships for Foreign Citizens',
        provider: 'Public Scholarship, Development, Disability and Maintenance Fund of the Republic of Slovenia',
        amount: 'منحة شهرية وإعفاء من الرسوم الدراسية خلال مدة المنحة',
        description:
          'لمواطني بلدان مختارة، ولا سيما في الماجستير والدكتوراه، كما تعرض بوابة «الدراسة في سلوفينيا» منحًا ثنائية لبلدان محددة مثل الأردن وفلسطين.',
        url: 'https://www.srips-rs.si/en',
      },
      {
        name: 'CMEPIUS Bilateral Scholarships',
        provider:
          'CMEPIUS (Centre of the Republic of Slovenia for Mobility and European Educational and Training Programmes)',
        amount: 'منحة شهرية لإقامات الدراسة أو البحث',
        description: 'تبادلات قصيرة الأمد بموجب اتفاقيات ثنائية وبرامج تنقّل أخرى، وتعتمد الأهلية على بلدك.',
        url: 'https://www.cmepius.si/en/',
      },
    ],
  },
};
