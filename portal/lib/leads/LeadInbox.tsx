import { Plural, useLingui } from '@lingui/react/macro';
import * as leads from '#sdk/resources/leads';
import { PAGE_SIZES } from '#sdk/schemas/constants';
import { LEAD_STATUSES, type LeadKind, type LeadStatus } from '#sdk/schemas/enums';
import type { Lead } from '#sdk/schemas/lead';
import { type ReactNode, useEffect, useState } from 'react';
import { api } from '#portal/lib/api.ts';
import { useListFilters } from '#portal/lib/use-list-filters.ts';
import { type ListFilter, ListToolbar } from '#portal/ui/ListToolbar/ListToolbar.tsx';
import { ListState } from '#portal/ui/ListResults/ListResults.tsx';
import { useAction } from '#portal/lib/use-action.ts';
import { useLoad } from '#portal/lib/use-load.ts';
import { EmptyState } from '#portal/ui/EmptyState/EmptyState.tsx';
import { Pagination } from '#portal/ui/Pagination/Pagination.tsx';
import { LeadItem } from './LeadItem.tsx';
import { LEAD_KIND_LABELS, LEAD_STATUS_LABELS } from './lead-labels.ts';
import * as styles from './leads.css.ts';

const NO_FILTERS = { kind: '', status: '', search: '', office: '' };

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
  /** The agency's office filter, after the others. */
  officeFilters?: readonly ListFilter<'office'>[];
}

/**
 * A leads inbox (ARCHITECTURE.md, Decisions): the requests of one owner, the agency's own or the admins' (those of no agency),
 * with kind, status and search filters; each can be answered by e-mail, marked contacted, closed or reopened.
 */
export function LeadInbox({ kinds, emptyDescription, emptyAction, actions, officeFilters = [] }: LeadInboxProps) {
  const { t, i18n } = useLingui();
  const filterList = useListFilters(NO_FILTERS);
  const { filters: filter, page } = filterList;
  // Leads changed here since the page loaded, shown over the loaded ones.
  const [changed, setChanged] = useState<Record<number, Lead>>({});
  const { pending: busy, run } = useAction<number>();
  const inbox = useLoad(
    () =>
      leads.list(api, {
        kind: (filter.kind || undefined) as LeadKind | undefined,
        status: (filter.status || undefined) as LeadStatus | undefined,
        search: filter.search || undefined,
        office: filter.office ? Number(filter.office) : undefined,
        page,
        limit: PAGE_SIZES.lists,
      }),
    JSON.stringify({ filter, page }),
  );

  // Other filters show the leads as the server has them.
  const filterKey = JSON.stringify(filter);
  useEffect(() => {
    if (filterKey) setChanged({});
  }, [filterKey]);
  const replace = (lead: Lead) => setChanged((current) => ({ ...current, [lead.id]: lead }));

  const setStatus = async (lead: Lead, status: Exclude<LeadStatus, 'CONVERTED'>) => {
    await run(() => leads.update(api, lead.id, { status }), {
      kind: lead.id,
      done: t`Lead updated`,
      failed: t`The lead could not be updated`,
      onDone: (answer) => replace(answer.lead),
    });
  };

  return (
    <div className={styles.inbox}>
      <ListToolbar
        list={filterList}
        mode="submit"
        search={{ label: t`Search`, placeholder: t`Name, email, message, university or programme` }}
        filters={[
          {
            key: 'kind',
            label: t`Kind`,
            placeholder: t`All kinds`,
            options: kinds.map((kind) => ({ value: kind, label: i18n._(LEAD_KIND_LABELS[kind]) })),
          },
          {
            key: 'status',
            label: t`Status`,
            placeholder: t`All statuses`,
            options: LEAD_STATUSES.map((status) => ({ value: status, label: i18n._(LEAD_STATUS_LABELS[status]) })),
          },
          ...officeFilters,
        ]}
      />

      <ListState
        load={inbox}
        rows={(answer) => answer.leads}
        loadingLabel={t`Loading leads…`}
        lineHeight="6rem"
        errorTitle={t`Error loading leads`}
        empty={
          <EmptyState
            title={filter.kind || filter.status || filter.search ? t`No leads match these filters` : t`No leads yet`}
            description={emptyDescription}
            action={emptyAction}
          />
        }
      >
        {(loadedLeads, answer) => (
          <>
            <p className={styles.muted} role="status">
              <Plural value={answer.pagination.total} one="# lead" other="# leads" />
            </p>
            <ul className={styles.list}>
              {loadedLeads.map((loaded) => {
                const lead = changed[loaded.id] ?? loaded;
                return (
                  <LeadItem key={lead.id} lead={lead} busy={busy === lead.id} onStatus={setStatus}>
                    {actions?.(lead, { busy: busy === lead.id, replace })}
                  </LeadItem>
                );
              })}
            </ul>
            <Pagination page={page} pages={answer.pagination.pages} onChange={filterList.setPage} />
          </>
        )}
      </ListState>
    </div>
  );
}
