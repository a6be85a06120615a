import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { AGENCY_ROLE_NAMES } from '#names/agency-role.ts';
import * as agencyTeam from '#sdk/resources/agency-team';
import { type AgencyMember, type AgencyTeam, INVITED_ROLES } from '#sdk/schemas/agency-team';
import { api } from '#portal/lib/api.ts';
import { useErrorText } from '#portal/lib/error-text.ts';
import { useFormat } from '#portal/lib/format.ts';
import { usePageTitle } from '#portal/lib/page-title.ts';
import { useAction } from '#portal/lib/use-action.ts';
import { Badge } from '#portal/ui/Badge/Badge.tsx';
import { Button } from '#portal/ui/Button/Button.tsx';
import { Card } from '#portal/ui/Card/Card.tsx';
import { ErrorState } from '#portal/ui/ErrorState/ErrorState.tsx';
import { Select } from '#portal/ui/Select/Select.tsx';
import { Skeleton } from '#portal/ui/Skeleton/Skeleton.tsx';
import { Table } from '#portal/ui/Table/Table.tsx';
import * as shared from '#portal/features/agency/agency.css.ts';
import { InviteMemberDialog } from './InviteMemberDialog.tsx';
import { LeadAssignmentCard } from './LeadAssignmentCard.tsx';
import { MemberDialog } from './MemberDialog.tsx';
import { OfficesCard } from './OfficesCard.tsx';
import { RemoveMemberDialog } from './RemoveMemberDialog.tsx';
import { TeamSecurityCard } from './TeamSecurityCard.tsx';
import { useOffices } from './use-offices.ts';
import { useMemberLabel, useTeam } from './use-team.ts';

/** The seats the plan holds and how many are taken. */
function Seats({ seats }: { seats: AgencyTeam['seats'] }) {
  const format = useFormat();
  const used = format.number(seats.used);
  if (seats.cap === null) return <Trans>{used} seats used (unlimited on your plan)</Trans>;
  const cap = format.number(seats.cap);
  const left = format.number(Math.max(seats.cap - seats.used, 0));
  return (
    <Trans>
      {used} of {cap} seats used, {left} left
    </Trans>
  );
}

