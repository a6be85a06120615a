import { useLingui } from '@lingui/react/macro';
import * as agencyTeam from '#sdk/resources/agency-team';
import type { AgencyMember } from '#sdk/schemas/agency-team';
import { api } from '#portal/lib/api.ts';
import { useLoad } from '#portal/lib/use-load.ts';

/** The agency's team (GET /agency/members), for the Team page and the assignee choices. */
export const useTeam = (key = 'team') => useLoad(() => agencyTeam.listMembers(api), key);

/** A member as a choice: their e-mail, and "(you)" for the reader. */
export function useMemberLabel() {
  const { t } = useLingui();
  return (member: AgencyMember, meId?: number) => (member.id === meId ? t`${member.email} (you)` : member.email);
}
