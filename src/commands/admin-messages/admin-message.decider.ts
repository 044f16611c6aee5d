import { DomainError } from '../../common/domain-error';
import { ADMIN_MESSAGE_TEXT } from '../../contracts/admin-messages';
import type { AdminMessageEvent } from '../../events/messages/admin-messages.events';
import type { Decider } from '../decider';
import { defineWrite } from '../define-write';

type Data<T extends AdminMessageEvent['type']> = Extract<AdminMessageEvent, { type: T }>['data'];

export interface AdminMessageState {
  received: boolean;
  read: boolean;
}

export type AdminMessageCommand =
  | { type: 'ReceiveContactMessage'; message: Omit<Data<'ContactMessageReceived'>, 'receivedAt'>; now: Date }
  | { type: 'ReportBug'; report: Omit<Data<'BugReported'>, 'reportedAt'>; now: Date }
  | { type: 'ReceiveExpertMessage'; message: Omit<Data<'ExpertMessageReceived'>, 'receivedAt'>; now: Date }
  | { type: 'MarkRead'; readBy: number; now: Date };

/** A contact message, bug report or Experts page message: received once, then read by an administrator (again: nothing new). */
export const adminMessageDecider: Decider<AdminMessageCommand, AdminMessageState, AdminMessageEvent> = {
  initialState: () => ({ received: false, read: false }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'ContactMessageReceived':
      case 'BugReported':
      case 'ExpertMessageReceived':
        return { ...state, received: true };
      case 'AdminMessageRead':
        return { ...state, read: true };
      default:
        return state;
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'ReceiveContactMessage':
        // A retried request with the same idempotency key lands on the same stream: once is enough.
        return state.received
          ? []
          : [{ type: 'ContactMessageReceived', data: { ...command.message, receivedAt: command.now.toISOString() } }];
      case 'ReportBug':
        return state.received
          ? []
          : [{ type: 'BugReported', data: { ...command.report, reportedAt: command.now.toISOString() } }];
      case 'ReceiveExpertMessage':
        return state.received
          ? []
          : [{ type: 'ExpertMessageReceived', data: { ...command.message, receivedAt: command.now.toISOString() } }];
      case 'MarkRead':
        if (!state.received) throw new DomainError('not_found', ADMIN_MESSAGE_TEXT.messageNotFound);
        return state.read
          ? []
          : [{ type: 'AdminMessageRead', data: { readBy: command.readBy, readAt: command.now.toISOString() } }];
      default: {
        const unknown: never = command;
        throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
      }
    }
  },
};

/** An administrator has read a message of the inbox (`id`: the message's stream). */
export const markAdminMessageRead = defineWrite({
  name: 'MarkAdminMessageRead',
  decider: adminMessageDecider,
  stream: ({ id }: { id: string; readBy: number }) => id,
  command: ({ readBy }, now): AdminMessageCommand => ({ type: 'MarkRead', readBy, now }),
  nextReads: ['admin-messages'],
});
