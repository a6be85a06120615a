import { expect, it } from 'vitest';
import { partOfDay } from './greeting.ts';

it('greets by the hour: before 12 morning, before 18 afternoon, else evening', () => {
  expect([0, 11, 12, 17, 18, 23].map(partOfDay)).toEqual([
    'morning',
    'morning',
    'afternoon',
    'afternoon',
    'evening',
    'evening',
  ]);
});
