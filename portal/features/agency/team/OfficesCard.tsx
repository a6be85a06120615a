import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import * as agencyOffices from '#sdk/resources/agency-offices';
import type { AgencyOffice, AgencyOfficeList } from '#sdk/schemas/agency-office';
import { api } from '#portal/lib/api.ts';
import { useFormat } from '#portal/lib/format.ts';
import { useAction } from '#portal/lib/use-action.ts';
import { Button } from '#portal/ui/Button/Button.tsx';
import { Card } from '#portal/ui/Card/Card.tsx';
import { ConfirmDialog } from '#portal/ui/ConfirmDialog/ConfirmDialog.tsx';
import { Table } from '#portal/ui/Table/Table.tsx';
import { OfficeDialog } from './OfficeDialog.tsx';

/**
 * The agency's offices: the owner and managers open, rename and close them; an office
 * someone still works in is not closed (409 OFFICE_IN_USE, said in the failure's toast).
 */
export function OfficesCard({
  list,
  canKeep,
  onChanged,
}: {
  list: AgencyOfficeList;
  canKeep: boolean;
  onChanged: () => void;
}) {
  const { t } = useLingui();
  const format = useFormat();
  const [editing, setEditing] = useState<AgencyOffice | 'new' | null>(null);
  const [removing, setRemoving] = useState<AgencyOffice | null>(null);
  const { busy, run } = useAction();
  const remove = (office: AgencyOffice) =>
    run(() => agencyOffices.removeOffice(api, office.id), {
      done: t`Office removed`,
      failed: t`The office was not removed`,
      onDone: onChanged,
    }).finally(() => setRemoving(null));
  const saved = () => {
    setEditing(null);
    onChanged();
  };
  return (
    <Card
      title={t`Offices`}
      headingLevel={2}
      actions={
        canKeep && (
          <Button size="sm" onClick={() => setEditing('new')}>
            <Trans>Add office</Trans>
          </Button>
        )
      }
    >
      {list.offices.length === 0 ? (
        <p>
          <Trans>No offices yet.</Trans>
        </p>
      ) : (
        <Table
          caption={t`Offices`}
          rows={list.offices}
          rowKey={(office) => office.id}
          columns={[
            { key: 'name', header: t`Office`, cell: (office) => office.name },
            { key: 'members', header: t`Members`, cell: (office) => format.number(office.memberCount) },
            { key: 'students', header: t`Students`, cell: (office) => format.number(office.studentCount) },
            ...(canKeep
              ? [
                  {
                    key: 'actions',
                    header: t`Actions`,
                    cell: (office: AgencyOffice) => (
                      <>
                        <Button size="sm" variant="secondary" disabled={busy} onClick={() => setEditing(office)}>
                          <Trans>Rename</Trans>
                        </Button>{' '}
                        <Button size="sm" variant="danger" disabled={busy} onClick={() => setRemoving(office)}>
                          <Trans>Remove</Trans>
                        </Button>
                      </>
                    ),
                  },
                ]
              : []),
          ]}
        />
      )}
      {editing && (
        <OfficeDialog
          office={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
          onSaved={saved}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t`Remove the office ${removing?.name ?? ''}?`}
        confirmLabel={<Trans>Remove</Trans>}
        danger
        busy={busy}
        onConfirm={() => removing && remove(removing)}
        onCancel={() => setRemoving(null)}
      >
        <Trans>Its students keep no office. An office team members still work in cannot be removed.</Trans>
      </ConfirmDialog>
    </Card>
  );
}
