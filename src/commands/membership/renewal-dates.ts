import { RENEWAL_THRESHOLD_DAYS } from '../../contracts/membership';

export const DAY_MS = 24 * 60 * 60 * 1000;

/** The same day and time `months` later (UTC); a day the target month lacks becomes its last day (Jan 31 → Feb 28). */
export function addMonths(date: Date, months: number): Date {
  const target = new Date(date.getTime());
  const day = target.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}

export const addYears = (date: Date, years: number) => addMonths(date, 12 * years);

/** Whole days until `renewAt`, rounded up, never below 0. */
export const daysLeft = (renewAt: Date, now: Date) =>
  Math.max(0, Math.ceil((renewAt.getTime() - now.getTime()) / DAY_MS));

/**
 * The spec's renewal rule for an unpaid membership: when fewer than 30 days lie between the renew
 * date and the last content submission, it renews to one month after that submission. A submission
 * after a lapse counts as well (it lies "before" the renew date by a negative amount), so a returning
 * contributor is listed again. Returns null when the rule does not move the renew date forward.
 */
export function contentRenewal(renewAt: Date, lastSubmissionAt: Date | null): Date | null {
  if (lastSubmissionAt === null) return null;
  if (renewAt.getTime() - lastSubmissionAt.getTime() >= RENEWAL_THRESHOLD_DAYS * DAY_MS) return null;
  const renewed = addMonths(lastSubmissionAt, 1);
  return renewed.getTime() > renewAt.getTime() ? renewed : null;
}
