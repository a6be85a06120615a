import { useLingui } from '@lingui/react/macro';
import type { ChecklistItem, ChecklistState } from '#sdk/schemas/review';
import type { ReactNode } from 'react';
import { useFormat } from '#portal/lib/format.ts';
import { CHECKLIST_STATE_LABELS, DOCUMENT_TYPE_LABELS } from '#portal/lib/labels.ts';
import { Badge, type BadgeTone } from '#portal/ui/Badge/Badge.tsx';
import { type Column, Table } from '#portal/ui/Table/Table.tsx';
import { isolate } from '#portal/lib/bidi.ts';

const TONES: Record<ChecklistState, BadgeTone> = {
  AWAITING: 'warning',
  RECEIVED: 'brand',
  VERIFIED: 'success',
  REJECTED: 'danger',
  WAIVED: 'neutral',
};

export function ChecklistStateBadge({ state }: { state: ChecklistState }) {
  const { i18n } = useLingui();
  return <Badge tone={TONES[state]}>{i18n._(CHECKLIST_STATE_LABELS[state])}</Badge>;
}

/**
 * An application's document checklist (ARCHITECTURE.md, Decisions): each document type with its state, the
 * document it is about, the remark of a rejection and when it was decided (and by whom, for
 * admins). `actions` adds a column of controls (the admins' verify, reject and waive); `proves`
 * what a document must prove, under its type.
 */
export function DocumentChecklist({
  items,
  actions,
  proves,
}: {
  items: ChecklistItem[];
  actions?: (item: ChecklistItem) => ReactNode;
  /** What each document must prove (the reviewers': the eligibility reasons it rests on). */
  proves?: (item: ChecklistItem) => ReactNode;
}) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  /** When a document was decided, and by whom (isolated: an e-mail or an English name). */
  const decided = (at: string, by: { name: string } | null) => {
    const when = format.date(at, { dateStyle: 'medium' });
    if (!by) return when;
    const who = isolate(by.name);
    return t`${when} by ${who}`;
  };
  const columns: Column<ChecklistItem>[] = [
    {
      key: 'type',
      header: t`Document`,
      cell: (item) => (
        <>
          {i18n._(DOCUMENT_TYPE_LABELS[item.documentType])}
          {item.required ? '' : ` (${t`optional`})`}
          {proves?.(item)}
        </>
      ),
    },
    { key: 'state', header: t`State`, cell: (item) => <ChecklistStateBadge state={item.state} />, nowrap: true },
    {
      key: 'file',
      header: t`File`,
      cell: (item) => (item.document ? <bdi>{item.document.fileName}</bdi> : t`Not uploaded yet`),
    },
    {
      key: 'remark',
      header: t`Remark`,
      cell: (item) => (
        <>
          {item.remark && <span dir="auto">{item.remark}</span>}
          {item.decidedAt && (
            <div>
              <small>{decided(item.decidedAt, item.decidedBy)}</small>
            </div>
          )}
        </>
      ),
    },
    ...(actions ? [{ key: 'actions', header: t`Actions`, cell: actions }] : []),
  ];
  return (
    <Table
      caption={t`Document checklist`}
      columns={columns}
      rows={items}
      rowKey={(item) => item.documentType}
      empty={t`No documents are required.`}
    />
  );
}
