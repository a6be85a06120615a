/** One platform setting (migration 2026-11-24-070): a JSON value under its key. */
export interface PlatformSettingTable {
  key: string;
  value: string;
  updated_at: string;
}
