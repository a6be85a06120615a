import * as styles from './NavigationProgress.css.ts';

/** A thin bar at the top while the next screen's code loads. */
export function NavigationProgress({ active }: { active: boolean }) {
  return active ? <div className={styles.bar} aria-hidden="true" /> : null;
}
