import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CONTACT } from '../../../lib/contact.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { paths } from '../../../paths.ts';
import * as styles from '../accounts.css.ts';

export interface LegalSection {
  heading: string;
  body: ReactNode;
}

/** The frame of the terms and privacy pages: title, sections, and whom to ask. */
export function LegalPage({ title, intro, sections }: { title: string; intro: ReactNode; sections: LegalSection[] }) {
  usePageTitle(title);
  const email = (
    <a href={`mailto:${CONTACT.email}`} dir="ltr">
      {CONTACT.email}
    </a>
  );
  return (
    <article className={styles.prose}>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.lead}>{intro}</p>
      {sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          <p>{section.body}</p>
        </section>
      ))}
      <p>
        <Trans>Questions? Write to {email}.</Trans>
      </p>
      <p>
        <Link to={paths.register}>
          <Trans>Back to registration</Trans>
        </Link>
      </p>
    </article>
  );
}
