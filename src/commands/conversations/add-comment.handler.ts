import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type Clock, CLOCK } from '../../common/clock';
import { postStream } from '../../events/streams';
import { ReplyIdsRepository } from '../../infra/content/reply-ids.repository';
import { linksShowPlain } from '../../contracts/trust-levels';
import { BLOCK_RECORDS, type BlockRecords } from '../blocks/block-records.port';
import { HoldCheck } from '../holds/hold-check';
import { StreamWriter } from '../stream-writer';
import { AddComment } from './add-comment.command';
import { conversationDecider } from './conversation.decider';

@CommandHandler(AddComment)
export class AddCommentHandler implements ICommandHandler<AddComment> {
  constructor(
    private readonly writer: StreamWriter,
    private readonly ids: ReplyIdsRepository,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly holds: HoldCheck,
    @Inject(BLOCK_RECORDS) private readonly blocks: BlockRecords,
  ) {}

  async execute({ parentKind, parentId, author, text, identifyingDetailsConfirmed, context, writingMs }: AddComment) {
    const id = await this.ids.next('comment');
    const command = {
      type: 'AddComment' as const,
      id,
      parentKind,
      parentId,
      author,
      text,
      identifyingDetailsConfirmed,
      now: this.clock.now(),
      // The post's author blocked the replier: stored, and shown to the replier alone (they are not told).
      authorOnly: await this.blocks.replyShownToAuthorOnly(author.id, { kind: parentKind, id: parentId }),
    };
    const { hold, appended } = await this.holds.during(
      author.id,
      { item: 'reply', question: false, texts: [text], body: text, writingMs: writingMs ?? null },
      async (hold, level) => ({
        hold,
        ...(await this.writer.decide(
          postStream(parentKind, parentId),
          conversationDecider,
          { ...command, hold, linksPlain: linksShowPlain(level) },
          context,
        )),
      }),
    );
    return { id, position: appended?.position ?? null, held: hold.length > 0 };
  }
}
