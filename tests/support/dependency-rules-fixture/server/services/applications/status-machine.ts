import { approve } from './admin-review/approve.ts';

export const transition = approve;
