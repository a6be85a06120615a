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
  const buttonId = useId();
  return (
    <span className={styles.wrap}>
      <button
        type="button"
        id={buttonId}
        role="switch"
        aria-checked={checked}
        aria-labelledby={labelId}
        className={styles.track}
        disabled={disabled}
        onClick={() => onChange(!checked)}
      >
        <span className={styles.thumb} />
      </button>
      {/* A click on the label clicks the button it names. */}
      <label id={labelId} htmlFor={buttonId}>
        {label}
      </label>
    </span>
  );
}
