import { Trans } from '@lingui/react/macro';
import type { UniversityDetail } from '#sdk/schemas/university';
import { useContact } from '#portal/lib/contact.ts';
import { useFormat } from '#portal/lib/format.ts';
import { paths } from '#portal/paths.ts';
import { ButtonLink } from '#portal/ui/Button/Button.tsx';
import { Card } from '#portal/ui/Card/Card.tsx';
import { ApplyNow } from '#portal/features/public/shared/ApplyNow.tsx';
import * as styles from './UniversityPage.css.ts';

/** Apply Now, Request Information, Schedule Consultation (spec part 1, 2). */
export function ApplyPanel({ university }: { university: UniversityDetail }) {
  const contact = useContact();
  const format = useFormat();
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
        <ApplyNow universityId={university.id}>
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
        </ApplyNow>
      </div>
    </Card>
  );
}
