import type { Kysely } from 'kysely';
import { DOCUMENT_TYPES, type DocumentType } from '#sdk/schemas/enums';
import { DEFAULT_REQUIRED_DOCUMENTS } from '#sdk/schemas/program';
import type { Database } from '#server/db/tables/database.ts';
import { parseList } from '#server/services/universities/university.presenter.ts';

/**
 * The document types an application's programme requires: the list its university
 * keeps on the programme (found by university and programme name), or the default (passport
 * and transcript) when the application names no programme of the catalogue.
 */
export async function requiredDocumentTypes(
  db: Kysely<Database>,
  application: { university_id: number; program_name: string },
): Promise<DocumentType[]> {
  const program = await db
    .selectFrom('programs')
    .select('required_documents')
    .where('university_id', '=', application.university_id)
    .where('name', '=', application.program_name)
    .orderBy('id')
    .executeTakeFirst();
  if (!program) return [...DEFAULT_REQUIRED_DOCUMENTS];
  return parseList(program.required_documents).filter((type): type is DocumentType =>
    (DOCUMENT_TYPES as readonly string[]).includes(type),
  );
}
