import type { ApplicationStatus } from '#sdk/schemas/enums';

/** Each status in words, in the server's languages (e-mails, notifications, PDFs). */
export const STATUS_NAMES: Record<'en' | 'ar', Record<ApplicationStatus, string>> = {
  en: {
    DRAFT: 'Draft',
    SUBMITTED: 'Submitted',
    ADMIN_REVIEW: 'In admin review',
    ADMIN_APPROVED: 'Approved by the admins',
    ADMIN_REJECTED: 'Rejected by the admins',
    UNDER_REVIEW: 'Under review by the university',
    ACCEPTED: 'Accepted',
    REJECTED: 'Rejected',
    WITHDRAWN: 'Withdrawn',
  },
  ar: {
    DRAFT: 'مسودة',
    SUBMITTED: 'مُقدَّم',
    ADMIN_REVIEW: 'قيد مراجعة الإدارة',
    ADMIN_APPROVED: 'وافقت عليه الإدارة',
    ADMIN_REJECTED: 'رفضته الإدارة',
    UNDER_REVIEW: 'قيد المراجعة لدى الجامعة',
    ACCEPTED: 'مقبول',
    REJECTED: 'مرفوض',
    WITHDRAWN: 'مسحوب',
  },
};
