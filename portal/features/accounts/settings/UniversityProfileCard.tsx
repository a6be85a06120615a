import { Trans, useLingui } from '@lingui/react/macro';
import { paths } from '#portal/paths.ts';
import { ButtonLink } from '#portal/ui/Button/Button.tsx';
import { Card } from '#portal/ui/Card/Card.tsx';
import * as styles from '#portal/features/accounts/accounts.css.ts';

/**
 * The university's profile is edited where it manages its catalogue entry, its dashboard's
 * Settings tab (with its image); here is the way there, not a second form.
 */
export function UniversityProfileCard() {
  const { t } = useLingui();
  return (
    <Card title={t`University profile`}>
      <p className={styles.lead}>
        <Trans>Your university's name, contact details, description and image are edited in your dashboard.</Trans>
      </p>
      <ButtonLink to={paths.university.profile} variant="secondary">
        <Trans>Edit university profile</Trans>
      </ButtonLink>
    </Card>
  );
}
