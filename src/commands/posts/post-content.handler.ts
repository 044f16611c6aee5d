import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type Clock, CLOCK } from '../../common/clock';
import { DomainError } from '../../common/domain-error';
import type { HoldReason } from '../../contracts/holds';
import type { Role } from '../../contracts/members';
import { MESSAGES } from '../../contracts/messages';
import type { CommandContext } from '../command-context';
import { postStream } from '../../events/streams';
import { PostIdsRepository } from '../../infra/content/post-ids.repository';
import { drawPseudonym } from '../pseudonyms/draw-pseudonym';
import { linksShowPlain } from '../../contracts/trust-levels';
import { HoldCheck } from '../holds/hold-check';
import { StreamWriter } from '../stream-writer';
import { SuggestTopic } from './suggest-topic.command';
import { TOPIC_CATALOG, type TopicCatalog } from '../topics/topic-catalog.port';
import { UserStreams } from '../users/account-services';
import { PostContent } from './post-content.command';
import { suggestedTopic } from './post-rules';
import { postsDecider } from './posts.decider';

@CommandHandler(PostContent)
export class PostContentHandler implements ICommandHandler<PostContent> {
  constructor(
    private readonly writer: StreamWriter,
    private readonly users: UserStreams,
    private readonly ids: PostIdsRepository,
    private readonly commands: CommandBus,
    @Inject(TOPIC_CATALOG) private readonly topics: TopicCatalog,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly holds: HoldCheck,
  ) {}

  async execute({ kind, fields, context, id: reservedId, writingMs }: PostContent) {
    if (context.actorId === null) throw new DomainError('unauthenticated', MESSAGES.loginRequired);
    // The byline comes from the author's own stream, so it is current even if the session is not.
    const author = await this.users.state(context.actorId);
    if (!author.exists) throw new DomainError('unauthenticated', MESSAGES.loginRequired);
    const knownCategories = await this.topics.existingIds(fields.categories);
    const id = reservedId ?? (await this.ids.next(kind));
    const texts = [fields.title, fields.body, fields.media, ...fields.tags];
    const { hold, appended } = await this.holds.during(
      author.uid,
      { item: 'post', question: kind === 'qnas', texts, body: fields.body, writingMs: writingMs ?? null },
      async (hold, level) => ({
        hold,
        ...(await this.decide(
          kind,
          id,
          fields,
          knownCategories,
          author,
          { hold, linksPlain: linksShowPlain(level) },
          context,
          reservedId,
        )),
      }),
    );
    // A new stream always gets its event: no decision here produces nothing.
    const posted = appended!.position;
    const held = hold.length > 0;
    // A held post has no page yet for a suggestion to link to.
    if (held) return { kind, id, position: posted, held };
    const suggested = suggestedTopic(fields.suggestedTopic);
    // A suggestion names its member to the administrators who review it, beside the item's page:
    // filed for a pseudonymous post, it would unmask the author without any reason recorded.
    if (suggested === null || fields.pseudonymous === true) return { kind, id, position: posted, held };
    // Filed once the post exists, since it links to the post's page; its position is the later
    // one, so read-your-writes covers both. Should the process stop in between, the post stands
    // without the suggestion: a suggestion is a hint to administrators, not part of the post.
    const filed = await this.commands.execute(new SuggestTopic(suggested, kind, id, context));
    return { kind, id, position: filed.position, held };
  }

  private decide(
    kind: PostContent['kind'],
    id: number,
    fields: PostContent['fields'],
    knownCategories: ReadonlySet<number>,
    author: { uid: number; username: string; role: Role },
    review: { hold: readonly HoldReason[]; linksPlain: boolean },
    context: CommandContext,
    reservedId: number | undefined,
  ) {
    return this.writer.decide(
      postStream(kind, id),
      postsDecider,
      {
        type: 'PostContent',
        kind,
        id,
        author: { id: author.uid, name: author.username, role: author.role },
        fields,
        knownCategories,
        pseudonym: drawPseudonym(),
        now: this.clock.now(),
        ...review,
      },
      context,
      { fresh: reservedId === undefined },
    );
  }
}
