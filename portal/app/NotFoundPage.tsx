import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'react-router';
import { usePageTitle } from '#portal/lib/page-title.ts';
import { paths } from '#portal/paths.ts';
import { ButtonLink } from '#portal/ui/Button/Button.tsx';
import { Icon } from '#portal/ui/Icon/Icon.tsx';
import { suggestionsFor } from './not-found-suggestions.ts';
import * as styles from './NotFoundPage.css.ts';

/** Any path outside the route table (spec part 2, 2). */
export default function NotFoundPage() {
  const { t, i18n } = useLingui();
  const { pathname } = useLocation();
  usePageTitle(t`Page not found`);
  const suggestions = suggestionsFor(pathname);
  return (
    <div className={styles.page}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1>
        <Trans>Page not found</Trans>
      </h1>
      <p>
        <Trans>
          We could not find <code className={styles.path}>{pathname}</code>.
        </Trans>
      </p>
      {suggestions.length > 0 && (
        <nav aria-labelledby="not-found-suggestions">
          <h2 id="not-found-suggestions" className={styles.heading}>
            <Trans>Were you looking for one of these?</Trans>
          </h2>
          <ul className={styles.links}>
            {suggestions.map((s) => (
              <li key={s.to}>
                <Link to={s.to}>{i18n._(s.label)}</Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <nav aria-label={t`Main pages`}>
        <ul className={styles.links}>
          <li>
            <Link to={paths.home}>
              <Trans>Home</Trans>
            </Link>
          </li>
          <li>
            <Link to={paths.login()}>
              <Trans>Login</Trans>
            </Link>
          </li>
          <li>
            <Link to={paths.register}>
              <Trans>Register</Trans>
            </Link>
          </li>
        </ul>
      </nav>
      <ButtonLink to={paths.home}>
        <Icon name="arrowStart" />
        <Trans>Return to Home</Trans>
      </ButtonLink>
    </div>
  );
}
