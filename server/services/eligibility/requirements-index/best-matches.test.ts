import { describe, expect, it } from 'vitest';
import { randomSource } from '#server/db/seed/synthetic.ts';
import { bestMatches, type Scored } from './best-matches.ts';

describe('bestMatches', () => {
  it('keeps the best by score, then by the lower id, as sorting everything would', () => {
    const random = randomSource(5);
    for (const limit of [1, 3, 20, 50]) {
      const all: Scored[] = Array.from({ length: 500 }, (_, id) => ({ id, score: random.int(0, 30) }));
      const shuffled = random.sample(all, all.length);
      const best = bestMatches(limit);
      for (const match of shuffled) best.offer(match);
      const sorted = [...all].sort((a, b) => b.score - a.score || a.id - b.id).slice(0, limit);
      expect(best.best()).toEqual(sorted);
    }
  });

  it('says what it would take once full: a higher score, or the same score with a lower id', () => {
    const best = bestMatches(2);
    expect(best.wouldTake(0, 99)).toBe(true);
    best.offer({ id: 5, score: 50 });
    best.offer({ id: 7, score: 40 });
    expect(best.wouldTake(41, 100)).toBe(true);
    expect(best.wouldTake(40, 6)).toBe(true);
    expect(best.wouldTake(40, 8)).toBe(false);
    expect(best.wouldTake(40, Number.NEGATIVE_INFINITY)).toBe(true);
    expect(best.wouldTake(39, Number.NEGATIVE_INFINITY)).toBe(false);
  });
});
