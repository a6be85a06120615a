import { Trans, useLingui } from '@lingui/react/macro';
import { usePageTitle } from '../../../lib/page-title.ts';
import * as styles from '../public-page.css.ts';

export default function CountriesPage() {
  const { t } = useLingui();
  usePageTitle(t`Study destinations`);
  return (
    <div className={styles.page}>
      <h1>
        <Trans>Study destinations</Trans>
      </h1>
    </div>
  );
}
