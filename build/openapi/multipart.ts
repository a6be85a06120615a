import type { JsonSchema } from '@valibot/to-json-schema';
import { LIMITS } from '#sdk/schemas/constants';
import { DOCUMENT_CONTENTS, LOGO_CONTENTS } from '#server/services/files/content-kinds.ts';
import type { SchemaUse } from './routes.ts';

/**
 * The multipart bodies, by route: the field that carries the files (how many, of which types, how
 * large — the upload rules the services stream with, server/services/files) and the sdk schema the
 * service checks the text fields with. build/openapi/openapi.test.ts checks every multipart route
 * has its entry; the API tests' document check (tests/support/openapi-check.ts) sends real uploads
 * against it.
 */
interface MultipartBody {
  file: { field: string; maxFiles: number; maxBytes: number; types: string[] };
  fields?: SchemaUse;
  /** Text fields that may also be sent once per file (an array in the document). */
  perFile?: string[];
}

const documents = {
  file: {
    field: 'file',
    maxFiles: LIMITS.documentsPerUpload,
    maxBytes: LIMITS.documentMaxBytes,
    types: Object.values(DOCUMENT_CONTENTS).map((content) => content.mime),
  },
};
const image = (field: string) => ({
  file: {
    field,
    maxFiles: 1,
    maxBytes: LIMITS.logoMaxBytes,
    types: Object.values(LOGO_CONTENTS).map((content) => content.mime),
  },
});
const csv = (maxBytes: number) => ({ file: { field: 'file', maxFiles: 1, maxBytes, types: ['text/csv'] } });

export const MULTIPART_BODIES: Record<string, MultipartBody> = {
  'POST /api/direct-students/documents/upload': {
    ...documents,
    fields: { name: 'DocumentUploadFields', module: 'document' },
    perFile: ['documentType'],
  },
  'POST /api/students/{id}/documents': {
    ...documents,
    fields: { name: 'DocumentUploadFields', module: 'document' },
    perFile: ['documentType'],
  },
  'POST /api/conversations/{id}/messages/upload': {
    ...documents,
    fields: { name: 'MessageUploadFields', module: 'conversation' },
  },
  'POST /api/uploads/agency/logo': image('logo'),
  'POST /api/users/university/image': image('image'),
  'POST /api/admin/universities/{id}/image': image('image'),
  'POST /api/students/import': {
    ...csv(LIMITS.studentImportMaxBytes),
    fields: { name: 'StudentImportOptions', module: 'student' },
  },
  'POST /api/users/university/programs/import': {
    ...csv(LIMITS.programImportMaxBytes),
    fields: { name: 'ProgramImportOptions', module: 'program-sheet' },
  },
  'POST /api/admin/universities/{id}/programs/import': {
    ...csv(LIMITS.programImportMaxBytes),
    fields: { name: 'ProgramImportOptions', module: 'program-sheet' },
  },
};

/** A text field is never null (a JSON body's optional text may be): its null alternative goes. */
function textOf(schema: JsonSchema): JsonSchema {
  const choices = (schema.anyOf as JsonSchema[] | undefined)?.filter((choice) => choice.type !== 'null');
  return choices?.length === 1
    ? { ...choices[0], ...(schema.default !== undefined ? { default: schema.default } : {}) }
    : schema;
}

/** The multipart/form-data schema of a body: its file parts binary, its text fields with their types. */
export function multipartSchema(body: MultipartBody, fields: JsonSchema | undefined): JsonSchema {
  const file: JsonSchema = {
    type: 'string',
    contentMediaType: 'application/octet-stream',
    description: `A file of ${body.file.types.join(', ')}, at most ${body.file.maxBytes / 1024 / 1024} MB (its type is read from its content).`,
  };
  const properties: Record<string, JsonSchema> = {
    [body.file.field]:
      body.file.maxFiles > 1
        ? { anyOf: [file, { type: 'array', items: file, minItems: 1, maxItems: body.file.maxFiles }] }
        : file,
  };
  const textFields = (fields?.properties ?? {}) as Record<string, JsonSchema>;
  for (const [name, field] of Object.entries(textFields)) {
    const schema = textOf(field);
    properties[name] = body.perFile?.includes(name)
      ? {
          anyOf: [schema, { type: 'array', items: schema, minItems: 1, maxItems: body.file.maxFiles }],
          description: `Once for every file, or once per file in the files' order.`,
        }
      : schema;
  }
  return {
    type: 'object',
    properties,
    required: [body.file.field, ...((fields?.required as string[] | undefined) ?? [])],
  };
}
