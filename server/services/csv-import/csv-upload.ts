import { CSV_CONTENTS } from '#server/services/files/content-kinds.ts';
import type { UploadRules } from '#server/services/files/multipart.ts';

/** An import's upload: one CSV file in the field `file`, of at most `maxFileBytes`. */
export const csvUploadRules = (maxFileBytes: number): UploadRules => ({
  field: 'file',
  folder: 'imports',
  maxFiles: 1,
  maxFileBytes,
  accepted: CSV_CONTENTS,
  refusals: {
    missing: 'CSV_FILE_REQUIRED',
    tooLarge: () => 'CSV_TOO_LARGE',
    wrongType: () => 'CSV_FILE_REQUIRED',
    tooMany: 'CSV_TOO_MANY',
  },
});
