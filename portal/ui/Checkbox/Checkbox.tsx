import type { InputHTMLAttributes, ReactNode } from 'react';
import * as styles from './Checkbox.css.ts';
import { useHydrated } from '#portal/lib/hydrated.ts';

type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'onChange'> & {
  label: ReactNode;
  onChange: (checked: boolean) => void;
};

export function Checkbox({ label, onChange, disabled, ...input }: CheckboxProps) {
  // On a server-rendered page the box waits for hydration (a tick made before would be lost).
  const live = useHydrated();
  return (
    <label className={styles.wrap}>
      <input
        type="checkbox"
        className={styles.box}
        onChange={(e) => onChange(e.target.checked)}
        disabled={disabled || !live}
        {...input}
      />
      <span>{label}</span>
    </label>
  );
}
