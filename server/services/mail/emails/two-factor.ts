import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { emailTextsIn } from '#server/services/i18n/texts-in.ts';
import { type EmailLanguage, renderEmail } from '#server/services/mail/email-layout.ts';

/** What changed about a user's second factor. */
export type TwoFactorChange = 'ENABLED' | 'DISABLED' | 'RESET' | 'RECOVERY_CODE_USED';

const TEXTS: Record<TwoFactorChange, { subject: MessageDescriptor; line: MessageDescriptor }> = {
  ENABLED: {
    subject: msg`Two-factor sign-in is on`,
    line: msg`Two-factor sign-in is now on for your Study in Europe account: each sign-in asks for a code from your authenticator app.`,
  },
  DISABLED: {
    subject: msg`Two-factor sign-in is off`,
    line: msg`Two-factor sign-in was turned off for your Study in Europe account: a password alone now signs in.`,
  },
  RESET: {
    subject: msg`Your two-factor sign-in was reset`,
    line: msg`An administrator removed the two-factor sign-in of your Study in Europe account. You can set it up again in your settings.`,
  },
  RECOVERY_CODE_USED: {
    subject: msg`A recovery code was used`,
    line: msg`One of your recovery codes was just used to sign in to your Study in Europe account. It will not work again.`,
  },
};

const warning = (i18n: I18n) => i18n._(msg`If this was not you, change your password now and contact us.`);

/** The e-mail telling a user their second factor changed (every change, docs/security-and-privacy.md). */
export function twoFactorEmail(to: string, language: EmailLanguage, change: TwoFactorChange) {
  const i18n = emailTextsIn(language);
  return renderEmail({
    kind: `TWO_FACTOR_${change}`,
    to,
    language,
    subject: i18n._(TEXTS[change].subject),
    lines: [i18n._(TEXTS[change].line), warning(i18n)],
  });
}
