import { Trans } from '@lingui/react/macro';
import type { UniversityDetail } from '#sdk/schemas/university';
import { CONTACT } from '../../../lib/contact.ts';
import { useFormat } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session.ts';
import { paths } from '../../../paths.ts';
import { ButtonLink } from '../../../ui/Button/Button.tsx';
import { Card } from '../../../ui/Card/Card.tsx';
import * as styles from './UniversityPage.css.ts';

/**
 * Apply Now, Request Information, Schedule Consultation (spec part 1, 2). Only a signed-in
 * student goes on to the apply screen; anyone else signs in first and comes back to it (part 1, 6).
 */
export function ApplyPanel({ university }: { university: UniversityDetail }) {
  const format = useFormat();
  const session = useSession();
  const apply = paths.student.apply(university.id);
  const isStudent = session.status === 'signedIn' && session.user.userType === 'STUDENT';
  const from = format.time(CONTACT.hours.from);
  const to = format.time(CONTACT.hours.to);
  const minutes = format.number(CONTACT.hours.consultationMinutes);
  const name = university.name;
  return (
    <Card
      title={
        <Trans>
          Interested in <bdi>{name}</bdi>?
        </Trans>
      }
    >
      <div className={styles.actions}>
        <ButtonLink to={isStudent ? apply : paths.login(apply)} size="lg" fullWidth>
          <Trans>Apply Now</Trans>
        </ButtonLink>
        <ButtonLink to={paths.consultation(university.id, 'information')} variant="secondary" fullWidth>
          <Trans>Request Information</Trans>
        </ButtonLink>
        <ButtonLink to={paths.consultation(university.id, 'consultation')} variant="secondary" fullWidth>
          <Trans>Schedule Consultation</Trans>
        </ButtonLink>
        <p className={styles.hours}>
          <Trans>
            Free {minutes}-minute consultation with an advisor, Monday to Friday, {from}–{to} CET.
          </Trans>
        </p>
        {!isStudent && (
          <p className={styles.hours}>
            <Trans>You will be asked to sign in as a student before applying.</Trans>
          </p>
        )}
      </div>
    </Card>
  );
}
