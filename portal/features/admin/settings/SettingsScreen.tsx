import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useErrorText } from '#portal/lib/error-text.ts';
import { usePageTitle } from '#portal/lib/page-title.ts';
import { useLoad } from '#portal/lib/use-load.ts';
import { ErrorState } from '#portal/ui/ErrorState/ErrorState.tsx';
import { PageHeader } from '#portal/ui/PageHeader/PageHeader.tsx';
import { Skeleton } from '#portal/ui/Skeleton/Skeleton.tsx';
import * as styles from '#portal/features/admin/admin.css.ts';
import { SettingsNav } from './SettingsNav.tsx';

interface SettingsScreenProps<T> {
  /** The browser tab's title. */
  title: string;
  /** What these settings decide, under the page's heading. */
  lead: ReactNode;
  /** Loads the saved settings; `loadKey` names them. */
  load: () => Promise<T>;
  loadKey: string;
  /** How many fields the form has, for the placeholder while it loads. */
  fieldCount: number;
  children: (settings: T) => ReactNode;
}

/** One admin settings screen: its heading, the settings' tabs, then its form once the settings are loaded. */
export function SettingsScreen<T>({ title, lead, load, loadKey, fieldCount, children }: SettingsScreenProps<T>) {
  const { t } = useLingui();
  usePageTitle(title);
  const { error: errorMessage } = useErrorText();
  const data = useLoad(load, loadKey);
  return (
    <div className={styles.page}>
      <PageHeader title={<Trans>Settings</Trans>} lead={lead} />
      <SettingsNav />
      {data.status === 'loading' && <Skeleton lines={fieldCount} height="3rem" label={t`Loading settings…`} />}
      {data.status === 'failed' && (
        <ErrorState title={t`Error loading settings`} message={errorMessage(data.error)} onRetry={data.retry} />
      )}
      {data.status === 'ready' && children(data.data)}
    </div>
  );
}
