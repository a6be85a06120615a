import type { CountryGuide } from './types.ts';

/** Study guide for Bulgaria (English and Arabic). Figures checked for 2025-26. */
export const guide: CountryGuide = {
  slug: 'bulgaria',
  name: 'Bulgaria',
  code: 'BG',
  flag: '🇧🇬',
  capital: 'Sofia',
  currency: 'Euro (EUR) since 1 January 2026 (previously the Bulgarian lev)',
  en: {
    summary:
      'Bulgaria is one of the most affordable places to earn an EU degree and is best known for English-taught medicine, dentistry and pharmacy. It joined the euro area on 1 January 2026.',
    education:
      'Non-EU students pay tuition set under government rules by each university, typically about 3,000–5,000 € a year for most programmes and around 7,000–9,000 € for medicine and dentistry. Programmes are taught in Bulgarian (after a preparatory language year) or in English. Foreign school certificates must be recognised before enrolment.',
    livingCosts: {
      monthlyTotal: 'About 450–750 € per month',
      rent: '200–450 € for a room (Sofia is the most expensive)',
      notes: 'Prices have been quoted in euros since 1 January 2026 (the lev was converted at 1 € = 1.95583 BGN).',
    },
    visa: 'Apply at a Bulgarian consulate for a long-stay (type D) visa with your university admission, then for a long-term residence permit from the Migration Directorate after arrival. Health insurance and proof of funds are required. Full-time students may take part-time work within the limits and registration procedures set by Bulgarian labour-migration law.',
    scholarships: [
      {
        name: 'Bulgarian Government Scholarships (bilateral agreements)',
        provider: 'Ministry of Education and Science of Bulgaria',
        amount: 'Tuition waiver and monthly stipend',
        description:
          'Offered to citizens of certain countries under bilateral agreements and to people of Bulgarian origin; ask the Bulgarian embassy or your ministry of education.',
        url: 'https://www.mon.bg/en',
      },
      {
        name: 'Erasmus Mundus Joint Masters with Bulgarian partners',
        provider: 'European Union (Erasmus+)',
        amount: '1,400 € a month for up to 24 months, plus tuition, insurance and travel',
        description:
          "Some joint master's programmes include Bulgarian universities; apply to the programme consortium.",
        url: 'https://www.eacea.ec.europa.eu/scholarships/erasmus-mundus-catalogue_en',
      },
    ],
  },
  ar: {
    name: 'بلغاريا',
    capital: 'صوفيا',
    summary:
      'تُعد بلغاريا من أقل الأماكن تكلفة للحصول على شهادة من الاتحاد الأوروبي، وتشتهر ببرامج الطب وطب الأسنان والصيدلة باللغة الإنجليزية. وقد انضمت إلى منطقة اليورو في 1 يناير 2026.',
    education:
      'يدفع الطلاب من خارج الاتحاد الأوروبي رسومًا تحددها كل جامعة وفق القواعد الحكومية، وتبلغ عادةً نحو 3,000 إلى 5,000 يورو سنويًا لمعظم البرامج، ونحو 7,000 إلى 9,000 يورو للطب وطب الأسنان. وتُدرَّس البرامج بالبلغارية (بعد سنة تحضيرية لتعلّم اللغة) أو بالإنجليزية. ويجب معادلة الشهادات المدرسية الأجنبية قبل التسجيل.',
    livingCosts: {
      monthlyTotal: 'نحو 450 إلى 750 يورو شهريًا',
      rent: 'من 200 إلى 450 يورو للغرفة (وصوفيا الأغلى)',
      notes: 'تُحدَّد الأسعار باليورو منذ 1 يناير 2026 (وقد حُوِّل الليف بسعر 1.95583 ليف لليورو الواحد).',
    },
    visa: 'تتقدّم لدى القنصلية البلغارية بطلب تأشيرة إقامة طويلة (من الفئة D) مع خطاب قبول الجامعة، ثم بطلب تصريح إقامة طويلة الأمد من مديرية الهجرة بعد الوصول. ويُشترط التأمين الصحي وإثبات الموارد المالية. ويحق للطلاب المنتظمين العمل بدوام جزئي ضمن الحدود وإجراءات التسجيل التي يحددها قانون هجرة العمالة البلغاري.',
    scholarships: [
      {
        name: 'Bulgarian Government Scholarships (bilateral agreements)',
        provider: 'Ministry of Education and Science of Bulgaria',
        amount: 'إعفاء من الرسوم الدراسية ومنحة شهرية',
        description:
          'تُقدَّم لمواطني بلدان معيّنة بموجب اتفاقيات ثنائية، وللمنحدرين من أصول بلغارية؛ استفسر لدى السفارة البلغارية أو وزارة التعليم في بلدك.',
        url: 'https://www.mon.bg/en',
      },
      {
        name: 'Erasmus Mundus Joint Masters with Bulgarian partners',
        provider: 'European Union (Erasmus+)',
        amount: '1,400 يورو شهريًا لمدة تصل إلى 24 شهرًا، إضافة إلى الرسوم الدراسية والتأمين والسفر',
        description: 'تضم بعض برامج الماجستير المشتركة جامعات بلغارية، ويُقدَّم الطلب إلى تحالف البرنامج.',
        url: 'https://www.eacea.ec.europa.eu/scholarships/erasmus-mundus-catalogue_en',
      },
    ],
  },
};
