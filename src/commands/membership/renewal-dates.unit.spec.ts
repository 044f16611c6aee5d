import { addMonths, addYears, contentRenewal, daysLeft } from './renewal-dates';

const d = (iso: string) => new Date(iso);

describe('renewal dates', () => {
  it.each([
    ['2026-01-15T10:00:00.000Z', 1, '2026-02-15T10:00:00.000Z'],
    ['2026-01-31T10:00:00.000Z', 1, '2026-02-28T10:00:00.000Z'],
    ['2028-01-31T10:00:00.000Z', 1, '2028-02-29T10:00:00.000Z'],
    ['2026-03-31T23:59:59.000Z', 1, '2026-04-30T23:59:59.000Z'],
    ['2026-12-15T00:00:00.000Z', 1, '2027-01-15T00:00:00.000Z'],
    ['2026-11-24T08:00:00.000Z', 12, '2027-11-24T08:00:00.000Z'],
  ])('one month after %s, times %i, is %s', (from, months, expected) => {
    expect(addMonths(d(from), months).toISOString()).toBe(expected);
  });

  it('a year after February 29 is February 28', () => {
    expect(addYears(d('2028-02-29T12:00:00.000Z'), 1).toISOString()).toBe('2029-02-28T12:00:00.000Z');
  });

  it.each([
    ['2026-12-01T00:00:00.000Z', '2026-11-24T00:00:00.000Z', 7],
    ['2026-12-01T00:00:00.000Z', '2026-11-24T00:00:00.001Z', 7],
    ['2026-12-01T00:00:00.000Z', '2026-11-30T23:59:59.999Z', 1],
    ['2026-12-01T00:00:00.000Z', '2026-12-01T00:00:00.000Z', 0],
    ['2026-12-01T00:00:00.000Z', '2026-12-05T00:00:00.000Z', 0],
  ])('days left until %s at %s: %i', (renewAt, now, expected) => {
    expect(daysLeft(d(renewAt), d(now))).toBe(expected);
  });
});

describe('the content renewal rule (unpaid: fewer than 30 days between renew and last activity)', () => {
  const renewAt = d('2026-12-31T12:00:00.000Z');
  it.each([
    ['no submission', null, null],
    ['exactly 30 days before the renew date', '2026-12-01T12:00:00.000Z', null],
    ['a millisecond under 30 days before', '2026-12-01T12:00:00.001Z', '2027-01-01T12:00:00.001Z'],
    ['a week before', '2026-12-24T12:00:00.000Z', '2027-01-24T12:00:00.000Z'],
    ['after a lapse', '2027-02-10T09:00:00.000Z', '2027-03-10T09:00:00.000Z'],
    ['long before', '2026-10-01T12:00:00.000Z', null],
  ])('%s → %s', (_what, last, expected) => {
    expect(contentRenewal(renewAt, last ? d(last) : null)?.toISOString() ?? null).toBe(expected);
  });

  it('never moves the renew date backwards (29 days before a renew date in March)', () => {
    // Feb 1 → Mar 1 is under the current Mar 2 renew date, though it lies within 30 days.
    expect(contentRenewal(d('2026-03-02T00:00:00.000Z'), d('2026-02-01T00:00:00.000Z'))).toBeNull();
  });
});
