import type { Dictionary } from '#widgets/shared/i18n.ts';

const en = {
  consultationTitle: 'Schedule a free consultation',
  informationTitle: 'Request information',
  about: 'About {university}',
  consultationIntro: 'A free 30-minute call with an advisor, Monday to Friday, 9:00-18:00 CET.',
  informationIntro: 'Tell us what you would like to know and we will answer by e-mail.',
  preferredDate: 'Preferred date (optional)',
  send: 'Send request',
  sentTitle: 'Request sent!',
  sentBody: '{agency} will contact you soon at {email}.',
  another: 'Send another request',
  universityMissing: 'University not found',
};

export const consultationMessages: Dictionary<keyof typeof en> = {
  en,
  ar: {
    consultationTitle: 'احجز استشارة مجانية',
    informationTitle: 'اطلب معلومات',
    about: 'بخصوص {university}',
    consultationIntro:
      'مكالمة مجانية مدتها 30 دقيقة مع أحد المستشارين، من الاثنين إلى الجمعة، من 9:00 إلى 18:00 بتوقيت وسط أوروبا.',
    informationIntro: 'أخبرنا بما تودّ معرفته وسنجيبك عبر البريد الإلكتروني.',
    preferredDate: 'التاريخ المفضّل (اختياري)',
    send: 'إرسال الطلب',
    sentTitle: 'تم إرسال طلبك!',
    sentBody: 'ستتواصل معك {agency} قريبًا على {email}.',
    another: 'إرسال طلب آخر',
    universityMissing: 'لم يتم العثور على الجامعة',
  },
};
