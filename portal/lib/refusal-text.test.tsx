import { beforeAll, describe, expect, it } from 'vitest';
import { REFUSAL_CODES, REFUSALS, type Refusal, refusalMessage } from '#sdk/schemas/refusals';
import { activateLocale, i18n } from './i18n.ts';
import { refusalText } from './refusal-text.ts';
import './area-refusal-texts.ts';

/** Each code with sample values for the names in its message (numbers where the message counts). */
const samples: Refusal[] = REFUSAL_CODES.map((reason) => {
  const names = [...REFUSALS[reason].matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
  const params = Object.fromEntries(names.map((name) => [name, /^(limit|max|line)$/.test(name) ? 3 : `v-${name}`]));
  return (names.length ? { reason, params } : { reason }) as Refusal;
});

describe('every refusal the server sends, in the portal catalogs', () => {
  it('reads in English as the server says it', async () => {
    await activateLocale('en');
    const differing = samples.filter((refusal) => refusalText(i18n, refusal) !== refusalMessage(refusal));
    expect(differing.map((r) => `${r.reason}: ${refusalText(i18n, r)}`)).toEqual([]);
  });

  describe('in Arabic', () => {
    beforeAll(async () => {
      await activateLocale('ar');
    });

    it('has an Arabic text for every code, with its values in it', () => {
      const missing = samples.filter((refusal) => {
        const text = refusalText(i18n, refusal);
        const words = Object.values(refusal.params ?? {}).filter((value) => typeof value === 'string');
        return !/[\u0600-\u06FF]/.test(text) || words.some((word) => !text.includes(word));
      });
      expect(missing.map((r) => `${r.reason}: ${refusalText(i18n, r)}`)).toEqual([]);
    });

    it('names statuses, document types and plans in Arabic', () => {
      const move = refusalText(i18n, { reason: 'MOVE_NOT_YOURS', params: { from: 'ADMIN REVIEW', to: 'DRAFT' } });
      expect(move).not.toMatch(/[A-Z]{3}/);
      const blocking = refusalText(i18n, {
        reason: 'DOCUMENTS_BLOCKING',
        params: { documents: 'passport, transcript' },
      });
      expect(blocking).not.toMatch(/passport|transcript/);
      const plan = refusalText(i18n, { reason: 'PLAN_CAP_REACHED', params: { plan: 'STARTER', limit: 50 } });
      expect(plan).not.toMatch(/STARTER/);
    });
  });
});
