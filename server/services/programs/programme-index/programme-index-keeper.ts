import { revisionKeeper } from '#server/services/universities/catalogue-search/catalogue-index/revision-keeper.ts';
import { type ProgrammeIndex, programmeIndexBytes } from './programme-index.ts';
import { readProgrammeIndex } from './programme-index-reader.ts';

/**
 * The index of the catalogue's programmes this process keeps of each database, as the catalogue
 * index is kept (revision-keeper.ts): every write of programmes, intakes and fees moves the revision.
 */
const keeper = revisionKeeper({
  name: 'programme index',
  read: readProgrammeIndex,
  figures: (index: ProgrammeIndex | undefined) => ({
    programmes: index?.ids.length ?? 0,
    bytes: index && programmeIndexBytes(index),
  }),
});

export const keepProgrammeIndex = keeper.keep;
export const stopProgrammeIndex = keeper.stop;
/** The programme index at the catalogue revision the request read, or undefined (the database answers; a build begins). */
export const programmeIndexAt = keeper.at;
export const latestProgrammeIndex = keeper.latest;
export const programmeIndexFigures = keeper.figures;
export const programmeIndexSettled = keeper.settled;
