import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { emailTextsIn } from '#server/services/i18n/texts-in.ts';
import { type EmailLanguage, renderEmail } from '#server/services/mail/email-layout.ts';

const texts = (i18n: I18n) => ({
  subject: i18n._(msg`Reset your password`),
  lines: [
    i18n._(msg`Someone asked to reset the password of your Study in Europe account.`),
    i18n._(msg`Use the button below within one hour to choose a new password. The link works once.`),
    i18n._(msg`If you did not ask for this, you can ignore this e-mail: your password stays as it is.`),
  ],
  action: i18n._(msg`Choose a new password`),
});

/** The e-mail with a single-use reset link (valid one hour). */
export function passwordResetEmail(to: string, language: EmailLanguage, link: string) {
  const { subject, lines, action } = texts(emailTextsIn(language));
  return renderEmail({
    kind: 'PASSWORD_RESET',
    to,
    language,
    subject,
    lines,
    action: { label: action, url: link },
  });
}
