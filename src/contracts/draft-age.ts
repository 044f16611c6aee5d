// How long ago a draft was saved, as the Anonymous Content table shows it ("3 days").

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const count = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** Whole units, rounded down: a draft saved 47 hours ago is "1 day" old. */
export function draftAge(savedAt: string, now: Date): string {
  const elapsed = now.getTime() - Date.parse(savedAt);
  // A clock a little behind the server's would otherwise show a negative age.
  if (!(elapsed >= MINUTE)) return 'less than a minute';
  if (elapsed < HOUR) return count(Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return count(Math.floor(elapsed / HOUR), 'hour');
  return count(Math.floor(elapsed / DAY), 'day');
}
