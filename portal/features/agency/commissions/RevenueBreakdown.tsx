import { useLingui } from '@lingui/react/macro';
import type { Revenue } from '#sdk/schemas/commission';
import type { ReactNode } from 'react';
import type { User } from '#sdk/schemas/auth';
import { money } from '#portal/lib/commissions/money.ts';
import { useFormat } from '#portal/lib/format.ts';
import { type Column, Table } from '#portal/ui/Table/Table.tsx';
import * as styles from './revenue.css.ts';

/** Whether the signed-in agency member sees the agency's money: the owner and managers, not counsellors (owner-routes.ts). */
export const seesRevenue = (user: User | undefined) => (user?.agency?.role ?? 'OWNER') !== 'COUNSELLOR';

interface Row {
  key: string;
  name: ReactNode;
  currency: string;
  paid: number;
  expected: number;
}

/**
 * The agency's paid and expected commission by university, by intake and by counsellor,
 * a table each, one row per group and currency (amounts in different currencies are not added).
 */
export function RevenueBreakdown({ revenue }: { revenue: Revenue }) {
  const { t } = useLingui();
  const format = useFormat();
  const columns = (header: string): Column<Row>[] => [
    { key: 'name', header, cell: (row) => row.name },
    { key: 'paid', header: t`Revenue`, cell: (row) => money(format, row.paid, row.currency), nowrap: true },
    {
      key: 'expected',
      header: t`Expected revenue`,
      cell: (row) => money(format, row.expected, row.currency),
      nowrap: true,
    },
  ];
  const none = t`No commissions yet.`;
  const intake = (date: string | null) =>
    date ? format.date(`${date}T00:00:00Z`, { month: 'long', year: 'numeric', timeZone: 'UTC' }) : t`No intake`;
  return (
    <div className={styles.breakdown}>
      <Table
        caption={t`Revenue by university`}
        columns={columns(t`University`)}
        rows={revenue.byUniversity.map((g) => ({
          ...g,
          key: `${g.university.id}-${g.currency}`,
          name: g.university.name,
        }))}
        rowKey={(row) => row.key}
        empty={none}
      />
      <Table
        caption={t`Revenue by intake`}
        columns={columns(t`Intake`)}
        rows={revenue.byIntake.map((g) => ({
          ...g,
          key: `${g.intakeStartDate}-${g.currency}`,
          name: intake(g.intakeStartDate),
        }))}
        rowKey={(row) => row.key}
        empty={none}
      />
      <Table
        caption={t`Revenue by counsellor`}
        columns={columns(t`Counsellor`)}
        rows={revenue.byCounsellor.map((g) => ({
          ...g,
          key: `${g.counsellor?.id ?? 'none'}-${g.currency}`,
          name: g.counsellor ? <bdi>{g.counsellor.email}</bdi> : t`Not assigned`,
        }))}
        rowKey={(row) => row.key}
        empty={none}
      />
    </div>
  );
}
