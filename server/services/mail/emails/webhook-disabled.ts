import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { emailTextsIn } from '#server/services/i18n/texts-in.ts';
import { type EmailLanguage, renderEmail } from '#server/services/mail/email-layout.ts';

const texts = (i18n: I18n, url: string) => ({
  subject: i18n._(msg`Your webhook was turned off`),
  lines: [
    i18n._(msg`We could not deliver events to ${url} for a day, so we stopped sending to it.`),
    i18n._(
      msg`The events since then are kept. Fix the endpoint, then turn the webhook on again in your settings: they will be sent in order.`,
    ),
  ],
  action: i18n._(msg`Open your settings`),
});

/** Tells an account that one of its webhooks was disabled after a day of failed deliveries. */
export function webhookDisabledEmail(to: string, language: EmailLanguage, url: string, settingsLink: string) {
  const { subject, lines, action } = texts(emailTextsIn(language), url);
  return renderEmail({
    kind: 'WEBHOOK_DISABLED',
    to,
    language,
    subject,
    lines,
    action: { label: action, url: settingsLink },
  });
}
