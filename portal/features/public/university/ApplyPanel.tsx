import { Trans } from '@lingui/react/macro';
import type { UniversityDetail } from '#sdk/schemas/university';
import { useContact } from '#portal/lib/contact.ts';
import { useFormat } from '#portal/lib/format.ts';
import { useSession } from '#portal/lib/session.ts';
import { paths } from '#portal/paths.ts';
import { ButtonLink } from '#portal/ui/Button/Button.tsx';
import { Card } from '#portal/ui/Card/Card.tsx';
import * as styles from './UniversityPage.css.ts';

/**
 * Apply Now, Request Information, Schedule Consultation (spec part 1, 2). Only a signed-in
 * student goes on to the apply screen; anyone else signs in first and comes back to it (part 1, 6).
 */
export function ApplyPanel({ university }: { university: UniversityDetail }) {
  const contact = useContact();
  const format = useFormat();
  const session = useSession();
  const apply = paths.student.apply(university.id);
  const isStudent = session.status === 'signedIn' && session.user.userType === 'STUDENT';
  // Sign-in first only for a visitor known not to be a student; while the session loads (and before a
  // server-rendered page is hydrated) the link goes to the apply screen, whose guard decides.
  const toLogin = session.status === 'signedOut' || (session.status === 'signedIn' && !isStudent);
  const from = format.time(contact.hours.from);
  const to = format.time(contact.hours.to);
  const minutes = format.number(contact.hours.consultationMinutes);
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
        <ButtonLink to={toLogin ? paths.login(apply) : apply} size="lg" fullWidth>
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
