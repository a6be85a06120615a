import { msg } from '@lingui/core/macro';
import { emailTextsIn } from '#server/services/i18n/texts-in.ts';
import { type EmailLanguage, renderEmail } from '#server/services/mail/email-layout.ts';

/** Tells a user their account was signed in to from a device not seen with it before. */
export function newDeviceEmail(
  to: string,
  language: EmailLanguage,
  sign: { browser: string | null; os: string | null; address: string },
) {
  const i18n = emailTextsIn(language);
  const device = [sign.browser, sign.os].filter(Boolean).join(' · ') || i18n._(msg`unknown device`);
  const { address } = sign;
  return renderEmail({
    kind: 'NEW_DEVICE_SIGN_IN',
    to,
    language,
    subject: i18n._(msg`New sign-in to your account`),
    lines: [
      i18n._(msg`Your Study in Europe account was just signed in to from a device it was not used on before.`),
      i18n._(msg`Device: ${device}. Address: ${address}.`),
      i18n._(
        msg`If this was you, there is nothing to do. If not, change your password now and sign that device out in your settings.`,
      ),
    ],
  });
}
