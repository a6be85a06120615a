import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import * as eligibility from '#sdk/resources/eligibility';
import { api } from '#portal/lib/api.ts';
import { applicantName } from '#portal/lib/applicant-name.ts';
import { VerdictBadge } from '#portal/lib/eligibility/VerdictBadge.tsx';
import { useErrorText } from '#portal/lib/error-text.ts';
import { useFormat } from '#portal/lib/format.ts';
import { useLoad } from '#portal/lib/use-load.ts';
import { paths } from '#portal/paths.ts';
import { ErrorState } from '#portal/ui/ErrorState/ErrorState.tsx';
import { Skeleton } from '#portal/ui/Skeleton/Skeleton.tsx';
import * as styles from '#portal/ui/rows.css.ts';

/**
 * For an agency: which of its active students (a counsellor's own) qualify for this programme, best
 * first, each with the reason that weighs most. Loaded only when asked for.
 */
export default function AgencyStudentsEligibility({ programId }: { programId: number }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const { error: errorText } = useErrorText();
  const lang = i18n.locale === 'ar' ? 'ar' : 'en';
  const loaded = useLoad(() => eligibility.programStudents(api, programId, { lang }), `${programId}-${lang}`);
  if (loaded.status === 'loading') return <Skeleton lines={3} label={t`Checking your students…`} />;
  if (loaded.status === 'failed')
    return (
      <ErrorState title={t`Unable to check your students`} message={errorText(loaded.error)} onRetry={loaded.retry} />
    );
  const { students, counts } = loaded.data;
  const eligible = format.number(counts.ELIGIBLE);
  const conditional = format.number(counts.CONDITIONAL);
  const unknown = format.number(counts.UNKNOWN);
  const notEligible = format.number(counts.NOT_ELIGIBLE);
  return (
    <div className={styles.list}>
      <p className={styles.muted}>
        <Trans>
          Your active students: {eligible} eligible, {conditional} conditional, {unknown} without enough information,{' '}
          {notEligible} not eligible.
        </Trans>
      </p>
      {students.length === 0 ? (
        <p>
          <Trans>None of your active students can apply to this programme yet.</Trans>
        </p>
      ) : (
        <ul className={styles.list} aria-label={t`Your students for this programme`}>
          {students.map(({ student, eligibility: check }) => (
            <li key={student.id} className={styles.row}>
              <div className={styles.rowMain}>
                <Link className={styles.rowTitle} to={paths.agency.student(student.id)}>
                  <bdi>{applicantName(student)}</bdi>
                </Link>
                {check.reasons[0] && <p className={styles.muted}>{check.reasons[0].message}</p>}
              </div>
              <VerdictBadge verdict={check.verdict} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
