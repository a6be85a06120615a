import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { paths } from '#portal/paths.ts';
import { Card } from '#portal/ui/Card/Card.tsx';
import * as shared from '#portal/features/public/shared/public.css.ts';
import { StudySteps } from '#portal/features/public/shared/StudySteps.tsx';
import * as styles from './UniversitiesPage.css.ts';

/** The Get Started Guide tab: the five steps, when to start, and the documents to gather. */
export function GetStartedGuide() {
  const { t } = useLingui();
  const documents = [
    t`Passport valid for the whole stay`,
    t`School-leaving certificate or degree certificate`,
    t`Transcripts of records with the grading scale`,
    t`Language certificate (IELTS, TOEFL or the local language)`,
    t`CV`,
    t`Motivation letter`,
    t`Two recommendation letters`,
    t`Certified translations of documents not in English or the local language`,
    t`Proof of funds for the visa`,
  ];
  return (
    <div className={shared.stack}>
      <section aria-labelledby="guide-steps">
        <h2 id="guide-steps" className={shared.subheading}>
          <Trans>Your path to a European university in five steps</Trans>
        </h2>
        <p className={shared.muted}>
          <Trans>
            Start 12 to 18 months before the intake you aim for: autumn intakes open their applications from October of
            the year before.
          </Trans>
        </p>
        <StudySteps />
      </section>
      <Card title={<Trans>Documents to gather</Trans>}>
        <ul className={styles.checklist}>
          {documents.map((document) => (
            <li key={document}>{document}</li>
          ))}
        </ul>
      </Card>
      <p>
        <Trans>
          Questions on the way? <Link to={paths.contact}>Talk to an advisor</Link> for free.
        </Trans>
      </p>
    </div>
  );
}
