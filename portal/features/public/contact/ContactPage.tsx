import { Trans, useLingui } from '@lingui/react/macro';
import { usePageTitle } from '../../../lib/page-title.ts';
import * as styles from '../public-page.css.ts';

export default function ContactPage() {
  const { t } = useLingui();
  usePageTitle(t`Contact us`);
  return (
    <div className={styles.page}>
      <h1>
        <Trans>Contact us</Trans>
      </h1>
    </div>
  );
}
