/** A day as YYYY-MM-DD (UTC), `days` after the given moment. */
export const dayAfter = (now: Date, days = 0) => new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);
