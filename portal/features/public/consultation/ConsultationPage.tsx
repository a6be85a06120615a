import { Trans, useLingui } from '@lingui/react/macro';
import { usePageTitle } from '../../../lib/page-title.ts';
import * as styles from '../public-page.css.ts';

export default function ConsultationPage() {
  const { t } = useLingui();
  usePageTitle(t`Schedule a consultation`);
  return (
    <div className={styles.page}>
      <h1>
        <Trans>Schedule a consultation</Trans>
      </h1>
    </div>
  );
}
