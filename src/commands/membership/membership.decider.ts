import { DomainError } from '../../common/domain-error';
import { ACCOUNT } from '../../common/projection-names';
import type { Config } from '../../config/config';
import {
  CONTENT_ITEMS_TO_ACTIVATE,
  MEMBERSHIP_MESSAGES,
  MEMBERSHIP_PRICE,
  REMINDER_DAYS_BEFORE_EXPIRY,
} from '../../contracts/membership';
import type { MembershipEvent } from '../../events/membership/membership.events';
import { userStream } from '../../events/streams';
import type { JobQueue } from '../../infra/jobs/job-queue.port';
import { EMAIL_QUEUE } from '../../infra/jobs/queues';
import { CONFIG, JOB_QUEUE } from '../../infra/tokens';
import type { Decider } from '../decider';
import { defineWrite, type WriteTools } from '../define-write';
import { userDecider } from '../users/users.decider';
import { EXPERT_CONTENT, type ExpertContent } from './expert-content.port';
import { membershipReminderEmail } from './membership-reminder-email';
import { addMonths, addYears, contentRenewal, DAY_MS } from './renewal-dates';

/** An expert's membership, folded from their own stream (`user-{uid}`); other events there are ignored. */
export interface MembershipState {
  renewAt: Date | null;
  /** The current period was paid for (the spec's `paid` of 1); a content renewal or a lapse clears it. */
  paid: boolean;
  /** The renew date whose lapse was recorded, and the one reminded of: each happens once per renew date. */
  expiredFor: string | null;
  remindedFor: { renewAt: string; day: string } | null;
  /** Hashed idempotency keys of accepted payments. */
  paymentKeys: ReadonlySet<string>;
}

/** What the content read model says about the expert's submissions, looked up by the writes. */
export interface ContentSummary {
  items: number;
  lastSubmissionAt: Date | null;
}

export interface AcceptedPayment {
  paymentKey: string;
  gateway: 'sandbox' | 'braintree';
  transactionId: string;
}

export type MembershipCommand =
  | { type: 'ActivateMembership'; uid: number; content: ContentSummary; now: Date }
  | { type: 'RecordPayment'; uid: number; payment: AcceptedPayment; now: Date }
  /** The daily job: renew by content, record a lapse, or remind, as the dates call for. */
  | { type: 'SettleMembership'; uid: number; lastSubmissionAt: Date | null; day: string; now: Date };

const initialState = (): MembershipState => ({
  renewAt: null,
  paid: false,
  expiredFor: null,
  remindedFor: null,
  paymentKeys: new Set(),
});

function evolve(state: MembershipState, event: MembershipEvent): MembershipState {
  switch (event.type) {
    case 'MembershipActivated':
      return { ...state, renewAt: new Date(event.data.renewAt), paid: false };
    case 'MembershipRenewed':
      return { ...state, renewAt: new Date(event.data.renewAt), paid: false };
    case 'MembershipPaid':
      return {
        ...state,
        renewAt: new Date(event.data.renewAt),
        paid: true,
        paymentKeys: new Set(state.paymentKeys).add(event.data.paymentKey),
      };
    case 'MembershipExpired':
      return { ...state, paid: false, expiredFor: event.data.renewAt };
    case 'MembershipReminderSent':
      return { ...state, remindedFor: { renewAt: event.data.renewAt, day: event.data.day } };
    default: {
      // The profile's and the bookmarks' events share this stream.
      const _otherDeciders: never = event;
      return state;
    }
  }
}

const iso = (date: Date) => date.toISOString();

