import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { Claim } from '#sdk/schemas/commission';
import { useFormat } from '#portal/lib/format.ts';
import { DEGREE_LEVEL_NAMES } from '#names/degree-level.ts';
import { type Column, Table } from '#portal/ui/Table/Table.tsx';
import * as rows from '#portal/ui/rows.css.ts';
import { ClaimStatusBadge } from './ClaimStatusBadge.tsx';
import { InvoiceButton } from './InvoiceButton.tsx';
import { money } from './money.ts';

/**
 * Commission claims as the agency or the university sees them: the other party, the student and
 * programme, the amount and its basis, the status with its dates, the invoice once raised, and
 * the reader's own steps (`actions`).
 */
export function ClaimsTable({
  claims,
  party,
  actions,
}: {
  claims: Claim[];
  /** Whose name the reader needs: the university (the agency reads), the agency (the university reads), or both (the admins). */
  party: 'university' | 'agency' | 'both';
  actions: (claim: Claim) => ReactNode;
}) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const level = (name: string) => (DEGREE_LEVEL_NAMES[name] ? i18n._(DEGREE_LEVEL_NAMES[name]) : name);
  const columns: Column<Claim>[] = [
    ...(['agency', 'university'] as const)
      .filter((side) => party === side || party === 'both')
      .map(
        (side): Column<Claim> => ({
          key: side,
          header: side === 'university' ? t`University` : t`Agency`,
          cell: (c) => <bdi>{c[side].name}</bdi>,
        }),
      ),
    {
      key: 'student',
      header: t`Student`,
      cell: (c) => (
        <div className={rows.rowMain}>
          <bdi className={rows.rowTitle}>{c.studentName}</bdi>
          <span className={rows.muted}>
            <bdi>{c.programName}</bdi> · {level(c.degreeLevel)}
            {c.intakeStartDate && <> · {format.date(c.intakeStartDate)}</>}
          </span>
        </div>
      ),
    },
    {
      key: 'amount',
      header: t`Amount`,
      nowrap: true,
      cell: (c) => {
        const rate = format.number(c.rate / 100, { style: 'percent', maximumFractionDigits: 2 });
        const tuition = c.tuitionAmount === null ? '' : money(format, c.tuitionAmount, c.currency);
        return (
          <div className={rows.rowMain}>
            <span className={rows.rowTitle}>{money(format, c.amount, c.currency)}</span>
            {c.basis === 'PERCENTAGE' && (
              <span className={rows.muted}>
                <Trans>
                  <bdi>{rate}</bdi> of <bdi>{tuition}</bdi>
                </Trans>
              </span>
            )}
          </div>
        );
      },
    },
    {
      key: 'status',
      header: t`Status`,
      cell: (c) => (
        <div className={rows.rowMain}>
          <ClaimStatusBadge status={c.status} />
          {c.invoiceNumber && (
            <span className={rows.muted} dir="ltr">
              {c.invoiceNumber}
            </span>
          )}
          {c.status === 'DISPUTED' && c.disputeReason && <bdi className={rows.muted}>{c.disputeReason}</bdi>}
        </div>
      ),
    },
    {
      key: 'actions',
      header: t`Actions`,
      cell: (c) => (
        <div className={rows.actions}>
          {actions(c)}
          {c.raisedAt && <InvoiceButton claim={c} />}
        </div>
      ),
    },
  ];
  return (
    <Table
      caption={t`Commission claims`}
      hideCaption
      columns={columns}
      rows={claims}
      rowKey={(c) => c.id}
      empty={t`No commission claims yet. An enrolment under a confirmed agreement adds one.`}
    />
  );
}
