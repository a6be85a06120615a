import { Trans, useLingui } from '@lingui/react/macro';
import type { ChecklistItem, DocumentRequest } from '#sdk/schemas/review';
import { type ReactNode, useState } from 'react';
import { useAction } from '#portal/lib/use-action.ts';
import { useFormat } from '#portal/lib/format.ts';
import { DOCUMENT_REQUEST_STATE_LABELS, DOCUMENT_TYPE_LABELS } from '#portal/lib/labels.ts';
import { Badge, type BadgeTone } from '#portal/ui/Badge/Badge.tsx';
import { Button } from '#portal/ui/Button/Button.tsx';
import { DocumentChecklist } from '#portal/ui/DocumentChecklist/DocumentChecklist.tsx';
import { type SendDocuments, UploadDialog } from './UploadDialog.tsx';
import * as styles from './ApplicationDocuments.css.ts';

/** What the application's owner (the student, or the student's agency) can do with a request. */
export interface RequestAnswering {
  /** Uploads documents of the student. */
  upload: SendDocuments;
  /** Tells the reviewer the requested documents are there. */
  answer: (requestId: number) => Promise<unknown>;
}

const TONES: Record<DocumentRequest['state'], BadgeTone> = {
  OPEN: 'warning',
  OVERDUE: 'danger',
  ANSWERED: 'success',
  CLOSED: 'neutral',
};

/**
 * The Documents part of an application, the same for every party: the reviewers' document
 * requests (what, why, by when) and the checklist with each type's state. The owner (`answering`)
 * uploads the requested documents and sends them to the reviewer from here; the admin reviewing
 * it gets the checklist's controls (`checklistActions`). `notice` comes above (the student's
 * warning of missing documents on a draft).
 */
export function ApplicationDocuments({
  checklist,
  documentRequests,
  answering,
  checklistActions,
  checklistProves,
  onChanged,
  notice,
}: {
  checklist: ChecklistItem[];
  documentRequests: DocumentRequest[];
  answering?: RequestAnswering;
  checklistActions?: (item: ChecklistItem) => ReactNode;
  /** What each document must prove, under its type. */
  checklistProves?: (item: ChecklistItem) => ReactNode;
  onChanged: () => void;
  notice?: ReactNode;
}) {
  const [uploading, setUploading] = useState(false);
  return (
    <div className={styles.section}>
      {notice}
      {documentRequests.map((request) => (
        <RequestCard
          key={request.id}
          request={request}
          answering={answering}
          onUpload={() => setUploading(true)}
          onAnswered={onChanged}
        />
      ))}
      <DocumentChecklist items={checklist} actions={checklistActions} proves={checklistProves} />
      {answering && (
        <UploadDialog
          open={uploading}
          onClose={() => setUploading(false)}
          onUploaded={onChanged}
          send={answering.upload}
        />
      )}
    </div>
  );
}

function RequestCard({
  request,
  answering,
  onUpload,
  onAnswered,
}: {
  request: DocumentRequest;
  answering?: RequestAnswering;
  onUpload: () => void;
  onAnswered: () => void;
}) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const { busy: sending, run } = useAction();
  const types = request.documentTypes
    .map((type) => i18n._(DOCUMENT_TYPE_LABELS[type]))
    .join(i18n.locale === 'ar' ? '، ' : ', ');
  const due = format.date(request.dueDate, { dateStyle: 'medium' });
  const open = request.state === 'OPEN' || request.state === 'OVERDUE';

  const answer = async () => {
    if (!answering) return;
    await run(() => answering.answer(request.id), {
      done: t`The documents were sent to the reviewer`,
      failed: t`Failed to send the documents`,
      onDone: onAnswered,
    });
  };

  return (
    <section
      className={
        open ? styles.request.open : request.state === 'ANSWERED' ? styles.request.answered : styles.request.closed
      }
      aria-label={t`Document request`}
      data-testid="document-request"
    >
      <p className={styles.requestTitle}>
        <Badge tone={TONES[request.state]}>{i18n._(DOCUMENT_REQUEST_STATE_LABELS[request.state])}</Badge>
        <span>
          <Trans>
            Requested: {types}. Due by {due}.
          </Trans>
        </span>
      </p>
      <p className={styles.text} dir="auto">
        {request.message}
      </p>
      {request.answerNote && (
        <p className={styles.text} dir="auto">
          {request.answerNote}
        </p>
      )}
      {open && answering && (
        <div className={styles.actions}>
          <Button variant="secondary" size="sm" onClick={onUpload}>
            <Trans>Upload documents</Trans>
          </Button>
          <Button size="sm" loading={sending} onClick={answer}>
            <Trans>Send to the reviewer</Trans>
          </Button>
        </div>
      )}
    </section>
  );
}
