import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { AGENCY_DEGREE_LEVELS, STUDENT_DEGREE_LEVELS } from '#sdk/schemas/constants';
import type { Plugin } from 'vite';
import { namesByContext, readCatalog } from '../../build/po-catalog.ts';

/** The import that yields the catalogue's Arabic names (see `widgets/shared/catalogue-labels.ts`). */
export const CATALOGUE_AR = 'virtual:study-catalogue-ar';
const RESOLVED = `\0${CATALOGUE_AR}`;
const CATALOG = fileURLToPath(new URL('../../locales/ar/messages.po', import.meta.url));
const NAMES = fileURLToPath(new URL('../../locales/ar/names.po', import.meta.url));
const LEVELS = new Set<string>([...STUDENT_DEGREE_LEVELS, ...AGENCY_DEGREE_LEVELS]);

/**
 * The portal's Arabic names of the catalogue's fixed vocabularies (fields of study, degree
 * levels), taken from the lingui catalogs at build time (the fields from the names' catalog), as a
 * small chunk only Arabic widgets load.
 */
export function catalogueLabels(): Plugin {
  return {
    name: 'study-catalogue-labels',
    resolveId: (id) => (id === CATALOGUE_AR ? RESOLVED : null),
    load(id) {
      if (id !== RESOLVED) return null;
      this.addWatchFile(CATALOG);
      this.addWatchFile(NAMES);
      const { 'field of study': fields } = namesByContext(readFileSync(NAMES, 'utf8'), ['field of study']);
      const levels: Record<string, string> = {};
      for (const entry of readCatalog(readFileSync(CATALOG, 'utf8')))
        if (entry.text && !entry.context && LEVELS.has(entry.id)) levels[entry.id] = entry.text;
      return `export const fields=${JSON.stringify(fields)};export const levels=${JSON.stringify(levels)};`;
    },
  };
}
