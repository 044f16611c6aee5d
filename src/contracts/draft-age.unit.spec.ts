import { draftAge } from './draft-age';

const now = new Date('2026-11-25T12:00:00.000Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('draftAge', () => {
  it.each([
    ['a draft saved seconds ago', ago(30_000), 'less than a minute'],
    ['a draft saved a little in the future (clock skew)', ago(-5_000), 'less than a minute'],
    ['one minute', ago(MINUTE), '1 minute'],
    ['59 minutes', ago(59 * MINUTE + 59_000), '59 minutes'],
    ['one hour', ago(HOUR), '1 hour'],
    ['23 hours', ago(23 * HOUR + 59 * MINUTE), '23 hours'],
    ['one day', ago(DAY), '1 day'],
    ['47 hours, rounded down', ago(47 * HOUR), '1 day'],
    ['three days', ago(3 * DAY + 5 * HOUR), '3 days'],
    ['thirty days', ago(30 * DAY), '30 days'],
  ])('reads %s as %p', (_, savedAt, age) => {
    expect(draftAge(savedAt, now)).toBe(age);
  });

  it('reads an unreadable date as less than a minute rather than NaN', () => {
    expect(draftAge('not a date', now)).toBe('less than a minute');
  });
});
