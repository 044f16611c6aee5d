import { userStream } from '../../events/streams';
import { accountDeleted, answerAdded, posted } from '../../../test/support/content-events';
import { projectionHarness, READ_DATABASES } from '../../../test/support/projection-harness';
import { expertMembershipsProjection } from './expert-memberships.projection';

const EXPERT = 5;
const RENEW = '2026-12-24T12:00:00.000Z';

describe.each(READ_DATABASES)('expert memberships projection on %s', (database) => {
  const harness = projectionHarness(database, expertMembershipsProjection);
  const activated = () =>
    harness.event(userStream(EXPERT), {
      type: 'MembershipActivated',
      data: {
        uid: EXPERT,
        renewAt: RENEW,
        activatedAt: '2026-11-24T12:00:00.000Z',
        contentItems: 3,
        lastSubmissionAt: '2026-11-20T00:00:00.000Z',
      },
    });

  describe('when an expert’s free month starts and they post and answer', () => {
    it('keeps the renew date, unpaid, and their latest submission under their name', async () => {
      await harness.givenEvents(
        activated(),
        harness.event(...posted('articles', 3, { authorRole: 'Expert', postedAt: '2026-11-25T08:00:00.000Z' })),
        harness.event(
          ...answerAdded(10, 4, { authorId: EXPERT, authorRole: 'Expert', addedAt: '2026-11-26T08:00:00.000Z' }),
        ),
        // Under a pseudonym, the time would name them as the author: it does not count.
        harness.event(
          ...posted('articles', 6, { authorRole: 'Expert', pseudonym: 4821, postedAt: '2026-11-27T08:00:00.000Z' }),
        ),
        // A member's post is not an expert's submission.
        harness.event(...posted('articles', 7, { authorId: 8, postedAt: '2026-11-28T08:00:00.000Z' })),
      );
      await harness.expectRows('expert_memberships', [
        {
          uid: EXPERT,
          renew_at: new Date(RENEW),
          paid: 0,
          lapsed: false,
          last_submission_at: new Date('2026-11-26T08:00:00.000Z'),
        },
      ]);
      await harness.expectRebuildKeepsRows();
    });
  });

  describe('when the expert pays, and later the paid year lapses', () => {
    it('shows it paid, then lapsed and unpaid', async () => {
      const paidUntil = '2027-12-24T12:00:00.000Z';
      await harness.givenEvents(
        activated(),
        harness.event(userStream(EXPERT), {
          type: 'MembershipPaid',
          data: {
            uid: EXPERT,
            renewAt: paidUntil,
            previousRenewAt: RENEW,
            paymentKey: 'a'.repeat(64),
            gateway: 'sandbox',
            transactionId: 'tx-1',
            amount: '150.00',
            currency: 'USD',
            paidAt: '2026-11-25T12:00:00.000Z',
          },
        }),
      );
      await harness.expectRows('expert_memberships', [{ uid: EXPERT, renew_at: new Date(paidUntil), paid: 1 }]);
      await harness.expectRebuildKeepsRows();

      await harness.givenEvents(
        activated(),
        harness.event(userStream(EXPERT), {
          type: 'MembershipExpired',
          data: { uid: EXPERT, renewAt: RENEW, expiredAt: RENEW },
        }),
      );
      await harness.expectRows('expert_memberships', [{ uid: EXPERT, paid: 0, lapsed: true }]);
      await harness.expectRebuildKeepsRows();
    });
  });

  describe('when the expert deletes their account', () => {
    it('forgets the membership', async () => {
      await harness.givenEvents(activated(), harness.event(...accountDeleted(EXPERT)));
      await harness.expectRows('expert_memberships', []);
    });
  });
});
