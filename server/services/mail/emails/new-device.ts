import { type EmailLanguage, renderEmail } from '#server/services/mail/email-layout.ts';

const TEXTS: Record<EmailLanguage, { subject: string; line: string; where: string; warning: string; unknown: string }> =
  {
    en: {
      subject: 'New sign-in to your account',
      line: 'Your Study in Europe account was just signed in to from a device it was not used on before.',
      where: 'Device: {device}. Address: {address}.',
      warning:
        'If this was you, there is nothing to do. If not, change your password now and sign that device out in your settings.',
      unknown: 'unknown device',
    },
    ar: {
      subject: 'تسجيل دخول جديد إلى حسابك',
      line: 'تم للتو تسجيل الدخول إلى حسابك في منصة الدراسة في أوروبا من جهاز لم يُستخدم معه من قبل.',
      where: 'الجهاز: {device}. العنوان: {address}.',
      warning:
        'إذا كنت أنت، فلا داعي لأي إجراء. وإن لم تكن أنت، فغيّر كلمة المرور فورًا وسجّل خروج ذلك الجهاز من الإعدادات.',
      unknown: 'جهاز غير معروف',
    },
  };

/** Tells a user their account was signed in to from a device not seen with it before. */
export function newDeviceEmail(
  to: string,
  language: EmailLanguage,
  sign: { browser: string | null; os: string | null; address: string },
) {
  const texts = TEXTS[language];
  const device = [sign.browser, sign.os].filter(Boolean).join(' · ') || texts.unknown;
  return renderEmail({
    kind: 'NEW_DEVICE_SIGN_IN',
    to,
    language,
    subject: texts.subject,
    lines: [texts.line, texts.where.replace('{device}', device).replace('{address}', sign.address), texts.warning],
  });
}