/** /dashboard/team: the agency's members and roles; the owner invites, changes roles and removes. */
export default function TeamPage() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Team`);
  const { error: errorMessage } = useErrorText();
  const team = useTeam();
  const memberLabel = useMemberLabel();
  const [inviting, setInviting] = useState(false);
  const [removing, setRemoving] = useState<AgencyMember | null>(null);
  const [editing, setEditing] = useState<AgencyMember | null>(null);
  const offices = useOffices();
  const { busy, run } = useAction<number>();

  if (team.status === 'loading') return <Skeleton lines={4} height="3rem" label={t`Loading the team…`} />;
  if (team.status === 'failed')
    return (
      <div className={shared.page}>
        <ErrorState title={t`Error loading the team`} message={errorMessage(team.error)} onRetry={team.retry} />
      </div>
    );
  const { data } = team;
  const owner = data.me.role === 'OWNER';
  const officeKeeper = owner || (data.me.role === 'MANAGER' && !data.me.officeOnly);
  const officeList = offices.status === 'ready' ? offices.data.offices : [];
  const officeName = (id: number | null) => officeList.find((office) => office.id === id)?.name ?? t`No office`;
  const full = data.seats.cap !== null && data.seats.used >= data.seats.cap;
  const changeRole = (member: AgencyMember, role: (typeof INVITED_ROLES)[number]) =>
    run(() => agencyTeam.updateMember(api, member.id, { role }), {
      kind: member.id,
      done: t`Role changed`,
      failed: t`The role was not changed`,
      onDone: team.retry,
    });

  return (
    <div className={shared.page}>
      <header className={shared.header}>
        <div className={shared.titleRow}>
          <h1 className={shared.title}>
            <Trans>Team</Trans>
          </h1>
          {owner && (
            <div className={shared.actions}>
              <Button disabled={full} onClick={() => setInviting(true)}>
                <Trans>Invite member</Trans>
              </Button>
            </div>
          )}
        </div>
        <p className={shared.lead}>
          <Trans>
            Counsellors see only the students and leads assigned to them; managers see all of the agency&apos;s; only
            the owner manages the plan, the embed settings, API keys and the team.
          </Trans>
        </p>
      </header>
      <Card title={t`Seats`} headingLevel={2}>
        <p>
          <Seats seats={data.seats} />
        </p>
        {owner && full && (
          <p className={shared.muted}>
            <Trans>Every seat of your plan is taken. Upgrade your plan in Settings to invite more.</Trans>
          </p>
        )}
      </Card>
      {owner && <LeadAssignmentCard team={data} onSaved={team.retry} />}
      {owner && <TeamSecurityCard team={data} onSaved={team.retry} />}
      {offices.status === 'ready' && (
        <OfficesCard
          list={offices.data}
          canKeep={officeKeeper}
          onChanged={() => {
            offices.retry();
            team.retry();
          }}
        />
      )}
      <Table
        caption={t`Team members`}
        rows={data.members}
        rowKey={(m) => m.id}
        columns={[
          {
            key: 'email',
            header: t`Email`,
            cell: (m) => (
              <>
                {m.name && (
                  <>
                    <bdi>{m.name}</bdi>{' '}
                  </>
                )}
                <bdi dir="ltr">{memberLabel(m, data.me.id)}</bdi>
              </>
            ),
          },
          {
            key: 'office',
            header: t`Office`,
            cell: (m) => (
              <>
                {officeName(m.officeId)}{' '}
                {m.role === 'MANAGER' && m.officeOnly && <Badge tone="neutral">{t`Limited to their office`}</Badge>}
              </>
            ),
          },
          {
            key: 'role',
            header: t`Role`,
            cell: (m) =>
              owner && m.role !== 'OWNER' ? (
                <Select
                  label={t`Role of ${m.email}`}
                  value={m.role}
                  disabled={busy}
                  options={INVITED_ROLES.map((value) => ({ value, label: i18n._(AGENCY_ROLE_NAMES[value]) }))}
                  onChange={(event) => changeRole(m, event.target.value as (typeof INVITED_ROLES)[number])}
                />
              ) : (
                i18n._(AGENCY_ROLE_NAMES[m.role])
              ),
          },
          {
            key: 'joined',
            header: t`Status`,
            cell: (m) =>
              m.joined ? <Badge tone="success">{t`Has joined`}</Badge> : <Badge tone="warning">{t`Invited`}</Badge>,
          },
          ...(owner
            ? [
                {
                  key: 'remove',
                  header: t`Actions`,
                  cell: (m: AgencyMember) =>
                    m.role !== 'OWNER' && (
                      <>
                        <Button size="sm" variant="secondary" disabled={busy} onClick={() => setEditing(m)}>
                          <Trans>Edit</Trans>
                        </Button>{' '}
                        <Button size="sm" variant="danger" disabled={busy} onClick={() => setRemoving(m)}>
                          <Trans>Remove</Trans>
                        </Button>
                      </>
                    ),
                },
              ]
            : []),
        ]}
      />
      {inviting && (
        <InviteMemberDialog
          onClose={() => setInviting(false)}
          onInvited={() => {
            setInviting(false);
            team.retry();
          }}
        />
      )}
      {editing && (
        <MemberDialog
          member={editing}
          offices={officeList}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            team.retry();
            offices.retry();
          }}
        />
      )}
      {removing && (
        <RemoveMemberDialog
          team={data}
          member={removing}
          onClose={() => setRemoving(null)}
          onRemoved={() => {
            setRemoving(null);
            team.retry();
          }}
        />
      )}
    </div>
  );
}
