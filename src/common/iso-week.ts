/**
 * The ISO 8601 week a moment falls in, in UTC, e.g. `2026-W48`: weeks start on Monday, and week 1
 * is the one holding the year's first Thursday, so the first days of January can belong to the
 * previous year's last week and the last days of December to the next year's first.
 */
export function isoWeekKey(moment: Date): string {
  const day = new Date(Date.UTC(moment.getUTCFullYear(), moment.getUTCMonth(), moment.getUTCDate()));
  const weekday = day.getUTCDay() || 7;
  // The Thursday of this week decides the year the week belongs to.
  day.setUTCDate(day.getUTCDate() + 4 - weekday);
  const year = day.getUTCFullYear();
  const week = Math.ceil(((day.getTime() - Date.UTC(year, 0, 1)) / 86_400_000 + 1) / 7);
  return `${year}-W${String(week).padStart(2, '0')}`;
}
