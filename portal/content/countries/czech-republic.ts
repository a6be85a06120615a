import type { CountryGuide } from './types.ts';

/** Study guide for Czech Republic (English and Arabic). Figures checked for 2025-26. */
export const guide: CountryGuide = {
  slug: 'czech-republic',
  name: 'Czech Republic',
  code: 'CZ',
  flag: '🇨🇿',
  capital: 'Prague',
  currency: 'Czech koruna (CZK)',
  en: {
    summary:
      'The Czech Republic offers respected public universities such as Charles University and the Czech Technical University in a safe, central and relatively affordable country. Studying in Czech at public universities is free for students of every nationality.',
    education:
      'Degree programmes taught in Czech at public universities are tuition-free regardless of nationality (a one-year language preparation course is usually needed first). English-taught programmes charge fees, typically about 2,000–15,000 € a year, with medicine at roughly 10,000–20,000 €. Foreign school and university qualifications usually require recognition (nostrification).',
    livingCosts: {
      monthlyTotal: 'About 600–900 € per month (CZK 15,000–22,000)',
      rent: 'About 200–600 €: dormitories from around CZK 4,000 a month; private rooms in Prague often CZK 10,000–15,000',
      notes: 'Prague is the most expensive city; students get large discounts on public transport and trains.',
    },
    visa: 'Non-EU students apply at a Czech embassy for a long-term visa (stays up to one year) or a long-term residence permit for studies, with proof of admission, accommodation and sufficient funds (the required amount is linked to the Czech subsistence minimum and published by the Ministry of the Interior). Most non-EU students must hold comprehensive health insurance from an insurer authorised in the Czech Republic. Students in accredited degree programmes have free access to the labour market and can work without a work permit, as long as studies remain the main purpose of their stay.',
    scholarships: [
      {
        name: 'Czech Government Scholarships for Developing Countries',
        provider: 'Ministry of Education, Youth and Sports of the Czech Republic (MŠMT)',
        amount: 'Tuition-free study in Czech, monthly stipend and a Czech language preparatory year',
        description:
          'For citizens of selected developing countries, usually nominated through the Czech embassy; check which countries are eligible in the current call.',
        url: 'https://www.msmt.cz/',
      },
      {
        name: 'Bilateral Government Scholarships',
        provider: 'Czech National Agency for International Education and Research (DZS)',
        amount: 'Monthly stipend for study or research stays',
        description:
          'Short-term study, research and summer-school stays under intergovernmental agreements; eligibility depends on your country.',
        url: 'https://www.dzs.cz/en',
      },
    ],
  },
  ar: {
    name: 'جمهورية التشيك',
    capital: 'براغ',
    summary:
      'تقدّم جمهورية التشيك جامعات حكومية مرموقة مثل جامعة تشارلز والجامعة التقنية التشيكية، في بلد آمن يتوسط أوروبا وتكاليفه معقولة نسبيًا. والدراسة باللغة التشيكية في الجامعات الحكومية مجانية للطلاب من جميع الجنسيات.',
    education:
      'البرامج التي تُدرَّس بالتشيكية في الجامعات الحكومية مجانية بصرف النظر عن الجنسية (ويلزم عادةً قبلها عام تحضيري لتعلّم اللغة). أما البرامج الإنجليزية فلها رسوم تبلغ عادةً نحو 2,000 إلى 15,000 يورو سنويًا، وتتراوح رسوم الطب بين 10,000 و20,000 يورو تقريبًا. وتحتاج الشهادات المدرسية والجامعية الأجنبية عادةً إلى معادلة رسمية.',
    livingCosts: {
      monthlyTotal: 'نحو 600 إلى 900 يورو شهريًا (15,000 إلى 22,000 كورونا)',
      rent: 'نحو 200 إلى 600 يورو: تبدأ المساكن الجامعية من نحو 4,000 كورونا شهريًا، وتبلغ الغرف الخاصة في براغ غالبًا 10,000 إلى 15,000 كورونا',
      notes: 'براغ هي الأغلى، ويحصل الطلاب على تخفيضات كبيرة في المواصلات العامة والقطارات.',
    },
    visa: 'يتقدّم الطلاب من خارج الاتحاد الأوروبي لدى السفارة التشيكية بطلب تأشيرة طويلة الأمد (لإقامة حتى سنة) أو تصريح إقامة طويلة الأمد للدراسة، مع إثبات القبول والسكن وامتلاك موارد كافية (يرتبط المبلغ المطلوب بالحد الأدنى للمعيشة في التشيك وتنشره وزارة الداخلية). ويجب على معظم الطلاب من خارج الاتحاد الأوروبي حيازة تأمين صحي شامل من شركة مرخّصة في التشيك. ويتمتع طلاب البرامج المعتمدة بحرية الوصول إلى سوق العمل دون تصريح عمل، ما دامت الدراسة هي الغرض الرئيسي من الإقامة.',
    scholarships: [
      {
        name: 'Czech Government Scholarships for Developing Countries',
        provider: 'Ministry of Education, Youth and Sports of the Czech Republic (MŠMT)',
        amount: 'دراسة مجانية بالتشيكية مع منحة شهرية وعام تحضيري لتعلّم اللغة التشيكية',
        description:
          'لمواطني بلدان نامية مختارة، ويجري الترشيح عادةً عبر السفارة التشيكية؛ تحقّق من البلدان المؤهلة في الدعوة الحالية.',
        url: 'https://www.msmt.cz/',
      },
      {
        name: 'Bilateral Government Scholarships',
        provider: 'Czech National Agency for International Education and Research (DZS)',
        amount: 'منحة شهرية لإقامات الدراسة أو البحث',
        description:
          'إقامات قصيرة للدراسة والبحث والمدارس الصيفية بموجب اتفاقيات حكومية ثنائية، وتعتمد الأهلية على بلدك.',
        url: 'https://www.dzs.cz/en',
      },
    ],
  },
};
