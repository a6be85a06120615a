import { Trans, useLingui } from '@lingui/react/macro';
import { uploadForm } from '#sdk/resources/student-documents';
import { DOCUMENT_TYPES, type DocumentType } from '#sdk/schemas/enums';
import { type DragEvent, useRef, useState } from 'react';
import { useErrorText } from '#portal/lib/error-text.ts';
import { fileSize, useFormat } from '#portal/lib/format.ts';
import { DOCUMENT_TYPE_LABELS } from '#portal/lib/labels.ts';
import { Button } from '#portal/ui/Button/Button.tsx';
import { Dialog } from '#portal/ui/Dialog/Dialog.tsx';
import { Icon } from '#portal/ui/Icon/Icon.tsx';
import { ProgressBar } from '#portal/ui/ProgressBar/ProgressBar.tsx';
import { Select } from '#portal/ui/Select/Select.tsx';
import { TextArea } from '#portal/ui/TextArea/TextArea.tsx';
import { visuallyHidden } from '#portal/ui/theme.css.ts';
import { useToast } from '#portal/ui/Toasts/Toasts.tsx';
import { ACCEPTED_EXTENSIONS, addFiles, type Rejection } from './file-rules.ts';
import * as styles from './UploadDialog.css.ts';

/** Sends the upload form, reporting the request body's progress as a fraction. */
export type SendDocuments = (
  form: FormData,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
) => Promise<unknown>;

/**
 * The upload dialog (spec part 1, 2 and 5): a document type, an optional description and up to
 * five files, dropped or picked; with several files, each may have its own type. The progress bar
 * follows the real progress of the request. `send` is the student's own upload or the agency's upload for its student.
 */
