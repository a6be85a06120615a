import { Trans, useLingui } from '@lingui/react/macro';
import { WeeklySummaryCard } from '#portal/lib/analytics/WeeklySummaryCard.tsx';
import { usePageTitle } from '#portal/lib/page-title.ts';
import { useUser } from '#portal/lib/session.ts';
import * as styles from '#portal/features/accounts/accounts.css.ts';
import { AgencyProfileCard } from './AgencyProfileCard.tsx';
import { ApiKeysCard } from './ApiKeysCard.tsx';
import { ChangePasswordCard } from './ChangePasswordCard.tsx';
import { LanguageCard } from './LanguageCard.tsx';
import { PersonalDataCard } from './PersonalDataCard.tsx';
import { SessionsCard } from './SessionsCard.tsx';
import { TwoFactorCard } from './TwoFactorCard.tsx';
import { UniversityProfileCard } from './UniversityProfileCard.tsx';
import { WebhooksCard } from './WebhooksCard.tsx';
import '#portal/lib/area-field-texts.ts';

/**
 * /settings: the signed-in user's own account: an agency's profile or the way to a
 * university's, the language, the password, changed with the current one, two-factor sign-in, the signed-in
 * devices, a student's own data and, for agencies' owners and universities, API keys and webhooks; an
 * agency's owner chooses the weekly summary here (a university on its Settings tab, admins on theirs).
 */
export default function SettingsPage() {
  const { t } = useLingui();
  usePageTitle(t`Settings`);
  const user = useUser();
  // An agency's profile, plan, keys and webhooks are its owner's.
  const agencyOwner = user?.userType === 'AGENCY' && (user.agency?.role ?? 'OWNER') === 'OWNER';
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
        {agencyOwner && <AgencyProfileCard />}
        {agencyOwner && <WeeklySummaryCard />}
        {user?.userType === 'UNIVERSITY' && <UniversityProfileCard />}
        <LanguageCard />
        <ChangePasswordCard />
        <TwoFactorCard />
        <SessionsCard />
        {user?.userType === 'STUDENT' && <PersonalDataCard />}
        {(agencyOwner || user?.userType === 'UNIVERSITY') && (
          <>
            <ApiKeysCard />
            <WebhooksCard />
          </>
        )}
      </div>
    </div>
  );
}
