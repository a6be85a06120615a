import { Trans, useLingui } from '@lingui/react/macro';
import * as settings from '#sdk/resources/settings';
import { api } from '#portal/lib/api.ts';
import { WeeklySummaryCard } from '#portal/lib/analytics/WeeklySummaryCard.tsx';
import { useErrorText } from '#portal/lib/error-text.ts';
import { usePageTitle } from '#portal/lib/page-title.ts';
import { useLoad } from '#portal/lib/use-load.ts';
import { ErrorState } from '#portal/ui/ErrorState/ErrorState.tsx';
import { PageHeader } from '#portal/ui/PageHeader/PageHeader.tsx';
import { Skeleton } from '#portal/ui/Skeleton/Skeleton.tsx';
import * as styles from '#portal/features/admin/admin.css.ts';
import { ContactSettingsForm } from './ContactSettingsForm.tsx';
import { SettingsNav } from './SettingsNav.tsx';

/** /admin/settings: the contact details the footer, contact and consultation pages show; the admin's own weekly summary. */
export default function AdminSettingsPage() {
  const { t } = useLingui();
  usePageTitle(t`Settings`);
  const { error: errorMessage } = useErrorText();
  const data = useLoad(() => settings.contact(api), 'contact');
  return (
    <div className={styles.page}>
      <PageHeader title={<Trans>Settings</Trans>} lead={<Trans>What the public pages say about the platform.</Trans>} />
      <SettingsNav />
      {data.status === 'loading' && <Skeleton lines={6} height="3rem" label={t`Loading settings…`} />}
      {data.status === 'failed' && (
        <ErrorState title={t`Error loading settings`} message={errorMessage(data.error)} onRetry={data.retry} />
      )}
      {data.status === 'ready' && <ContactSettingsForm contact={data.data.contact} />}
      <WeeklySummaryCard />
    </div>
  );
}
