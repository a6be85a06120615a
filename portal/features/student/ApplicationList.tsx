import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import type { Application } from '#sdk/schemas/application';
import type { ReactNode } from 'react';
import { useFormat } from '#portal/lib/format.ts';
import { STUDENT_DEGREE_LEVEL_LABELS } from '#portal/lib/labels.ts';
import { StatusBadge } from '#portal/ui/StatusBadge/StatusBadge.tsx';
import * as styles from './student.css.ts';
import { usePlace } from '#portal/lib/place-name.tsx';
import { IntakeStart } from '#portal/lib/IntakeStart.tsx';
import { ApplicationVerdict } from '#portal/lib/eligibility/ReasonsList.tsx';

/** A degree level in the reader's language; a level typed elsewhere is shown as it is. */
export function useDegreeLabel() {
  const { i18n } = useLingui();
  return (level: string) =>
    Object.hasOwn(STUDENT_DEGREE_LEVEL_LABELS, level)
      ? i18n._(STUDENT_DEGREE_LEVEL_LABELS[level as keyof typeof STUDENT_DEGREE_LEVEL_LABELS])
      : level;
}

/** Applications as rows: programme, university and place, degree, dates and status, with optional actions. */
export function ApplicationList({
  applications,
  actions,
}: {
  applications: readonly Application[];
  actions?: (application: Application) => ReactNode;
}) {
  const format = useFormat();
  const degree = useDegreeLabel();
  const place = usePlace();
  return (
    <ul className={styles.list} data-testid="application-list">
      {applications.map((application) => {
        const created = format.date(application.createdAt);
        const submitted = application.submittedAt ? format.date(application.submittedAt) : null;
        return (
          <li key={application.id} className={styles.row} data-testid="application-row">
            <div className={styles.rowMain}>
              <p className={styles.rowTitle}>{application.programName}</p>
              <p className={styles.muted}>
                {application.university.name} · {place(application.university)}
              </p>
              <p className={styles.muted}>
                {degree(application.degreeLevel)} ·{' '}
                {application.intakeStartDate && (
                  <>
                    <IntakeStart date={application.intakeStartDate} /> ·{' '}
                  </>
                )}
                {submitted ? <Trans>Submitted {submitted}</Trans> : <Trans>Created {created}</Trans>}
              </p>
            </div>
            <div className={styles.actions}>
              <StatusBadge status={application.status} />
              {application.eligibility && <ApplicationVerdict eligibility={application.eligibility} compact />}
              {actions?.(application)}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
