import { useId } from 'react';
import { useFormat } from '#portal/lib/format.ts';
import * as styles from './ProgressBar.css.ts';

interface ProgressBarProps {
  /** 0 to 100. */
  value: number;
  label: string;
  /** Text for screen readers in place of the percentage, e.g. "Step 2 of 4". */
  valueText?: string;
}

/** A determinate progress bar; it fills from the inline start, so it mirrors in right-to-left. */
export function ProgressBar({ value, label, valueText }: ProgressBarProps) {
  const id = useId();
  const format = useFormat();
  const clamped = Math.min(100, Math.max(0, value));
  return (
    <div className={styles.wrap}>
      <div className={styles.labelRow}>
        <span id={id}>{label}</span>
        <span className={styles.percent} aria-hidden="true">
          {valueText ?? format.percent(clamped)}
        </span>
      </div>
      <div
        className={styles.track}
        role="progressbar"
        aria-labelledby={id}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(clamped)}
        aria-valuetext={valueText}
      >
        <div className={styles.fill} style={{ inlineSize: `${clamped}%` }} />
      </div>
    </div>
  );
}
