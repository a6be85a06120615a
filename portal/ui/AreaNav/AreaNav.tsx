import { NavLink } from 'react-router';
import * as styles from './AreaNav.css.ts';

export interface AreaLink {
  to: string;
  label: string;
  /** Current only on this exact path (a dashboard whose paths others start with). */
  end?: boolean;
}

/** The links between the screens of one signed-in area; the current one is marked for screen readers too. */
export function AreaNav({ label, links }: { label: string; links: readonly AreaLink[] }) {
  return (
    <nav className={styles.nav} aria-label={label}>
      <ul className={styles.links}>
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end={link.end} className={styles.link}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
