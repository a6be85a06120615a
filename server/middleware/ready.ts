import { defineEventHandler } from 'h3';
import { appReady } from '#server/utils/app.ts';

/** Requests wait until migrations and seeding at start have finished. */
export default defineEventHandler(async () => {
  await appReady();
});
