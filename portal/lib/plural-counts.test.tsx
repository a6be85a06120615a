import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, it } from 'vitest';

// Arabic counts agree with their number ("6 جامعات", "11 جامعة"), so a count a user
// reads goes through a plural rule. A message that puts a placeholder straight before a counted
// noun, outside a plural, would read "6 جامعة" in Arabic: this finds them.
const COUNTED =
  /\{\w+\}(?: \w+)? (universities|students|applications|documents|characters|entries|files|months|days|years|leads|messages|programmes|programs|countries|results|items|accounts|requests|agencies)\b/;

it('every count before a noun in the catalog goes through a plural rule', () => {
  const po = readFileSync(resolve(import.meta.dirname, '../../locales/en/messages.po'), 'utf8');
  const ids = [...po.matchAll(/^msgid "(.*)"$/gm)].map((m) => m[1]);
  // The sample proves the pattern finds what it should.
  expect(COUNTED.test('Showing {from}–{to} of {total} universities')).toBe(true);
  expect(ids.filter((id) => !/^\{\w+, plural,/.test(id) && COUNTED.test(id))).toEqual([]);
});
