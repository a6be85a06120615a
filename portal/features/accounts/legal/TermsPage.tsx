import { Trans, useLingui } from '@lingui/react/macro';
import { LegalPage } from './LegalPage.tsx';

/** /terms: the terms of service in plain words. */
export default function TermsPage() {
  const { t } = useLingui();
  return (
    <LegalPage
      title={t`Terms of Service`}
      intro={
        <Trans>
          These terms apply to everyone who uses Study in Europe: students, education agencies and universities.
        </Trans>
      }
      sections={[
        {
          heading: t`Your account`,
          body: (
            <Trans>
              Keep your password to yourself and give true information about yourself or your organisation. You are
              responsible for what happens under your account.
            </Trans>
          ),
        },
        {
          heading: t`Applications`,
          body: (
            <Trans>
              We pass applications and documents to the universities you choose. Each university decides on admission by
              its own rules; we cannot promise a place, a scholarship or a visa.
            </Trans>
          ),
        },
        {
          heading: t`Agencies`,
          body: (
            <Trans>
              An agency may apply on behalf of a student only with that student's consent, and must keep the number of
              students its plan allows.
            </Trans>
          ),
        },
        {
          heading: t`Fair use`,
          body: (
            <Trans>
              Do not upload documents that are not yours or not genuine, and do not try to reach data that belongs to
              others. We may close accounts that do.
            </Trans>
          ),
        },
        {
          heading: t`Changes`,
          body: <Trans>When these terms change we tell you on the platform before the change takes effect.</Trans>,
        },
      ]}
    />
  );
}
