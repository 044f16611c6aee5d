import { DomainError } from '../../common/domain-error';
import { CONTENT_PAGES } from '../../common/projection-names';
import type { PostKind } from '../../contracts/content';
import { DRAFT_MESSAGES, DRAFT_TTL_DAYS } from '../../contracts/drafts';
import { MESSAGES } from '../../contracts/messages';
import type { DraftStreamEvent } from '../../events/drafts/drafts.events';
import { PostIdsRepository } from '../../infra/content/post-ids.repository';
import type { EventStore } from '../../infra/event-store/event-store.port';
import { EVENT_STORE } from '../../infra/tokens';
import type { CommandContext } from '../command-context';
import type { Decider } from '../decider';
import { draftErasureStream, draftStream, postStream } from '../../events/streams';
import { defineWrite, type StepTools, type Write } from '../define-write';
import { TOPIC_CATALOG, type TopicCatalog } from '../topics/topic-catalog.port';
import { draftErasureDecider } from './draft-erasure.decider';
import { draftIdOf, newDraftKey } from './draft-key';
import { checkPost, type PostFields } from '../posts/post-rules';
import { postContent } from '../posts/posts.decider';

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

/** Where the post was written, and whether it waits for review (its stream holds only ItemHeld). */
async function lastPosition({ get }: StepTools, kind: PostKind, id: number) {
  const events = await get<EventStore>(EVENT_STORE).readStream(postStream(kind, id));
  const last = events[events.length - 1];
  return last ? { position: last.position, held: events.every((e) => e.type === 'ItemHeld') } : null;
}

async function ensurePosted(
  tools: StepTools,
  { kind, id, fields }: { kind: PostKind; id: number; fields: PostFields },
  context: CommandContext,
  now: Date,
) {
  const written = await lastPosition(tools, kind, id);
  if (written) return written;
  try {
    const { position, held } = await postContent.decide(tools, { kind, fields, id }, context, now);
    return { position, held };
  } catch (error) {
    // A racing request wrote it first.
    if (!(error instanceof DomainError && error.code === 'conflict')) throw error;
    return (await lastPosition(tools, kind, id))!;
  }
}

/**
 * Posts a draft as the logged-in member; claiming it again answers with the same post. The claim is
 * recorded first, with the post id taken for it, and the post written second under that id. A retry
 * (or a racing second request) finds the claim and writes the post only if it is still missing, so a
 * draft becomes exactly one post whatever fails in between.
 */
export const claimDraft: Write<{ key: string }, { kind: PostKind; id: number; held: boolean }> = {
  name: 'ClaimDraft',
  // Claiming a draft posts it.
  nextReads: [...CONTENT_PAGES, 'drafts', 'watches'],
  async decide(tools, { key }, context, now) {
    const memberId = context.actorId;
    if (memberId === null) throw new DomainError('unauthenticated', MESSAGES.loginRequired);
    const draftId = draftIdOf(key);
    const stream = draftStream(draftId);
    let state = await tools.read(stream, draftsDecider);
    if (state.status === 'pending') {
      const { kind, fields } = state.draft;
      // Checked before the claim is recorded, so that a draft is never claimed for a post that cannot be written.
      checkPost(kind, fields, await tools.get<TopicCatalog>(TOPIC_CATALOG).existingIds(fields.categories));
      const postId = await tools.get(PostIdsRepository).next(kind);
      ({ state } = await tools.writer.decide(
        stream,
        draftsDecider,
        { type: 'ClaimDraft', draftId, memberId, postId, now },
        context,
      ));
    }
    // Claimed by someone else, the draft is gone as far as this member can tell: the key is no pass to another's post.
    if (state.status !== 'claimed' || state.memberId !== memberId)
      throw new DomainError('not_found', DRAFT_MESSAGES.notFound);
    const post = { kind: state.draft.kind, id: state.postId, fields: state.draft.fields };
    const { position, held } = await ensurePosted(tools, post, context, now);
    return { kind: post.kind, id: post.id, position, held };
  },
};

/**
 * The daily purge discards a draft left unclaimed for DRAFT_TTL_DAYS; a younger or finished one is left alone.
 * `now`: the purge's, which chose the draft.
 */
export const expireDraft = defineWrite({
  name: 'ExpireDraft',
  decider: draftsDecider,
  stream: ({ draftId }: { draftId: string; now: Date }) => draftStream(draftId),
  command: ({ draftId, now }): DraftCommand => ({ type: 'ExpireDraft', draftId, now }),
  // A job's write: no screen follows it.
  nextReads: [],
});

/**
 * Deletes a claimed or discarded draft's stream, so its content does not outlive it; a pending draft is left alone.
 * Why a day after the draft was finished, and not at once: deleting a stream removes its events
 * from `$all`, so the read model must have seen the final event first (the purge only picks drafts
 * the read model shows finished), and a retried claim within that day still finds its post.
 * The erasure record comes after the deletion: a crash in between is completed by the next run.
 */
export const eraseDraft: Write<{ draftId: string; now: Date }> = {
  name: 'EraseDraft',
  // A job's write: no screen follows it.
  nextReads: [],
  async decide(tools, { draftId, now }, context) {
    const stream = draftStream(draftId);
    const draft = await tools.read(stream, draftsDecider);
    if (draft.status === 'pending') return { position: null };
    if (draft.status !== 'unknown') await tools.get<EventStore>(EVENT_STORE).deleteStream(stream);
    const { appended } = await tools.writer.decide(
      draftErasureStream(draftId),
      draftErasureDecider,
      { type: 'RecordDraftErasure', draftId, now },
      context,
    );
    return { position: appended?.position ?? null };
  },
};
