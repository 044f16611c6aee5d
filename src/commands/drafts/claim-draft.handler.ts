import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type Clock, CLOCK } from '../../common/clock';
import { DomainError } from '../../common/domain-error';
import type { PostKind } from '../../contracts/content';
import { DRAFT_MESSAGES } from '../../contracts/drafts';
import { MESSAGES } from '../../contracts/messages';
import { draftStream, postStream } from '../../events/streams';
import { PostIdsRepository } from '../../infra/content/post-ids.repository';
import type { EventStore } from '../../infra/event-store/event-store.port';
import { EVENT_STORE } from '../../infra/tokens';
import type { CommandContext } from '../command-context';
import { PostContent } from '../posts/post-content.command';
import { checkPost, type PostFields } from '../posts/post-rules';
import { StreamWriter } from '../stream-writer';
import { TOPIC_CATALOG, type TopicCatalog } from '../topics/topic-catalog.port';
import { ClaimDraft } from './claim-draft.command';
import { draftIdOf } from './draft-key';
import { draftsDecider } from './drafts.decider';

/**
 * The claim is recorded first, with the post id taken for it, and the post written second under
 * that id. A retry (or a racing second request) finds the claim and writes the post only if it is
 * still missing, so a draft becomes exactly one post whatever fails in between.
 */
@CommandHandler(ClaimDraft)
export class ClaimDraftHandler implements ICommandHandler<ClaimDraft> {
  constructor(
    private readonly writer: StreamWriter,
    private readonly commands: CommandBus,
    private readonly ids: PostIdsRepository,
    @Inject(TOPIC_CATALOG) private readonly topics: TopicCatalog,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ key, context }: ClaimDraft) {
    const memberId = context.actorId;
    if (memberId === null) throw new DomainError('unauthenticated', MESSAGES.loginRequired);
    const draftId = draftIdOf(key);
    const stream = draftStream(draftId);
    let state = await this.writer.read(stream, draftsDecider);
    if (state.status === 'pending') {
      const { kind, fields } = state.draft;
      // Checked before the claim is recorded, so that a draft is never claimed for a post that cannot be written.
      checkPost(kind, fields, await this.topics.existingIds(fields.categories));
      const postId = await this.ids.next(kind);
      ({ state } = await this.writer.decide(
        stream,
        draftsDecider,
        { type: 'ClaimDraft', draftId, memberId, postId, now: this.clock.now() },
        context,
      ));
    }
    // Claimed by someone else, the draft is gone as far as this member can tell: the key is no pass to another's post.
    if (state.status !== 'claimed' || state.memberId !== memberId)
      throw new DomainError('not_found', DRAFT_MESSAGES.notFound);
    const { position, held } = await this.ensurePosted(state.draft.kind, state.postId, state.draft.fields, context);
    return { kind: state.draft.kind, id: state.postId, position, held };
  }

  private async ensurePosted(kind: PostKind, id: number, fields: PostFields, context: CommandContext) {
    const written = await this.lastPosition(kind, id);
    if (written) return written;
    try {
      const { position, held } = await this.commands.execute(new PostContent(kind, fields, context, id));
      return { position, held };
    } catch (error) {
      // A racing request wrote it first.
      if (!(error instanceof DomainError && error.code === 'conflict')) throw error;
      return (await this.lastPosition(kind, id))!;
    }
  }

  /** Where the post was written, and whether it waits for review (its stream holds only ItemHeld). */
  private async lastPosition(kind: PostKind, id: number) {
    const events = await this.store.readStream(postStream(kind, id));
    const last = events[events.length - 1];
    return last ? { position: last.position, held: events.every((e) => e.type === 'ItemHeld') } : null;
  }
}