function decide(command: MembershipCommand, state: MembershipState): MembershipEvent[] {
  const { uid, now } = command;
  switch (command.type) {
    case 'ActivateMembership': {
      if (state.renewAt !== null) throw new DomainError('conflict', MEMBERSHIP_MESSAGES.alreadyActive);
      const { items, lastSubmissionAt } = command.content;
      if (items < CONTENT_ITEMS_TO_ACTIVATE) {
        throw new DomainError('unprocessable', MEMBERSHIP_MESSAGES.notEnoughContent);
      }
      const data = {
        uid,
        renewAt: iso(addMonths(now, 1)),
        activatedAt: iso(now),
        contentItems: items,
        lastSubmissionAt: lastSubmissionAt && iso(lastSubmissionAt),
      };
      return [{ type: 'MembershipActivated', data }];
    }
    case 'RecordPayment': {
      const { payment } = command;
      if (state.paymentKeys.has(payment.paymentKey)) return [];
      // Paying early adds the year to the time left rather than losing it.
      const from = state.renewAt && state.renewAt > now ? state.renewAt : now;
      return [
        {
          type: 'MembershipPaid',
          data: {
            uid,
            renewAt: iso(addYears(from, 1)),
            previousRenewAt: state.renewAt && iso(state.renewAt),
            ...payment,
            amount: MEMBERSHIP_PRICE.amount,
            currency: MEMBERSHIP_PRICE.currency,
            paidAt: iso(now),
          },
        },
      ];
    }
    case 'SettleMembership': {
      const { renewAt } = state;
      if (renewAt === null) return [];
      const renewed = state.paid ? null : contentRenewal(renewAt, command.lastSubmissionAt);
      if (renewed) {
        const data = {
          uid,
          renewAt: iso(renewed),
          previousRenewAt: iso(renewAt),
          lastSubmissionAt: iso(command.lastSubmissionAt!),
          renewedAt: iso(now),
        };
        return [{ type: 'MembershipRenewed', data }];
      }
      if (renewAt <= now)
        return state.expiredFor === iso(renewAt)
          ? []
          : [{ type: 'MembershipExpired', data: { uid, renewAt: iso(renewAt), expiredAt: iso(now) } }];
      const dueForReminder = renewAt.getTime() - now.getTime() <= REMINDER_DAYS_BEFORE_EXPIRY * DAY_MS;
      if (!dueForReminder || state.remindedFor?.renewAt === iso(renewAt)) return [];
      return [
        { type: 'MembershipReminderSent', data: { uid, renewAt: iso(renewAt), day: command.day, sentAt: iso(now) } },
      ];
    }
    default: {
      const unknown: never = command;
      throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
    }
  }
}

export const membershipDecider: Decider<MembershipCommand, MembershipState, MembershipEvent> = {
  initialState,
  evolve,
  decide,
};

const expertsStream = ({ uid }: { uid: number }) => userStream(uid);
/** What the content read model says of the expert's submissions. */
const contentOf = ({ uid }: { uid: number }, { get }: WriteTools) => get<ExpertContent>(EXPERT_CONTENT).summary(uid);

/** "Activate Profile": an expert with enough content takes the free month. */
export const activateMembership = defineWrite({
  name: 'ActivateMembership',
  decider: membershipDecider,
  stream: expertsStream,
  prepare: contentOf,
  command: ({ uid }: { uid: number }, now, content): MembershipCommand => ({
    type: 'ActivateMembership',
    uid,
    content,
    now,
  }),
  nextReads: ACCOUNT,
});

const reminderEmailJobId = (uid: number, renewAt: Date) =>
  `membership-reminder-${uid}-${renewAt.toISOString().slice(0, 10)}`;

export interface SettleMembershipInput {
  uid: number;
  /** YYYY-MM-DD of the daily run; a retried run that day sends the same reminder job. */
  day: string;
  /** The run's time: it chose the memberships due, and settles each as of then. */
  now: Date;
}

/** The daily job's look at one membership: renew by content, record a lapse, or send the reminder. */
export const settleMembership = defineWrite({
  name: 'SettleMembership',
  decider: membershipDecider,
  stream: ({ uid }: SettleMembershipInput) => userStream(uid),
  prepare: contentOf,
  command: ({ uid, day, now }, _now, { lastSubmissionAt }): MembershipCommand => ({
    type: 'SettleMembership',
    uid,
    lastSubmissionAt,
    day,
    now,
  }),
  // A job's write: no screen reads after it.
  nextReads: [],
  then: async ({ decision: { state }, input: { uid, day } }, { read, get }) => {
    // Also when this day's run recorded the reminder before failing to enqueue it: the job id keeps it to one email.
    if (!state.renewAt || state.remindedFor?.renewAt !== state.renewAt.toISOString() || state.remindedFor.day !== day)
      return;
    const user = await read(userStream(uid), userDecider);
    if (!user.email) return;
    const email = membershipReminderEmail(user.email, state.renewAt, get<Config>(CONFIG).publicUrl, state.paid);
    await get<JobQueue>(JOB_QUEUE).enqueue(EMAIL_QUEUE, 'membership-reminder', email, {
      jobId: reminderEmailJobId(uid, state.renewAt),
    });
  },
});
