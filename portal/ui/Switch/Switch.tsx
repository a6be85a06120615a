import { type ReactNode, useId } from 'react';
import * as styles from './Switch.css.ts';

interface SwitchProps {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}

/** An on/off control (role switch); Space and Enter toggle it like any button. */
export function Switch({ label, checked, onChange, disabled }: SwitchProps) {
  const labelId = useId();
  return (
    <span className={styles.wrap}>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={labelId}
        className={styles.track}
        disabled={disabled}
        onClick={() => onChange(!checked)}
      >
        <span className={styles.thumb} />
      </button>
      <span id={labelId} onClick={() => !disabled && onChange(!checked)}>
        {label}
      </span>
    </span>
  );
}
