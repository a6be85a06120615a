import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { useContact } from '#portal/lib/contact.ts';
import { useFormat } from '#portal/lib/format.ts';
import { usePageTitle } from '#portal/lib/page-title.ts';
import { paths } from '#portal/paths.ts';
import { ButtonLink } from '#portal/ui/Button/Button.tsx';
import { Icon } from '#portal/ui/Icon/Icon.tsx';
import * as pageStyles from '#portal/features/public/public-page.css.ts';
import * as shared from '#portal/features/public/shared/public.css.ts';
import { StudySteps } from '#portal/features/public/shared/StudySteps.tsx';
import * as styles from './ResourcesPage.css.ts';

/** /resources (spec part 1, 2): four topic cards, the five-step guide and the way to an advisor. */
export default function ResourcesPage() {
  const contact = useContact();
  const { t } = useLingui();
  const format = useFormat();
  usePageTitle(t`Resources`);
  const from = format.time(contact.hours.from);
  const to = format.time(contact.hours.to);
  const topics = [
    {
      title: t`Choosing a university`,
      text: t`Compare universities by country, field of study, tuition and language of instruction, and read their admission requirements.`,
      to: paths.universities(),
      link: t`Browse universities`,
    },
    {
      title: t`Scholarships and funding`,
      text: t`National scholarships such as DAAD or Eiffel, and Europe-wide programmes such as Erasmus Mundus, country by country.`,
      to: '/universities?tab=scholarships',
      link: t`Find scholarships`,
    },
    {
      title: t`Visas and residence permits`,
      text: t`What each country asks of international students: proof of funds, health insurance and the right to work while studying.`,
      to: paths.countries,
      link: t`Visa notes by country`,
    },
    {
      title: t`Living costs and housing`,
      text: t`Monthly budgets, rents and what student life costs in each destination, so you can plan before you go.`,
      to: paths.countries,
      link: t`Compare living costs`,
    },
  ];
  return (
    <div className={pageStyles.page}>
      <h1 className={shared.heading}>
        <Trans>Resources</Trans>
      </h1>
      <p className={shared.lead}>
        <Trans>
          Everything you need to plan your studies in Europe, from choosing a university to arriving on campus.
        </Trans>
      </p>
      <section aria-labelledby="resources-topics">
        <h2 id="resources-topics" className={shared.subheading}>
          <Trans>Guides by topic</Trans>
        </h2>
        <ul className={shared.grid}>
          {topics.map((topic) => (
            <li key={topic.title}>
              <article className={styles.topic}>
                <h3 className={styles.topicTitle}>{topic.title}</h3>
                <p className={styles.topicText}>{topic.text}</p>
                <Link to={topic.to}>
                  {topic.link}
                  <Icon name="arrowEnd" size={16} />
                </Link>
              </article>
            </li>
          ))}
        </ul>
      </section>
      <section className={shared.section} aria-labelledby="resources-steps">
        <h2 id="resources-steps" className={shared.subheading}>
          <Trans>Your application in five steps</Trans>
        </h2>
        <StudySteps />
      </section>
      <section className={`${shared.section} ${styles.advisor}`} aria-labelledby="resources-advisor">
        <div>
          <h2 id="resources-advisor" className={shared.subheading}>
            <Trans>Talk to an advisor</Trans>
          </h2>
          <p className={shared.muted}>
            <Trans>
              Our advisors answer your questions Monday to Friday, {from}–{to} CET, free of charge.
            </Trans>
          </p>
        </div>
        <ButtonLink to={paths.contact} size="lg">
          <Trans>Contact an advisor</Trans>
        </ButtonLink>
      </section>
    </div>
  );
}
