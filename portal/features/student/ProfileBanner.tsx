import { Trans } from '@lingui/react/macro';
import type { Student } from '#sdk/schemas/student';
import { useFormat } from '#portal/lib/format.ts';
import { paths } from '#portal/paths.ts';
import { ButtonLink } from '#portal/ui/Button/Button.tsx';
import { Icon } from '#portal/ui/Icon/Icon.tsx';
import * as styles from './student.css.ts';

/**
 * The profile's completeness (spec part 1, 2): orange while incomplete, green once complete.
 * The score and the completeness come from the server; a complete profile is needed to apply.
 */
export function ProfileBanner({
  student,
  action = false,
}: {
  student: Pick<Student, 'profileCompleted' | 'profileCompletionScore'>;
  action?: boolean;
}) {
  const format = useFormat();
  const score = format.percent(student.profileCompletionScore);
  const complete = student.profileCompleted;
  return (
    <div
      className={complete ? styles.banner.complete : styles.banner.incomplete}
      role="status"
      data-testid="profile-banner"
      data-complete={complete}
    >
      <Icon name={complete ? 'check' : 'alert'} />
      <p className={styles.bannerText}>
        <strong>
          {complete ? (
            <Trans>Your profile is complete ({score})</Trans>
          ) : (
            <Trans>Your profile is incomplete ({score})</Trans>
          )}
        </strong>
        <span>
          {complete ? (
            <Trans>You can apply to universities.</Trans>
          ) : (
            <Trans>
              Complete your profile to apply to universities: your details, academic background, study preferences and
              personal statement.
            </Trans>
          )}
        </span>
      </p>
      {action && !complete && (
        <ButtonLink to={paths.student.profile} variant="secondary" size="sm">
          <Trans>Complete Profile</Trans>
        </ButtonLink>
      )}
    </div>
  );
}
