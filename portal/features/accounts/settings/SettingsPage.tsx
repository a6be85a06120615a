import { Trans, useLingui } from '@lingui/react/macro';
import { usePageTitle } from '#portal/lib/page-title.ts';
import { useUser } from '#portal/lib/session.ts';
import * as styles from '#portal/features/accounts/accounts.css.ts';
import { AgencyProfileCard } from './AgencyProfileCard.tsx';
import { ChangePasswordCard } from './ChangePasswordCard.tsx';
import { LanguageCard } from './LanguageCard.tsx';
import { SessionsCard } from './SessionsCard.tsx';
import { TwoFactorCard } from './TwoFactorCard.tsx';
import { UniversityProfileCard } from './UniversityProfileCard.tsx';

/**
 * /settings: the signed-in user's own account: an agency's profile or the way to a
 * university's, the language, the password, changed with the current one, two-factor sign-in and the signed-in devices.
 */
export default function SettingsPage() {
  const { t } = useLingui();
  usePageTitle(t`Settings`);
  const user = useUser();
  return (
    <div className={styles.widePage}>
      <h1 className={styles.title}>
        <Trans>Settings</Trans>
      </h1>
      <p className={styles.lead}>
        <Trans>
          Signed in as <bdi>{user?.email}</bdi>
        </Trans>
      </p>
      <div className={styles.stack}>
        {user?.userType === 'AGENCY' && <AgencyProfileCard />}
        {user?.userType === 'UNIVERSITY' && <UniversityProfileCard />}
        <LanguageCard />
        <ChangePasswordCard />
        <TwoFactorCard />
        <SessionsCard />
      </div>
    </div>
  );
}
