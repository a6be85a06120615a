import { Trans, useLingui } from '@lingui/react/macro';
import * as documents from '#sdk/resources/student-documents';
import type { StudentDocument } from '#sdk/schemas/document';
import { useEffect, useState } from 'react';
import { api } from '#portal/lib/api.ts';
import { useErrorText } from '#portal/lib/error-text.ts';
import { useFormat } from '#portal/lib/format.ts';
import { DOCUMENT_TYPE_LABELS } from '#portal/lib/labels.ts';
import { saveDocument } from '#portal/lib/save-document.ts';
import { Button } from '#portal/ui/Button/Button.tsx';
import { EmptyState } from '#portal/ui/EmptyState/EmptyState.tsx';
import { Spinner } from '#portal/ui/Spinner/Spinner.tsx';
import { useToast } from '#portal/ui/Toasts/Toasts.tsx';
import * as styles from '#portal/features/admin/admin.css.ts';
import * as review from './review.css.ts';

/** PDFs and images can be shown in the page; other files (Word) are downloaded. */
const previewable = (mimeType: string) => mimeType === 'application/pdf' || mimeType.startsWith('image/');

/** Every document of the applicant, each with an inline preview (PDF and images) and a download. */
export function DocumentPreviews({ documents: list }: { documents: StudentDocument[] }) {
  const { t } = useLingui();
  if (!list.length) return <EmptyState title={t`The applicant has not uploaded any documents`} />;
  return (
    <ul className={review.documents}>
      {list.map((document) => (
        <DocumentRow key={document.id} document={document} />
      ))}
    </ul>
  );
}

function DocumentRow({ document }: { document: StudentDocument }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const toast = useToast();
  const { error: errorMessage } = useErrorText();
  const [open, setOpen] = useState(false);
  const name = document.fileName;
  const download = async () => {
    try {
      await saveDocument(document);
    } catch (error) {
      toast.error(t`Download failed`, errorMessage(error));
    }
  };
  return (
    <li className={review.document}>
      <div className={styles.actions}>
        <strong>
          <bdi>{name}</bdi>
        </strong>
        <span className={styles.muted}>
          {i18n._(DOCUMENT_TYPE_LABELS[document.documentType])} · {format.date(document.uploadedAt)}
        </span>
        {previewable(document.mimeType) && (
          <Button
            size="sm"
            variant="secondary"
            aria-expanded={open}
            onClick={() => setOpen(!open)}
            aria-label={open ? t`Hide the preview of ${name}` : t`Preview ${name}`}
          >
            {open ? <Trans>Hide preview</Trans> : <Trans>Preview</Trans>}
          </Button>
        )}
        <Button size="sm" variant="ghost" onClick={download} aria-label={t`Download ${name}`}>
          <Trans>Download</Trans>
        </Button>
      </div>
      {open && <Preview document={document} />}
    </li>
  );
}

/** The file, fetched with the admin's token and shown from memory (a blob: URL). */
function Preview({ document }: { document: StudentDocument }) {
  const { t } = useLingui();
  const { error: errorMessage } = useErrorText();
  const [state, setState] = useState<{ url: string } | { error: unknown } | null>(null);
  useEffect(() => {
    let url: string | undefined;
    let current = true;
    documents
      .download(api, document.id)
      .then((response) => response.blob())
      .then(
        (blob) => {
          url = URL.createObjectURL(new Blob([blob], { type: document.mimeType }));
          if (current) setState({ url });
        },
        (error: unknown) => current && setState({ error }),
      );
    return () => {
      current = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [document.id, document.mimeType]);
  const name = document.fileName;
  if (!state) return <Spinner label={t`Loading the preview…`} />;
  if ('error' in state) return <p className={styles.warning}>{errorMessage(state.error)}</p>;
  return document.mimeType === 'application/pdf' ? (
    <iframe className={review.frame} src={state.url} title={t`Preview of ${name}`} />
  ) : (
    <img className={review.image} src={state.url} alt={t`Preview of ${name}`} />
  );
}
