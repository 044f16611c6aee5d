import { DomainError } from '../../common/domain-error';
import type { PostKind } from '../../contracts/content';
import { DRAFT_MESSAGES, DRAFT_TTL_DAYS } from '../../contracts/drafts';
import type { DraftStreamEvent } from '../../events/drafts/drafts.events';
import type { Decider } from '../decider';
import { draftStream } from '../../events/streams';
import { defineWrite } from '../define-write';
import { TOPIC_CATALOG, type TopicCatalog } from '../topics/topic-catalog.port';
import { draftIdOf, newDraftKey } from './draft-key';
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

/**
 * Who discards a draft: the visitor, by the key their browser holds, or an administrator, by the
 * draft's id (the key never leaves the visitor's browser).
 */
export type DraftDiscarder = { key: string } | { draftId: string; administrator: true };

const discarded = (by: DraftDiscarder) =>
  'key' in by
    ? { draftId: draftIdOf(by.key), type: 'DiscardDraft' as const }
    : { draftId: by.draftId, type: 'RemoveDraft' as const };

/** Deletes a pending draft; deleting it again (or, for the visitor, after it was posted) changes nothing. */
export const discardDraft = defineWrite({
  name: 'DiscardDraft',
  decider: draftsDecider,
  stream: ({ by }: { by: DraftDiscarder }) => draftStream(discarded(by).draftId),
  command: ({ by }, now): DraftCommand => ({ ...discarded(by), now }),
  // The visitor's form and the Admin Area's list and badge no longer count it.
  nextReads: ['drafts'],
});

/** Keeps a logged-out visitor's post under a new key until they sign up or log in. */
export const saveDraft = defineWrite({
  name: 'SaveDraft',
  decider: draftsDecider,
  stream: (
    _input: { kind: PostKind; fields: PostFields },
    { draftId }: { key: string; draftId: string; knownCategories: ReadonlySet<number> },
  ) => draftStream(draftId),
  prepare: async ({ fields }, { get }) => {
    const key = newDraftKey();
    return {
      key,
      draftId: draftIdOf(key),
      knownCategories: await get<TopicCatalog>(TOPIC_CATALOG).existingIds(fields.categories),
    };
  },
  command: ({ kind, fields }, now, { draftId, knownCategories }): DraftCommand => ({
    type: 'SaveDraft',
    draftId,
    kind,
    fields,
    knownCategories,
    now,
  }),
  nextReads: ['drafts'],
  answer: (_decision, _input, { key }) => ({ key }),
});
