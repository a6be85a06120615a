import { revisionKeeper } from '#server/services/universities/catalogue-search/catalogue-index/revision-keeper.ts';
import { type RequirementsIndex, requirementsIndexBytes } from './requirements-index.ts';
import { readRequirementsIndex } from './requirements-index-reader.ts';

/**
 * The requirements index this process keeps of each database, as the catalogue and programme
 * indexes are kept (revision-keeper.ts): every write of programmes, intakes and fees moves the revision.
 */
const keeper = revisionKeeper({
  name: 'requirements index',
  read: readRequirementsIndex,
  figures: (index: RequirementsIndex | undefined) => ({
    programmes: index?.ids.length ?? 0,
    bytes: index && requirementsIndexBytes(index),
  }),
});

export const keepRequirementsIndex = keeper.keep;
export const stopRequirementsIndex = keeper.stop;
/** The requirements index at the catalogue revision the request read, or undefined (the database's filters answer; a build begins). */
export const requirementsIndexAt = keeper.at;
export const requirementsIndexFigures = keeper.figures;
export const requirementsIndexSettled = keeper.settled;
