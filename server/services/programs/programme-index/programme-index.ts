import type { FeeGroup } from '#sdk/schemas/program-parts';
import { keepBounded } from '#server/services/universities/catalogue-search/catalogue-index/bounded-keep.ts';
import { closestWord } from '#server/services/universities/catalogue-search/catalogue-index/closest-word.ts';
import { firstNotBelow } from '#server/services/universities/catalogue-search/catalogue-index/first-not-below.ts';
import {
  eachPositionInAll,
  inAll,
} from '#server/services/universities/catalogue-search/catalogue-index/positions-in-all.ts';
import {
  bitsOf,
  EMPTY_SET,
  eachPosition,
  hasPosition,
  intersectionOf,
  isLarge,
  listSet,
  bytesOf,
  type TermSet,
  unionOf,
} from '#server/services/universities/catalogue-search/catalogue-index/term-set.ts';
import { countryTerm, lowerCaseHex } from '#server/services/universities/catalogue-search/university-search.ts';

/**
 * The programme list's index (GET /api/programs), on the catalogue index's machinery: every
 * programme has a position in the list's own order (by name, then id, as the database sorts
 * them); every folded word and every filter term has the set of positions that carry it (term
 * sets, term-set.ts). A search intersects its sets, smallest first. Deadlines and open intakes
 * depend on the day: for each day asked, the programmes with an intake open for a fee group (or
 * starting in a month) become one more set, and the next deadline of each programme one array
 * and one order, made once and kept for the day. Tuition has one order per fee group.
 * One index reflects one catalogue revision and is never changed (programme-index-keeper.ts).
 */
export interface ProgrammeIndex {
  revision: number;
  /** Programme ids by position. */
  ids: Int32Array;
  /** Each programme's university id, by position. */
  universityOf: Int32Array;
  /** Every word of a programme or of its university, sorted. */
  words: string[];
  /** The programmes whose own words (name, level, languages) or whose university's words hold each word. */
  anySets: TermSet[];
  /** The programmes whose own words hold each word. */
  ownSets: TermSet[];
  /** The programmes of each filter term (`filterTermsOf`). */
  filters: Map<string, TermSet>;
  /**
   * Each university's programmes, by university id: its positions, ascending, are
   * `positions[starts[id]]` up to `positions[starts[id + 1]]` (arrays, not a set per university:
   * a million small sets would be a million objects for every full garbage collection to mark).
   */
  byUniversity: { starts: Int32Array; positions: Int32Array };
  /** Per fee group: the positions by tuition in euros (those without a fee last), and each position's place in it. */
  tuition: Record<FeeGroup, { amounts: Float64Array; order: Int32Array; rank: Int32Array; priced: number }>;
  intakes: IntakeColumns;
  /** Prefix unions and tuition ceilings' sets made once, and the day's sets and orders (only today's are kept). */
  prefixes: Map<string, { any: TermSet; own: TermSet }>;
  /** The programmes priced within a ceiling, by fee group and how many they are (`${feeGroup}:${count}`). */
  tuitionSets: Map<string, TermSet>;
  day: { today: number; sets: Map<string, TermSet>; deadlines: Map<FeeGroup, RankedOrder> };
}

/** Each intake as columns: its programme's position, its start and its window per fee group as yyyymmdd numbers. */
interface IntakeColumns {
  position: Int32Array;
  start: Int32Array;
  /** Opens: 0 when the window has no opening date; closes: NO_DATE when it has no closing date. */
  opens: Record<FeeGroup, Int32Array>;
  closes: Record<FeeGroup, Int32Array>;
  /** 1 when every seat is taken. */
  full: Uint8Array;
}

interface RankedOrder {
  order: Int32Array;
  rank: Int32Array;
}

/** A date past every date ("no deadline"), as yyyymmdd. */
export const NO_DATE = 99_991_231;

/** 'YYYY-MM-DD' as the number yyyymmdd, which orders as the text does. */
export const dayNumber = (date: string) =>
  Number(date.slice(0, 4)) * 10_000 + Number(date.slice(5, 7)) * 100 + Number(date.slice(8, 10));

/** The filters of the programme list as index terms. */
export interface ProgrammeFilters {
  level?: string;
  field?: string;
  language?: string;
  country?: string;
  city?: string;
  universityId?: number;
  mode?: string;
}

/** The filter terms a query asks for, as `programmeFilterTerms` names a programme's. */
export const filterTermsOf = (query: ProgrammeFilters) =>
  [
    query.level !== undefined && `l${query.level}`,
    query.field !== undefined && `f${query.field}`,
    query.language !== undefined && `g${query.language}`,
    query.country !== undefined && countryTerm(query.country),
    query.city !== undefined && `t${lowerCaseHex(query.city)}`,
    query.mode !== undefined && `m${query.mode}`,
  ].filter((term): term is string => Boolean(term));

