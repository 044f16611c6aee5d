import { DomainError } from '../../common/domain-error';
import { POST_MESSAGES, type PostKind } from '../../contracts/content';
import { PSEUDONYM_MESSAGES, pseudonymName, UNMASK_REASON_MAX, type UnmaskedAuthor } from '../../contracts/pseudonyms';
import { POSTED_TYPES } from '../../events/content/posts.events';
import { isEventOf } from '../../events/registry';
import type { PseudonymEvent } from '../../events/content/pseudonyms.events';
import type { Decider } from '../decider';
import { postStream } from '../../events/streams';
import { defineWrite, type Write } from '../define-write';
import { UserStreams } from '../users/account-services';

export type UnmaskCommand = { type: 'UnmaskAuthor'; kind: PostKind; id: number; reason: string; now: Date };

/** A post's stream as unmasking sees it: who really wrote it, and under which alias. */
export interface MaskState {
  posted: { authorId: number; authorName: string; pseudonym: number | null } | null;
}

/** Any event of the post's stream: its posted event, replies, removals, earlier unmaskings. */
type PostStreamEvent = { type: string; data: unknown };

function evolve(state: MaskState, event: PostStreamEvent): MaskState {
  if (!isEventOf(event, ...POSTED_TYPES)) return state;
  const { authorId, authorName, pseudonym } = event.data;
  return { posted: { authorId, authorName, pseudonym: pseudonym ?? null } };
}

// Every unmasking is recorded, a repeated one too: each time an administrator looks is a fact of its own.
// A removed post can still be unmasked: that is when its author most often needs finding.
function decide(command: UnmaskCommand, state: MaskState): PseudonymEvent[] {
  const reason = command.reason.trim();
  if (reason === '') throw new DomainError('validation', PSEUDONYM_MESSAGES.reasonRequired);
  if (reason.length > UNMASK_REASON_MAX) throw new DomainError('validation', PSEUDONYM_MESSAGES.reasonTooLong);
  if (!state.posted) throw new DomainError('not_found', POST_MESSAGES.notFound);
  if (state.posted.pseudonym === null) throw new DomainError('conflict', PSEUDONYM_MESSAGES.notPseudonymous);
  const { kind, id, now } = command;
  return [{ type: 'AuthorUnmasked', data: { kind, id, reason, unmaskedAt: now.toISOString() } }];
}

/** An administrator's "Unmask author": recorded first, so that the author is only answered once the trail holds it. */
export const unmaskDecider: Decider<UnmaskCommand, MaskState, PostStreamEvent> = {
  initialState: () => ({ posted: null }),
  evolve,
  decide,
};

type UnmaskInput = { kind: PostKind; id: number; reason: string };

/** The unmasking recorded, answering who wrote the post (as its posted event says). */
const recordUnmasking = defineWrite({
  name: 'UnmaskAuthor',
  decider: unmaskDecider,
  stream: ({ kind, id }: UnmaskInput) => postStream(kind, id),
  prepare: async (_input, _tools, context) => {
    // The route's guard lets administrators alone through; the write holds to it on its own too.
    if (context.actorRole !== 'Administrator') throw new DomainError('forbidden', 'You do not have access to this.');
  },
  command: ({ kind, id, reason }, now): UnmaskCommand => ({ type: 'UnmaskAuthor', kind, id, reason, now }),
  // The event history lists the unmasking by the time the administrator looks for it there.
  nextReads: ['pseudonyms', 'audit'],
  // A decision that answers always appends its event, and only a pseudonymous post gets that far.
  answer: ({ state }) => state.posted!,
});

/** An administrator asks who wrote an item posted under a pseudonym, and why. */
export const unmaskAuthor: Write<UnmaskInput, UnmaskedAuthor> = {
  name: recordUnmasking.name,
  nextReads: recordUnmasking.nextReads,
  async decide(tools, input, context, now) {
    const { authorId, authorName, pseudonym, position } = await recordUnmasking.decide(tools, input, context, now);
    // The name they go by now; the byline's name at posting time if the account is gone.
    const author = await tools.get(UserStreams).state(authorId);
    return {
      authorId,
      username: author.exists ? author.username : authorName,
      pseudonym: pseudonymName(pseudonym!),
      position,
    };
  },
};
