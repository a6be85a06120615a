import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useErrorText } from '#portal/lib/error-text.ts';
import { useDebounced } from '#portal/lib/use-debounced.ts';
import { useLoad } from '#portal/lib/use-load.ts';
import { Card } from '#portal/ui/Card/Card.tsx';
import { ErrorState } from '#portal/ui/ErrorState/ErrorState.tsx';
import { RadioGroup } from '#portal/ui/RadioGroup/RadioGroup.tsx';
import { Skeleton } from '#portal/ui/Skeleton/Skeleton.tsx';
import { TextField } from '#portal/ui/TextField/TextField.tsx';
import * as styles from './SearchPicker.css.ts';

/** A picked record: its id and what the screen shows of it. */
export interface Choice {
  id: number;
  label: string;
}

export interface PickerProps {
  chosen?: Choice;
  onChoose: (choice: Choice) => void;
  /** A refusal of the form for this choice, shown under it. */
  error?: string;
}

/**
 * A search box over a list the server searches (so it reaches every record, however many), and
 * the answers as radios; the choice stays when the search changes.
 */
export function SearchPicker({
  title,
  searchLabel,
  missing,
  chosen,
  onChoose,
  error,
  load,
}: PickerProps & {
  title: string;
  searchLabel: string;
  /** The spec's message while nothing is chosen. */
  missing: string;
  load: (search: string) => Promise<{ id: number; label: string; description?: string }[]>;
}) {
  const { t } = useLingui();
  const { error: errorMessage } = useErrorText();
  const [search, setSearch] = useState('');
  const settled = useDebounced(search.trim());
  const options = useLoad(() => load(settled), settled);
  return (
    <Card title={title}>
      <TextField label={searchLabel} type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
      {options.status === 'loading' ? (
        <Skeleton lines={4} label={t`Loading…`} />
      ) : options.status === 'failed' ? (
        <ErrorState
          title={t`The list could not be loaded`}
          message={errorMessage(options.error)}
          onRetry={options.retry}
        />
      ) : options.data.length === 0 ? (
        <p className={styles.muted}>
          <Trans>Nothing matches this search.</Trans>
        </p>
      ) : (
        <RadioGroup
          legend={title}
          name={title}
          value={chosen ? String(chosen.id) : ''}
          options={options.data.map((o) => ({
            value: String(o.id),
            label: <bdi>{o.label}</bdi>,
            description: o.description,
          }))}
          onChange={(value) => {
            const picked = options.data.find((o) => String(o.id) === value)!;
            onChoose({ id: picked.id, label: picked.label });
          }}
        />
      )}
      <p className={styles.muted} role="status">
        {chosen ? (
          <Trans>
            Chosen: <bdi>{chosen.label}</bdi>
          </Trans>
        ) : (
          missing
        )}
      </p>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </Card>
  );
}
