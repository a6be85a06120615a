// One list of grade scales: a programme's minimum grade names its scale as students do (US_4,
// GULF_5, PERCENT, FR_20, IN_10, UK_CLASS, DE_5). Stored requirements are rewritten in place.
import type { Kysely } from 'kysely';

const RENAMED: Record<string, string> = {
  GPA_4: 'US_4',
  GPA_5: 'GULF_5',
  OUT_OF_20: 'FR_20',
  OUT_OF_10: 'IN_10',
  GERMAN: 'DE_5',
};

type Scales = Record<string, string>;

/** Every stored minimum grade's scale through `names`; a scale with no name there leaves no minimum. */
async function renameScales(db: Kysely<any>, names: Scales) {
  const rows = await db
    .selectFrom('programs')
    .select(['id', 'requirements'])
    .where('requirements', 'like', '%minimumGrade%')
    .execute();
  for (const row of rows) {
    let requirements: { minimumGrade?: { scale?: string; value?: unknown } | null };
    try {
      requirements = JSON.parse(row.requirements);
    } catch {
      continue;
    }
    const grade = requirements.minimumGrade;
    if (!grade?.scale) continue;
    const scale = names[grade.scale];
    if (scale === grade.scale) continue;
    requirements.minimumGrade = scale ? { ...grade, scale } : null;
    await db
      .updateTable('programs')
      .set({ requirements: JSON.stringify(requirements) })
      .where('id', '=', row.id)
      .execute();
  }
}

const same = (names: string[]): Scales => Object.fromEntries(names.map((name) => [name, name]));

export async function up(db: Kysely<any>): Promise<void> {
  await renameScales(db, { ...same(['PERCENT', ...Object.values(RENAMED)]), ...RENAMED });
}

export async function down(db: Kysely<any>): Promise<void> {
  const back = Object.fromEntries(Object.entries(RENAMED).map(([old, name]) => [name, old]));
  await renameScales(db, { ...same(['PERCENT', ...Object.keys(RENAMED)]), ...back });
}
