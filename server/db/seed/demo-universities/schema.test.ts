import { describe, expect, it } from 'vitest';
import malta from './malta.json' with { type: 'json' };
import { demoUniversities } from './index.ts';
import { parseDemoCountry } from './schema.ts';

describe('demo catalogue files', () => {
  it('every country file passes the seed schema', () => {
    const countries = demoUniversities();
    expect(countries).toHaveLength(30);
    expect(countries.flatMap((c) => c.universities)).toHaveLength(164);
  });

  it('names the file and the field that is wrong', () => {
    const broken = structuredClone(malta);
    broken.universities[0].programs[2].level = 'Masters';
    expect(() => parseDemoCountry('malta.json', broken)).toThrow(
      /malta\.json: universities\.0\.programs\.2\.level: .*"Masters"/,
    );
  });

  it('refuses a field the catalogue does not have', () => {
    const broken = structuredClone(malta);
    Object.assign(broken.universities[0], { rank: 3 });
    expect(() => parseDemoCountry('malta.json', broken)).toThrow(/malta\.json: universities\.0\.rank/);
  });
});
