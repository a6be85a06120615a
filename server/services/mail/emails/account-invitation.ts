import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { AGENCY_ROLE_NAMES } from '#names/agency-role.ts';
import type { AgencyRole } from '#sdk/schemas/enums';
import { emailTextsIn } from '#server/services/i18n/texts-in.ts';
import { type EmailLanguage, renderEmail } from '#server/services/mail/email-layout.ts';

/** Why an account gets a link to set its own password. */
export type Invitation =
  /** An admin created the account and left the password empty. */
  | { kind: 'ACCOUNT_CREATED' }
  /** An agency added the student, who now claims the account. */
  | { kind: 'STUDENT_INVITED'; agencyName: string }
  /** An agency's owner added the person to the agency's team. */
  | { kind: 'AGENCY_MEMBER_INVITED'; agencyName: string; role: AgencyRole };

const expired = (i18n: I18n) =>
  i18n._(msg`When it has expired, ask for a new link with "Forgot password?" on the login page.`);

const TEXTS = {
  ACCOUNT_CREATED: (i18n: I18n) => ({
    subject: i18n._(msg`Your Study in Europe account is ready`),
    lines: [
      i18n._(msg`An administrator has created a Study in Europe account for this e-mail address.`),
      i18n._(
        msg`Use the button below within 7 days to choose your password; you are then signed in. The link works once.`,
      ),
      expired(i18n),
    ],
  }),
  STUDENT_INVITED: (i18n: I18n, agency: string) => ({
    subject: i18n._(msg`${agency} invites you to Study in Europe`),
    lines: [
      i18n._(
        msg`${agency} has added you as a student on Study in Europe and manages your applications to European universities.`,
      ),
      i18n._(
        msg`Claim your account: choose a password with the button below (within 7 days; the link works once), then sign in to follow your applications and documents.`,
      ),
      expired(i18n),
    ],
  }),
  AGENCY_MEMBER_INVITED: (i18n: I18n, agency: string, role: AgencyRole) => ({
    subject: i18n._(msg`${agency} invites you to its team on Study in Europe`),
    lines: [
      i18n._(msg`${agency} has added you to its team on Study in Europe as ${i18n._(AGENCY_ROLE_NAMES[role])}.`),
      i18n._(
        msg`Choose your password with the button below (within 7 days; the link works once), then sign in to work with the agency's students.`,
      ),
      expired(i18n),
    ],
  }),
  action: (i18n: I18n) => i18n._(msg`Choose my password`),
};

/** The e-mail with a single-use link to set the password of an account someone else created. */
export function accountInvitationEmail(to: string, language: EmailLanguage, invitation: Invitation, link: string) {
  const i18n = emailTextsIn(language);
  const { subject, lines } =
    invitation.kind === 'STUDENT_INVITED'
      ? TEXTS.STUDENT_INVITED(i18n, invitation.agencyName)
      : invitation.kind === 'AGENCY_MEMBER_INVITED'
        ? TEXTS.AGENCY_MEMBER_INVITED(i18n, invitation.agencyName, invitation.role)
        : TEXTS.ACCOUNT_CREATED(i18n);
  return renderEmail({
    kind: invitation.kind,
    to,
    language,
    subject,
    lines,
    action: { label: TEXTS.action(i18n), url: link },
  });
}
