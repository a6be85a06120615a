import type { UserType } from '#sdk/schemas/enums';
import { DASHBOARD_ROUTES } from '#sdk/schemas/enums';

/** Where an e-mail about an application takes its reader, by the reader's side. */
export function applicationLink(publicUrl: string, userType: UserType, applicationId: number | null): string {
  if (applicationId !== null && userType === 'STUDENT')
    return `${publicUrl}/student/applications?application=${applicationId}`;
  if (applicationId !== null && userType === 'AGENCY') return `${publicUrl}/applications/${applicationId}`;
  if (applicationId !== null && userType === 'ADMIN') return `${publicUrl}/admin/applications/${applicationId}`;
  return `${publicUrl}${DASHBOARD_ROUTES[userType]}`;
}