/** The filter terms one programme holds: the database's comparisons (a country or city in lower case) as terms. */
export const programmeFilterTerms = (programme: {
  level: string;
  fieldBroad: string | null;
  fieldNarrow: string | null;
  languages: string[];
  country: string;
  city: string | null;
  mode: string;
}) => [
  `l${programme.level}`,
  ...(programme.fieldBroad ? [`f${programme.fieldBroad}`] : []),
  ...(programme.fieldNarrow ? [`f${programme.fieldNarrow}`] : []),
  ...programme.languages.map((language) => `g${language}`),
  countryTerm(programme.country),
  ...(programme.city ? [`t${lowerCaseHex(programme.city)}`] : []),
  `m${programme.mode}`,
];

/** What the programme list asks of the index. */
export interface ProgrammeSearch extends ProgrammeFilters {
  /** Folded search terms (query-words.ts), each matching as a word's start. */
  terms: string[];
  feeGroup?: FeeGroup;
  tuitionMax?: number;
  openNow?: boolean;
  startMonth?: number;
  sort: 'relevance' | 'deadline' | 'tuition';
}

/** Above this many matches, a sorted page is found by walking the whole order rather than by sorting the matches. */
const SORTED_MATCHES = 20_000;
/** Sets kept per kind (prefixes, tuition ceilings). */
const KEPT_SETS = 2_000;
const KEPT_TUITION_SETS = 64;

function prefixSets(index: ProgrammeIndex, term: string) {
  const kept = index.prefixes.get(term);
  if (kept) return kept;
  const first = firstNotBelow(index.words, term);
  let end = first;
  while (end < index.words.length && index.words[end].startsWith(term)) end++;
  const size = index.ids.length;
  const sets = {
    any: unionOf(index.anySets.slice(first, end), size),
    own: unionOf(index.ownSets.slice(first, end), size),
  };
  return keepBounded(index.prefixes, term, sets, KEPT_SETS);
}

/** The day's caches, emptied when the day changes. */
function dayOf(index: ProgrammeIndex, today: number) {
  if (index.day.today !== today) index.day = { today, sets: new Map(), deadlines: new Map() };
  return index.day;
}

/** Positions marked in a byte per position, as an ascending set. */
function markedSet(marks: Uint8Array, count: number): TermSet {
  const positions = new Int32Array(count);
  let n = 0;
  for (let p = 0; p < marks.length; p++) if (marks[p]) positions[n++] = p;
  return listSet(positions);
}

/**
 * The programmes with an intake that starts after today, in `month` (1–12) when given, and
 * (with `open`) whose window for the fee group is open today with a seat left: the database's
 * `exists` over program_intakes.
 */
function intakeSet(index: ProgrammeIndex, today: number, feeGroup: FeeGroup, month: number, open: boolean): TermSet {
  const day = dayOf(index, today);
  const key = `${feeGroup}:${month}:${open}`;
  const kept = day.sets.get(key);
  if (kept) return kept;
  const { position, start, opens, closes, full } = index.intakes;
  const groupOpens = opens[feeGroup];
  const groupCloses = closes[feeGroup];
  const marks = new Uint8Array(index.ids.length);
  let count = 0;
  for (let i = 0; i < position.length; i++) {
    if (start[i] <= today) continue;
    if (month && Math.floor(start[i] / 100) % 100 !== month) continue;
    if (open && (groupOpens[i] > today || groupCloses[i] < today || full[i])) continue;
    if (!marks[position[i]]) {
      marks[position[i]] = 1;
      count++;
    }
  }
  const set = markedSet(marks, count);
  day.sets.set(key, set);
  return set;
}

/** Each programme's next deadline for the fee group (the earliest window closing today or later), and the positions by it. */
function deadlineOrder(index: ProgrammeIndex, today: number, feeGroup: FeeGroup): RankedOrder {
  const day = dayOf(index, today);
  const kept = day.deadlines.get(feeGroup);
  if (kept) return kept;
  const size = index.ids.length;
  const next = new Int32Array(size).fill(NO_DATE);
  const { position, closes } = index.intakes;
  const groupCloses = closes[feeGroup];
  for (let i = 0; i < position.length; i++) {
    const close = groupCloses[i];
    if (close !== NO_DATE && close >= today && close < next[position[i]]) next[position[i]] = close;
  }
  // The date and the position in one number (positions below 2^24), sorted natively.
  const keys = new Float64Array(size);
  for (let p = 0; p < size; p++) keys[p] = next[p] * 16_777_216 + p;
  keys.sort();
  const order = new Int32Array(size);
  const rank = new Int32Array(size);
  for (let i = 0; i < size; i++) {
    const p = keys[i] % 16_777_216;
    order[i] = p;
    rank[p] = i;
  }
  const ranked = { order, rank };
  day.deadlines.set(feeGroup, ranked);
  return ranked;
}