export function UploadDialog({
  open,
  onClose,
  onUploaded,
  send,
}: {
  open: boolean;
  onClose: () => void;
  onUploaded: () => void;
  send: SendDocuments;
}) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const toast = useToast();
  const { error: errorMessage } = useErrorText();
  const [documentType, setDocumentType] = useState<DocumentType | ''>('');
  const [description, setDescription] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  /** Each file's own type, '' where it takes the one chosen above. */
  const [fileTypes, setFileTypes] = useState<(DocumentType | '')[]>([]);
  const [rejections, setRejections] = useState<Rejection[]>([]);
  const [missing, setMissing] = useState(false);
  const [dragging, setDragging] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const abort = useRef<AbortController | null>(null);

  const reset = () => {
    setDocumentType('');
    setDescription('');
    setFiles([]);
    setFileTypes([]);
    setRejections([]);
    setMissing(false);
    setProgress(null);
  };
  const close = () => {
    abort.current?.abort();
    reset();
    onClose();
  };

  const add = (added: FileList | null) => {
    if (!added?.length) return;
    const result = addFiles(files, [...added]);
    setFiles(result.files);
    setFileTypes(result.files.map((_, i) => fileTypes[i] ?? ''));
    setRejections(result.rejections);
    setMissing(false);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    add(event.dataTransfer.files);
  };

  const rejectionText = ({ fileName, code }: Rejection) =>
    ({
      'file-invalid-type': t`${fileName} is not an accepted file. Please upload PDF, JPG, PNG, DOC or DOCX.`,
      'file-too-large': t`${fileName} is too large. Maximum size is 10MB.`,
      'file-too-small': t`${fileName} is empty.`,
      'too-many-files': t`${fileName} was not added: you can upload at most 5 files at a time.`,
    })[code];

  const upload = async () => {
    const typeOf = (index: number) => fileTypes[index] || documentType;
    if (!files.length || files.some((_, index) => !typeOf(index))) {
      setMissing(true);
      return;
    }
    const controller = new AbortController();
    abort.current = controller;
    setProgress(0);
    try {
      const form = uploadForm(
        files.map((file, index) => ({ blob: file, name: file.name, documentType: typeOf(index) || undefined })),
        typeOf(0) as DocumentType,
        description.trim() || undefined,
      );
      await send(form, (fraction) => setProgress(fraction * 100), controller.signal);
      toast.success(t`Document uploaded successfully!`);
      reset();
      onUploaded();
      onClose();
    } catch (error) {
      setProgress(null);
      if (controller.signal.aborted) return;
      toast.error(t`Upload failed. Please try again.`, errorMessage(error));
    } finally {
      abort.current = null;
    }
  };

  const uploading = progress !== null;
  const typeOptions = DOCUMENT_TYPES.map((type) => ({ value: type, label: i18n._(DOCUMENT_TYPE_LABELS[type]) }));
  return (
    <Dialog
      open={open}
      onClose={close}
      title={t`Upload Documents`}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            <Trans>Cancel</Trans>
          </Button>
          <Button onClick={upload} loading={uploading}>
            <Trans>Upload</Trans>
          </Button>
        </>
      }
    >
      <Select
        label={t`Document type`}
        required
        hint={files.length > 1 ? t`For every file, unless you choose a file's own type below.` : undefined}
        placeholder={t`Select document type`}
        options={typeOptions}
        value={documentType}
        onChange={(event) => {
          setDocumentType(event.target.value as DocumentType);
          setMissing(false);
        }}
        disabled={uploading}
      />
      <TextArea
        label={t`Description (optional)`}
        rows={2}
        value={description}
        onChange={(event) => setDescription(event.target.value)}
        disabled={uploading}
      />
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the drop zone is for mouse users; the file input inside it is the keyboard way */}
      <div
        className={styles.dropzone}
        data-dragging={dragging}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <Icon name="inbox" size={32} />
        <p>
          <Trans>Drag and drop files here, or</Trans>{' '}
          <label className={styles.pick}>
            <Trans>choose files</Trans>
            <input
              className={visuallyHidden}
              type="file"
              multiple
              accept={ACCEPTED_EXTENSIONS.join(',')}
              disabled={uploading}
              onChange={(event) => {
                add(event.target.files);
                event.target.value = '';
              }}
            />
          </label>
        </p>
        <p>
          <Trans>PDF, JPG, PNG, DOC or DOCX; up to 5 files of at most 10MB each.</Trans>
        </p>
      </div>
      {rejections.length > 0 && (
        <ul className={styles.problems} role="alert">
          {rejections.map((rejection) => (
            <li key={`${rejection.fileName}-${rejection.code}`}>{rejectionText(rejection)}</li>
          ))}
        </ul>
      )}
      {files.length > 0 && (
        <ul className={styles.files} aria-label={t`Selected files`}>
          {files.map((file, index) => {
            const fileName = file.name;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: the same file may be chosen twice; the rows hold no state, so name and position are enough
              <li key={`${fileName}-${index}`} className={styles.file}>
                <span dir="auto">
                  {fileName} ({fileSize(format, file.size)})
                </span>
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={uploading}
                  aria-label={t`Remove ${fileName}`}
                  onClick={() => {
                    setFiles(files.filter((_, i) => i !== index));
                    setFileTypes(fileTypes.filter((_, i) => i !== index));
                  }}
                  icon={<Icon name="close" size={16} />}
                />
                {files.length > 1 && (
                  <div className={styles.fileType}>
                    <Select
                      label={t`Type of ${fileName}`}
                      placeholder={t`Same as above`}
                      options={typeOptions}
                      value={fileTypes[index] ?? ''}
                      onChange={(event) => {
                        setFileTypes(
                          files.map((_, i) =>
                            i === index ? (event.target.value as DocumentType | '') : (fileTypes[i] ?? ''),
                          ),
                        );
                        setMissing(false);
                      }}
                      disabled={uploading}
                    />
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {missing && (
        <p className={styles.problems} role="alert">
          <Trans>Please select document type and files to upload.</Trans>
        </p>
      )}
      {uploading && <ProgressBar value={progress} label={t`Uploading…`} />}
    </Dialog>
  );
}
