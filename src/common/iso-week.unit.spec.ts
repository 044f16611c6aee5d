import { isoWeekKey } from './iso-week';

describe('isoWeekKey', () => {
  it('names the week a day falls in, Monday to Sunday', () => {
    expect(isoWeekKey(new Date('2026-11-23T00:00:00Z'))).toBe('2026-W48');
    expect(isoWeekKey(new Date('2026-11-29T23:59:59Z'))).toBe('2026-W48');
    expect(isoWeekKey(new Date('2026-11-30T00:00:00Z'))).toBe('2026-W49');
  });

  it('gives the first days of January to the previous year when its week began there', () => {
    expect(isoWeekKey(new Date('2027-01-01T12:00:00Z'))).toBe('2026-W53');
    expect(isoWeekKey(new Date('2021-01-03T12:00:00Z'))).toBe('2020-W53');
  });

  it('gives the last days of December to the next year when its week ends there', () => {
    expect(isoWeekKey(new Date('2024-12-30T12:00:00Z'))).toBe('2025-W01');
    expect(isoWeekKey(new Date('2025-12-29T00:00:00Z'))).toBe('2026-W01');
  });

  it('counts in UTC, whatever the local time zone', () => {
    expect(isoWeekKey(new Date('2026-11-29T23:30:00-05:00'))).toBe('2026-W49');
  });
});
