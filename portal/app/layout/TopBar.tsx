import { Trans, useLingui } from '@lingui/react/macro';
import { type KeyboardEvent, lazy, Suspense, useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useSession } from '#portal/lib/session.ts';
import { paths } from '#portal/paths.ts';
import { Button, ButtonLink } from '#portal/ui/Button/Button.tsx';
import { Icon } from '#portal/ui/Icon/Icon.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { UserMenu } from './UserMenu.tsx';
import * as styles from './TopBar.css.ts';

// Loaded only for signed-in users, so that visitors of the public pages do not download it.
const NotificationBell = lazy(() => import('./NotificationBell.tsx'));

/** Top bar of spec part 1, 2: site links, language switch, and sign-in or the account menu. */
export function TopBar() {
  const { t } = useLingui();
  const session = useSession();
  const location = useLocation();
  const [open, setOpen] = useState(false);

  // The mobile menu closes once the user went somewhere.
  useEffect(() => setOpen(false), [location.pathname]);

  const links = [
    { to: paths.home, label: t`Home`, end: true },
    { to: paths.universities(), label: t`Universities` },
    { to: paths.countries, label: t`Countries` },
    { to: paths.resources, label: t`Resources` },
    { to: paths.contact, label: t`Contact` },
  ];

  // Escape closes the open mobile menu and gives focus back to its button (a disclosure's usual keys).
  const closeOnEscape = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    event.currentTarget.querySelector<HTMLButtonElement>('button[aria-controls="top-menu"]')?.focus();
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape from any control inside closes the menu; the controls themselves are buttons and links
    <header className={styles.bar} onKeyDown={closeOnEscape}>
      <div className={styles.inner}>
        <Link to={paths.home} className={styles.brand}>
          <Trans>Study in Europe</Trans>
        </Link>
        <Button
          variant="ghost"
          className={styles.menuButton}
          aria-expanded={open}
          aria-controls="top-menu"
          aria-label={open ? t`Close menu` : t`Open menu`}
          onClick={() => setOpen((o) => !o)}
          icon={<Icon name={open ? 'close' : 'menu'} />}
        />
        <div id="top-menu" className={open ? `${styles.menu} ${styles.menuOpen}` : styles.menu}>
          <nav aria-label={t`Main`}>
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
          <div className={styles.actions}>
            <LanguageSwitch />
            {session.status === 'signedIn' && (
              <Suspense fallback={null}>
                <NotificationBell user={session.user} />
              </Suspense>
            )}
            {session.status === 'signedIn' && <UserMenu user={session.user} />}
            {session.status === 'signedOut' && (
              <>
                <ButtonLink to={paths.login()} variant="secondary" size="sm">
                  <Trans>Login</Trans>
                </ButtonLink>
                <ButtonLink to={paths.register} size="sm">
                  <Trans>Get Started</Trans>
                </ButtonLink>
              </>
            )}
          </div>
        </div>
      </div>
    </header>
  );
}
