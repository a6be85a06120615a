import type { Selectable } from 'kysely';
import { APPLICANT_GROUPS, CURRENCIES, FEE_GROUPS, type FeeGroup, type Requirements } from '#sdk/schemas/program-parts';
import { inEuros } from '#sdk/schemas/reference-rates';
import type { ProgramIntakeTable } from '#server/db/tables/university.table.ts';
import { WINDOW_COLUMNS } from '#server/services/programs/intake-status.ts';
import { presentFee, presentIntake } from '#server/services/programs/program-parts.presenter.ts';
import {
  append,
  type GrowingList,
} from '#server/services/universities/catalogue-search/catalogue-index/growing-list.ts';
import { PRIOR_DEGREE_RANK, priorDegreeFor } from '#server/services/eligibility/degree-rank.ts';
import { englishRequired, type ProgramTerms } from '#server/services/eligibility/evaluate.ts';
import { germanGrade } from '#server/services/eligibility/german-grade.ts';

/**
 * The requirements index (a student's matches, GET /api/direct-students/matches and
 * /api/students/{id}/matches): every programme of the catalogue, in id order, with what the
 * engine reads of it (level, requirements, intakes, fees) as columns, and its hard gates (the
 * prior degree it asks for, its minimum grade on the German scale, its easiest English door as
 * an IELTS band, its tuition per fee group in euros). Per fee group, programmes with the same
 * gates (tuition in steps of FEE_STEP) share a bucket, so a profile rules whole buckets in or out
 * and bounds the score of each (match-search.ts). One index reflects one catalogue revision and is
 * never changed (requirements-index-keeper.ts).
 */
export interface RequirementsIndex {
  revision: number;
  /** Programme ids by position, ascending. */
  ids: Int32Array;
  /** Each programme's level and its university's country (lower case), as codes into the lists. */
  level: Uint8Array;
  levels: string[];
  country: Uint16Array;
  countries: string[];
  /** Each programme's requirements, as a code into the distinct requirements. */
  requirementsCode: Int32Array;
  requirements: Requirements[];
  fees: Record<FeeGroup, FeeColumns>;
  intakes: IntakeColumns;
  buckets: Record<FeeGroup, Bucket[]>;
}

/** A fee group's tuition by position: amount in its currency (NaN: none), currency code, euros as the engine rounds them (-1: none). */
interface FeeColumns {
  amount: Float64Array;
  currency: Uint8Array;
  euros: Int32Array;
}

/** Intakes by programme: those of position p are first[p] … first[p + 1] − 1, in start order. Dates as DAY codes. */
interface IntakeColumns {
  first: Int32Array;
  start: Uint16Array;
  /** Per intake, opens and closes of each applicant group in APPLICANT_GROUPS order (0: no date). */
  windows: Uint16Array;
  full: Uint8Array;
}

/** Programmes with the same hard gates for one fee group. */
export interface Bucket {
  priorRank: number;
  /** The minimum grade on the German scale, or NaN. */
  minimumGerman: number;
  /** The easiest English door as an IELTS band, or NaN. */
  englishBand: number;
  /** The least tuition in euros among them, or -1 when none states one. */
  leastFee: number;
  positions: Int32Array;
}

/** Tuition steps of one bucket, in euros: fine enough that the least fee bounds the budget margin closely. */
const FEE_STEP = 500;

const WINDOW_COLUMN_PAIRS = APPLICANT_GROUPS.map((group) => WINDOW_COLUMNS[group]);
const WINDOWS = WINDOW_COLUMN_PAIRS.length * 2;
const DAY = 86_400_000;
/** A date as days since 1970 (0: no date), and back. */
const dayCode = (date: string | null) => (date ? Math.round(Date.parse(date) / DAY) : 0);
const dateTexts: string[] = [];
function dateText(code: number): string | null {
  if (!code) return null;
  dateTexts[code] ??= new Date(code * DAY).toISOString().slice(0, 10);
  return dateTexts[code];
}

/** Codes for distinct values, in first-seen order. */
function codeBook() {
  const codes = new Map<string, number>();
  const values: string[] = [];
  return {
    values,
    code(key: string) {
      let code = codes.get(key);
      if (code === undefined) {
        code = values.length;
        codes.set(key, code);
        values.push(key);
      }
      return code;
    },
  };
}

/** One programme as the index is given it, in id order, with its intakes (start order) and fees. */
export interface IndexedProgramme {
  id: number;
  level: string;
  country: string;
  requirements: string;
  parse: (json: string) => Requirements;
  intakes: Selectable<ProgramIntakeTable>[];
  fees: { feeGroup: string; amount: number; currency: string }[];
}

