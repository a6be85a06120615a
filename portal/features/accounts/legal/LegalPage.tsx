import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useContact } from '#portal/lib/contact.ts';
import { usePageTitle } from '#portal/lib/page-title.ts';
import { paths } from '#portal/paths.ts';
import * as styles from '#portal/features/accounts/accounts.css.ts';

export interface LegalSection {
  heading: string;
  body: ReactNode;
}

/** The frame of the terms and privacy pages: title, sections, and whom to ask. */
export function LegalPage({ title, intro, sections }: { title: string; intro: ReactNode; sections: LegalSection[] }) {
  const contact = useContact();
  usePageTitle(title);
  const email = (
    <a href={`mailto:${contact.email}`} dir="ltr">
      {contact.email}
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
