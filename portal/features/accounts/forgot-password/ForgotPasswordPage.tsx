import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { CONTACT } from '../../../lib/contact.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { paths } from '../../../paths.ts';
import { Card } from '../../../ui/Card/Card.tsx';
import * as styles from '../accounts.css.ts';

/** /forgot-password: passwords are reset by the platform's support team. */
export default function ForgotPasswordPage() {
  const { t } = useLingui();
  usePageTitle(t`Forgot your password?`);
  const email = (
    <a href={`mailto:${CONTACT.email}`} dir="ltr">
      {CONTACT.email}
    </a>
  );
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>
        <Trans>Forgot your password?</Trans>
      </h1>
      <Card>
        <p>
          <Trans>For the safety of your account, passwords are reset by our support team.</Trans>
        </p>
        <p>
          <Trans>
            Write to {email} from the e-mail address you registered with. We will confirm that the account is yours and help you set a new
            password, usually within one working day.
          </Trans>
        </p>
      </Card>
      <p className={styles.footnote}>
        <Link to={paths.login()}>
          <Trans>Back to login</Trans>
        </Link>
      </p>
    </div>
  );
}
