import { Trans, useLingui } from '@lingui/react/macro';
import * as universityClaims from '#sdk/resources/admin-university-claims';
import * as universities from '#sdk/resources/universities';
import type { UniversityClaim } from '#sdk/schemas/university-claim';
import { UniversityClaimRejection } from '#sdk/schemas/university-claim';
import { type ReactNode, useState } from 'react';
import { api } from '#portal/lib/api.ts';
import { useAction } from '#portal/lib/use-action.ts';
import { useErrorText } from '#portal/lib/error-text.ts';
import { useFormat } from '#portal/lib/format.ts';
import { usePageTitle } from '#portal/lib/page-title.ts';
import { useDebounced } from '#portal/lib/use-debounced.ts';
import { useForm } from '#portal/lib/use-form.ts';
import { useLoad } from '#portal/lib/use-load.ts';
import { Badge } from '#portal/ui/Badge/Badge.tsx';
import { Button } from '#portal/ui/Button/Button.tsx';
import { Card } from '#portal/ui/Card/Card.tsx';
import { FormDialog } from '#portal/ui/FormDialog/FormDialog.tsx';
import { EmptyState } from '#portal/ui/EmptyState/EmptyState.tsx';
import { ErrorState } from '#portal/ui/ErrorState/ErrorState.tsx';
import { PageHeader } from '#portal/ui/PageHeader/PageHeader.tsx';
import { RadioGroup } from '#portal/ui/RadioGroup/RadioGroup.tsx';
import { Skeleton } from '#portal/ui/Skeleton/Skeleton.tsx';
import { type Column, Table } from '#portal/ui/Table/Table.tsx';
import { TextArea } from '#portal/ui/TextArea/TextArea.tsx';
import { TextField } from '#portal/ui/TextField/TextField.tsx';
import * as styles from '#portal/features/admin/admin.css.ts';
import { PlaceName } from '#portal/lib/place-name.tsx';
import { usePlace } from '#portal/lib/place-name.tsx';

/**
 * /admin/university-claims: university accounts wait here until an admin links
 * each to its catalogue entry (found by search), approves it as a new entry, or rejects it.
 */
export default function UniversityClaimsPage() {
  const { t } = useLingui();
  usePageTitle(t`University claims`);
  const format = useFormat();
  const { error: errorMessage } = useErrorText();
  const data = useLoad(() => universityClaims.list(api), 'university-claims');
  const [approving, setApproving] = useState<UniversityClaim | null>(null);
  const [rejecting, setRejecting] = useState<UniversityClaim | null>(null);

  const columns: Column<UniversityClaim>[] = [
    {
      key: 'university',
      header: t`University`,
      cell: (c) => (
        <div className={styles.stack}>
          <strong dir="auto">{c.name}</strong>
          <span className={styles.muted}>
            <PlaceName city={c.city} country={c.country} />
          </span>
        </div>
      ),
    },
    {
      key: 'account',
      header: t`Account`,
      cell: (c) => (
        <div className={styles.stack}>
          <span dir="ltr">{c.accountEmail}</span>
          <span className={styles.muted}>{format.date(c.createdAt)}</span>
        </div>
      ),
    },
    {
      key: 'status',
      header: t`Status`,
      cell: (c) => (
        <div className={styles.stack}>
          {c.status === 'PENDING' && <Badge tone="warning">{t`Pending verification`}</Badge>}
          {c.status === 'APPROVED' && <Badge tone="success">{t`Verified`}</Badge>}
          {c.status === 'REJECTED' && <Badge tone="danger">{t`Rejected`}</Badge>}
          {c.university && (
            <span className={styles.muted}>
              <Trans>
                Linked to <bdi>{c.university.name}</bdi>
              </Trans>
            </span>
          )}
          {c.rejectionReason && (
            <span className={styles.muted} dir="auto">
              {c.rejectionReason}
            </span>
          )}
        </div>
      ),
    },
    {
      key: 'actions',
      header: t`Actions`,
      cell: (c) => {
        const name = c.name;
        return c.status === 'PENDING' ? (
          <div className={styles.actions}>
            <Button size="sm" onClick={() => setApproving(c)} aria-label={t`Approve ${name}`}>
              <Trans>Approve</Trans>
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setRejecting(c)} aria-label={t`Reject ${name}`}>
              <Trans>Reject</Trans>
            </Button>
          </div>
        ) : null;
      },
    },
  ];

  let content: ReactNode;
  if (data.status === 'loading') content = <Skeleton lines={4} height="3rem" label={t`Loading claims…`} />;
  else if (data.status === 'failed')
    content = <ErrorState title={t`Error loading claims`} message={errorMessage(data.error)} onRetry={data.retry} />;
  else
    content = (
      <Table
        caption={t`University claims`}
        hideCaption
        columns={columns}
        rows={data.data.claims}
        rowKey={(c) => c.id}
        empty={<EmptyState title={t`No university is waiting for verification`} />}
      />
    );

  return (
    <div className={styles.page}>
      <PageHeader
        title={<Trans>University claims</Trans>}
        lead={
          <Trans>
            University accounts act only once you have verified them and linked them to their catalogue entry.
          </Trans>
        }
      />
      <Card>{content}</Card>
      {approving && (
        <ApproveDialog
          claim={approving}
          onClose={() => setApproving(null)}
          onDone={() => {
            setApproving(null);
            data.retry();
          }}
        />
      )}
      {rejecting && (
        <RejectDialog
          claim={rejecting}
          onClose={() => setRejecting(null)}
          onDone={() => {
            setRejecting(null);
            data.retry();
          }}
        />
      )}
    </div>
  );
}

