import { type EmailLanguage, renderEmail } from '#server/services/mail/email-layout.ts';

/** Why an account gets a link to set its own password. */
export type Invitation =
  /** An admin created the account and left the password empty. */
  | { kind: 'ACCOUNT_CREATED' }
  /** An agency added the student, who now claims the account. */
  | { kind: 'STUDENT_INVITED'; agencyName: string };

const TEXTS = {
  en: {
    ACCOUNT_CREATED: () => ({
      subject: 'Your Study in Europe account is ready',
      lines: [
        'An administrator has created a Study in Europe account for this e-mail address.',
        'Use the button below within 7 days to choose your password; you are then signed in. The link works once.',
        'When it has expired, ask for a new link with "Forgot password?" on the login page.',
      ],
    }),
    STUDENT_INVITED: (agency: string) => ({
      subject: `${agency} invites you to Study in Europe`,
      lines: [
        `${agency} has added you as a student on Study in Europe and manages your applications to European universities.`,
        'Claim your account: choose a password with the button below (within 7 days; the link works once), then sign in to follow your applications and documents.',
        'When it has expired, ask for a new link with "Forgot password?" on the login page.',
      ],
    }),
    action: 'Choose my password',
  },
  ar: {
    ACCOUNT_CREATED: () => ({
      subject: 'حسابك في منصة الدراسة في أوروبا جاهز',
      lines: [
        'أنشأ أحد المسؤولين حسابًا في منصة الدراسة في أوروبا لعنوان البريد الإلكتروني هذا.',
        'استخدم الزر أدناه خلال 7 أيام لاختيار كلمة المرور، وبعدها تُسجَّل دخولك. يعمل الرابط مرة واحدة فقط.',
        'إذا انتهت صلاحيته فاطلب رابطًا جديدًا من «نسيت كلمة المرور؟» في صفحة تسجيل الدخول.',
      ],
    }),
    STUDENT_INVITED: (agency: string) => ({
      subject: `تدعوك ${agency} إلى منصة الدراسة في أوروبا`,
      lines: [
        `أضافتك ${agency} طالبًا في منصة الدراسة في أوروبا، وهي تدير طلباتك إلى الجامعات الأوروبية.`,
        'فعّل حسابك: اختر كلمة مرور بالزر أدناه (خلال 7 أيام، ويعمل الرابط مرة واحدة)، ثم سجّل الدخول لمتابعة طلباتك ومستنداتك.',
        'إذا انتهت صلاحيته فاطلب رابطًا جديدًا من «نسيت كلمة المرور؟» في صفحة تسجيل الدخول.',
      ],
    }),
    action: 'اختيار كلمة المرور',
  },
} satisfies Record<EmailLanguage, unknown>;

/** The e-mail with a single-use link to set the password of an account someone else created. */
export function accountInvitationEmail(to: string, language: EmailLanguage, invitation: Invitation, link: string) {
  const texts = TEXTS[language];
  const { subject, lines } =
    invitation.kind === 'STUDENT_INVITED' ? texts.STUDENT_INVITED(invitation.agencyName) : texts.ACCOUNT_CREATED();
  return renderEmail({
    kind: invitation.kind,
    to,
    language,
    subject,
    lines,
    action: { label: texts.action, url: link },
  });
}
