import * as v from 'valibot';

/**
 * GET/PUT /analytics/weekly-summary: whether the signed-in user receives, each
 * Monday morning (UTC), an e-mail of their analytics' headline figures for the week before, against
 * the week before that, with a link to their analytics. Off until chosen; an agency's owner, a
 * university or an admin may choose it.
 */
export const WeeklySummarySettings = v.object({ weeklySummary: v.boolean('Must be true or false') });
export type WeeklySummarySettings = v.InferOutput<typeof WeeklySummarySettings>;
