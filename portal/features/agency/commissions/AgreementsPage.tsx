import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import * as commissions from '#sdk/resources/commissions';
import type { Agreement } from '#sdk/schemas/commission';
import { api } from '#portal/lib/api.ts';
import { AgreementsTable } from '#portal/lib/commissions/AgreementsTable.tsx';
import { useErrorText } from '#portal/lib/error-text.ts';
import { usePageTitle } from '#portal/lib/page-title.ts';
import { useLoad } from '#portal/lib/use-load.ts';
import { Button } from '#portal/ui/Button/Button.tsx';
import { ErrorState } from '#portal/ui/ErrorState/ErrorState.tsx';
import { Skeleton } from '#portal/ui/Skeleton/Skeleton.tsx';
import * as shared from '#portal/features/agency/agency.css.ts';
import { AgreementDialog } from './AgreementDialog.tsx';

/** /commissions/agreements: the agency's commission agreements with universities, each confirmed by its university. */
export default function AgreementsPage() {
  const { t } = useLingui();
  usePageTitle(t`Agreements`);
  const { error: errorMessage } = useErrorText();
  const agreements = useLoad(() => commissions.listAgreements(api), 'agreements');
  const [editing, setEditing] = useState<Agreement | 'new' | null>(null);
  return (
    <div className={shared.page}>
      <header className={shared.titleRow}>
        <div className={shared.header}>
          <h1 className={shared.title}>
            <Trans>Agreements</Trans>
          </h1>
          <p className={shared.lead}>
            <Trans>
              What each university pays you for a student who enrols. The university confirms each agreement; an
              enrolment under a confirmed one adds an expected commission.
            </Trans>
          </p>
        </div>
        <div className={shared.actions}>
          <Button onClick={() => setEditing('new')}>
            <Trans>New agreement</Trans>
          </Button>
        </div>
      </header>
      {agreements.status === 'loading' && <Skeleton lines={3} label={t`Loading agreements…`} />}
      {agreements.status === 'failed' && (
        <ErrorState
          title={t`Error loading agreements`}
          message={errorMessage(agreements.error)}
          onRetry={agreements.retry}
        />
      )}
      {agreements.status === 'ready' && (
        <AgreementsTable
          agreements={agreements.data.agreements}
          party="university"
          actions={(agreement) => (
            <Button variant="secondary" size="sm" onClick={() => setEditing(agreement)}>
              <Trans>Edit</Trans>
            </Button>
          )}
        />
      )}
      {editing && (
        <AgreementDialog
          agreement={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
          onSaved={agreements.retry}
        />
      )}
    </div>
  );
}
