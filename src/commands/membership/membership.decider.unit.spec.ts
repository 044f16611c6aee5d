import { DeciderSpecification } from '../../../test/support/decider-specification';
import { createHash } from 'node:crypto';
import { MEMBERSHIP_MESSAGES } from '../../contracts/membership';
import type { MembershipEvent } from '../../events/membership/membership.events';
import { fold } from '../decider';
import { type MembershipCommand, membershipDecider } from './membership.decider';

const UID = 7;
const NOW = new Date('2026-11-24T12:00:00.000Z');
const d = (iso: string) => new Date(iso);
const key = (k: string) => createHash('sha256').update(k).digest('hex');

const activated = (renewAt: string): MembershipEvent => ({
  type: 'MembershipActivated',
  data: { uid: UID, renewAt, activatedAt: '2026-10-24T12:00:00.000Z', contentItems: 3, lastSubmissionAt: null },
});
const paid = (renewAt: string, k = 'first'): MembershipEvent => ({
  type: 'MembershipPaid',
  data: {
    uid: UID,
    renewAt,
    previousRenewAt: null,
    paymentKey: key(k),
    gateway: 'sandbox',
    transactionId: 'tx-1',
    amount: '150.00',
    currency: 'USD',
    paidAt: '2026-01-01T00:00:00.000Z',
  },
});
const expired = (renewAt: string): MembershipEvent => ({
  type: 'MembershipExpired',
  data: { uid: UID, renewAt, expiredAt: renewAt },
});
const reminded = (renewAt: string, day: string): MembershipEvent => ({
  type: 'MembershipReminderSent',
  data: { uid: UID, renewAt, day, sentAt: `${day}T06:00:00.000Z` },
});

const { given } = DeciderSpecification.for(membershipDecider);
const activate = (items: number, now = NOW): MembershipCommand => ({
  type: 'ActivateMembership',
  uid: UID,
  content: { items, lastSubmissionAt: d('2026-11-20T00:00:00.000Z') },
  now,
});
const pay = (k: string, now = NOW): MembershipCommand => ({
  type: 'RecordPayment',
  uid: UID,
  payment: { paymentKey: key(k), gateway: 'sandbox', transactionId: 'tx-2' },
  now,
});
const settle = (now: string, lastSubmissionAt: string | null = null): MembershipCommand => ({
  type: 'SettleMembership',
  uid: UID,
  lastSubmissionAt: lastSubmissionAt ? d(lastSubmissionAt) : null,
  day: now.slice(0, 10),
  now: d(now),
});

describe('ActivateMembership', () => {
  it('activates a free month with 3 or more content items', () => {
    given([])
      .when(activate(3))
      .then([
        {
          type: 'MembershipActivated',
          data: {
            uid: UID,
            renewAt: '2026-12-24T12:00:00.000Z',
            activatedAt: NOW.toISOString(),
            contentItems: 3,
            lastSubmissionAt: '2026-11-20T00:00:00.000Z',
          },
        },
      ]);
  });

  it.each([0, 2])('refuses with %i content items, asking for more', (items) => {
    given([]).when(activate(items)).thenRefuses('unprocessable', MEMBERSHIP_MESSAGES.notEnoughContent);
  });

  it('refuses a second activation, even after a lapse', () => {
    given([activated('2026-12-24T12:00:00.000Z')])
      .when(activate(5))
      .thenRefuses('conflict', MEMBERSHIP_MESSAGES.alreadyActive);
    given([activated('2026-01-01T00:00:00.000Z'), expired('2026-01-01T00:00:00.000Z')])
      .when(activate(5))
      .thenRefuses('conflict');
  });
});

describe('RecordPayment', () => {
  const renewAtOf = (events: MembershipEvent[]) => (events[0]?.data as { renewAt: string } | undefined)?.renewAt;

  it.each([
    ['never activated: a year from now', [], '2027-11-24T12:00:00.000Z'],
    ['a lapsed membership: a year from now', [activated('2026-10-01T00:00:00.000Z')], '2027-11-24T12:00:00.000Z'],
    ['renew date exactly now: a year from now', [activated(NOW.toISOString())], '2027-11-24T12:00:00.000Z'],
    ['a month left: a year from the renew date', [activated('2026-12-24T12:00:00.000Z')], '2027-12-24T12:00:00.000Z'],
    ['a paid year left: a year from the renew date', [paid('2027-06-01T00:00:00.000Z')], '2028-06-01T00:00:00.000Z'],
  ] as const)('%s', (_what, history, expected) => {
    const events = given([...history])
      .when(pay('second'))
      .events();
    expect(renewAtOf(events)).toBe(expected);
    expect(events[0]).toMatchObject({
      type: 'MembershipPaid',
      data: { amount: '150.00', currency: 'USD', paymentKey: key('second'), transactionId: 'tx-2' },
    });
  });

  it('records a repeated submission of the same payment once', () => {
    given([paid('2027-11-24T12:00:00.000Z', 'same')])
      .when(pay('same'))
      .thenNothingHappened();
  });

  it('makes the membership paid; a lapse makes it unpaid again', () => {
    expect(
      fold(membershipDecider, [activated('2026-12-01T00:00:00.000Z'), paid('2027-12-01T00:00:00.000Z')]).paid,
    ).toBe(true);
    expect(fold(membershipDecider, [paid('2026-12-01T00:00:00.000Z'), expired('2026-12-01T00:00:00.000Z')]).paid).toBe(
      false,
    );
  });
});

