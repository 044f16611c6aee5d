import { DomainError } from '../../common/domain-error';
import type { PostKind } from '../../contracts/content';
import { DRAFT_MESSAGES, DRAFT_TTL_DAYS } from '../../contracts/drafts';
import type { DraftStreamEvent } from '../../events/drafts/drafts.events';
import type { Decider } from '../decider';
import { checkPost, type PostFields } from '../posts/post-rules';

const DAY_MS = 24 * 60 * 60 * 1000;

export type DraftCommand =
  | {
      type: 'SaveDraft';
      draftId: string;
      kind: PostKind;
      fields: PostFields;
      knownCategories: ReadonlySet<number>;
      now: Date;
    }
  | { type: 'ClaimDraft'; draftId: string; memberId: number; postId: number; now: Date }
  | { type: 'DiscardDraft'; draftId: string; now: Date }
  | { type: 'RemoveDraft'; draftId: string; now: Date }
  | { type: 'ExpireDraft'; draftId: string; now: Date };

export interface SavedDraft {
  kind: PostKind;
  /** Checked by the posting rules when saved; applying them again changes nothing. */
  fields: Required<PostFields>;
  savedAt: string;
}

export type DraftState =
  | { status: 'unknown' }
  | { status: 'pending'; draft: SavedDraft }
  | { status: 'claimed'; draft: SavedDraft; memberId: number; postId: number }
  | { status: 'discarded' };

const notFound = (): never => {
  throw new DomainError('not_found', DRAFT_MESSAGES.notFound);
};

function evolve(state: DraftState, event: DraftStreamEvent): DraftState {
  switch (event.type) {
    case 'DraftSaved': {
      const { kind, title, body, tags, categories, media, acknowledged, suggestedTopic, pseudonymous, savedAt } =
        event.data;
      // Saving checked it for identifying details (none, or the visitor chose "Post anyway"): the claim
      // posts the draft as saved, since the member cannot be asked again there, and a draft saved
      // before the check existed or under a later version of it must not be stranded.
      const fields = {
        title,
        body,
        tags,
        categories,
        media,
        acknowledged,
        suggestedTopic: suggestedTopic ?? null,
        identifyingDetailsConfirmed: true,
        pseudonymous: pseudonymous === true,
      };
      return { status: 'pending', draft: { kind, fields, savedAt } };
    }
    case 'DraftClaimed':
      return state.status === 'pending'
        ? { status: 'claimed', draft: state.draft, memberId: event.data.memberId, postId: event.data.postId }
        : state;
    case 'DraftDiscarded':
      return { status: 'discarded' };
  }
}

function decide(command: DraftCommand, state: DraftState): DraftStreamEvent[] {
  const { draftId, now } = command;
  switch (command.type) {
    case 'SaveDraft': {
      // Keys are 256 random bits: a second save under one key is a bug, never a visitor.
      if (state.status !== 'unknown') throw new DomainError('conflict', 'This draft already exists.');
      const checked = checkPost(command.kind, command.fields, command.knownCategories);
      const acknowledged = command.fields.acknowledged === true;
      return [
        {
          type: 'DraftSaved',
          data: { draftId, kind: command.kind, ...checked, acknowledged, savedAt: now.toISOString() },
        },
      ];
    }
    case 'ClaimDraft':
      // A retried claim finds the draft claimed and changes nothing: the handler answers with the same post.
      if (state.status === 'claimed') return [];
      if (state.status !== 'pending') return notFound();
      return [
        {
          type: 'DraftClaimed',
          data: {
            draftId,
            memberId: command.memberId,
            kind: state.draft.kind,
            postId: command.postId,
            claimedAt: now.toISOString(),
          },
        },
      ];
    case 'DiscardDraft':
      if (state.status === 'unknown') return notFound();
      // Deleting a draft that is already posted or discarded is done already.
      return state.status === 'pending'
        ? [{ type: 'DraftDiscarded', data: { draftId, reason: 'deleted', at: now.toISOString() } }]
        : [];
    case 'RemoveDraft':
      // An administrator removes what waits as anonymous content; a posted draft is the member's post now.
      if (state.status === 'unknown') return notFound();
      if (state.status === 'claimed') throw new DomainError('conflict', DRAFT_MESSAGES.alreadyPosted);
      return state.status === 'pending'
        ? [{ type: 'DraftDiscarded', data: { draftId, reason: 'removed', at: now.toISOString() } }]
        : [];
    case 'ExpireDraft':
      if (state.status !== 'pending' || now.getTime() - Date.parse(state.draft.savedAt) < DRAFT_TTL_DAYS * DAY_MS)
        return [];
      return [{ type: 'DraftDiscarded', data: { draftId, reason: 'expired', at: now.toISOString() } }];
  }
}

export const draftsDecider: Decider<DraftCommand, DraftState, DraftStreamEvent> = {
  initialState: () => ({ status: 'unknown' }),
  evolve,
  decide,
};
