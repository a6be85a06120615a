import { useLingui } from '@lingui/react/macro';
import { AGENCY_ROLE_NAMES } from '#names/agency-role.ts';
import type { AgencyCounsellorRow } from '#sdk/schemas/analytics';
import { ChartPanel } from '#portal/lib/charts/ChartPanel.tsx';
import { useFormat } from '#portal/lib/format.ts';
import { Card } from '#portal/ui/Card/Card.tsx';
import { Table } from '#portal/ui/Table/Table.tsx';

/**
 * By counsellor: each member's students added in the range and their applications
 * submitted and accepted, and what is assigned to nobody; a counsellor sees their own row.
 */
export function CounsellorSection({ rows }: { rows: AgencyCounsellorRow[] }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const name = (row: AgencyCounsellorRow) => row.name ?? t`Not assigned`;
  return (
    <>
      <ChartPanel
        title={t`By counsellor`}
        kind="bar"
        fileName="by-counsellor.csv"
        empty={t`Nothing in this period.`}
        data={{
          labelHeader: t`Counsellor`,
          labels: rows.map(name),
          series: [
            { name: t`Students`, values: rows.map((row) => row.students) },
            { name: t`Submitted`, values: rows.map((row) => row.submitted) },
            { name: t`Accepted`, values: rows.map((row) => row.accepted) },
          ],
        }}
      />
      <Card title={t`Students and applications by counsellor`}>
        <Table
          caption={t`Students and applications by counsellor`}
          hideCaption
          rows={rows}
          rowKey={(row) => row.memberId ?? 'none'}
          columns={[
            { key: 'name', header: t`Counsellor`, cell: (row) => <bdi>{name(row)}</bdi> },
            { key: 'role', header: t`Role`, cell: (row) => (row.role ? i18n._(AGENCY_ROLE_NAMES[row.role]) : '—') },
            { key: 'students', header: t`Students`, nowrap: true, cell: (row) => format.number(row.students) },
            { key: 'submitted', header: t`Submitted`, nowrap: true, cell: (row) => format.number(row.submitted) },
            { key: 'accepted', header: t`Accepted`, nowrap: true, cell: (row) => format.number(row.accepted) },
          ]}
        />
      </Card>
    </>
  );
}
