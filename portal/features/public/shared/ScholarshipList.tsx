import { Trans, useLingui } from '@lingui/react/macro';
import type { Scholarship } from '#portal/content/countries/types.ts';
import * as styles from './ScholarshipList.css.ts';

/** Scholarships as cards: name, who gives it, what it covers, what it is, and its official page. */
export function ScholarshipList({
  scholarships,
  headingLevel = 3,
}: {
  scholarships: readonly Scholarship[];
  headingLevel?: 3 | 4;
}) {
  const { t } = useLingui();
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className={styles.list}>
      {scholarships.map((s) => (
        <li key={s.name}>
          <article className={styles.item}>
            {/* Names and providers are often English in the Arabic guides too: isolated, so "(DAAD)" stays whole. */}
            <Heading className={styles.name}>
              <bdi>{s.name}</bdi>
            </Heading>
            <p className={styles.provider}>
              <bdi>{s.provider}</bdi>
            </p>
            <p className={styles.amount}>{s.amount}</p>
            <p className={styles.text}>{s.description}</p>
            <a
              className={styles.link}
              href={s.url}
              target="_blank"
              rel="noreferrer"
              aria-label={t`Official page of ${s.name} (opens in a new tab)`}
            >
              <Trans>Official page</Trans>
            </a>
          </article>
        </li>
      ))}
    </ul>
  );
}
