import type { CountryGuide } from './types.ts';

/** Study guide for Austria (English and Arabic). Figures checked for 2025-26. */
export const guide: CountryGuide = {
  slug: 'austria',
  name: 'Austria',
  code: 'AT',
  flag: '🇦🇹',
  capital: 'Vienna',
  currency: 'Euro (EUR)',
  en: {
    summary:
      'Austria offers well-funded public universities, renowned music and arts academies, and safe, highly liveable cities such as Vienna, Graz and Innsbruck at modest tuition. Its central location makes travel across Europe easy.',
    education:
      "At public universities non-EU students pay 726.72 € per semester plus the student union fee (about 25 €); students from least-developed countries can be exempt. Universities of applied sciences (Fachhochschulen) and private universities set their own, often higher fees. Most bachelor's programmes are taught in German (usually B2–C1 required), while many master's programmes are in English.",
    livingCosts: {
      monthlyTotal: 'About 1,000–1,300 € per month (Vienna is the most expensive)',
      rent: '350–650 € for a room or student residence',
      notes:
        'Students without other cover can take student self-insurance with the public health insurer (ÖGK) for under 80 € a month.',
    },
    visa: "Non-EU students need a 'Residence Permit – Student', normally applied for at the Austrian embassy before travelling (nationals of visa-free countries may apply in Austria). You must prove funds for a year: about 1,308 € a month if you are 24 or older and a lower rate if younger (2026 figures), plus extra if your rent is above a set threshold. Health insurance and accommodation are required. Students may work up to 20 hours a week; the employer must obtain an employment permit from the Public Employment Service (AMS).",
    scholarships: [
      {
        name: 'Scholarship database grants.at',
        provider: "OeAD (Austria's Agency for Education and Internationalisation)",
        amount: 'Varies by programme',
        description:
          'The official database of Austrian and international grants for study and research in Austria; filter by your nationality and level.',
        url: 'https://grants.at/en/',
      },
      {
        name: 'Ernst Mach Grants',
        provider: 'OeAD on behalf of the Austrian Federal Ministry of Education, Science and Research',
        amount: 'Monthly grant plus health and accident insurance for research stays',
        description:
          'Grants for research stays at Austrian universities by early-career researchers; eligibility and duration depend on the specific Ernst Mach scheme.',
        url: 'https://oead.at/en/',
      },
    ],
  },
  ar: {
    name: 'النمسا',
    capital: 'فيينا',
    summary:
      'تقدّم النمسا جامعات حكومية جيدة التمويل وأكاديميات شهيرة للموسيقى والفنون، ومدنًا آمنة ومريحة للعيش مثل فيينا وغراتس وإنسبروك برسوم دراسية معتدلة. ويسهّل موقعها في قلب القارة التنقل في أنحاء أوروبا.',
    education:
      'يدفع الطلاب من خارج الاتحاد الأوروبي في الجامعات الحكومية 726.72 يورو في الفصل الدراسي، إضافة إلى رسم اتحاد الطلاب (نحو 25 يورو)، ويمكن إعفاء الطلاب القادمين من البلدان الأقل نموًا. أما جامعات العلوم التطبيقية والجامعات الخاصة فتحدد رسومها بنفسها، وهي غالبًا أعلى. ومعظم برامج البكالوريوس بالألمانية (ويُشترط عادةً مستوى B2 إلى C1)، بينما يُقدَّم كثير من برامج الماجستير بالإنجليزية.',
    livingCosts: {
      monthlyTotal: 'نحو 1,000 إلى 1,300 يورو شهريًا (وفيينا الأغلى)',
      rent: 'من 350 إلى 650 يورو لغرفة أو سكن طلابي',
      notes:
        'يمكن للطالب الذي لا يملك تغطية أخرى الاشتراك في التأمين الذاتي للطلاب لدى صندوق التأمين الصحي الحكومي بأقل من 80 يورو شهريًا.',
    },
    visa: 'يحتاج الطلاب من خارج الاتحاد الأوروبي إلى «تصريح إقامة للطلاب»، ويُقدَّم طلبه عادةً لدى السفارة النمساوية قبل السفر (ويمكن لمواطني البلدان المعفاة من التأشيرة التقديم داخل النمسا). ويجب إثبات موارد مالية تكفي لعام كامل: نحو 1,308 يورو شهريًا لمن بلغ 24 عامًا فأكثر، ومبلغ أقل لمن هم أصغر سنًا (وفق أرقام 2026)، مع مبلغ إضافي إذا تجاوز إيجارك حدًا معينًا. ويُشترط التأمين الصحي والسكن. ويُسمح للطالب بالعمل حتى 20 ساعة أسبوعيًا، على أن يستخرج صاحب العمل تصريح عمل من دائرة التوظيف العامة.',
    scholarships: [
      {
        name: 'Scholarship database grants.at',
        provider: "OeAD (Austria's Agency for Education and Internationalisation)",
        amount: 'يختلف حسب البرنامج',
        description:
          'قاعدة البيانات الرسمية للمنح النمساوية والدولية للدراسة والبحث في النمسا، ويمكن تصفيتها بحسب جنسيتك ومرحلتك الدراسية.',
        url: 'https://grants.at/en/',
      },
      {
        name: 'Ernst Mach Grants',
        provider: 'OeAD on behalf of the Austrian Federal Ministry of Education, Science and Research',
        amount: 'منحة شهرية مع تأمين صحي وتأمين ضد الحوادث خلال فترات البحث',
        description:
          'منح لإقامات بحثية في الجامعات النمساوية للباحثين في بداية مسيرتهم، وتختلف الأهلية والمدة بحسب البرنامج المحدد.',
        url: 'https://oead.at/en/',
      },
    ],
  },
};
