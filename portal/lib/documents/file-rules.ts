import { LIMITS } from '#sdk/schemas/constants';

/** The file-drop rejection codes of spec part 1, 5. */
export type RejectionCode = 'file-invalid-type' | 'file-too-large' | 'file-too-small' | 'too-many-files';

export interface Rejection {
  fileName: string;
  code: RejectionCode;
}

/** What the picker offers; the server checks the content itself (ARCHITECTURE.md, Decisions). */
export const ACCEPTED_EXTENSIONS = ['.pdf', '.jpg', '.jpeg', '.png', '.doc', '.docx'] as const;

const ACCEPTED_TYPES = new Set([
  'application/pdf',
  'image/jpeg',
  'image/png',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
]);

const accepted = (file: Pick<File, 'name' | 'type'>) => {
  const name = file.name.toLowerCase();
  const byName = ACCEPTED_EXTENSIONS.some((extension) => name.endsWith(extension));
  // Some systems send no type (or a generic one) for Word files; the name decides then.
  return byName && (!file.type || file.type === 'application/octet-stream' || ACCEPTED_TYPES.has(file.type));
};

/**
 * Adds picked or dropped files to those already chosen, by the rules of spec part 1, 5: PDF,
 * JPG, PNG, DOC or DOCX, not empty, at most 10 MB each, at most 5 in all.
 */
export function addFiles<F extends Pick<File, 'name' | 'type' | 'size'>>(chosen: readonly F[], added: readonly F[]) {
  const files = [...chosen];
  const rejections: Rejection[] = [];
  for (const file of added) {
    const code: RejectionCode | undefined = !accepted(file)
      ? 'file-invalid-type'
      : file.size === 0
        ? 'file-too-small'
        : file.size > LIMITS.documentMaxBytes
          ? 'file-too-large'
          : files.length >= LIMITS.documentsPerUpload
            ? 'too-many-files'
            : undefined;
    if (code) rejections.push({ fileName: file.name, code });
    else files.push(file);
  }
  return { files, rejections };
}
