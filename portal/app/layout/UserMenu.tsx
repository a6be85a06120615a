import { Trans, useLingui } from '@lingui/react/macro';
import type { User } from '#sdk/schemas/auth';
import { useSetAtom } from 'jotai';
import { Link, useNavigate } from 'react-router';
import { logoutAtom } from '#portal/lib/session.ts';
import { usePopover } from '#portal/lib/use-popover.ts';
import { dashboardOf, paths } from '#portal/paths.ts';
import { Button } from '#portal/ui/Button/Button.tsx';
import { Icon } from '#portal/ui/Icon/Icon.tsx';
import { useToast } from '#portal/ui/Toasts/Toasts.tsx';
import * as styles from './UserMenu.css.ts';

/** The signed-in user's menu: the agency or university name (or Profile), Dashboard and Logout. */
export function UserMenu({ user }: { user: User }) {
  const { t } = useLingui();
  const logout = useSetAtom(logoutAtom);
  const navigate = useNavigate();
  const toast = useToast();
  const { open, toggle, close, root } = usePopover();
  const label = user.agency?.name ?? user.university?.name ?? t`Profile`;

  // Leave the guarded screen first, so its guard does not send the signed-out user to /login.
  const signOut = async () => {
    close();
    await navigate(paths.home);
    await logout();
    toast.success(t`Logged out successfully`);
  };

  return (
    <div className={styles.wrap} {...root}>
      <Button
        variant="secondary"
        size="sm"
        aria-expanded={open}
        aria-controls="user-menu"
        onClick={toggle}
        icon={<Icon name="user" size={18} />}
      >
        <bdi className={styles.name}>{label}</bdi>
        <Icon name="chevronDown" size={16} />
      </Button>
      {open && (
        <ul id="user-menu" className={styles.panel}>
          <li>
            <Link className={styles.item} to={dashboardOf(user.userType)} onClick={close}>
              <Trans>Dashboard</Trans>
            </Link>
          </li>
          <li>
            <Link className={styles.item} to={paths.settings} onClick={close}>
              <Trans>Settings</Trans>
            </Link>
          </li>
          <li>
            <button type="button" className={styles.item} onClick={signOut}>
              <Icon name="logout" size={18} />
              <Trans>Logout</Trans>
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