const NEW_ENTRY = 'new';

/** Links the account to a catalogue entry found by search (the usual case), or approves a new entry. */
function ApproveDialog({
  claim,
  onClose,
  onDone,
}: {
  claim: UniversityClaim;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useLingui();
  const place = usePlace();
  const [search, setSearch] = useState(claim.name);
  const [choice, setChoice] = useState('');
  const { busy, run } = useAction();
  const query = useDebounced(search.trim());
  const found = useLoad(() => universities.list(api, { search: query, limit: 8 }), `claim-search-${query}`);
  const options = [
    ...(found.status === 'ready'
      ? found.data.universities.map((u) => ({
          value: String(u.id),
          label: <bdi>{u.name}</bdi>,
          description: place(u),
        }))
      : []),
    {
      value: NEW_ENTRY,
      label: t`Approve as a new catalogue entry`,
      description: t`The details the university sent become a new public entry.`,
    },
  ];
  const submit = async () => {
    if (!choice) return;
    await run(
      () => universityClaims.approve(api, claim.id, choice === NEW_ENTRY ? {} : { universityId: Number(choice) }),
      { done: t`The university account is verified`, failed: t`Failed to approve the claim`, onDone: onDone },
    );
  };
  return (
    <FormDialog
      title={t`Approve university claim`}
      submitLabel={<Trans>Approve</Trans>}
      busy={busy}
      submitDisabled={!choice}
      onSubmit={submit}
      onClose={onClose}
    >
      <p>
        <Trans>
          <bdi>{claim.accountEmail}</bdi> claims <bdi>{claim.name}</bdi>. Link the account to its catalogue entry.
        </Trans>
      </p>
      <TextField
        label={t`Search the catalogue`}
        type="search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {found.status === 'loading' && <Skeleton lines={3} label={t`Searching…`} />}
      <RadioGroup
        legend={t`Catalogue entry`}
        name="claim-entry"
        value={choice}
        options={options}
        onChange={setChoice}
        required
      />
    </FormDialog>
  );
}

function RejectDialog({ claim, onClose, onDone }: { claim: UniversityClaim; onClose: () => void; onDone: () => void }) {
  const { t } = useLingui();
  const form = useForm({ reason: '' });
  const { busy, run } = useAction();
  const submit = async () => {
    const payload = form.check(UniversityClaimRejection);
    if (!payload) return;
    await run(() => universityClaims.reject(api, claim.id, payload), {
      done: t`The claim was rejected`,
      failed: t`Failed to reject the claim`,
      onDone: onDone,
      onError: (error) => form.showServerErrors(error),
    });
  };
  return (
    <FormDialog
      title={t`Reject university claim`}
      submitLabel={<Trans>Reject</Trans>}
      busy={busy}
      danger
      onSubmit={submit}
      onClose={onClose}
    >
      <TextArea label={t`Reason`} hint={t`The university sees this text.`} required {...form.field('reason')} />
    </FormDialog>
  );
}
