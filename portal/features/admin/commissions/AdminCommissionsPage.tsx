import { Trans, useLingui } from '@lingui/react/macro';
import * as commissions from '#sdk/resources/commissions';
import { CLAIM_STATUSES, type ClaimStatus } from '#sdk/schemas/commission';
import { LIMITS } from '#sdk/schemas/constants';
import { useSearchParams } from 'react-router';
import { CLAIM_STATUS_NAMES } from '#names/claim-status.ts';
import { api } from '#portal/lib/api.ts';
import { AgreementsTable } from '#portal/lib/commissions/AgreementsTable.tsx';
import { ClaimsTable } from '#portal/lib/commissions/ClaimsTable.tsx';
import { useErrorText } from '#portal/lib/error-text.ts';
import { usePageTitle } from '#portal/lib/page-title.ts';
import { useLoad } from '#portal/lib/use-load.ts';
import { Card } from '#portal/ui/Card/Card.tsx';
import { ErrorState } from '#portal/ui/ErrorState/ErrorState.tsx';
import { PageHeader } from '#portal/ui/PageHeader/PageHeader.tsx';
import { Pagination } from '#portal/ui/Pagination/Pagination.tsx';
import { Select } from '#portal/ui/Select/Select.tsx';
import { Skeleton } from '#portal/ui/Skeleton/Skeleton.tsx';
import { toolbar } from '#portal/ui/page.css.ts';
import * as styles from '#portal/features/admin/admin.css.ts';

/** The filters, kept in the address so a reload or a shared link shows the same list. */
const FILTERS = ['agencyId', 'universityId', 'agreement', 'status', 'page'] as const;

const idOf = (value: string | null) => (value && /^\d+$/.test(value) ? Number(value) : undefined);

/**
 * /admin/commissions: every agency's commission agreements and the claims under them,
 * filtered by agency, university, the agreement's confirmation and the claim's status. The admins
 * read; the agency and the university act.
 */
export default function AdminCommissionsPage() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Commissions`);
  const { error: errorMessage } = useErrorText();
  const [search, setSearch] = useSearchParams();
  const agencyId = idOf(search.get('agencyId'));
  const universityId = idOf(search.get('universityId'));
  const agreement = search.get('agreement');
  const confirmed = agreement === 'confirmed' ? true : agreement === 'unconfirmed' ? false : undefined;
  const status = CLAIM_STATUSES.find((s) => s === search.get('status'));
  const page = idOf(search.get('page')) ?? 1;
  const set = (key: (typeof FILTERS)[number], value: string) => {
    const next = new URLSearchParams(search);
    if (value) next.set(key, value);
    else next.delete(key);
    if (key !== 'page') next.delete('page');
    setSearch(next, { replace: true });
  };

  // The parties to filter by: those of any agreement (every claim is under one).
  const parties = useLoad(() => commissions.listAgreements(api), 'admin-commission-parties');
  const data = useLoad(
    () =>
      Promise.all([
        commissions.listAgreements(api, { agencyId, universityId, confirmed }),
        commissions.listClaims(api, { agencyId, universityId, status, page, limit: LIMITS.maxPageSize }),
      ]),
    `${agencyId} ${universityId} ${confirmed} ${status} ${page}`,
  );

  const all = parties.status === 'ready' ? parties.data.agreements : [];
  const options = (side: 'agency' | 'university') =>
    [...new Map(all.map((a) => [a[side].id, a[side].name])).entries()]
      .sort((a, b) => a[1].localeCompare(b[1], i18n.locale))
      .map(([id, name]) => ({ value: String(id), label: name }));

  return (
    <div className={styles.page}>
      <PageHeader
        title={<Trans>Commissions</Trans>}
        lead={
          <Trans>
            Every agency's agreements with universities and the commission claims under them. The agency raises a claim;
            the university pays or disputes it.
          </Trans>
        }
      />
      <section className={toolbar} aria-label={t`Filter commissions`}>
        <Select
          label={t`Agency`}
          placeholder={t`All agencies`}
          options={options('agency')}
          value={agencyId ? String(agencyId) : ''}
          onChange={(e) => set('agencyId', e.target.value)}
        />
        <Select
          label={t`University`}
          placeholder={t`All universities`}
          options={options('university')}
          value={universityId ? String(universityId) : ''}
          onChange={(e) => set('universityId', e.target.value)}
        />
        <Select
          label={t`Agreement`}
          placeholder={t`All agreements`}
          options={[
            { value: 'confirmed', label: t`Confirmed` },
            { value: 'unconfirmed', label: t`Awaiting confirmation` },
          ]}
          value={agreement ?? ''}
          onChange={(e) => set('agreement', e.target.value)}
        />
        <Select
          label={t`Claim status`}
          placeholder={t`All statuses`}
          options={CLAIM_STATUSES.map((s: ClaimStatus) => ({ value: s, label: i18n._(CLAIM_STATUS_NAMES[s]) }))}
          value={status ?? ''}
          onChange={(e) => set('status', e.target.value)}
        />
      </section>
      {data.status === 'loading' && <Skeleton lines={4} label={t`Loading commissions…`} />}
      {data.status === 'failed' && (
        <ErrorState title={t`Error loading commissions`} message={errorMessage(data.error)} onRetry={data.retry} />
      )}
      {data.status === 'ready' && (
        <>
          <Card title={t`Agreements`}>
            <AgreementsTable agreements={data.data[0].agreements} party="both" actions={() => null} />
          </Card>
          <Card title={t`Claims`}>
            <ClaimsTable claims={data.data[1].claims} party="both" actions={() => null} />
            <Pagination
              page={page}
              pages={data.data[1].pagination.pages}
              onChange={(next) => set('page', String(next))}
            />
          </Card>
        </>
      )}
    </div>
  );
}
