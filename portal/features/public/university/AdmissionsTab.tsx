import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { UniversityDetail } from '#sdk/schemas/university';
import { useFormat } from '../../../lib/format.ts';
import * as shared from '../shared/public.css.ts';
import { Facts } from './Facts.tsx';
import * as styles from './UniversityPage.css.ts';

/** Spec part 1, 9: the next deadline is a static display value. */
const NEXT_DEADLINE = '2026-02-15T12:00:00Z';

/** How to get in: requirements, language, fee in euros, response time in days, the next deadline. */
export function AdmissionsTab({ university: u }: { university: UniversityDetail }) {
  const { t } = useLingui();
  const format = useFormat();
  const fee = u.applicationFee === null ? undefined : u.applicationFee === 0 ? t`No application fee` : format.euros(u.applicationFee);
  return (
    <div className={shared.stack}>
      <Facts
        items={[
          { key: 'deadline', term: t`Next application deadline`, value: format.date(NEXT_DEADLINE, { dateStyle: 'long', timeZone: 'UTC' }) },
          { key: 'fee', term: t`Application fee`, value: fee },
          {
            key: 'response',
            term: t`Typical response time`,
            value: u.responseTimeDays === null ? undefined : <Plural value={u.responseTimeDays} one="# day" other="# days" />,
          },
        ]}
      />
      <section className={styles.infoBlock} aria-labelledby="admission-requirements">
        <h2 id="admission-requirements" className={styles.infoTitle}>
          <Trans>Admission requirements</Trans>
        </h2>
        <p className={styles.prose} dir="auto">
          {u.admissionRequirements ?? <Trans>The university has not published its admission requirements here yet. Ask us and we will find out for you.</Trans>}
        </p>
      </section>
      <section className={styles.infoBlock} aria-labelledby="language-requirements">
        <h2 id="language-requirements" className={styles.infoTitle}>
          <Trans>Language requirements</Trans>
        </h2>
        <p className={styles.prose} dir="auto">
          {u.languageRequirements ?? <Trans>The university has not published its language requirements here yet. Ask us and we will find out for you.</Trans>}
        </p>
      </section>
    </div>
  );
}
