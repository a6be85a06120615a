import { useLingui } from '@lingui/react/macro';
import * as styles from './Skeleton.css.ts';

interface SkeletonProps {
  /** Number of grey lines. */
  lines?: number;
  /** Height of each line (CSS length). */
  height?: string;
  /** What is loading, for screen readers; "Loading…" when not given. */
  label?: string;
}

/** Grey placeholders in the shape of content that is loading; announced once as busy. */
export function Skeleton({ lines = 3, height = '1rem', label }: SkeletonProps) {
  const { t } = useLingui();
  return (
    <div className={styles.stack} role="status" aria-busy="true" aria-label={label ?? t`Loading…`}>
      {Array.from({ length: lines }, (_, i) => (
        <span
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholder lines that never move
          key={i}
          className={styles.bone}
          style={{ height, inlineSize: i === lines - 1 && lines > 1 ? '60%' : '100%' }}
        />
      ))}
    </div>
  );
}
