import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough, strToU8 } from 'fflate';
import type { FileStore } from '#server/services/files/file-store.ts';
import type { TextLanguage } from '#server/services/i18n/texts-in.ts';
import { exportSummary } from './export-summary.ts';
import type { PersonalDataRows } from './personal-data.repository.ts';
import { documentPath, presentPersonalData } from './personal-data.presenter.ts';

/**
 * The ZIP of one person's data as a stream: `data.json`, `summary.html` and each document's file
 * (stored as it is: its content is compressed already). Files are read from the store one at a
 * time, and the stream's reader sets the pace.
 */
export function personalDataZip(rows: PersonalDataRows, language: TextLanguage, store: FileStore): Readable {
  const out = new PassThrough();
  let full = false;
  const zip = new Zip((error, chunk, final) => {
    if (error) return void out.destroy(error);
    if (!out.write(chunk)) full = true;
    if (final) out.end();
  });
  const paced = async () => {
    if (full) {
      full = false;
      await once(out, 'drain');
    }
  };
  const addText = (name: string, content: string) => {
    const entry = new ZipDeflate(name, { level: 6 });
    zip.add(entry);
    entry.push(strToU8(content), true);
  };
  const write = async () => {
    const data = presentPersonalData(rows, new Date().toISOString());
    addText('data.json', `${JSON.stringify(data, null, 2)}\n`);
    addText('summary.html', exportSummary(data, language));
    for (const document of rows.documents) {
      const stored = await store.get(document.storage_key);
      if (!stored) continue;
      const entry = new ZipPassThrough(documentPath(document));
      zip.add(entry);
      for await (const chunk of stored.body) {
        entry.push(chunk as Uint8Array);
        await paced();
      }
      entry.push(new Uint8Array(0), true);
    }
    zip.end();
  };
  write().catch((error) => out.destroy(error));
  return out;
}
