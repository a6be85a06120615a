import { Trans, useLingui } from '@lingui/react/macro';
import * as applications from '#sdk/resources/student-applications';
import type { ApplicationDetail } from '#sdk/schemas/application';
import type { DocumentRequest } from '#sdk/schemas/review';
import { api } from '#portal/lib/api.ts';
import { useAction } from '#portal/lib/use-action.ts';
import { useFormat } from '#portal/lib/format.ts';
import { DOCUMENT_REQUEST_STATE_LABELS, DOCUMENT_TYPE_LABELS } from '#portal/lib/labels.ts';
import { paths } from '#portal/paths.ts';
import { Badge } from '#portal/ui/Badge/Badge.tsx';
import { Button, ButtonLink } from '#portal/ui/Button/Button.tsx';
import { DocumentChecklist } from '#portal/ui/DocumentChecklist/DocumentChecklist.tsx';
import * as styles from '#portal/features/student/student.css.ts';
import * as dialogStyles from './ApplicationDetailDialog.css.ts';

/**
 * The application's document checklist with each type's state (Verified once an admin has
 * checked it), a warning of missing documents while it is a draft, and the reviewers' document
 * requests, which the student answers once the documents are uploaded.
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
    <section className={styles.sectionGap}>
      <h3 className={dialogStyles.heading}>
        <Trans>Documents</Trans>
      </h3>
      {application.status === 'DRAFT' && missing.length > 0 && (
        <div className={styles.banner.incomplete} role="status">
          <p className={styles.bannerText}>
            <Trans>This programme requires documents you have not uploaded yet: {names}.</Trans>
          </p>
          <ButtonLink to={paths.student.documents} variant="secondary" size="sm">
            <Trans>Upload documents</Trans>
          </ButtonLink>
        </div>
      )}
      <DocumentChecklist items={application.checklist} />
      {application.documentRequests.map((request) => (
        <RequestCard
          key={request.id}
          request={request}
          applicationId={application.id}
          onAnswered={onChanged}
          label={t`Document request`}
        />
      ))}
    </section>
  );
}

function RequestCard({
  request,
  applicationId,
  onAnswered,
  label,
}: {
  request: DocumentRequest;
  applicationId: number;
  onAnswered: () => void;
  label: string;
}) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const { busy: sending, run } = useAction();
  const types = request.documentTypes
    .map((type) => i18n._(DOCUMENT_TYPE_LABELS[type]))
    .join(i18n.locale === 'ar' ? '، ' : ', ');
  const due = format.date(request.dueDate, { dateStyle: 'medium' });
  const open = request.state !== 'ANSWERED';

  const answer = async () => {
    await run(() => applications.answerDocumentRequest(api, applicationId, request.id), {
      done: t`The documents were sent to the reviewer`,
      failed: t`Failed to send the documents`,
      onDone: onAnswered,
    });
  };

  return (
    <section className={open ? styles.banner.incomplete : styles.banner.complete} aria-label={label}>
      <p className={styles.bannerText}>
        <Badge tone={request.state === 'ANSWERED' ? 'success' : request.state === 'OVERDUE' ? 'danger' : 'warning'}>
          {i18n._(DOCUMENT_REQUEST_STATE_LABELS[request.state])}
        </Badge>{' '}
        <Trans>
          Requested: {types}. Due by {due}.
        </Trans>
      </p>
      <p className={dialogStyles.text} dir="auto">
        {request.message}
      </p>
      {open && (
        <div className={styles.actions}>
          <ButtonLink to={paths.student.documents} variant="secondary" size="sm">
            <Trans>Upload documents</Trans>
          </ButtonLink>
          <Button size="sm" loading={sending} onClick={answer}>
            <Trans>Send to the reviewer</Trans>
          </Button>
        </div>
      )}
    </section>
  );
}
