import { Trans, useLingui } from '@lingui/react/macro';
import { usePageTitle } from '../../../lib/page-title.ts';
import * as styles from '../public-page.css.ts';

export default function CountryPage() {
  const { t } = useLingui();
  usePageTitle(t`Country`);
  return (
    <div className={styles.page}>
      <h1>
        <Trans>Country</Trans>
      </h1>
    </div>
  );
}
