import { Plural, Trans, useLingui } from '@lingui/react/macro';
import * as leads from '#sdk/resources/leads';
import { PAGE_SIZES } from '#sdk/schemas/constants';
import { LEAD_STATUSES, type LeadKind, type LeadStatus } from '#sdk/schemas/enums';
import type { Lead } from '#sdk/schemas/lead';
import { type FormEvent, type ReactNode, useState } from 'react';
import { api } from '#portal/lib/api.ts';
import { useAction } from '#portal/lib/use-action.ts';
import { useErrorText } from '#portal/lib/error-text.ts';
import { useLoad } from '#portal/lib/use-load.ts';
import { Button } from '#portal/ui/Button/Button.tsx';
import { EmptyState } from '#portal/ui/EmptyState/EmptyState.tsx';
import { ErrorState } from '#portal/ui/ErrorState/ErrorState.tsx';
import { Pagination } from '#portal/ui/Pagination/Pagination.tsx';
import { Select } from '#portal/ui/Select/Select.tsx';
import { Skeleton } from '#portal/ui/Skeleton/Skeleton.tsx';
import { TextField } from '#portal/ui/TextField/TextField.tsx';
import { LeadItem } from './LeadItem.tsx';
import { LEAD_KIND_LABELS, LEAD_STATUS_LABELS } from './lead-labels.ts';
import * as styles from './leads.css.ts';

interface Filter {
  kind: LeadKind | '';
  status: LeadStatus | '';
  search: string;
  page: number;
}

/** What an owner's own actions may do with a lead: know whether it is busy, and show it changed. */
export interface LeadActions {
  busy: boolean;
  replace: (lead: Lead) => void;
}

interface LeadInboxProps {
  /** The kinds of request that reach this inbox, for the kind filter. */
  kinds: LeadKind[];
  /** What the empty inbox says arrives here, and where to go to get requests. */
  emptyDescription: string;
  emptyAction?: ReactNode;
  /** The owner's own actions on one lead (the agency turns a request into a student). */
  actions?: (lead: Lead, inbox: LeadActions) => ReactNode;
}

/**
 * A leads inbox (DESIGN.md): the requests of one owner, the agency's own or the admins' (those of no agency),
 * with kind, status and search filters; each can be answered by e-mail, marked contacted, closed or reopened.
 */
export function LeadInbox({ kinds, emptyDescription, emptyAction, actions }: LeadInboxProps) {
  const { t, i18n } = useLingui();
  const { error: errorMessage } = useErrorText();
  const [filter, setFilter] = useState<Filter>({ kind: '', status: '', search: '', page: 1 });
  const [draft, setDraft] = useState('');
  // Leads changed here since the page loaded, shown over the loaded ones.
  const [changed, setChanged] = useState<Record<number, Lead>>({});
  const { pending: busy, run } = useAction<number>();
  const inbox = useLoad(
    () =>
      leads.list(api, {
        kind: filter.kind || undefined,
        status: filter.status || undefined,
        search: filter.search || undefined,
        page: filter.page,
        limit: PAGE_SIZES.lists,
      }),
    JSON.stringify(filter),
  );

  const refilter = (change: Partial<Filter>) => {
    setChanged({});
    setFilter((current) => ({ ...current, page: 1, ...change }));
  };
  const replace = (lead: Lead) => setChanged((current) => ({ ...current, [lead.id]: lead }));

  const setStatus = async (lead: Lead, status: Exclude<LeadStatus, 'CONVERTED'>) => {
    await run(() => leads.update(api, lead.id, { status }), {
      kind: lead.id,
      done: t`Lead updated`,
      failed: t`The lead could not be updated`,
      onDone: (answer) => replace(answer.lead),
    });
  };

  const search = (event: FormEvent) => {
    event.preventDefault();
    refilter({ search: draft.trim() });
  };

  return (
    <div className={styles.inbox}>
      {/* biome-ignore lint/a11y/useSemanticElements: a form with role search is the search landmark; a <search> wrapper would change the layout */}
      <form className={styles.toolbar} onSubmit={search} role="search">
        <TextField
          label={t`Search`}
          type="search"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          placeholder={t`Name, email, message, university or programme`}
        />
        <Select
          label={t`Kind`}
          placeholder={t`All kinds`}
          value={filter.kind}
          onChange={(e) => refilter({ kind: e.target.value as LeadKind | '' })}
          options={kinds.map((kind) => ({ value: kind, label: i18n._(LEAD_KIND_LABELS[kind]) }))}
        />
        <Select
          label={t`Status`}
          placeholder={t`All statuses`}
          value={filter.status}
          onChange={(e) => refilter({ status: e.target.value as LeadStatus | '' })}
          options={LEAD_STATUSES.map((status) => ({ value: status, label: i18n._(LEAD_STATUS_LABELS[status]) }))}
        />
        <div>
          <Button type="submit" variant="secondary">
            <Trans>Search</Trans>
          </Button>
        </div>
      </form>

      {inbox.status === 'loading' ? (
        <Skeleton lines={4} height="6rem" label={t`Loading leads…`} />
      ) : inbox.status === 'failed' ? (
        <ErrorState title={t`Error loading leads`} message={errorMessage(inbox.error)} onRetry={inbox.retry} />
      ) : inbox.data.leads.length === 0 ? (
        <EmptyState
          title={filter.kind || filter.status || filter.search ? t`No leads match these filters` : t`No leads yet`}
          description={emptyDescription}
          action={emptyAction}
        />
      ) : (
        <>
          <p className={styles.muted} role="status">
            <Plural value={inbox.data.pagination.total} one="# lead" other="# leads" />
          </p>
          <ul className={styles.list}>
            {inbox.data.leads.map((loaded) => {
              const lead = changed[loaded.id] ?? loaded;
              return (
                <LeadItem key={lead.id} lead={lead} busy={busy === lead.id} onStatus={setStatus}>
                  {actions?.(lead, { busy: busy === lead.id, replace })}
                </LeadItem>
              );
            })}
          </ul>
          <Pagination
            page={filter.page}
            pages={inbox.data.pagination.pages}
            onChange={(page) => setFilter((current) => ({ ...current, page }))}
          />
        </>
      )}
    </div>
  );
}
