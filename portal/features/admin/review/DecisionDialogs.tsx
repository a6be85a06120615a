import { Plural, Trans, useLingui } from '@lingui/react/macro';
import * as adminApplications from '#sdk/resources/admin-applications';
import { DOCUMENT_TYPES, type DocumentType } from '#sdk/schemas/enums';
import {
  ADMIN_REJECTION_REASONS,
  type AdminApplicationDetail,
  AdminRejection,
  DocumentRequestCreate,
} from '#sdk/schemas/review';
import { useState } from 'react';
import { api } from '#portal/lib/api.ts';
import { useAction } from '#portal/lib/use-action.ts';
import { ADMIN_REJECTION_REASON_LABELS, DOCUMENT_TYPE_LABELS } from '#portal/lib/labels.ts';
import { useForm } from '#portal/lib/use-form.ts';
import { Checkbox } from '#portal/ui/Checkbox/Checkbox.tsx';
import { FormDialog } from '#portal/ui/FormDialog/FormDialog.tsx';
import { Select } from '#portal/ui/Select/Select.tsx';
import { TextArea } from '#portal/ui/TextArea/TextArea.tsx';
import { TextField } from '#portal/ui/TextField/TextField.tsx';
import * as styles from '#portal/features/admin/admin.css.ts';

export type Decision = 'approve' | 'reject' | 'request';

interface Props {
  application: AdminApplicationDetail;
  decision: Decision | null;
  onClose: () => void;
  onDone: () => void;
}

/** The review's three decisions, each in its dialog: approve, reject with a reason, request documents. */
export function DecisionDialogs(props: Props) {
  if (props.decision === 'approve') return <ApproveDialog {...props} />;
  if (props.decision === 'reject') return <RejectDialog {...props} />;
  if (props.decision === 'request') return <RequestDialog {...props} />;
  return null;
}

/** Runs a decision: a toast either way, and the dialog closes on success. */
function useSend(onDone: () => void) {
  const { busy, run } = useAction();
  const send = async (call: () => Promise<unknown>, done: string, failed: string, onError?: (e: unknown) => void) => {
    await run(() => call(), { done, failed, onDone: onDone, onError: (error) => onError?.(error) });
  };
  return { busy, send };
}

function ApproveDialog({ application, onClose, onDone }: Props) {
  const { t } = useLingui();
  const [note, setNote] = useState('');
  const { busy, send } = useSend(onDone);
  const openRequests = application.documentRequests.filter(
    (request) => request.state === 'OPEN' || request.state === 'OVERDUE',
  ).length;
  const submit = () => {
    void send(
      () => adminApplications.approve(api, application.id, { note: note || undefined }),
      t`Application approved: it goes to the university`,
      t`Failed to approve the application`,
    );
  };
  return (
    <FormDialog
      title={t`Approve application`}
      submitLabel={<Trans>Approve</Trans>}
      busy={busy}
      onSubmit={submit}
      onClose={onClose}
    >
      <p>
        <Trans>The application goes to the university for its decision.</Trans>
      </p>
      {openRequests > 0 && (
        <p className={styles.warning} role="alert">
          <Plural
            value={openRequests}
            one="A document request is still open: approving closes it unanswered."
            other="# document requests are still open: approving closes them unanswered."
          />
        </p>
      )}
      <TextArea
        label={t`Note (optional)`}
        hint={t`The applicant reads it in an e-mail and on the application; the university sees it too.`}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
    </FormDialog>
  );
}

function RejectDialog({ application, onClose, onDone }: Props) {
  const { t, i18n } = useLingui();
  const form = useForm({ reason: '', note: '' });
  const { busy, send } = useSend(onDone);
  const submit = () => {
    const payload = form.check(AdminRejection);
    if (!payload) return;
    void send(
      () => adminApplications.reject(api, application.id, payload),
      t`Application rejected`,
      t`Failed to reject the application`,
      form.showServerErrors,
    );
  };
  return (
    <FormDialog
      title={t`Reject application`}
      submitLabel={<Trans>Reject</Trans>}
      busy={busy}
      danger
      onSubmit={submit}
      onClose={onClose}
    >
      <Select
        label={t`Reason`}
        required
        placeholder={t`Choose a reason`}
        options={ADMIN_REJECTION_REASONS.map((reason) => ({
          value: reason,
          label: i18n._(ADMIN_REJECTION_REASON_LABELS[reason]),
        }))}
        {...form.field('reason')}
      />
      <TextArea
        label={t`Message to the applicant`}
        hint={t`The applicant sees this text.`}
        required
        {...form.field('note')}
      />
    </FormDialog>
  );
}

const inTwoWeeks = () => new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);

function RequestDialog({ application, onClose, onDone }: Props) {
  const { t, i18n } = useLingui();
  const [types, setTypes] = useState<DocumentType[]>([]);
  const form = useForm({ message: '', dueDate: inTwoWeeks() });
  const [typesError, setTypesError] = useState<string | undefined>();
  const { busy, send } = useSend(onDone);
  const submit = () => {
    const chosen = types.length ? undefined : t`Please choose the documents you need`;
    setTypesError(chosen);
    const payload = form.check(DocumentRequestCreate, { ...form.values, documentTypes: types });
    if (!payload || chosen) return;
    void send(
      () => adminApplications.requestDocuments(api, application.id, payload),
      t`The applicant was asked for the documents`,
      t`Failed to request documents`,
      form.showServerErrors,
    );
  };
  return (
    <FormDialog
      title={t`Request documents`}
      submitLabel={<Trans>Send request</Trans>}
      busy={busy}
      onSubmit={submit}
      onClose={onClose}
    >
      <fieldset className={styles.stack}>
        <legend>
          <Trans>Documents needed</Trans>
        </legend>
        {DOCUMENT_TYPES.map((type) => (
          <Checkbox
            key={type}
            label={i18n._(DOCUMENT_TYPE_LABELS[type])}
            checked={types.includes(type)}
            onChange={(checked) =>
              setTypes((current) => (checked ? [...current, type] : current.filter((x) => x !== type)))
            }
          />
        ))}
        {typesError && (
          <p className={styles.warning} role="alert">
            {typesError}
          </p>
        )}
      </fieldset>
      <TextArea label={t`Message to the applicant`} required {...form.field('message')} />
      <TextField label={t`Due date`} type="date" required {...form.field('dueDate')} />
    </FormDialog>
  );
}
