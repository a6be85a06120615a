import { Trans, useLingui } from '@lingui/react/macro';
import * as applications from '#sdk/resources/student-applications';
import * as documents from '#sdk/resources/student-documents';
import type { ApplicationDetail } from '#sdk/schemas/application';
import { api } from '#portal/lib/api.ts';
import { ApplicationDocuments as Documents } from '#portal/lib/documents/ApplicationDocuments.tsx';
import { DOCUMENT_TYPE_LABELS } from '#portal/lib/labels.ts';
import { paths } from '#portal/paths.ts';
import { ButtonLink } from '#portal/ui/Button/Button.tsx';
import * as styles from '#portal/features/student/student.css.ts';
import { ApplicationSection } from '#portal/lib/application-view/ApplicationView.tsx';

/**
 * The application's documents as the student meets them: the reviewers' requests, which the
 * student answers once the documents are uploaded, the checklist with each type's state, and a
 * warning of missing documents while it is a draft.
 */
export function ApplicationDocuments({
  application,
  onChanged,
}: {
  application: ApplicationDetail;
  onChanged: () => void;
}) {
  const { t, i18n } = useLingui();
  const missing = application.checklist.filter((item) => item.required && item.state === 'AWAITING');
  const names = missing
    .map((item) => i18n._(DOCUMENT_TYPE_LABELS[item.documentType]))
    .join(i18n.locale === 'ar' ? '، ' : ', ');
  return (
    <ApplicationSection title={t`Documents`}>
      <Documents
        checklist={application.checklist}
        documentRequests={application.documentRequests}
        onChanged={onChanged}
        answering={{
          upload: (form, onProgress, signal) => documents.uploadWithProgress(api, form, onProgress, signal),
          answer: (requestId) => applications.answerDocumentRequest(api, application.id, requestId),
        }}
        notice={
          application.status === 'DRAFT' &&
          missing.length > 0 && (
            <div className={styles.banner.incomplete} role="status">
              <p className={styles.bannerText}>
                <Trans>This programme requires documents you have not uploaded yet: {names}.</Trans>
              </p>
              <ButtonLink to={paths.student.documents} variant="secondary" size="sm">
                <Trans>Upload documents</Trans>
              </ButtonLink>
            </div>
          )
        }
      />
    </ApplicationSection>
  );
}
