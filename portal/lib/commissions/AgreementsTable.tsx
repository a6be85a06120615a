import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { Agreement } from '#sdk/schemas/commission';
import { DEGREE_LEVEL_NAMES } from '#names/degree-level.ts';
import { useFormat } from '#portal/lib/format.ts';
import { Badge } from '#portal/ui/Badge/Badge.tsx';
import { type Column, Table } from '#portal/ui/Table/Table.tsx';
import * as rows from '#portal/ui/rows.css.ts';
import { useCommissionNames } from './commission-names.ts';
import { money } from './money.ts';

/** Commission agreements with their terms and whether the university has confirmed them; `actions` are the reader's. */
export function AgreementsTable({
  agreements,
  party,
  actions,
}: {
  agreements: Agreement[];
  /** Whose name the reader needs: the university (the agency reads), the agency (the university reads), or both (the admins). */
  party: 'university' | 'agency' | 'both';
  actions: (agreement: Agreement) => ReactNode;
}) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const names = useCommissionNames();
  const rate = (a: Agreement, value: number) =>
    a.basis === 'PERCENTAGE'
      ? format.number(value / 100, { style: 'percent', maximumFractionDigits: 2 })
      : money(format, value, a.currency ?? 'EUR');
  const columns: Column<Agreement>[] = [
    ...(['agency', 'university'] as const)
      .filter((side) => party === side || party === 'both')
      .map(
        (side): Column<Agreement> => ({
          key: side,
          header: side === 'university' ? t`University` : t`Agency`,
          cell: (a) => <bdi>{a[side].name}</bdi>,
        }),
      ),
    {
      key: 'terms',
      header: t`Terms`,
      cell: (a) => (
        <div className={rows.rowMain}>
          <span className={rows.rowTitle}>
            {rate(a, a.rate)} · {names.basis(a.basis)}
          </span>
          {a.levelRates.map((l) => (
            <span key={l.degreeLevel} className={rows.muted}>
              {i18n._(DEGREE_LEVEL_NAMES[l.degreeLevel])}: {rate(a, l.rate)}
            </span>
          ))}
          <span className={rows.muted}>{names.payableAfter(a.payableAfter)}</span>
          {a.subAgentName && (
            <span className={rows.muted}>
              <Trans>
                Sub-agent <bdi>{a.subAgentName}</bdi>:{' '}
                {format.number((a.subAgentShare ?? 0) / 100, { style: 'percent' })}
              </Trans>
            </span>
          )}
        </div>
      ),
    },
    {
      key: 'validity',
      header: t`Valid`,
      nowrap: true,
      cell: (a) => {
        const from = format.date(a.validFrom);
        const to = a.validTo ? format.date(a.validTo) : null;
        return to ? (
          <Trans>
            {from} to {to}
          </Trans>
        ) : (
          <Trans>from {from}</Trans>
        );
      },
    },
    {
      key: 'status',
      header: t`Status`,
      cell: (a) =>
        a.confirmedAt ? (
          <Badge tone="success">{t`Confirmed`}</Badge>
        ) : (
          <Badge tone="warning">{t`Awaiting confirmation`}</Badge>
        ),
    },
    { key: 'actions', header: t`Actions`, cell: (a) => <div className={rows.actions}>{actions(a)}</div> },
  ];
  return (
    <Table
      caption={t`Commission agreements`}
      hideCaption
      columns={columns}
      rows={agreements}
      rowKey={(a) => a.id}
      empty={t`No agreements yet.`}
    />
  );
}
