import type { Review } from './review.ts';

export type Application = { review: Review };