/** Builds a requirements index from the programmes in id order. */
export function requirementsIndexBuilder() {
  const ids: number[] = [];
  const level: number[] = [];
  const country: number[] = [];
  const requirementsCode: number[] = [];
  const levels = codeBook();
  const countries = codeBook();
  const texts = new Map<string, number>();
  const requirements: Requirements[] = [];
  const fees = Object.fromEntries(
    FEE_GROUPS.map((group) => [group, { amount: [] as number[], currency: [] as number[], euros: [] as number[] }]),
  ) as Record<FeeGroup, { amount: number[]; currency: number[]; euros: number[] }>;
  const first: number[] = [];
  const start: number[] = [];
  const windows: number[] = [];
  const full: number[] = [];
  const gates = new Map<string, Omit<Bucket, 'positions' | 'leastFee'>>();
  const bucketed = Object.fromEntries(FEE_GROUPS.map((group) => [group, new Map<string, GrowingList>()])) as Record<
    FeeGroup,
    Map<string, GrowingList>
  >;
  const least = new Map<string, number>();
  return {
    add(programme: IndexedProgramme) {
      const position = ids.length;
      ids.push(programme.id);
      level.push(levels.code(programme.level));
      country.push(countries.code(programme.country.toLowerCase()));
      let code = texts.get(programme.requirements);
      if (code === undefined) {
        code = requirements.length;
        texts.set(programme.requirements, code);
        requirements.push(programme.parse(programme.requirements));
      }
      requirementsCode.push(code);
      first.push(start.length);
      for (const intake of programme.intakes) {
        start.push(dayCode(intake.start_date));
        for (const [opens, closes] of WINDOW_COLUMN_PAIRS)
          windows.push(dayCode(intake[opens]), dayCode(intake[closes]));
        full.push(intake.seats != null && intake.seats_taken >= intake.seats ? 1 : 0);
      }
      const stated = requirements[code];
      const english = englishRequired(stated);
      const gate = {
        priorRank: PRIOR_DEGREE_RANK[priorDegreeFor(programme.level, stated.priorDegree)],
        minimumGerman: stated.minimumGrade ? germanGrade(stated.minimumGrade) : Number.NaN,
        englishBand: english ? english.band : Number.NaN,
      };
      const gateKey = `${gate.priorRank}:${gate.minimumGerman}:${gate.englishBand}`;
      if (!gates.has(gateKey)) gates.set(gateKey, gate);
      for (const group of FEE_GROUPS) {
        const fee = programme.fees.find((f) => f.feeGroup === group);
        const column = fees[group];
        const currency = fee ? CURRENCIES.indexOf(fee.currency as (typeof CURRENCIES)[number]) : -1;
        const euros = fee && currency >= 0 ? Math.round(inEuros(fee.amount, CURRENCIES[currency])) : -1;
        column.amount.push(fee && currency >= 0 ? fee.amount : Number.NaN);
        column.currency.push(Math.max(0, currency));
        column.euros.push(euros);
        const key = `${gateKey}:${euros < 0 ? -1 : Math.floor(euros / FEE_STEP)}`;
        append(bucketed[group], key, position);
        const leastKey = `${group}:${key}`;
        least.set(leastKey, Math.min(least.get(leastKey) ?? Number.POSITIVE_INFINITY, euros));
      }
    },
    finish(revision: number): RequirementsIndex {
      first.push(start.length);
      const buckets = Object.fromEntries(
        FEE_GROUPS.map((group) => [
          group,
          Array.from(bucketed[group], ([key, list]) => ({
            ...gates.get(key.slice(0, key.lastIndexOf(':')))!,
            leastFee: least.get(`${group}:${key}`)!,
            positions: list.positions.slice(0, list.length),
          })),
        ]),
      ) as Record<FeeGroup, Bucket[]>;
      return {
        revision,
        ids: Int32Array.from(ids),
        level: Uint8Array.from(level),
        levels: levels.values,
        country: Uint16Array.from(country),
        countries: countries.values,
        requirementsCode: Int32Array.from(requirementsCode),
        requirements,
        fees: Object.fromEntries(
          FEE_GROUPS.map((group) => [
            group,
            {
              amount: Float64Array.from(fees[group].amount),
              currency: Uint8Array.from(fees[group].currency),
              euros: Int32Array.from(fees[group].euros),
            },
          ]),
        ) as Record<FeeGroup, FeeColumns>,
        intakes: {
          first: Int32Array.from(first),
          start: Uint16Array.from(start),
          windows: Uint16Array.from(windows),
          full: Uint8Array.from(full),
        },
        buckets,
      };
    },
  };
}

/** What the engine reads of the programme at a position, as presentCatalogue gives it (ids of intakes aside). */
export function programTermsAt(index: RequirementsIndex, position: number, today: string): ProgramTerms {
  const { first, start, windows, full } = index.intakes;
  const intakes = [];
  for (let i = first[position]; i < first[position + 1]; i++) {
    const row = {
      id: 0,
      program_id: index.ids[position],
      start_date: dateText(start[i])!,
      // A full intake as one seat, taken: all the engine reads of seats is that none is left.
      seats: full[i] ? 1 : null,
      seats_taken: full[i],
    } as Selectable<ProgramIntakeTable>;
    WINDOW_COLUMN_PAIRS.forEach(([opens, closes], k) => {
      row[opens] = dateText(windows[i * WINDOWS + 2 * k]);
      row[closes] = dateText(windows[i * WINDOWS + 2 * k + 1]);
    });
    intakes.push(presentIntake(row, today));
  }
  const fees = FEE_GROUPS.flatMap((group) => {
    const column = index.fees[group];
    const amount = column.amount[position];
    if (Number.isNaN(amount)) return [];
    return [
      presentFee({
        program_id: index.ids[position],
        fee_group: group,
        amount,
        currency: CURRENCIES[column.currency[position]],
        amount_eur: column.euros[position],
      }),
    ];
  });
  return {
    level: index.levels[index.level[position]],
    requirements: index.requirements[index.requirementsCode[position]],
    intakes,
    fees,
  };
}

/** The bytes of the index's typed arrays (the distinct requirements and lists not counted): its memory's main part. */
export function requirementsIndexBytes(index: RequirementsIndex): number {
  let bytes =
    index.ids.byteLength + index.level.byteLength + index.country.byteLength + index.requirementsCode.byteLength;
  for (const group of FEE_GROUPS) {
    const { amount, currency, euros } = index.fees[group];
    bytes += amount.byteLength + currency.byteLength + euros.byteLength;
    for (const bucket of index.buckets[group]) bytes += bucket.positions.byteLength;
  }
  const { first, start, windows, full } = index.intakes;
  return bytes + first.byteLength + start.byteLength + windows.byteLength + full.byteLength;
}
