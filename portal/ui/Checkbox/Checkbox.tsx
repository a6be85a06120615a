import type { InputHTMLAttributes, ReactNode } from 'react';
import * as styles from './Checkbox.css.ts';

type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'onChange'> & {
  label: ReactNode;
  onChange: (checked: boolean) => void;
};

export function Checkbox({ label, onChange, ...input }: CheckboxProps) {
  return (
    <label className={styles.wrap}>
      <input type="checkbox" className={styles.box} onChange={(e) => onChange(e.target.checked)} {...input} />
      <span>{label}</span>
    </label>
  );
}
