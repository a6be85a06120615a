import { type EmailLanguage, renderEmail } from '#server/services/mail/email-layout.ts';

/** What changed about a user's second factor. */
export type TwoFactorChange = 'ENABLED' | 'DISABLED' | 'RESET' | 'RECOVERY_CODE_USED';

const TEXTS: Record<EmailLanguage, Record<TwoFactorChange, { subject: string; line: string }>> = {
  en: {
    ENABLED: {
      subject: 'Two-factor sign-in is on',
      line: 'Two-factor sign-in is now on for your Study in Europe account: each sign-in asks for a code from your authenticator app.',
    },
    DISABLED: {
      subject: 'Two-factor sign-in is off',
      line: 'Two-factor sign-in was turned off for your Study in Europe account: a password alone now signs in.',
    },
    RESET: {
      subject: 'Your two-factor sign-in was reset',
      line: 'An administrator removed the two-factor sign-in of your Study in Europe account. You can set it up again in your settings.',
    },
    RECOVERY_CODE_USED: {
      subject: 'A recovery code was used',
      line: 'One of your recovery codes was just used to sign in to your Study in Europe account. It will not work again.',
    },
  },
  ar: {
    ENABLED: {
      subject: 'تم تفعيل التحقق بخطوتين',
      line: 'أصبح التحقق بخطوتين مفعّلًا لحسابك في منصة الدراسة في أوروبا: سيُطلب منك عند كل تسجيل دخول رمز من تطبيق المصادقة.',
    },
    DISABLED: {
      subject: 'تم إيقاف التحقق بخطوتين',
      line: 'تم إيقاف التحقق بخطوتين لحسابك في منصة الدراسة في أوروبا: أصبحت كلمة المرور وحدها كافية لتسجيل الدخول.',
    },
    RESET: {
      subject: 'تمت إعادة تعيين التحقق بخطوتين',
      line: 'أزال أحد المسؤولين التحقق بخطوتين من حسابك في منصة الدراسة في أوروبا. يمكنك إعداده من جديد في الإعدادات.',
    },
    RECOVERY_CODE_USED: {
      subject: 'تم استخدام رمز استرداد',
      line: 'تم للتو استخدام أحد رموز الاسترداد لتسجيل الدخول إلى حسابك في منصة الدراسة في أوروبا، ولن يعمل مرة أخرى.',
    },
  },
};

const WARNING: Record<EmailLanguage, string> = {
  en: 'If this was not you, change your password now and contact us.',
  ar: 'إذا لم تكن أنت من قام بذلك، فغيّر كلمة المرور فورًا وتواصل معنا.',
};

/** The e-mail telling a user their second factor changed (every change, README.md, Security). */
export function twoFactorEmail(to: string, language: EmailLanguage, change: TwoFactorChange) {
  const texts = TEXTS[language][change];
  return renderEmail({
    kind: `TWO_FACTOR_${change}`,
    to,
    language,
    subject: texts.subject,
    lines: [texts.line, WARNING[language]],
  });
}
