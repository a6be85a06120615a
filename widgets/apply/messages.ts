import type { Dictionary } from '#widgets/shared/i18n.ts';

const en = {
  title: 'Apply to a European university',
  intro: 'Choose a university and programme; an advisor of {agency} helps you with the application.',
  university: 'University',
  searchUniversity: 'Type a university or a city',
  noUniversity: 'No university matches',
  programme: 'Programme',
  chooseProgramme: 'Choose a programme',
  degreeLevel: 'Degree level',
  chooseDegree: 'Choose a degree level',
  yourDetails: 'Your details',
  nationality: 'Nationality (optional)',
  send: 'Send application request',
  sentTitle: 'Your request has been sent',
  sentBody: '{agency} will help you with your application to {university}.',
  continueHint: 'Create your account to upload your documents and follow your application.',
  continue: 'Continue in the portal',
};

export const applyMessages: Dictionary<keyof typeof en> = {
  en,
  ar: {
    title: 'قدّم طلبك إلى جامعة أوروبية',
    intro: 'اختر الجامعة والبرنامج، وسيساعدك أحد مستشاري {agency} في تقديم الطلب.',
    university: 'الجامعة',
    searchUniversity: 'اكتب اسم جامعة أو مدينة',
    noUniversity: 'لا توجد جامعة مطابقة',
    programme: 'البرنامج',
    chooseProgramme: 'اختر برنامجًا',
    degreeLevel: 'المستوى الدراسي',
    chooseDegree: 'اختر المستوى الدراسي',
    yourDetails: 'بياناتك',
    nationality: 'الجنسية (اختياري)',
    send: 'إرسال طلب التقديم',
    sentTitle: 'تم إرسال طلبك',
    sentBody: 'ستساعدك {agency} في طلب التقديم إلى {university}.',
    continueHint: 'أنشئ حسابك لرفع مستنداتك ومتابعة طلبك.',
    continue: 'تابع في البوابة',
  },
};