describe('SettleMembership (the daily job)', () => {
  const RENEW = '2026-12-24T12:00:00.000Z';

  it('does nothing for a membership never activated', () => {
    given([]).when(settle('2026-12-30T06:00:00.000Z', '2026-12-29T00:00:00.000Z')).thenNothingHappened();
  });

  it.each([
    ['8 days before: nothing yet', '2026-12-16T11:59:59.999Z', []],
    ['exactly 7 days before: the reminder', '2026-12-17T12:00:00.000Z', ['MembershipReminderSent']],
    ['a day before: the reminder', '2026-12-23T12:00:00.000Z', ['MembershipReminderSent']],
    ['a millisecond before: the reminder', '2026-12-24T11:59:59.999Z', ['MembershipReminderSent']],
    ['at the renew date: the lapse', RENEW, ['MembershipExpired']],
    ['after it: the lapse', '2027-01-10T06:00:00.000Z', ['MembershipExpired']],
  ])('a paid membership %s', (_what, now, types) => {
    expect(
      given([paid(RENEW)])
        .when(settle(now))
        .events()
        .map((e) => e.type),
    ).toEqual(types);
  });

  it('reminds once per renew date, and again for the next one', () => {
    given([paid(RENEW), reminded(RENEW, '2026-12-18')])
      .when(settle('2026-12-20T06:00:00.000Z'))
      .thenNothingHappened();
    const next = '2027-12-24T12:00:00.000Z';
    given([paid(RENEW), reminded(RENEW, '2026-12-18'), paid(next, 'second')])
      .when(settle('2027-12-20T06:00:00.000Z'))
      .then([
        {
          type: 'MembershipReminderSent',
          data: { uid: UID, renewAt: next, day: '2027-12-20', sentAt: '2027-12-20T06:00:00.000Z' },
        },
      ]);
  });

  it('records a lapse once per renew date', () => {
    given([paid(RENEW), expired(RENEW)])
      .when(settle('2027-01-02T06:00:00.000Z'))
      .thenNothingHappened();
  });

  it.each([
    ['a submission 29 days before renews a month after it', '2026-11-25T12:00:00.000Z', ['MembershipRenewed']],
    ['a submission exactly 30 days before does not', '2026-11-24T12:00:00.000Z', ['MembershipReminderSent']],
  ])('an unpaid membership 3 days before its renew date: %s', (_what, last, types) => {
    expect(
      given([activated(RENEW)])
        .when(settle('2026-12-21T12:00:00.000Z', last))
        .events()
        .map((e) => e.type),
    ).toEqual(types);
  });

  it('renews an unpaid membership by content instead of letting it lapse, and after a lapse', () => {
    given([activated(RENEW)])
      .when(settle('2026-12-24T12:00:00.000Z', '2026-12-20T08:00:00.000Z'))
      .then([
        {
          type: 'MembershipRenewed',
          data: {
            uid: UID,
            renewAt: '2027-01-20T08:00:00.000Z',
            previousRenewAt: RENEW,
            lastSubmissionAt: '2026-12-20T08:00:00.000Z',
            renewedAt: '2026-12-24T12:00:00.000Z',
          },
        },
      ]);
    const lapsed = [activated(RENEW), expired(RENEW)];
    expect(
      given(lapsed).when(settle('2027-03-02T06:00:00.000Z', '2027-03-01T10:00:00.000Z')).events()[0],
    ).toMatchObject({
      type: 'MembershipRenewed',
      data: { renewAt: '2027-04-01T10:00:00.000Z' },
    });
  });

  it('never renews a paid membership by content: it lapses at the end of the paid year', () => {
    expect(
      given([paid(RENEW)])
        .when(settle(RENEW, '2026-12-20T08:00:00.000Z'))
        .events()
        .map((e) => e.type),
    ).toEqual(['MembershipExpired']);
  });
});
