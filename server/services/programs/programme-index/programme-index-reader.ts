import { setImmediate as nextTurn } from 'node:timers/promises';
import { type Kysely, type SqlBool, sql } from 'kysely';
import { FEE_GROUPS, type FeeGroup } from '#sdk/schemas/program-parts';
import type { Dialect } from '#server/db/connect.ts';
import type { Database } from '#server/db/tables/database.ts';
import {
  append,
  finished,
  type GrowingList,
} from '#server/services/universities/catalogue-search/catalogue-index/growing-list.ts';
import {
  readAtOneRevision,
  revisionIn,
} from '#server/services/universities/catalogue-search/catalogue-index/one-revision.ts';
import {
  dayNumber,
  NO_DATE,
  type ProgrammeIndex,
  programmeFilterTerms,
  programmesByUniversity,
} from './programme-index.ts';

/** Rows read per query: other requests wait at most a few milliseconds between reads. */
const CHUNK = 5_000;

const wordsOf = (stored: string) => stored.split(' ').filter(Boolean);

/** One programme as the index is given it, in the list's order. */
interface IndexedProgramme {
  id: number;
  universityId: number;
  /** Stored search words, each between spaces: the programme's own, and its university's. */
  words: string;
  universityWords: string;
  filters: string[];
}

/** One intake as the index is given it (dates YYYY-MM-DD or null). */
interface IndexedIntake {
  programId: number;
  startDate: string;
  full: boolean;
  windows: Record<FeeGroup, { opens: string | null; closes: string | null }>;
}

/** Builds a programme index from the programmes in list order (name, id), then their fees and intakes in any order. */
export function programmeIndexBuilder() {
  const ids: number[] = [];
  const universityOf: number[] = [];
  const any = new Map<string, GrowingList>();
  const own = new Map<string, GrowingList>();
  const filters = new Map<string, GrowingList>();
  let positionOf: Int32Array | undefined;
  let amounts: Record<FeeGroup, Float64Array> | undefined;
  const intake = { position: [] as number[], start: [] as number[], full: [] as number[] };
  const opens = { EU: [] as number[], NON_EU: [] as number[] };
  const closes = { EU: [] as number[], NON_EU: [] as number[] };
  /** After the last programme: positions by id, and the fee columns. */
  const programmesDone = () => {
    if (positionOf) return positionOf;
    const maxId = ids.reduce((max, id) => Math.max(max, id), 0);
    positionOf = new Int32Array(maxId + 1).fill(-1);
    for (let p = 0; p < ids.length; p++) positionOf[ids[p]] = p;
    amounts = Object.fromEntries(
      FEE_GROUPS.map((group) => [group, new Float64Array(ids.length).fill(Number.NaN)]),
    ) as Record<FeeGroup, Float64Array>;
    return positionOf;
  };
  const positionOfId = (id: number) => {
    const positions = programmesDone();
    return id < positions.length ? positions[id] : -1;
  };
  return {
    add(programme: IndexedProgramme) {
      const position = ids.length;
      ids.push(programme.id);
      universityOf.push(programme.universityId);
      for (const word of wordsOf(programme.words)) {
        append(own, word, position);
        append(any, word, position);
      }
      for (const word of wordsOf(programme.universityWords)) append(any, word, position);
      for (const term of programme.filters) append(filters, term, position);
    },
    addFee(programId: number, feeGroup: string, amountEur: number | null) {
      const position = positionOfId(programId);
      const group = amounts![feeGroup as FeeGroup];
      if (position >= 0 && group && amountEur != null) group[position] = Number(amountEur);
    },
    addIntake(row: IndexedIntake) {
      const position = positionOfId(row.programId);
      if (position < 0) return;
      intake.position.push(position);
      intake.start.push(dayNumber(row.startDate));
      intake.full.push(row.full ? 1 : 0);
      for (const group of FEE_GROUPS) {
        const window = row.windows[group];
        opens[group].push(window.opens ? dayNumber(window.opens) : 0);
        closes[group].push(window.closes ? dayNumber(window.closes) : NO_DATE);
      }
    },
    finish(revision: number): ProgrammeIndex {
      programmesDone();
      const size = ids.length;
      const tuition = Object.fromEntries(
        FEE_GROUPS.map((group) => {
          const groupAmounts = amounts![group];
          const priced: number[] = [];
          const unpriced: number[] = [];
          for (let p = 0; p < size; p++) (Number.isNaN(groupAmounts[p]) ? unpriced : priced).push(p);
          priced.sort((a, b) => groupAmounts[a] - groupAmounts[b] || a - b);
          const order = Int32Array.from([...priced, ...unpriced]);
          const rank = new Int32Array(size);
          for (let i = 0; i < size; i++) rank[order[i]] = i;
          return [group, { amounts: groupAmounts, order, rank, priced: priced.length }];
        }),
      ) as ProgrammeIndex['tuition'];
      const words = [...any.keys()].sort();
      const universities = Int32Array.from(universityOf);
      return {
        revision,
        ids: Int32Array.from(ids),
        universityOf: universities,
        words,
        anySets: words.map((word) => finished(any.get(word))),
        ownSets: words.map((word) => finished(own.get(word))),
        filters: new Map(Array.from(filters, ([term, list]) => [term, finished(list)])),
        byUniversity: programmesByUniversity(universities),
        tuition,
        intakes: {
          position: Int32Array.from(intake.position),
          start: Int32Array.from(intake.start),
          full: Uint8Array.from(intake.full),
          opens: { EU: Int32Array.from(opens.EU), NON_EU: Int32Array.from(opens.NON_EU) },
          closes: { EU: Int32Array.from(closes.EU), NON_EU: Int32Array.from(closes.NON_EU) },
        },
        prefixes: new Map(),
        tuitionSets: new Map(),
        day: { today: 0, sets: new Map(), deadlines: new Map() },
      };
    },
  };
}

