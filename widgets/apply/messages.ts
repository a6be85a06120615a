import type { STUDENT_DEGREE_LEVELS } from '#sdk/schemas/constants';
import type { Dictionary } from '../shared/i18n.ts';

const en = {
  title: 'Apply to a European university',
  intro: 'Choose a university and programme; an advisor of {agency} helps you with the application.',
  university: 'University',
  chooseUniversity: 'Choose a university',
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
    chooseUniversity: 'اختر جامعة',
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

/** The degree levels of the apply form (spec part 1, 9), as the visitor reads them; the English value is sent. */
export const DEGREE_LABELS_AR: Record<(typeof STUDENT_DEGREE_LEVELS)[number], string> = {
  Certificate: 'شهادة',
  Diploma: 'دبلوم',
  'Associate Degree': 'درجة الدبلوم المشارك',
  "Bachelor's Degree": 'درجة البكالوريوس',
  "Master's Degree": 'درجة الماجستير',
  'Doctorate/PhD': 'الدكتوراه',
  'Post-doctorate': 'ما بعد الدكتوراه',
};
