import { msg } from '@lingui/core/macro';
import { emailTextsIn } from '#server/services/i18n/texts-in.ts';
import { type EmailLanguage, renderEmail } from '#server/services/mail/email-layout.ts';

/** The link that confirms a student's request to erase their account (valid 24 hours). */
export function erasureConfirmationEmail(to: string, language: EmailLanguage, link: string) {
  const i18n = emailTextsIn(language);
  return renderEmail({
    kind: 'ERASURE_CONFIRMATION',
    to,
    language,
    subject: i18n._(msg`Confirm the deletion of your account`),
    lines: [
      i18n._(msg`You asked to delete your Study in Europe account.`),
      i18n._(
        msg`Once you confirm, your profile, documents, messages and account are erased for good. Universities keep their decisions on your applications, without your name.`,
      ),
      i18n._(
        msg`The link below works for 24 hours. If you did not ask for this, ignore this e-mail and change your password.`,
      ),
    ],
    action: { label: i18n._(msg`Delete my account`), url: link },
  });
}
