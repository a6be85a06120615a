import { Trans, useLingui } from '@lingui/react/macro';
import { usePageTitle } from '../../../lib/page-title.ts';
import * as styles from '../public-page.css.ts';

export default function ResourcesPage() {
  const { t } = useLingui();
  usePageTitle(t`Resources`);
  return (
    <div className={styles.page}>
      <h1>
        <Trans>Resources</Trans>
      </h1>
    </div>
  );
}
