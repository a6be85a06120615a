import type { Application } from './application.ts';

export type Review = { of: Application | null };
