import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { useContact } from '#portal/lib/contact.ts';
import { useFormat } from '#portal/lib/format.ts';
import { paths } from '#portal/paths.ts';
import * as styles from './Footer.css.ts';

/** Footer of spec part 1, 2: quick links, resources, static contact details and advisor hours. */
export function Footer() {
  const contact = useContact();
  const { t } = useLingui();
  const format = useFormat();
  const from = format.time(contact.hours.from);
  const to = format.time(contact.hours.to);
  const year = format.number(new Date().getFullYear(), { useGrouping: false });
  // The street stays as the post writes it; the country is named in the reader's language.
  const street = `${contact.street}, ${contact.postalCode} ${contact.city}`;
  const country = format.country(contact.country);
  const quickLinks = [
    { to: paths.home, label: t`Home` },
    { to: paths.universities(), label: t`Universities` },
    { to: paths.countries, label: t`Countries` },
    { to: paths.contact, label: t`Contact` },
  ];
  const resourceLinks = [
    { to: paths.resources, label: t`Study guides` },
    { to: paths.countries, label: t`Study destinations` },
    { to: paths.contact, label: t`Talk to an advisor` },
    { to: paths.terms, label: t`Terms of Service` },
    { to: paths.privacy, label: t`Privacy Policy` },
  ];
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className={styles.heading}>
            <Trans>Study in Europe</Trans>
          </h2>
          <p className={styles.text}>
            <Trans>We connect students, education agencies and universities for studies across Europe.</Trans>
          </p>
        </section>
        <nav aria-labelledby="footer-quick">
          <h2 id="footer-quick" className={styles.heading}>
            <Trans>Quick links</Trans>
          </h2>
          <ul className={styles.list}>
            {quickLinks.map((l) => (
              <li key={l.to}>
                <Link className={styles.link} to={l.to}>
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-resources">
          <h2 id="footer-resources" className={styles.heading}>
            <Trans>Resources</Trans>
          </h2>
          <ul className={styles.list}>
            {resourceLinks.map((l) => (
              <li key={l.label}>
                <Link className={styles.link} to={l.to}>
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>
            <Trans>Contact us</Trans>
          </h2>
          <address className={styles.address}>
            <a className={`${styles.link} ${styles.ltr}`} href={`mailto:${contact.email}`}>
              {contact.email}
            </a>
            <a className={`${styles.link} ${styles.ltr}`} href={`tel:${contact.phone.replace(/\s/g, '')}`}>
              {contact.phone}
            </a>
            <span className={styles.text}>
              <Trans>
                <bdi>{street}</bdi>, {country}
              </Trans>
            </span>
            <span className={styles.text}>
              <Trans>
                Advisors available Monday to Friday, {from}–{to} CET
              </Trans>
            </span>
          </address>
        </section>
      </div>
      <p className={styles.bottom}>
        <Trans>© {year} Study in Europe. All rights reserved.</Trans>
      </p>
    </footer>
  );
}
