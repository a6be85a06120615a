import type { PdfLanguage } from '#server/services/pdf/pdf.ts';

interface LetterTexts {
  title: string;
  greeting: (name: string) => string;
  accepted: string;
  rejected: string;
  programme: string;
  degree: string;
  note: string;
  conditions: string;
  reference: (id: string) => string;
  closing: string;
  signature: (university: string) => string;
}

/** The letter's sentences, in English and Arabic (one line each: a line break inside a text breaks Arabic shaping). */
export const LETTER_TEXTS: Record<PdfLanguage, LetterTexts> = {
  en: {
    title: 'Admission decision',
    greeting: (name) => `Dear ${name},`,
    accepted: 'We are pleased to offer you a place in the programme below.',
    rejected: 'After careful review, we are unable to offer you a place in the programme below.',
    programme: 'Programme',
    degree: 'Degree',
    note: 'A note from the admissions office',
    conditions: 'Conditions of this offer',
    reference: (id) => `Application number ${id}`,
    closing: 'Kind regards,',
    signature: (university) => `Admissions office, ${university}`,
  },
  ar: {
    title: 'قرار القبول',
    greeting: (name) => `عزيزي/عزيزتي ${name}،`,
    accepted: 'يسرّنا أن نعرض عليك مقعدًا في البرنامج المذكور أدناه.',
    rejected: 'بعد مراجعة دقيقة، نأسف لعدم تمكّننا من منحك مقعدًا في البرنامج المذكور أدناه.',
    programme: 'البرنامج',
    degree: 'الدرجة',
    note: 'ملاحظة من مكتب القبول',
    conditions: 'شروط هذا العرض',
    reference: (id) => `رقم الطلب ${id}`,
    closing: 'مع أطيب التحيات،',
    signature: (university) => `مكتب القبول، ${university}`,
  },
};
