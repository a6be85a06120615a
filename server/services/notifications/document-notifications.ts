import type { Kysely } from 'kysely';
import type { DocumentType } from '#sdk/schemas/enums';
import type { Database } from '#server/db/tables/database.ts';
import { conversationParties } from '#server/services/conversations/conversation.repository.ts';
import type { EmailLanguage } from '#server/services/mail/email-layout.ts';
import { applicationLink } from './application-links.ts';
import { notifyUsers } from './notify.ts';

/** The document types as the portal names them (portal/lib/labels.ts), for e-mails. */
const DOCUMENT_TYPE_NAMES: Record<EmailLanguage, Record<DocumentType, string>> = {
  en: {
    TRANSCRIPT: 'Official Transcript',
    DIPLOMA: 'Diploma/Degree Certificate',
    CERTIFICATE: 'Academic Certificate',
    PASSPORT: 'Passport Copy',
    PASSPORT_PHOTO: 'Passport Photo',
    IELTS_CERTIFICATE: 'IELTS Certificate',
    TOEFL_CERTIFICATE: 'TOEFL Certificate',
    RECOMMENDATION_LETTER: 'Recommendation Letter',
    PERSONAL_STATEMENT: 'Personal Statement',
    MOTIVATION_LETTER: 'Motivation Letter',
    CV_RESUME: 'CV/Resume',
    PORTFOLIO: 'Portfolio',
    FINANCIAL_STATEMENT: 'Financial Statement',
    BANK_STATEMENT: 'Bank Statement',
    SCHOLARSHIP_LETTER: 'Scholarship Letter',
    MEDICAL_CERTIFICATE: 'Medical Certificate',
    VISA_DOCUMENTS: 'Visa Documents',
    OTHER: 'Other',
  },
  ar: {
    TRANSCRIPT: 'كشف الدرجات الرسمي',
    DIPLOMA: 'الدبلوم / شهادة التخرج',
    CERTIFICATE: 'شهادة أكاديمية',
    PASSPORT: 'نسخة من جواز السفر',
    PASSPORT_PHOTO: 'صورة شخصية لجواز السفر',
    IELTS_CERTIFICATE: 'شهادة IELTS',
    TOEFL_CERTIFICATE: 'شهادة TOEFL',
    RECOMMENDATION_LETTER: 'خطاب توصية',
    PERSONAL_STATEMENT: 'البيان الشخصي',
    MOTIVATION_LETTER: 'خطاب الدافع',
    CV_RESUME: 'السيرة الذاتية',
    PORTFOLIO: 'ملف الأعمال',
    FINANCIAL_STATEMENT: 'بيان مالي',
    BANK_STATEMENT: 'كشف حساب بنكي',
    SCHOLARSHIP_LETTER: 'خطاب المنحة',
    MEDICAL_CERTIFICATE: 'شهادة طبية',
    VISA_DOCUMENTS: 'مستندات التأشيرة',
    OTHER: 'أخرى',
  },
};

const TEXTS = {
  en: {
    verified: (document: string, p: Record<string, string>) => ({
      subject: `Document verified: ${document}`,
      line: `The ${document} of ${p.studentName}'s application for ${p.programName} at ${p.universityName} has been verified.`,
    }),
    rejected: (document: string, p: Record<string, string>) => ({
      subject: `Document rejected: ${document}`,
      line: `The ${document} of ${p.studentName}'s application for ${p.programName} at ${p.universityName} was rejected. Please upload a new one.`,
    }),
    requested: (documents: string, p: Record<string, string>) => ({
      subject: `Documents requested: ${p.programName} at ${p.universityName}`,
      line: `The admins ask for these documents for ${p.studentName}'s application for ${p.programName} at ${p.universityName} by ${p.dueDate}: ${documents}.`,
    }),
    remark: 'Remark:',
    action: 'Open the application',
  },
  ar: {
    verified: (document: string, p: Record<string, string>) => ({
      subject: `تم التحقق من المستند: ${document}`,
      line: `تم التحقق من ${document} في طلب ${p.studentName} لبرنامج ${p.programName} في ${p.universityName}.`,
    }),
    rejected: (document: string, p: Record<string, string>) => ({
      subject: `رُفض المستند: ${document}`,
      line: `رُفض ${document} في طلب ${p.studentName} لبرنامج ${p.programName} في ${p.universityName}. يرجى رفع مستند جديد.`,
    }),
    requested: (documents: string, p: Record<string, string>) => ({
      subject: `مستندات مطلوبة: ${p.programName} في ${p.universityName}`,
      line: `تطلب الإدارة هذه المستندات لطلب ${p.studentName} لبرنامج ${p.programName} في ${p.universityName} قبل ${p.dueDate}: ${documents}.`,
    }),
    remark: 'ملاحظة:',
    action: 'فتح الطلب',
  },
} satisfies Record<EmailLanguage, unknown>;

/** The applicant's side of an application (the student's account, the agency), with the names the texts use. */
async function applicantSide(trx: Kysely<Database>, applicationId: number) {
  const { application, users } = await conversationParties(trx, applicationId);
  return {
    application,
    recipients: users.filter((u) => u.user_type === 'STUDENT' || u.user_type === 'AGENCY'),
    types: new Map(users.map((u) => [u.id, u.user_type])),
    names: {
      programName: application.program_name,
      universityName: application.university_name,
      studentName: [application.first_name, application.last_name].filter(Boolean).join(' '),
    },
  };
}

/** Tells the applicant's side that an admin verified or rejected one of the application's documents. */
export async function notifyDocumentReviewed(
  trx: Kysely<Database>,
  publicUrl: string,
  review: { applicationId: number; documentType: DocumentType; state: 'VERIFIED' | 'REJECTED'; remark: string | null },
) {
  const { application, recipients, types, names } = await applicantSide(trx, review.applicationId);
  const params = { ...names, documentType: review.documentType, state: review.state, remark: review.remark ?? '' };
  await notifyUsers(trx, recipients, {
    kind: 'DOCUMENT_REVIEWED',
    applicationId: application.id,
    params,
    email: (language, recipient) => {
      const texts = TEXTS[language];
      const document = DOCUMENT_TYPE_NAMES[language][review.documentType];
      const { subject, line } = (review.state === 'VERIFIED' ? texts.verified : texts.rejected)(document, params);
      return {
        subject,
        lines: review.remark ? [line, `${texts.remark} ${review.remark}`] : [line],
        action: {
          label: texts.action,
          url: applicationLink(publicUrl, language, types.get(recipient.id)!, application.id),
        },
      };
    },
  });
}

/** Tells the applicant's side that the admins ask for documents by a date. */
export async function notifyDocumentsRequested(
  trx: Kysely<Database>,
  publicUrl: string,
  request: { applicationId: number; documentTypes: DocumentType[]; message: string; dueDate: string },
) {
  const { application, recipients, types, names } = await applicantSide(trx, request.applicationId);
  const params = { ...names, documentTypes: request.documentTypes.join(','), dueDate: request.dueDate };
  await notifyUsers(trx, recipients, {
    kind: 'DOCUMENTS_REQUESTED',
    applicationId: application.id,
    params,
    email: (language, recipient) => {
      const texts = TEXTS[language];
      const documents = request.documentTypes
        .map((type) => DOCUMENT_TYPE_NAMES[language][type])
        .join(language === 'ar' ? '، ' : ', ');
      const { subject, line } = texts.requested(documents, params);
      return {
        subject,
        lines: [line, request.message],
        action: {
          label: texts.action,
          url: applicationLink(publicUrl, language, types.get(recipient.id)!, application.id),
        },
      };
    },
  });
}
