import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { UserType } from '#sdk/schemas/enums';
import { DASHBOARD_ROUTES } from '#sdk/schemas/enums';
import { emailTextsIn } from '#server/services/i18n/texts-in.ts';
import { portalAddress } from '#server/services/mail/portal-address.ts';
import { type EmailLanguage, renderEmail } from '#server/services/mail/email-layout.ts';

const texts = (i18n: I18n) => ({
  subject: i18n._(msg`Welcome to Study in Europe`),
  lines: [
    i18n._(msg`Your account is ready.`),
    i18n._(msg`Complete your profile to get started: the platform then shows you what to do next.`),
    i18n._(msg`If you forget your password, you can set a new one from the login page at any time.`),
  ],
  action: i18n._(msg`Go to my dashboard`),
});

/** The e-mail a new account receives on registration. */
export function welcomeEmail(to: string, language: EmailLanguage, userType: UserType, publicUrl: string) {
  const { subject, lines, action } = texts(emailTextsIn(language));
  return renderEmail({
    kind: 'WELCOME',
    to,
    language,
    subject,
    lines,
    action: { label: action, url: portalAddress(publicUrl, language, DASHBOARD_ROUTES[userType]) },
  });
}
