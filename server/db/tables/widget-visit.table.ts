/** Per agency and day (UTC, YYYY-MM-DD), how many pages loaded the agency's widgets: a count, nothing about the visitor. */
export interface WidgetVisitDayTable {
  agency_id: number;
  day: string;
  visits: number;
}
