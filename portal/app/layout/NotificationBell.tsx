import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import * as notifications from '#sdk/resources/notifications';
import type { User } from '#sdk/schemas/auth';
import type { NotificationKind } from '#sdk/schemas/notification';
import { Link } from 'react-router';
import { api } from '#portal/lib/api.ts';
import { usePopover } from '#portal/lib/use-popover.ts';
import { useFormat } from '#portal/lib/format.ts';
import { usePolled } from '#portal/lib/use-polled.ts';
import { Button } from '#portal/ui/Button/Button.tsx';
import { Icon } from '#portal/ui/Icon/Icon.tsx';
import { EmailSettings } from './EmailSettings.tsx';
import { notificationLink, notificationText } from './notification-text.ts';
import * as styles from './NotificationBell.css.ts';

/** The kinds each side receives, for the e-mail settings. */
const KINDS: Record<User['userType'], readonly NotificationKind[]> = {
  STUDENT: ['NEW_MESSAGE', 'STATUS_CHANGED', 'DOCUMENT_REVIEWED', 'DOCUMENTS_REQUESTED'],
  AGENCY: ['NEW_MESSAGE', 'STATUS_CHANGED', 'DOCUMENT_REVIEWED', 'DOCUMENTS_REQUESTED', 'NEW_LEAD'],
  UNIVERSITY: ['NEW_MESSAGE', 'STATUS_CHANGED'],
  ADMIN: ['NEW_MESSAGE', 'STATUS_CHANGED', 'NEW_LEAD'],
};

/** The bell of the top bar: the unread count, the latest notifications and the e-mail settings. Polls every 30 s. */
export default function NotificationBell({ user }: { user: User }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const latest = usePolled(() => notifications.list(api, { limit: 10 }), `notifications-${user.id}`);
  const { open, toggle, close, root } = usePopover();
  const unread = latest.status === 'ready' ? latest.data.unread : 0;

  const readAll = async () => {
    await notifications.markRead(api).catch(() => undefined);
    latest.refresh();
  };

  return (
    <div className={styles.wrap} {...root}>
      <Button
        variant="ghost"
        size="sm"
        aria-expanded={open}
        aria-controls="notifications-panel"
        aria-label={
          unread
            ? plural(unread, { one: 'Notifications, # unread', other: 'Notifications, # unread' })
            : t`Notifications`
        }
        onClick={toggle}
        icon={<Icon name="bell" size={20} />}
      >
        {unread > 0 && (
          <span className={styles.count} aria-hidden="true" data-testid="notification-count">
            {format.number(unread)}
          </span>
        )}
      </Button>
      {open && (
        <section id="notifications-panel" className={styles.panel} aria-labelledby="notifications-title">
          <div className={styles.header}>
            <h2 className={styles.title} id="notifications-title">
              <Trans>Notifications</Trans>
            </h2>
            {unread > 0 && (
              <Button size="sm" variant="ghost" onClick={readAll}>
                <Trans>Mark all as read</Trans>
              </Button>
            )}
          </div>
          {latest.status === 'ready' && latest.data.notifications.length === 0 && (
            <p className={styles.muted}>
              <Trans>Nothing new yet.</Trans>
            </p>
          )}
          {latest.status === 'failed' && (
            <p className={styles.muted}>
              <Trans>The notifications could not be loaded.</Trans>
            </p>
          )}
          {latest.status === 'ready' && latest.data.notifications.length > 0 && (
            <ul className={styles.list}>
              {latest.data.notifications.map((notification) => (
                <li key={notification.id}>
                  <Link
                    className={notification.read ? styles.item : styles.unread}
                    to={notificationLink(user.userType, notification)}
                    onClick={() => {
                      close();
                      if (!notification.read)
                        notifications.markRead(api, { ids: [notification.id] }).then(latest.refresh, () => undefined);
                    }}
                  >
                    <bdi>{notificationText(i18n, notification)}</bdi>
                    <time className={styles.when} dateTime={notification.createdAt}>
                      {format.date(notification.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
                    </time>
                  </Link>
                </li>
              ))}
            </ul>
          )}
          <div className={styles.settings}>
            <EmailSettings kinds={KINDS[user.userType]} />
          </div>
        </section>
      )}
    </div>
  );
}
