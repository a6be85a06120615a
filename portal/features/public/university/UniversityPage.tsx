import { Trans, useLingui } from '@lingui/react/macro';
import { usePageTitle } from '../../../lib/page-title.ts';
import * as styles from '../public-page.css.ts';

export default function UniversityPage() {
  const { t } = useLingui();
  usePageTitle(t`University`);
  return (
    <div className={styles.page}>
      <h1>
        <Trans>University</Trans>
      </h1>
    </div>
  );
}
