import { readFileSync } from 'node:fs';
import { namesByContext } from '../../../build/po-catalog.ts';
import { NAMED_KINDS, type NamesByKind } from './named-kinds.ts';

/**
 * The Arabic names of the catalogue's universities, cities and fields of study, by their English
 * name: those the portal shows, read from the same catalog (locales/ar/names.po), so that a name
 * added there is both shown and searchable. Read from the file where the sources run (tests, the
 * command-line tools); the server's build puts the names into the bundle (build/arabic-names.ts).
 */
export const ARABIC_NAMES = namesByContext(
  readFileSync(new URL('../../../locales/ar/names.po', import.meta.url), 'utf8'),
  NAMED_KINDS,
) as NamesByKind;
