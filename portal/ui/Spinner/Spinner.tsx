import { useLingui } from '@lingui/react/macro';
import * as styles from './Spinner.css.ts';

interface SpinnerProps {
  /** What is loading; "Loading…" when not given. */
  label?: string;
  /** Centred in a block of its own, for a page or section that is loading. */
  block?: boolean;
}

export function Spinner({ label, block = false }: SpinnerProps) {
  const { t } = useLingui();
  const spinner = <span className={styles.spinner} role="status" aria-label={label ?? t`Loading…`} />;
  return block ? <div className={styles.block}>{spinner}</div> : spinner;
}
