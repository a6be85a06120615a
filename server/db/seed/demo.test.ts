import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '#tests/support/database.ts';
import { memoryCounters } from '#server/services/counters/counters.ts';
import { localFileStore } from '#server/services/files/local-store.ts';
import { readConfig } from '#server/utils/config.ts';
import { seedDemoData } from './demo.ts';

describe('the demo data', () => {
  // Seeding the whole demo (164 universities, people, files): a few seconds, more on a busy machine.
  it('is dated relative to the seeding day, never in the future', { timeout: 120_000 }, async () => {
    const folder = mkdtempSync(join(tmpdir(), 'study-demo-'));
    const { db, close } = await openTestDatabase('sqlite');
    try {
      const config = readConfig({ DATA_DIR: folder });
      await seedDemoData({ config, db, dialect: 'sqlite', counters: memoryCounters(), files: localFileStore(folder) });
      const seededBy = new Date().toISOString();
      const future: string[] = [];
      let checked = 0;
      for (const table of await db.introspection.getTables()) {
        for (const { name } of table.columns.filter((column) => column.name.endsWith('_at'))) {
          const rows = await db
            .selectFrom(table.name as 'users')
            .select(`${name} as at` as 'id')
            .where(name as 'id', '>', seededBy as never)
            .execute();
          checked++;
          if (rows.length) future.push(`${table.name}.${name}: ${rows.length} rows after ${seededBy}`);
        }
      }
      expect(checked).toBeGreaterThan(20);
      expect(future).toEqual([]);
    } finally {
      await close();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
