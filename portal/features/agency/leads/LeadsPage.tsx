import { Trans, useLingui } from '@lingui/react/macro';
import * as leads from '#sdk/resources/leads';
import type { LeadKind } from '#sdk/schemas/enums';
import { api } from '#portal/lib/api.ts';
import { LeadInbox } from '#portal/lib/leads/LeadInbox.tsx';
import { usePageTitle } from '#portal/lib/page-title.ts';
import { paths } from '#portal/paths.ts';
import { ButtonLink } from '#portal/ui/Button/Button.tsx';
import * as shared from '#portal/features/agency/agency.css.ts';
import { RecordAssignee } from '#portal/features/agency/team/RecordAssignee.tsx';
import { useTeam } from '#portal/features/agency/team/use-team.ts';
import { useOfficeFilter } from '#portal/features/agency/team/office-filter.ts';
import { LeadTasks } from '#portal/features/agency/tasks/LeadTasks.tsx';
import { ConvertLeadAction } from './ConvertLeadAction.tsx';

/** The kinds a widget or the portal sends to an agency (the contact form goes to the admins). */
const AGENCY_LEAD_KINDS: LeadKind[] = ['consultation', 'information', 'apply'];

/** /dashboard/leads: requests from the agency's widgets and pages, to contact, close or turn into students (ARCHITECTURE.md, Decisions). */
export default function LeadsPage() {
  const { t } = useLingui();
  usePageTitle(t`Leads`);
  const team = useTeam();
  const officeFilters = useOfficeFilter();
  return (
    <div className={shared.page}>
      <header className={shared.header}>
        <h1 className={shared.title}>
          <Trans>Leads</Trans>
        </h1>
        <p className={shared.lead}>
          <Trans>
            Consultation, information and application requests from your website&apos;s widgets. Contact them, close
            them, or turn them into students.
          </Trans>
        </p>
      </header>
      <LeadInbox
        kinds={AGENCY_LEAD_KINDS}
        officeFilters={officeFilters}
        emptyDescription={t`Requests that visitors send through your widgets arrive here.`}
        emptyAction={
          <ButtonLink to={paths.agency.embed} variant="secondary">
            <Trans>Put the widgets on your website</Trans>
          </ButtonLink>
        }
        actions={(lead, inbox) => (
          <>
            {team.status === 'ready' && (
              <RecordAssignee
                team={team.data}
                value={lead.assignedMemberId}
                save={(assignedMemberId) => leads.update(api, lead.id, { assignedMemberId }).then((a) => a.lead)}
                onSaved={inbox.replace}
              />
            )}
            <ConvertLeadAction lead={lead} inbox={inbox} />
            <LeadTasks leadId={lead.id} />
          </>
        )}
      />
    </div>
  );
}
