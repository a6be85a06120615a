import type { PageLanguage } from './page-address.ts';

/**
 * The page heads' texts in both languages. The titles are the portal's own screen titles
 * (usePageTitle, locales/ar/messages.po), so the title stays the same when the portal starts.
 */
export const HEAD_TEXTS: Record<
  PageLanguage,
  {
    siteName: string;
    siteDescription: string;
    home: string;
    universities: string;
    universitiesDescription: string;
    university: (name: string, city: string, country: string) => string;
    countries: string;
    countriesDescription: string;
    country: (country: string) => string;
    resources: string;
    resourcesDescription: string;
    contact: string;
    contactDescription: string;
    notFound: string;
    notFoundDescription: string;
    login: string;
    register: string;
    forgotPassword: string;
  }
> = {
  en: {
    siteName: 'Study in Europe',
    siteDescription: 'Study in Europe: find European universities, apply and follow your application.',
    home: 'Find your university in Europe',
    universities: 'Universities',
    universitiesDescription:
      'Search European universities by country, specialty and ranking, and compare their programmes, tuition and requirements.',
    university: (name, city, country) =>
      `${name} in ${city}, ${country}: programmes, tuition, admission requirements and how to apply.`,
    countries: 'Study destinations',
    countriesDescription:
      'Compare the countries of Europe for your studies: universities, living costs, student visas and scholarships.',
    country: (country) => `Study in ${country}: its universities, living costs, student visa and scholarships.`,
    resources: 'Resources',
    resourcesDescription: 'Guides for studying in Europe: applications, documents, visas and scholarships.',
    contact: 'Contact us',
    contactDescription: 'A question about studying in Europe? Write to us and our team answers.',
    notFound: 'Page not found',
    notFoundDescription: 'This page does not exist or has moved.',
    login: 'Login',
    register: 'Create an account',
    forgotPassword: 'Forgot your password?',
  },
  ar: {
    siteName: 'الدراسة في أوروبا',
    siteDescription: 'الدراسة في أوروبا: ابحث عن الجامعات الأوروبية وقدّم طلبك وتابعه.',
    home: 'اعثر على جامعتك في أوروبا',
    universities: 'الجامعات',
    universitiesDescription:
      'ابحث عن الجامعات الأوروبية حسب الدولة والتخصص والتصنيف، وقارن برامجها ورسومها الدراسية وشروط القبول فيها.',
    university: (name, city, country) =>
      `${name} في ${city}، ${country}: البرامج والرسوم الدراسية وشروط القبول وطريقة التقديم.`,
    countries: 'وجهات الدراسة',
    countriesDescription: 'قارن بين دول أوروبا لدراستك: الجامعات وتكاليف المعيشة وتأشيرات الطلاب والمنح الدراسية.',
    country: (country) => `ادرس في ${country}: جامعاتها وتكاليف المعيشة وتأشيرة الطالب والمنح الدراسية.`,
    resources: 'المصادر',
    resourcesDescription: 'أدلة للدراسة في أوروبا: التقديم والمستندات والتأشيرات والمنح الدراسية.',
    contact: 'تواصل معنا',
    contactDescription: 'لديك سؤال عن الدراسة في أوروبا؟ راسلنا وسيجيبك فريقنا.',
    notFound: 'الصفحة غير موجودة',
    notFoundDescription: 'هذه الصفحة غير موجودة أو نُقلت إلى عنوان آخر.',
    login: 'تسجيل الدخول',
    register: 'إنشاء حساب',
    forgotPassword: 'هل نسيت كلمة المرور؟',
  },
};
