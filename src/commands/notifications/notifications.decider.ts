import { DomainError } from '../../common/domain-error';
import type { NotificationEvent } from '../../events/notifications/notifications.events';
import type { UserEvent } from '../../events/users/users.events';
import type { Decider } from '../decider';
import { defineWrite } from '../define-write';
import { userStream } from '../../events/streams';
import type { Config } from '../../config/config';
import type { Notification } from '../../contracts/notifications';
import type { JobQueue } from '../../infra/jobs/job-queue.port';
import { EMAIL_QUEUE } from '../../infra/jobs/queues';
import { CONFIG, JOB_QUEUE } from '../../infra/tokens';
import { userDecider } from '../users/users.decider';
import { notificationDigestEmail } from './notification-digest-email';

/**
 * What a member did about their notifications, folded from their own stream (`user-{uid}`) beside
 * the profile: the notifications themselves are a projection of what others did, so the read
 * model tells the commands what is there and unread, and this state only what the member chose.
 */
export interface NotificationsState {
  exists: boolean;
  uid: number;
  weeklyDigest: boolean;
  /** The ISO weeks whose digest was sent. */
  digestWeeks: ReadonlySet<string>;
}

export type NotificationsCommand =
  /** `read`: whether the read model already shows it read. */
  | { type: 'MarkNotificationRead'; notification: string; read: boolean; now: Date }
  | { type: 'MarkAllNotificationsRead'; unread: number; now: Date }
  | { type: 'ChooseNotificationDigest'; weekly: boolean; now: Date }
  /** `deliverable`: the account (still) has an email to send it to. */
  | { type: 'RecordNotificationDigest'; week: string; notifications: number; deliverable: boolean; now: Date };

type StreamEvent = UserEvent | NotificationEvent;

const initialState = (): NotificationsState => ({ exists: false, uid: 0, weeklyDigest: false, digestWeeks: new Set() });

function evolve(state: NotificationsState, event: StreamEvent): NotificationsState {
  switch (event.type) {
    case 'UserRegistered':
      return { ...state, exists: true, uid: event.data.uid };
    case 'NotificationDigestChosen':
      return { ...state, weeklyDigest: event.data.weekly };
    case 'NotificationDigestSent':
      return { ...state, digestWeeks: new Set(state.digestWeeks).add(event.data.week) };
    default:
      // The profile, bookmarks, expert facts and read marks: nothing this state keeps.
      return state;
  }
}

/** Every command is safe to repeat: reading what is read, choosing what is chosen or a second digest in a week adds nothing. */
function decide(command: NotificationsCommand, state: NotificationsState): NotificationEvent[] {
  // An account erased since the candidates were chosen gets nothing, and its job is done.
  if (command.type === 'RecordNotificationDigest' && (!state.exists || !command.deliverable)) return [];
  if (!state.exists) throw new DomainError('not_found', 'No such account.');
  const uid = state.uid;
  const at = command.now.toISOString();
  switch (command.type) {
    case 'MarkNotificationRead':
      return command.read
        ? []
        : [{ type: 'NotificationRead', data: { uid, notification: command.notification, readAt: at } }];
    case 'MarkAllNotificationsRead':
      return command.unread === 0 ? [] : [{ type: 'AllNotificationsRead', data: { uid, readAt: at } }];
    case 'ChooseNotificationDigest':
      return command.weekly === state.weeklyDigest
        ? []
        : [{ type: 'NotificationDigestChosen', data: { uid, weekly: command.weekly, at } }];
    case 'RecordNotificationDigest':
      // A member who turned the digest off since the candidates were chosen gets nothing.
      if (!state.weeklyDigest || state.digestWeeks.has(command.week) || command.notifications === 0) return [];
      return [
        {
          type: 'NotificationDigestSent',
          data: { uid, week: command.week, notifications: command.notifications, sentAt: at },
        },
      ];
  }
}

export const notificationsDecider: Decider<NotificationsCommand, NotificationsState, StreamEvent> = {
  initialState,
  evolve,
  decide,
};

/** A member's own choices about their notifications, in their own stream. */
type MemberInput<C extends NotificationsCommand['type']> = { uid: number } & Omit<
  Extract<NotificationsCommand, { type: C }>,
  'type' | 'now'
>;
const membersStream = ({ uid }: { uid: number }) => userStream(uid);

/** Opening a notification marks it read (`read`: the read model shows it read already). */
export const markNotificationRead = defineWrite({
  name: 'MarkNotificationRead',
  decider: notificationsDecider,
  stream: membersStream,
  command: ({ notification, read }: MemberInput<'MarkNotificationRead'>, now) => ({
    type: 'MarkNotificationRead' as const,
    notification,
    read,
    now,
  }),
  nextReads: ['notifications'],
});

/** Marks every notification read (`unread`: how many the read model shows unread). */
export const markAllNotificationsRead = defineWrite({
  name: 'MarkAllNotificationsRead',
  decider: notificationsDecider,
  stream: membersStream,
  command: ({ unread }: MemberInput<'MarkAllNotificationsRead'>, now) => ({
    type: 'MarkAllNotificationsRead' as const,
    unread,
    now,
  }),
  nextReads: ['notifications'],
});

/** Turns the weekly email digest of the member's notifications on or off. */
export const chooseNotificationDigest = defineWrite({
  name: 'ChooseNotificationDigest',
  decider: notificationsDecider,
  stream: membersStream,
  command: ({ weekly }: MemberInput<'ChooseNotificationDigest'>, now) => ({
    type: 'ChooseNotificationDigest' as const,
    weekly,
    now,
  }),
  nextReads: ['notifications'],
});

const digestEmailJobId = (uid: number, week: string) => `notification-digest-${uid}-${week}`;

/**
 * Sends a member the week's digest of these unread notifications, unless that week's was sent. The digest is
 * recorded in the member's stream first (one per ISO week: a second run of the week decides nothing) and only a
 * decision that recorded it hands the email to the queue, under an id fixed per member and week. A crash between the
 * two loses that week's digest rather than sending it twice: for a weekly summary of what the site already shows,
 * silence is the lesser harm.
 */
export const sendNotificationDigest = defineWrite({
  name: 'SendNotificationDigest',
  decider: notificationsDecider,
  stream: membersStream,
  prepare: async ({ uid }: { uid: number; week: string; notifications: readonly Notification[] }, { read }) => {
    const user = await read(userStream(uid), userDecider);
    return user.exists && user.email ? user.email : null;
  },
  command: ({ week, notifications }, now, email) => ({
    type: 'RecordNotificationDigest' as const,
    week,
    notifications: notifications.length,
    deliverable: email !== null,
    now,
  }),
  // A job's write: no screen waits for it.
  nextReads: [],
  answer: ({ appended }) => ({ sent: appended !== null }),
  then: async ({ decision, input: { uid, week, notifications }, prepared: email }, { get }) => {
    if (!decision.appended || email === null) return;
    const mail = notificationDigestEmail(email, notifications, get<Config>(CONFIG).publicUrl);
    await get<JobQueue>(JOB_QUEUE).enqueue(EMAIL_QUEUE, 'notification-digest', mail, {
      jobId: digestEmailJobId(uid, week),
    });
  },
});
