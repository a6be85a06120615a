import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import * as weeklySummary from '#sdk/resources/weekly-summary';
import { api } from '#portal/lib/api.ts';
import { useAction } from '#portal/lib/use-action.ts';
import { useErrorText } from '#portal/lib/error-text.ts';
import { useLoad } from '#portal/lib/use-load.ts';
import { Card } from '#portal/ui/Card/Card.tsx';
import { ErrorState } from '#portal/ui/ErrorState/ErrorState.tsx';
import { Spinner } from '#portal/ui/Spinner/Spinner.tsx';
import { Switch } from '#portal/ui/Switch/Switch.tsx';
import * as styles from './weekly-summary.css.ts';

/**
 * The weekly e-mail of the analytics' headline figures, turned on or off at once:
 * on an agency owner's settings, a university's Settings tab and the admins' settings.
 */
export function WeeklySummaryCard() {
  const { t } = useLingui();
  const { error: errorMessage } = useErrorText();
  const settings = useLoad(() => weeklySummary.retrieve(api), 'weekly-summary');
  const { busy, run } = useAction();
  const [chosen, setChosen] = useState<boolean>();

  const choose = (on: boolean) =>
    run(() => weeklySummary.update(api, { weeklySummary: on }), {
      done: on ? t`The weekly summary is on` : t`The weekly summary is off`,
      failed: t`The weekly summary was not changed`,
      onDone: (saved) => setChosen(saved.weeklySummary),
    });

  return (
    <Card title={t`Weekly summary`}>
      {settings.status === 'loading' && <Spinner block label={t`Loading…`} />}
      {settings.status === 'failed' && (
        <ErrorState
          title={t`Error loading the weekly summary`}
          message={errorMessage(settings.error)}
          onRetry={settings.retry}
        />
      )}
      {settings.status === 'ready' && (
        <div className={styles.body}>
          <p className={styles.lead}>
            <Trans>
              Every Monday morning, an e-mail with last week's headline figures of your analytics, against the week
              before, and a link to them.
            </Trans>
          </p>
          <Switch
            label={t`E-mail me a weekly summary`}
            checked={chosen ?? settings.data.weeklySummary}
            disabled={busy}
            onChange={(on) => void choose(on)}
          />
        </div>
      )}
    </Card>
  );
}
