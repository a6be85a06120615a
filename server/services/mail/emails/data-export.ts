import { msg } from '@lingui/core/macro';
import { emailTextsIn } from '#server/services/i18n/texts-in.ts';
import { type EmailLanguage, renderEmail } from '#server/services/mail/email-layout.ts';

/** The link to a person's data, as a ZIP, valid 24 hours (docs/security-and-privacy.md, Privacy). */
export function dataExportEmail(to: string, language: EmailLanguage, link: string) {
  const i18n = emailTextsIn(language);
  return renderEmail({
    kind: 'DATA_EXPORT_READY',
    to,
    language,
    subject: i18n._(msg`Your data is ready to download`),
    lines: [
      i18n._(
        msg`The export you asked for is ready: a ZIP with the profile, the applications with their timelines, the messages, the notifications and the documents' files, with a summary to read.`,
      ),
      i18n._(msg`The link below works for 24 hours. Keep the file somewhere safe: it holds personal data.`),
      i18n._(msg`If you did not ask for this, contact us.`),
    ],
    action: { label: i18n._(msg`Download the data`), url: link },
  });
}
