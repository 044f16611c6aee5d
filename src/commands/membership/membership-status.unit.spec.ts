import { membershipStatus } from './membership-status';

const NOW = new Date('2026-11-24T12:00:00.000Z');
const d = (iso: string) => new Date(iso);

describe('membershipStatus', () => {
  it.each([
    // renew date, paid, items → status, days left, expired
    [null, false, 0, 'submit-content', null, false],
    [null, false, 2, 'submit-content', null, false],
    [null, false, 3, 'activate', null, false],
    [null, true, 9, 'activate', null, false],
    ['2027-11-24T12:00:00.000Z', true, 0, 'valid', 365, false],
    ['2026-11-25T12:00:00.000Z', true, 0, 'valid', 1, false],
    ['2026-11-24T12:00:00.000Z', true, 5, 'valid', 0, true],
    ['2026-12-24T12:00:00.000Z', false, 3, 'content-based', 30, false],
    ['2026-11-24T11:59:59.999Z', false, 3, 'content-based', 0, true],
  ] as const)(
    'renew %s, paid %s, %i items → %s (%s days left, expired %s)',
    (renewAt, paid, items, status, days, expired) => {
      const view = membershipStatus(
        { renewAt: renewAt ? d(renewAt) : null, paid },
        { items, lastSubmissionAt: d('2026-11-20T08:00:00.000Z') },
        NOW,
      );
      expect(view).toMatchObject({
        status,
        daysLeft: days,
        expired,
        contentItems: items,
        lastSubmissionAt: '2026-11-20T08:00:00.000Z',
      });
      expect(view.renewAt).toBe(renewAt);
    },
  );
});