/**
 * The programmes whose tuition for the fee group is at most `max` euros: the start of the tuition
 * order, made once for each fee group and count (ceilings are few: round sums).
 */
function tuitionSet(index: ProgrammeIndex, feeGroup: FeeGroup, max: number): TermSet {
  const { amounts, order, priced } = index.tuition[feeGroup];
  let low = 0;
  let high = priced;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (amounts[order[middle]] <= max) low = middle + 1;
    else high = middle;
  }
  const key = `${feeGroup}:${low}`;
  const kept = index.tuitionSets.get(key);
  if (kept) return kept;
  let set: TermSet;
  if (isLarge({ count: low }, index.ids.length)) {
    const bits = new Uint32Array((index.ids.length + 31) >>> 5);
    for (let i = 0; i < low; i++) bits[order[i] >>> 5] |= 1 << (order[i] & 31);
    set = { count: low, bits };
  } else set = listSet(order.slice(0, low).sort());
  return keepBounded(index.tuitionSets, key, set, KEPT_TUITION_SETS);
}

/**
 * The positions in all the sets (undefined when there are none: every position): a list when the
 * smallest set is small, else a bitmap (the sets' bitmaps ANDed word by word).
 */
function matchesOf(sets: TermSet[], size: number): TermSet | undefined {
  if (!sets.length) return undefined;
  sets.sort((a, b) => a.count - b.count);
  const [leading, ...others] = sets;
  if (!leading.count) return EMPTY_SET;
  if (!others.length) return leading;
  if (isLarge(leading, size)) return intersectionOf(sets.map((set) => bitsOf(set, size)));
  let found = new Int32Array(Math.min(leading.count, 1024));
  let n = 0;
  const take = (position: number) => {
    if (n === found.length) {
      const larger = new Int32Array(Math.min(found.length * 2, size));
      larger.set(found);
      found = larger;
    }
    found[n++] = position;
    return true;
  };
  eachPositionInAll(leading, others, size, take);
  return listSet(found.subarray(0, n));
}

/** The matches from `offset` to `end` in position order (the list's own order). */
function pageInOrder(matches: TermSet, offset: number, end: number): number[] {
  const page: number[] = [];
  let seen = 0;
  eachPosition(matches, (position) => {
    if (seen++ >= offset) page.push(position);
    return seen < end;
  });
  return page;
}

/** The page of the matches in an order of every position (`rank` its inverse). */
function sortedPage(matches: TermSet | undefined, ranked: RankedOrder, offset: number, end: number, size: number) {
  if (!matches) return Array.from(ranked.order.subarray(Math.min(offset, size), Math.min(end, size)));
  if (matches.positions && matches.count <= SORTED_MATCHES) {
    const ranks = new Int32Array(matches.count);
    for (let i = 0; i < matches.count; i++) ranks[i] = ranked.rank[matches.positions[i]];
    ranks.sort();
    return Array.from(
      ranks.subarray(Math.min(offset, ranks.length), Math.min(end, ranks.length)),
      (r) => ranked.order[r],
    );
  }
  const bits = bitsOf(matches, size);
  const page: number[] = [];
  let seen = 0;
  for (let i = 0; i < size && seen < end; i++) {
    const p = ranked.order[i];
    if (!hasPosition(bits, p)) continue;
    if (seen >= offset) page.push(p);
    seen++;
  }
  return page;
}

/**
 * One page of the programme list and the total, as the database answers it
 * (program-catalogue.repository.ts): every term starts a word of the programme or of its
 * university and every filter holds; by relevance (those whose own words hold every term first),
 * next deadline or tuition, then by name and id.
 */
