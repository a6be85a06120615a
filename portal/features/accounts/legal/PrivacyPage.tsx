import { Trans, useLingui } from '@lingui/react/macro';
import { LegalPage } from './LegalPage.tsx';

/** /privacy: what we keep and why, in plain words. */
export default function PrivacyPage() {
  const { t } = useLingui();
  return (
    <LegalPage
      title={t`Privacy Policy`}
      intro={
        <Trans>
          We keep only the data we need to help you study in Europe, and we follow the EU General Data Protection
          Regulation (GDPR).
        </Trans>
      }
      sections={[
        {
          heading: t`What we keep`,
          body: (
            <Trans>
              Your e-mail address and a protected form of your password; your profile (such as education, test scores
              and study wishes); the documents you upload; and your applications.
            </Trans>
          ),
        },
        {
          heading: t`Who sees it`,
          body: (
            <Trans>
              The universities you apply to see your application and its documents. If an agency manages your
              application, the agency sees them too. Our administrators see them to verify documents and help you. We do
              not sell your data.
            </Trans>
          ),
        },
        {
          heading: t`How long we keep it`,
          body: (
            <Trans>
              As long as your account exists. When you ask us to delete your account, we delete your data unless the law
              requires us to keep it.
            </Trans>
          ),
        },
        {
          heading: t`Your rights`,
          body: (
            <Trans>
              You may ask for a copy of your data, have it corrected or deleted, and complain to a data protection
              authority.
            </Trans>
          ),
        },
        {
          heading: t`Cookies`,
          body: <Trans>We use no advertising cookies. Your browser keeps your sign-in and your chosen language.</Trans>,
        },
      ]}
    />
  );
}
