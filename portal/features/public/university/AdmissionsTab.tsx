import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { UniversityDetail } from '#sdk/schemas/university';
import { useFormat } from '#portal/lib/format.ts';
import * as shared from '#portal/features/public/shared/public.css.ts';
import { admissionDeadline, daysBetween, today } from './deadlines.ts';
import { Facts } from '#portal/ui/Facts/Facts.tsx';
import * as styles from './UniversityPage.css.ts';

/**
 * How to get in: requirements, language, fee in euros, response time in days, and the deadline of
 * its programmes (spec part 1, 9 shows a static date; the catalogue's, passed
 * ones shown as passed, or none).
 */
export function AdmissionsTab({ university: u }: { university: UniversityDetail }) {
  const { t } = useLingui();
  const format = useFormat();
  const on = today();
  const deadline = admissionDeadline(u.academicPrograms, on);
  const fee =
    u.applicationFee === null
      ? undefined
      : u.applicationFee === 0
        ? t`No application fee`
        : format.euros(u.applicationFee);
  return (
    <div className={shared.stack}>
      <Facts
        items={[
          {
            key: 'deadline',
            term: deadline?.open === false ? t`Application deadline` : t`Next application deadline`,
            value: <Deadline deadline={deadline} on={on} />,
          },
          { key: 'fee', term: t`Application fee`, value: fee },
          {
            key: 'response',
            term: t`Typical response time`,
            value:
              // Zero days is "within the day", never "0 days".
              u.responseTimeDays === null ? undefined : u.responseTimeDays === 0 ? (
                t`Less than a day`
              ) : (
                <Plural value={u.responseTimeDays} one="# day" other="# days" />
              ),
          },
        ]}
      />
      <section className={styles.infoBlock} aria-labelledby="admission-requirements">
        <h2 id="admission-requirements" className={styles.infoTitle}>
          <Trans>Admission requirements</Trans>
        </h2>
        <p className={styles.prose} dir="auto">
          {u.admissionRequirements ?? (
            <Trans>
              The university has not published its admission requirements here yet. Ask us and we will find out for you.
            </Trans>
          )}
        </p>
      </section>
      <section className={styles.infoBlock} aria-labelledby="language-requirements">
        <h2 id="language-requirements" className={styles.infoTitle}>
          <Trans>Language requirements</Trans>
        </h2>
        <p className={styles.prose} dir="auto">
          {u.languageRequirements ?? (
            <Trans>
              The university has not published its language requirements here yet. Ask us and we will find out for you.
            </Trans>
          )}
        </p>
      </section>
    </div>
  );
}

/** The date and how far it is from today; a passed one as closed; none as not known. */
function Deadline({ deadline, on }: { deadline: { date: string; open: boolean } | undefined; on: string }) {
  const format = useFormat();
  if (!deadline) return <Trans>Not published yet: ask us and we will find out for you.</Trans>;
  const date = format.date(deadline.date, { dateStyle: 'long', timeZone: 'UTC' });
  const distance = format.daysFromToday(daysBetween(on, deadline.date));
  return deadline.open ? (
    <Trans>
      {date} ({distance})
    </Trans>
  ) : (
    <Trans>
      Closed on {date} ({distance})
    </Trans>
  );
}
