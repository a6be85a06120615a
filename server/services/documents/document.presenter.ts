import type { Selectable } from 'kysely';
import type { DocumentStats, StudentDocument } from '#sdk/schemas/document';
import type { DocumentType } from '#sdk/schemas/enums';
import type { DocumentTable } from '#server/db/tables/document.table.ts';

export const presentDocument = (row: Selectable<DocumentTable>): StudentDocument => ({
  id: row.id,
  fileName: row.file_name,
  documentType: row.document_type,
  mimeType: row.mime_type,
  fileSize: row.file_size,
  description: row.description,
  isVerified: Boolean(row.is_verified),
  rejectionRemark: row.rejection_remark,
  uploadedAt: row.uploaded_at,
});

export function presentDocumentStats(
  counts: { document_type: DocumentType; is_verified: unknown; n: number }[],
): DocumentStats {
  const stats: DocumentStats = { total: 0, verified: 0, pending: 0, byType: {} };
  for (const { document_type, is_verified, n } of counts) {
    const count = Number(n);
    stats.total += count;
    if (is_verified) stats.verified += count;
    else stats.pending += count;
    stats.byType[document_type] = (stats.byType[document_type] ?? 0) + count;
  }
  return stats;
}
