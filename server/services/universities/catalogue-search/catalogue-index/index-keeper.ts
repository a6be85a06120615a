import { type CatalogueIndex, catalogueIndexBytes } from './catalogue-index.ts';
import { readCatalogueIndex } from './index-reader.ts';
import { revisionKeeper } from './revision-keeper.ts';

/** The catalogue index this process keeps of each database (revision-keeper.ts). */
const keeper = revisionKeeper({
  name: 'catalogue index',
  read: readCatalogueIndex,
  figures: (index: CatalogueIndex | undefined) => ({
    universities: index?.ids.length ?? 0,
    bytes: index && catalogueIndexBytes(index),
  }),
});

export const keepCatalogueIndex = keeper.keep;
export const stopCatalogueIndex = keeper.stop;
/** The index at the catalogue revision the request read, or undefined (the database answers; a build begins). */
export const catalogueIndexAt = keeper.at;
export const latestCatalogueIndex = keeper.latest;
export const catalogueIndexFigures = keeper.figures;
export const catalogueIndexSettled = keeper.settled;
