import { useLingui } from '@lingui/react/macro';
import { NavLink, Outlet } from 'react-router';
import { paths } from '../../paths.ts';
import * as styles from './AgencyAreaLayout.css.ts';

/** The agency area's navigation (spec part 2, 2, agency routes, and the embed kit's pages), then the screen. */
export default function AgencyAreaLayout() {
  const { t } = useLingui();
  const links = [
    { to: paths.agency.dashboard, label: t`Dashboard`, end: true },
    { to: paths.agency.students, label: t`Students` },
    { to: paths.agency.applications, label: t`Applications` },
    { to: paths.agency.leads, label: t`Leads` },
    { to: paths.agency.embed, label: t`Embed` },
  ];
  return (
    <>
      <nav className={styles.nav} aria-label={t`Agency area`}>
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
      <Outlet />
    </>
  );
}
