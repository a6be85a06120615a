import { useLingui } from '@lingui/react/macro';
import * as styles from './public.css.ts';

/** The five steps from choosing a programme to arriving (the Get Started Guide and the resources page). */
export function StudySteps({ headingLevel = 3 }: { headingLevel?: 3 | 4 }) {
  const { t } = useLingui();
  const Heading = `h${headingLevel}` as const;
  const steps = [
    {
      title: t`Find your programme`,
      text: t`Search the catalogue by country and field of study, compare tuition, language of instruction and intake dates, and shortlist three to five universities.`,
    },
    {
      title: t`Check the requirements`,
      text: t`Read each programme's admission and language requirements: a recognised diploma, minimum grades, and an IELTS, TOEFL or local-language certificate.`,
    },
    {
      title: t`Prepare your documents`,
      text: t`Gather transcripts, diplomas, passport, language certificates, CV, motivation letter and recommendation letters, with certified translations where asked.`,
    },
    {
      title: t`Apply and follow up`,
      text: t`Submit your applications before the deadlines (for an autumn start most fall between January and May), pay any application fee, and follow each application's status.`,
    },
    {
      title: t`Visa, funding and arrival`,
      text: t`With your admission letter, prove your funds, take out health insurance, apply for your student visa and book your housing.`,
    },
  ];
  return (
    <ol className={styles.steps}>
      {steps.map((step) => (
        <li key={step.title} className={styles.step}>
          <Heading className={styles.stepTitle}>{step.title}</Heading>
          <p className={styles.stepText}>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
