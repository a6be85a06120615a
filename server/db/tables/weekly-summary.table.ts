/** A weekly summary queued for a user (migration 2026-11-29-100): one per user and week. */
export interface WeeklySummaryTable {
  user_id: number;
  /** The Monday (YYYY-MM-DD, UTC) of the week summarised. */
  week: string;
  queued_at: string;
}