/** Reads every programme in the list's order (name, id), its fees and intakes, and builds the index at the revision read first. */
async function readOnce(db: Kysely<Database>): Promise<ProgrammeIndex> {
  const revision = await revisionIn(db);
  const builder = programmeIndexBuilder();
  let after: { name: string; id: number } | undefined;
  for (;;) {
    const from = after;
    const rows = await db
      .selectFrom('programs as p')
      .innerJoin('universities as u', 'u.id', 'p.university_id')
      .select([
        'p.id',
        'p.name',
        'p.search_words',
        'p.level',
        'p.field_broad',
        'p.field_narrow',
        'p.languages',
        'p.mode',
        'p.campus_city',
        'p.university_id',
        'u.country',
        'u.search_words as university_words',
      ])
      .$if(from !== undefined, (query) => query.where(sql<SqlBool>`(p.name, p.id) > (${from!.name}, ${from!.id})`))
      .orderBy('p.name')
      .orderBy('p.id')
      .limit(CHUNK)
      .execute();
    for (const row of rows)
      builder.add({
        id: row.id,
        universityId: row.university_id,
        words: row.search_words,
        universityWords: row.university_words,
        filters: programmeFilterTerms({
          level: row.level,
          fieldBroad: row.field_broad,
          fieldNarrow: row.field_narrow,
          languages: JSON.parse(row.languages || '[]'),
          country: row.country,
          city: row.campus_city,
          mode: row.mode,
        }),
      });
    if (rows.length < CHUNK) break;
    after = rows[rows.length - 1];
    await nextTurn();
  }
  for (let afterFee = { programId: 0, group: '' }; ; ) {
    const fromFee = afterFee;
    const rows = await db
      .selectFrom('program_fees')
      .select(['program_id', 'fee_group', 'amount_eur'])
      .where(sql<SqlBool>`(program_id, fee_group) > (${fromFee.programId}, ${fromFee.group})`)
      .orderBy('program_id')
      .orderBy('fee_group')
      .limit(CHUNK)
      .execute();
    for (const row of rows) builder.addFee(row.program_id, row.fee_group, row.amount_eur);
    if (rows.length < CHUNK) break;
    afterFee = { programId: rows[rows.length - 1].program_id, group: rows[rows.length - 1].fee_group };
    await nextTurn();
  }
  for (let afterIntake = 0; ; ) {
    const rows = await db
      .selectFrom('program_intakes')
      .selectAll()
      .where('id', '>', afterIntake)
      .orderBy('id')
      .limit(CHUNK)
      .execute();
    for (const row of rows)
      builder.addIntake({
        programId: row.program_id,
        startDate: row.start_date,
        full: row.seats != null && row.seats_taken >= row.seats,
        windows: {
          EU: { opens: row.eu_opens, closes: row.eu_closes },
          NON_EU: { opens: row.non_eu_opens, closes: row.non_eu_closes },
        },
      });
    if (rows.length < CHUNK) break;
    afterIntake = rows[rows.length - 1].id;
    await nextTurn();
  }
  return builder.finish(revision);
}

/** The programme index as one revision of the catalogue (one-revision.ts). */
export const readProgrammeIndex = (db: Kysely<Database>, dialect: Dialect): Promise<ProgrammeIndex> =>
  readAtOneRevision(db, dialect, readOnce);
