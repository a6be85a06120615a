import type { Dictionary } from './i18n.ts';

/** Texts every widget shares, and the server's field messages the widgets may show (spec part 1, 5). */
const en = {
  loading: 'Loading…',
  sending: 'Sending…',
  fullName: 'Full name',
  email: 'Email address',
  phone: 'Phone (optional)',
  message: 'Message (optional)',
  required: 'This field is required',
  invalidEmail: 'Please enter a valid email address',
  invalidPhone: 'Please enter a valid phone number',
  universityRequired: 'University is required',
  programRequired: 'Program name is required',
  degreeRequired: 'Degree level is required',
  network: 'We could not reach the server. Please try again.',
  tooMany: 'Too many requests. Please try again later.',
  noAgency: 'This widget needs the agency attribute.',
  agencyNotFound: 'This agency could not be found.',
  originRefused: '{agency} has not allowed this website to send requests.',
  notAccepting: '{agency} is not accepting requests at the moment.',
  newTab: '(opens in a new tab)',
};

export const sharedMessages: Dictionary<keyof typeof en> = {
  en,
  ar: {
    loading: 'جارٍ التحميل…',
    sending: 'جارٍ الإرسال…',
    fullName: 'الاسم الكامل',
    email: 'البريد الإلكتروني',
    phone: 'رقم الهاتف (اختياري)',
    message: 'رسالتك (اختياري)',
    required: 'هذا الحقل مطلوب',
    invalidEmail: 'يرجى إدخال بريد إلكتروني صالح',
    invalidPhone: 'يرجى إدخال رقم هاتف صالح',
    universityRequired: 'الجامعة مطلوبة',
    programRequired: 'اسم البرنامج مطلوب',
    degreeRequired: 'المستوى الدراسي مطلوب',
    network: 'تعذّر الاتصال بالخادم. يرجى المحاولة مرة أخرى.',
    tooMany: 'عدد الطلبات كبير جدًا. يرجى المحاولة لاحقًا.',
    noAgency: 'تحتاج هذه الأداة إلى تحديد الوكالة.',
    agencyNotFound: 'تعذّر العثور على هذه الوكالة.',
    originRefused: 'لم تسمح {agency} لهذا الموقع بإرسال الطلبات.',
    notAccepting: 'لا تستقبل {agency} الطلبات في الوقت الحالي.',
    newTab: '(يُفتح في علامة تبويب جديدة)',
  },
};

export type SharedKey = keyof typeof en;

/** The server answers field errors in English (a refusal by its code); these are the field messages a widget form can meet. */
export const SERVER_MESSAGES: Record<string, SharedKey> = {
  'This field is required': 'required',
  'Please enter a valid email address': 'invalidEmail',
  'Please enter a valid phone number': 'invalidPhone',
  'University is required': 'universityRequired',
  'Program name is required': 'programRequired',
  'Degree level is required': 'degreeRequired',
};
