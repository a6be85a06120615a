import type { UserType } from '#sdk/schemas/enums';
import { portalAddress } from '#server/services/mail/portal-address.ts';
import { DASHBOARD_ROUTES } from '#sdk/schemas/enums';
import type { EmailLanguage } from '#server/services/mail/email-layout.ts';

/** Where an e-mail about an application takes its reader, by the reader's side, in the reader's language. */
export function applicationLink(
  publicUrl: string,
  language: EmailLanguage,
  userType: UserType,
  applicationId: number | null,
): string {
  return portalAddress(publicUrl, language, applicationPath(userType, applicationId));
}

function applicationPath(userType: UserType, applicationId: number | null): string {
  if (applicationId !== null && userType === 'STUDENT') return `/student/applications?application=${applicationId}`;
  if (applicationId !== null && userType === 'AGENCY') return `/applications/${applicationId}`;
  if (applicationId !== null && userType === 'ADMIN') return `/admin/applications/${applicationId}`;
  if (applicationId !== null && userType === 'UNIVERSITY') return `/university/dashboard?application=${applicationId}`;
  return DASHBOARD_ROUTES[userType];
}
