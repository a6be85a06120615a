import type { UserType } from '#sdk/schemas/enums';
import { DASHBOARD_ROUTES } from '#sdk/schemas/enums';
import { portalAddress } from '#server/services/mail/portal-address.ts';
import { type EmailLanguage, renderEmail } from '#server/services/mail/email-layout.ts';

const TEXTS: Record<EmailLanguage, { subject: string; lines: string[]; action: string }> = {
  en: {
    subject: 'Welcome to Study in Europe',
    lines: [
      'Your account is ready.',
      'Complete your profile to get started: the platform then shows you what to do next.',
      'If you forget your password, you can set a new one from the login page at any time.',
    ],
    action: 'Go to my dashboard',
  },
  ar: {
    subject: 'مرحبًا بك في منصة الدراسة في أوروبا',
    lines: [
      'حسابك جاهز.',
      'أكمل ملفك الشخصي للبدء، وستعرض لك المنصة الخطوة التالية.',
      'إذا نسيت كلمة المرور فيمكنك تعيين كلمة جديدة من صفحة تسجيل الدخول في أي وقت.',
    ],
    action: 'الانتقال إلى لوحة التحكم',
  },
};

/** The e-mail a new account receives on registration. */
export function welcomeEmail(to: string, language: EmailLanguage, userType: UserType, publicUrl: string) {
  const texts = TEXTS[language];
  return renderEmail({
    kind: 'WELCOME',
    to,
    language,
    subject: texts.subject,
    lines: texts.lines,
    action: { label: texts.action, url: portalAddress(publicUrl, language, DASHBOARD_ROUTES[userType]) },
  });
}
