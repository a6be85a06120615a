import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { NAMED_KINDS } from '../server/db/catalogue-names/named-kinds.ts';
import { namesByContext } from './po-catalog.ts';

const MODULE = fileURLToPath(new URL('../server/db/catalogue-names/arabic-names.ts', import.meta.url));
const CATALOG = fileURLToPath(new URL('../locales/ar/names.po', import.meta.url));

/**
 * For the server's build: server/db/catalogue-names/arabic-names.ts as the names it reads from
 * locales/ar/names.po, read at build time, since the bundle runs where the catalog's file is not.
 */
export function arabicNamesInBundle() {
  return {
    name: 'study-arabic-names',
    load(id: string) {
      if (id.split('?')[0] !== MODULE) return null;
      const names = namesByContext(readFileSync(CATALOG, 'utf8'), NAMED_KINDS);
      return `export const ARABIC_NAMES = ${JSON.stringify(names)};\n`;
    },
  };
}
