import { describe, expect, it } from 'vitest';
import { otherNamesFrom } from '#server/db/catalogue-names/stored-other-names.ts';
import { programmeSearchWords, searchWords } from '#server/db/catalogue-words.ts';
import {
  correctedProgrammeTerm,
  findInProgrammeIndex,
  type ProgrammeSearch,
  programmeFilterTerms,
  programmesNamed,
} from './programme-index.ts';
import { positionsIn } from '#server/services/universities/catalogue-search/catalogue-index/term-set.ts';
import { programmeIndexBuilder } from './programme-index-reader.ts';

const TODAY = '2026-11-27';

/** Six programmes of two universities, given in the list's order (by name, then id). */
function index() {
  const builder = programmeIndexBuilder();
  const vienna = searchWords(
    {
      name: 'University of Vienna',
      city: 'Vienna',
      country: 'Austria',
      specialties: ['Law'],
    },
    otherNamesFrom([]),
  );
  const lyon = searchWords(
    {
      name: 'Lyon Business School',
      city: 'Lyon',
      country: 'France',
      specialties: ['Business'],
    },
    otherNamesFrom([]),
  );
  const programmes = [
    { id: 11, name: 'BSc Computer Science', level: "Bachelor's Degree", languages: ['de'], university: 1 },
    { id: 12, name: 'LLM European Law', level: "Master's Degree", languages: ['en'], university: 1 },
    { id: 13, name: 'MBA', level: "Master's Degree", languages: ['en'], university: 2 },
    { id: 14, name: 'MSc Artificial Intelligence', level: "Master's Degree", languages: ['en'], university: 1 },
    {
      id: 15,
      name: 'MSc Finance',
      level: "Master's Degree",
      languages: ['fr'],
      nameAr: 'ماجستير المالية',
      university: 2,
    },
    { id: 16, name: 'MSc Vienna Studies', level: "Master's Degree", languages: ['de'], university: 2 },
  ];
  for (const p of programmes)
    builder.add({
      id: p.id,
      universityId: p.university,
      words: programmeSearchWords({
        name: p.name,
        name_ar: p.nameAr,
        level: p.level,
        languages: JSON.stringify(p.languages),
      }),
      universityWords: p.university === 1 ? vienna : lyon,
      filters: programmeFilterTerms({
        level: p.level,
        fieldBroad: null,
        fieldNarrow: null,
        languages: p.languages,
        country: p.university === 1 ? 'Austria' : 'France',
        city: p.university === 1 ? 'Vienna' : 'Lyon',
        mode: 'FULL_TIME',
      }),
    });
  // Tuition: 13 the dearest, 16 without a fee.
  for (const [id, eu, nonEu] of [
    [11, 0, 3000],
    [12, 1500, 1500],
    [13, 30000, 30000],
    [14, 1500, 9000],
    [15, 8000, 12000],
  ]) {
    builder.addFee(id, 'EU', eu);
    builder.addFee(id, 'NON_EU', nonEu);
  }
  const window = (opens: string | null, closes: string | null) => ({
    EU: { opens, closes },
    NON_EU: { opens, closes: closes === null ? null : closes.replace('2027', '2026') },
  });
  // 11: open now, starts in September; 12: opens later, starts in February; 13: closed, started;
  // 14: open and full; 15: two intakes, the next deadline early; 16: none.
  builder.addIntake({
    programId: 11,
    startDate: '2027-09-01',
    full: false,
    windows: window('2026-10-01', '2027-06-30'),
  });
  builder.addIntake({
    programId: 12,
    startDate: '2027-02-01',
    full: false,
    windows: window('2026-12-15', '2027-01-10'),
  });
  builder.addIntake({
    programId: 13,
    startDate: '2026-10-01',
    full: false,
    windows: window('2026-01-01', '2026-07-01'),
  });
  builder.addIntake({
    programId: 14,
    startDate: '2027-09-01',
    full: true,
    windows: window('2026-10-01', '2027-05-01'),
  });
  builder.addIntake({ programId: 15, startDate: '2027-09-01', full: false, windows: window(null, '2027-03-01') });
  builder.addIntake({ programId: 15, startDate: '2028-02-01', full: false, windows: window(null, '2027-12-01') });
  return builder.finish(1);
}

