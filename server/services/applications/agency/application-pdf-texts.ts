import type { ApplicationEventKind } from '#sdk/schemas/review';
import type { UserType } from '#sdk/schemas/enums';
import type { PdfLanguage } from '#server/services/pdf/pdf.ts';

interface PdfTexts {
  title: string;
  reference: (id: string) => string;
  printed: (date: string) => string;
  student: string;
  email: string;
  university: string;
  programme: string;
  degree: string;
  status: string;
  created: string;
  submitted: string;
  decided: string;
  statement: string;
  universityNotes: string;
  timeline: string;
  created_as: (status: string) => string;
  moved_to: (status: string) => string;
  kinds: Record<Exclude<ApplicationEventKind, 'STATUS'>, string>;
  by: (who: string) => string;
  roles: Record<UserType, string>;
}

/** The application export's words, in English and Arabic (one line each: a line break breaks Arabic shaping). */
export const PDF_TEXTS: Record<PdfLanguage, PdfTexts> = {
  en: {
    title: 'Application',
    reference: (id) => `Application number ${id}`,
    printed: (date) => `Exported on ${date}`,
    student: 'Student',
    email: 'Email',
    university: 'University',
    programme: 'Programme',
    degree: 'Degree level',
    status: 'Status',
    created: 'Created',
    submitted: 'Submitted',
    decided: 'Decided',
    statement: 'Personal statement',
    universityNotes: 'Notes from the university',
    timeline: 'Timeline',
    created_as: (status) => `Created as ${status}`,
    moved_to: (status) => `Moved to ${status}`,
    kinds: {
      DOCUMENT_VERIFIED: 'Document verified',
      DOCUMENT_REJECTED: 'Document rejected',
      DOCUMENT_WAIVED: 'Document waived',
      DOCUMENT_REOPENED: 'Document back to received',
      DOCUMENTS_REQUESTED: 'Documents requested',
      DOCUMENTS_ANSWERED: 'Requested documents sent',
    },
    by: (who) => `by ${who}`,
    roles: { AGENCY: 'Education Agency', UNIVERSITY: 'University', STUDENT: 'Student', ADMIN: 'Administrator' },
  },
  ar: {
    title: 'طلب التقديم',
    reference: (id) => `رقم الطلب ${id}`,
    printed: (date) => `صُدّر في ${date}`,
    student: 'الطالب',
    email: 'البريد الإلكتروني',
    university: 'الجامعة',
    programme: 'البرنامج',
    degree: 'المستوى الدراسي',
    status: 'الحالة',
    created: 'تاريخ الإنشاء',
    submitted: 'تاريخ التقديم',
    decided: 'تاريخ القرار',
    statement: 'البيان الشخصي',
    universityNotes: 'ملاحظات الجامعة',
    timeline: 'السجل الزمني',
    created_as: (status) => `أُنشئ بحالة ${status}`,
    moved_to: (status) => `انتقل إلى ${status}`,
    kinds: {
      DOCUMENT_VERIFIED: 'تم التحقق من مستند',
      DOCUMENT_REJECTED: 'رُفض مستند',
      DOCUMENT_WAIVED: 'أُعفي من مستند',
      DOCUMENT_REOPENED: 'أُعيد مستند إلى حالة «مستلم»',
      DOCUMENTS_REQUESTED: 'طُلبت مستندات',
      DOCUMENTS_ANSWERED: 'أُرسلت المستندات المطلوبة',
    },
    by: (who) => `بواسطة ${who}`,
    roles: { AGENCY: 'وكالة تعليمية', UNIVERSITY: 'جامعة', STUDENT: 'طالب', ADMIN: 'مسؤول' },
  },
};
