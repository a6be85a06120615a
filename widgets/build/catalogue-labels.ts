import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { AGENCY_DEGREE_LEVELS, STUDENT_DEGREE_LEVELS } from '#sdk/schemas/constants';
import type { Plugin } from 'vite';

/** The import that yields the catalogue's Arabic names (see `widgets/shared/catalogue-labels.ts`). */
export const CATALOGUE_AR = 'virtual:study-catalogue-ar';
const RESOLVED = `\0${CATALOGUE_AR}`;
const CATALOG = fileURLToPath(new URL('../../locales/ar/messages.po', import.meta.url));
const LEVELS = new Set<string>([...STUDENT_DEGREE_LEVELS, ...AGENCY_DEGREE_LEVELS]);

/** The entries of a gettext catalog: context, id and translation (quoted lines joined, escapes read). */
export function readCatalog(po: string): { context?: string; id: string; text: string }[] {
  return po.split(/\n\s*\n/).flatMap((block) => {
    const fields: Record<string, string> = {};
    let current = '';
    for (const line of block.split('\n')) {
      const start = /^(msgctxt|msgid|msgstr) (".*")$/.exec(line);
      if (start) {
        current = start[1];
        fields[current] = JSON.parse(start[2]);
      } else if (current && /^".*"$/.test(line)) fields[current] += JSON.parse(line);
    }
    return fields.msgid ? [{ context: fields.msgctxt, id: fields.msgid, text: fields.msgstr ?? '' }] : [];
  });
}

/**
 * The portal's Arabic names of the catalogue's fixed vocabularies (fields of study, degree
 * levels), taken from its lingui catalog at build time, as a small chunk only Arabic widgets load.
 */
export function catalogueLabels(): Plugin {
  return {
    name: 'study-catalogue-labels',
    resolveId: (id) => (id === CATALOGUE_AR ? RESOLVED : null),
    load(id) {
      if (id !== RESOLVED) return null;
      this.addWatchFile(CATALOG);
      const fields: Record<string, string> = {};
      const levels: Record<string, string> = {};
      for (const entry of readCatalog(readFileSync(CATALOG, 'utf8'))) {
        if (!entry.text) continue;
        if (entry.context === 'field of study') fields[entry.id] = entry.text;
        else if (!entry.context && LEVELS.has(entry.id)) levels[entry.id] = entry.text;
      }
      return `export const fields=${JSON.stringify(fields)};export const levels=${JSON.stringify(levels)};`;
    },
  };
}