export function findInProgrammeIndex(
  index: ProgrammeIndex,
  search: ProgrammeSearch,
  today: string,
  page: { offset: number; limit: number },
): { total: number; ids: number[] } {
  const size = index.ids.length;
  const day = dayNumber(today);
  const feeGroup = search.feeGroup ?? 'EU';
  const prefixes = search.terms.map((term) => prefixSets(index, term));
  const sets = [
    ...prefixes.map((sets) => sets.any),
    ...filterTermsOf(search).map((term) => index.filters.get(term) ?? EMPTY_SET),
    ...(search.universityId !== undefined ? [programmesOf(index, search.universityId)] : []),
    ...(search.tuitionMax != null ? [tuitionSet(index, feeGroup, search.tuitionMax)] : []),
    ...(search.openNow || search.startMonth
      ? [
          intakeSet(
            index,
            day,
            search.feeGroup === 'NON_EU' ? 'NON_EU' : 'EU',
            search.startMonth ?? 0,
            Boolean(search.openNow),
          ),
        ]
      : []),
  ];
  const matches = matchesOf(sets, size);
  const total = matches ? matches.count : size;
  const end = page.offset + page.limit;
  let positions: number[];
  if (search.sort === 'deadline') {
    positions = sortedPage(
      matches,
      deadlineOrder(index, day, search.feeGroup === 'NON_EU' ? 'NON_EU' : 'EU'),
      page.offset,
      end,
      size,
    );
  } else if (search.sort === 'tuition') {
    positions = sortedPage(matches, index.tuition[feeGroup], page.offset, end, size);
  } else if (!matches) {
    positions = Array.from({ length: Math.max(0, Math.min(end, size) - page.offset) }, (_, i) => page.offset + i);
  } else if (!prefixes.length) {
    positions = pageInOrder(matches, page.offset, end);
  } else {
    // Relevance: the programmes whose own words hold every term, then the others, each in list order.
    const own = inAll(
      prefixes.map((sets) => sets.own),
      size,
    );
    const first: number[] = [];
    const then: number[] = [];
    eachPosition(matches, (p) => {
      if (own(p)) first.push(p);
      else if (then.length < end) then.push(p);
      return first.length < end;
    });
    positions = [...first, ...then].slice(page.offset, end);
  }
  return { total, ids: positions.map((p) => index.ids[p]) };
}

/**
 * The programmes whose own words (name, level, languages) hold every term, as a set of positions
 * (of one university's programmes when given): how the university search finds universities by
 * their programmes. Undefined without terms.
 */
export function programmesNamed(index: ProgrammeIndex, terms: string[], universityId?: number): TermSet | undefined {
  if (!terms.length) return undefined;
  const sets = terms.map((term) => prefixSets(index, term).own);
  if (universityId !== undefined) sets.push(programmesOf(index, universityId));
  return matchesOf(sets, index.ids.length);
}

/** A university's programmes, as a set of positions (a list). */
export function programmesOf(index: ProgrammeIndex, universityId: number): TermSet {
  const { starts, positions } = index.byUniversity;
  if (universityId < 0 || universityId + 1 >= starts.length) return EMPTY_SET;
  return listSet(positions.subarray(starts[universityId], starts[universityId + 1]));
}

/** Each university's programmes (`ProgrammeIndex.byUniversity`) from each position's university. */
export function programmesByUniversity(universityOf: Int32Array): ProgrammeIndex['byUniversity'] {
  const lastId = universityOf.reduce((last, id) => Math.max(last, id), 0);
  const starts = new Int32Array(lastId + 2);
  for (const id of universityOf) starts[id + 1]++;
  for (let id = 1; id < starts.length; id++) starts[id] += starts[id - 1];
  const next = starts.slice(0, lastId + 1);
  const positions = new Int32Array(universityOf.length);
  for (let position = 0; position < universityOf.length; position++)
    positions[next[universityOf[position]]++] = position;
  return { starts, positions };
}

/**
 * The catalogue word a search term most likely misspells, when no word of the index starts
 * with it and one is near enough (closest-word.ts); else undefined.
 */
export function correctedProgrammeTerm(index: ProgrammeIndex, term: string): string | undefined {
  if (index.words[firstNotBelow(index.words, term)]?.startsWith(term)) return undefined;
  return closestWord(index.words, term, (at) => index.anySets[at].count);
}

/** The bytes of the index's typed arrays at build (word strings and maps not counted): its memory's main part. */
export function programmeIndexBytes(index: ProgrammeIndex): number {
  let bytes = index.ids.byteLength + index.universityOf.byteLength;
  for (const set of index.anySets) bytes += bytesOf(set);
  for (const set of index.ownSets) bytes += bytesOf(set);
  for (const set of index.filters.values()) bytes += bytesOf(set);
  bytes += index.byUniversity.starts.byteLength + index.byUniversity.positions.byteLength;
  for (const group of Object.values(index.tuition))
    bytes += group.amounts.byteLength + group.order.byteLength + group.rank.byteLength;
  const { intakes } = index;
  bytes += intakes.position.byteLength + intakes.start.byteLength + intakes.full.byteLength;
  for (const columns of [intakes.opens, intakes.closes])
    for (const column of Object.values(columns)) bytes += column.byteLength;
  return bytes;
}
