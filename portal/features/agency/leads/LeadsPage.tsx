import { Plural, Trans, useLingui } from '@lingui/react/macro';
import * as leads from '#sdk/resources/leads';
import { PAGE_SIZES } from '#sdk/schemas/constants';
import { LEAD_STATUSES, type LeadKind, type LeadStatus } from '#sdk/schemas/enums';
import type { Lead } from '#sdk/schemas/lead';
import { type FormEvent, useState } from 'react';
import { api } from '../../../lib/api.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useLoad } from '../../../lib/use-load.ts';
import { paths } from '../../../paths.ts';
import { Button, ButtonLink } from '../../../ui/Button/Button.tsx';
import { EmptyState } from '../../../ui/EmptyState/EmptyState.tsx';
import { ErrorState } from '../../../ui/ErrorState/ErrorState.tsx';
import { Pagination } from '../../../ui/Pagination/Pagination.tsx';
import { Select } from '../../../ui/Select/Select.tsx';
import { Skeleton } from '../../../ui/Skeleton/Skeleton.tsx';
import { TextField } from '../../../ui/TextField/TextField.tsx';
import { useToast } from '../../../ui/Toasts/Toasts.tsx';
import * as shared from '../agency.css.ts';
import { ConvertLeadDialog } from './ConvertLeadDialog.tsx';
import { LeadItem } from './LeadItem.tsx';
import { LEAD_KIND_LABELS, LEAD_STATUS_LABELS } from './lead-labels.ts';
import * as styles from './leads.css.ts';

/** The kinds a widget or the portal sends to an agency (the contact form goes to the admins). */
const AGENCY_LEAD_KINDS: LeadKind[] = ['consultation', 'information', 'apply'];

interface Filter {
  kind: LeadKind | '';
  status: LeadStatus | '';
  search: string;
  page: number;
}

/** /dashboard/leads: requests from the agency's widgets and pages, to contact, close or turn into students (DESIGN.md). */
export default function LeadsPage() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Leads`);
  const toast = useToast();
  const { error: errorMessage } = useErrorText();
  const [filter, setFilter] = useState<Filter>({ kind: '', status: '', search: '', page: 1 });
  const [draft, setDraft] = useState('');
  // Leads changed here since the page loaded, shown over the loaded ones.
  const [changed, setChanged] = useState<Record<number, Lead>>({});
  const [busy, setBusy] = useState<number>();
  const [converting, setConverting] = useState<Lead>();
  const inbox = useLoad(
    () => leads.list(api, { kind: filter.kind || undefined, status: filter.status || undefined, search: filter.search || undefined, page: filter.page, limit: PAGE_SIZES.lists }),
    JSON.stringify(filter),
  );

  const refilter = (change: Partial<Filter>) => {
    setChanged({});
    setFilter((current) => ({ ...current, page: 1, ...change }));
  };

  const setStatus = async (lead: Lead, status: Exclude<LeadStatus, 'CONVERTED'>) => {
    setBusy(lead.id);
    try {
      const answer = await leads.update(api, lead.id, { status });
      setChanged((current) => ({ ...current, [lead.id]: answer.lead }));
      toast.success(t`Lead updated`);
    } catch (error) {
      toast.error(t`The lead could not be updated`, errorMessage(error));
    } finally {
      setBusy(undefined);
    }
  };

  const convert = async (lead: Lead) => {
    setBusy(lead.id);
    try {
      const answer = await leads.convert(api, lead.id);
      setChanged((current) => ({ ...current, [lead.id]: answer.lead }));
      setConverting(undefined);
      toast.success(t`Student created`, answer.applicationId ? t`A draft application was created too.` : undefined);
    } catch (error) {
      setConverting(undefined);
      toast.error(t`The lead could not be converted`, errorMessage(error));
    } finally {
      setBusy(undefined);
    }
  };

  const search = (event: FormEvent) => {
    event.preventDefault();
    refilter({ search: draft.trim() });
  };

  return (
    <div className={shared.page}>
      <header className={shared.header}>
        <h1 className={shared.title}>
          <Trans>Leads</Trans>
        </h1>
        <p className={shared.lead}>
          <Trans>Consultation, information and application requests from your website&apos;s widgets. Contact them, close them, or turn them into students.</Trans>
        </p>
      </header>

      <form className={shared.toolbar} onSubmit={search} role="search">
        <TextField label={t`Search`} type="search" value={draft} onChange={(e) => setDraft(e.target.value)} placeholder={t`Name, email, message, university or programme`} />
        <Select
          label={t`Kind`}
          placeholder={t`All kinds`}
          value={filter.kind}
          onChange={(e) => refilter({ kind: e.target.value as LeadKind | '' })}
          options={AGENCY_LEAD_KINDS.map((kind) => ({ value: kind, label: i18n._(LEAD_KIND_LABELS[kind]) }))}
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
          description={t`Requests that visitors send through your widgets arrive here.`}
          action={
            <ButtonLink to={paths.agency.embed} variant="secondary">
              <Trans>Put the widgets on your website</Trans>
            </ButtonLink>
          }
        />
      ) : (
        <>
          <p className={shared.muted} role="status">
            <Plural value={inbox.data.pagination.total} one="# lead" other="# leads" />
          </p>
          <ul className={styles.list}>
            {inbox.data.leads.map((loaded) => {
              const lead = changed[loaded.id] ?? loaded;
              return <LeadItem key={lead.id} lead={lead} busy={busy === lead.id} onStatus={setStatus} onConvert={setConverting} />;
            })}
          </ul>
          <Pagination page={filter.page} pages={inbox.data.pagination.pages} onChange={(page) => setFilter((current) => ({ ...current, page }))} />
        </>
      )}

      <ConvertLeadDialog lead={converting} converting={busy !== undefined && busy === converting?.id} onCancel={() => setConverting(undefined)} onConfirm={convert} />
    </div>
  );
}
