import { Trans, useLingui } from '@lingui/react/macro';
import { displayName, useUser } from '../../lib/session.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { dashboardOf } from '../../paths.ts';
import { Avatar } from '../../ui/Avatar/Avatar.tsx';
import { ButtonLink } from '../../ui/Button/Button.tsx';
import { Card } from '../../ui/Card/Card.tsx';
import * as styles from './AreaHomePage.css.ts';

/**
 * The screen of an area route whose own screen its area's issue brings (agency, admin,
 * university, student): who is signed in, what the area is for, and the way to its dashboard.
 * Behind a guard, so the user is known.
 */
export default function AreaHomePage() {
  const { t } = useLingui();
  const user = useUser()!;
  const name = displayName(user);
  const purpose = {
    AGENCY: t`Manage your students and their applications to European universities.`,
    UNIVERSITY: t`Review the applications to your university and keep its profile up to date.`,
    STUDENT: t`Follow your applications, keep your documents and profile in one place.`,
    ADMIN: t`Manage the users, universities, agencies and students of the platform.`,
  }[user.userType];
  usePageTitle(name);
  return (
    <div className={styles.page}>
      <Card>
        <div className={styles.who}>
          <Avatar name={name} size="lg" />
          <div>
            <h1 className={styles.title}>
              <Trans>Welcome, {name}</Trans>
            </h1>
            <p className={styles.purpose}>{purpose}</p>
          </div>
        </div>
        <ButtonLink to={dashboardOf(user.userType)}>
          <Trans>Go to your dashboard</Trans>
        </ButtonLink>
      </Card>
    </div>
  );
}
