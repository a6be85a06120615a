import { Trans, useLingui } from '@lingui/react/macro';
import type { FeeGroup } from '#sdk/schemas/program-parts';
import { useEffect, useState } from 'react';
import { useHydrated } from '#portal/lib/hydrated.ts';
import * as styles from './FeeGroupSwitch.css.ts';

const KEY = 'fee_group';

/**
 * The kept choice, or null where storage is refused (private modes). Not through lib/storage.ts:
 * a public page's chunk importing it moves the API client out of the entry chunk, and every
 * public page then downloads more.
 */
function kept(): string | null {
  try {
    return globalThis.localStorage?.getItem(KEY) ?? null;
  } catch {
    return null;
  }
}

function keep(group: FeeGroup) {
  try {
    globalThis.localStorage?.setItem(KEY, group);
  } catch {
    // Storage refused: the choice lives for this page only.
  }
}
/** Whether a text (a kept choice, a query parameter) names a fee group. */
export const isFeeGroup = (value: string | null): value is FeeGroup => value === 'EU' || value === 'NON_EU';

/**
 * The visitor's fee group (EU/EEA or non-EU), whose fees and deadlines the programme lists show;
 * remembered on this device. Non-EU until chosen (most of our visitors apply from outside the EU);
 * read after the first render, so a server-rendered page hydrates as it was sent.
 */
export function useFeeGroup(): [FeeGroup, (group: FeeGroup) => void] {
  const [group, setGroup] = useState<FeeGroup>('NON_EU');
  useEffect(() => {
    const choice = kept();
    if (isFeeGroup(choice)) setGroup(choice);
  }, []);
  const choose = (next: FeeGroup) => {
    keep(next);
    setGroup(next);
  };
  return [group, choose];
}

/** Whose fees and deadlines a programme list shows: EU/EEA or non-EU applicants (two pressed-or-not buttons). */
export function FeeGroupSwitch({ value, onChange }: { value: FeeGroup; onChange: (group: FeeGroup) => void }) {
  const { t } = useLingui();
  // On a server-rendered page the choice waits for hydration (a choice made before would be lost).
  const live = useHydrated();
  const choices: [FeeGroup, string][] = [
    ['EU', t`EU/EEA citizen`],
    ['NON_EU', t`Non-EU citizen`],
  ];
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons, named by its label; a fieldset would style as a form
    <div role="group" aria-labelledby="fee-group-label" className={styles.group}>
      <span id="fee-group-label" className={styles.label}>
        <Trans>I apply as</Trans>
      </span>
      {choices.map(([group, label]) => (
        <button
          key={group}
          type="button"
          className={styles.choice}
          aria-pressed={value === group}
          disabled={!live}
          onClick={() => onChange(group)}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
