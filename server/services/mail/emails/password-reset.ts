import { type EmailLanguage, renderEmail } from '#server/services/mail/email-layout.ts';

const TEXTS: Record<EmailLanguage, { subject: string; lines: string[]; action: string }> = {
  en: {
    subject: 'Reset your password',
    lines: [
      'Someone asked to reset the password of your Study in Europe account.',
      'Use the button below within one hour to choose a new password. The link works once.',
      'If you did not ask for this, you can ignore this e-mail: your password stays as it is.',
    ],
    action: 'Choose a new password',
  },
  ar: {
    subject: 'إعادة تعيين كلمة المرور',
    lines: [
      'طلب أحدهم إعادة تعيين كلمة المرور لحسابك في منصة الدراسة في أوروبا.',
      'استخدم الزر أدناه خلال ساعة واحدة لاختيار كلمة مرور جديدة. يعمل الرابط مرة واحدة فقط.',
      'إذا لم تطلب ذلك فيمكنك تجاهل هذه الرسالة، وستبقى كلمة المرور كما هي.',
    ],
    action: 'اختيار كلمة مرور جديدة',
  },
};

/** The e-mail with a single-use reset link (valid one hour). */
export function passwordResetEmail(to: string, language: EmailLanguage, link: string) {
  const texts = TEXTS[language];
  return renderEmail({
    kind: 'PASSWORD_RESET',
    to,
    language,
    subject: texts.subject,
    lines: texts.lines,
    action: { label: texts.action, url: link },
  });
}