const find = (search: Partial<ProgrammeSearch>, page = { offset: 0, limit: 10 }) =>
  findInProgrammeIndex(index(), { terms: [], sort: 'relevance', ...search }, TODAY, page);

describe('programme index', () => {
  it('lists every programme in name order, paged, with the total', () => {
    expect(find({})).toEqual({ total: 6, ids: [11, 12, 13, 14, 15, 16] });
    expect(find({}, { offset: 4, limit: 10 })).toEqual({ total: 6, ids: [15, 16] });
  });

  it('finds by the start of a word of the programme or of its university, its own words first', () => {
    expect(find({ terms: ['intellig'] }).ids).toEqual([14]);
    // "vienna" names a programme of Lyon and is the city of three others: the programme named so first.
    expect(find({ terms: ['vienna'] })).toEqual({ total: 4, ids: [16, 11, 12, 14] });
    // The language's name, the level, the Arabic name folded.
    expect(find({ terms: ['french'] }).ids).toEqual([15]);
    expect(find({ terms: ['bachelor'] }).ids).toEqual([11]);
    expect(find({ terms: ['ماليه'] }).ids).toEqual([15]);
    expect(find({ terms: ['business', 'mba'] }).ids).toEqual([13]);
  });

  it('filters by level, language, country, city, university and mode as terms', () => {
    expect(find({ level: "Master's Degree", language: 'en' }).ids).toEqual([12, 13, 14]);
    expect(find({ country: 'FRANCE' }).ids).toEqual([13, 15, 16]);
    expect(find({ city: 'vienna', universityId: 1, mode: 'FULL_TIME' }).ids).toEqual([11, 12, 14]);
    expect(find({ universityId: 3 }).total).toBe(0);
  });

  it('sorts by tuition for the fee group, those without a fee last, and keeps those within a ceiling', () => {
    expect(find({ sort: 'tuition' }).ids).toEqual([11, 12, 14, 15, 13, 16]);
    expect(find({ sort: 'tuition', feeGroup: 'NON_EU' }).ids).toEqual([12, 11, 14, 15, 13, 16]);
    expect(find({ tuitionMax: 1500 }).ids).toEqual([11, 12, 14]);
    expect(find({ tuitionMax: 1500, feeGroup: 'NON_EU', sort: 'tuition' }).ids).toEqual([12]);
  });

  it("reads the day's open intakes, start months and next deadlines per fee group", () => {
    // 14 is full, 12 opens later, 13 has started; 15 has no opening date.
    expect(find({ openNow: true }).ids).toEqual([11, 15]);
    expect(find({ startMonth: 2 }).ids).toEqual([12, 15]);
    expect(find({ startMonth: 2, openNow: true }).ids).toEqual([15]);
    expect(find({ sort: 'deadline' }).ids).toEqual([12, 15, 14, 11, 13, 16]);
    // Non-EU windows close in 2026 here: those of 12, 14, 11 and 15's first are past.
    expect(find({ sort: 'deadline', feeGroup: 'NON_EU' }).ids).toEqual([15, 11, 12, 13, 14, 16]);
    expect(find({ sort: 'deadline', level: "Master's Degree" }, { offset: 1, limit: 2 }).ids).toEqual([15, 14]);
  });

  it('names the programmes a university search finds, and reads a misspelt word as the nearest', () => {
    const built = index();
    const named = (...search: Parameters<typeof programmesNamed>) =>
      Array.from(positionsIn(programmesNamed(...search)!), (p) => built.ids[p]);
    expect(named(built, ['artificial'])).toEqual([14]);
    expect(named(built, ['msc'], 2)).toEqual([15, 16]);
    expect(programmesNamed(built, [])).toBeUndefined();
    expect(correctedProgrammeTerm(built, 'artifical')).toBe('artificial');
    expect(correctedProgrammeTerm(built, 'artif')).toBeUndefined();
  });
});
