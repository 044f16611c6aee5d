import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type Clock, CLOCK } from '../../common/clock';
import { DomainError } from '../../common/domain-error';
import { newUuid } from '../../common/ids';
import { BLOCK_MESSAGES, type BlockedFromKind } from '../../contracts/blocks';
import { CONVERSATION_MESSAGES, POST_MESSAGES } from '../../contracts/content';
import { EXPERT_MESSAGES } from '../../contracts/experts';
import { isPostKind } from '../../contracts/moderation';
import { blocksStream } from '../../events/streams';
import { StreamWriter } from '../stream-writer';
import { BLOCK_RECORDS, type BlockRecords } from './block-records.port';
import { BlockMember, UnblockMember } from './blocks-commands';
import { blocksDecider } from './blocks.decider';

const notFound = (kind: BlockedFromKind) =>
  kind === 'experts'
    ? EXPERT_MESSAGES.notFound
    : isPostKind(kind)
      ? POST_MESSAGES.notFound
      : CONVERSATION_MESSAGES.replyNotFound;

@CommandHandler(BlockMember)
export class BlockMemberHandler implements ICommandHandler<BlockMember> {
  constructor(
    private readonly writer: StreamWriter,
    @Inject(BLOCK_RECORDS) private readonly records: BlockRecords,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ uid, kind, id, context }: BlockMember) {
    const item = await this.records.blockable(kind, id, uid);
    if (!item) throw new DomainError('not_found', notFound(kind));
    if (item.own) throw new DomainError('validation', BLOCK_MESSAGES.ownItem);
    const blockId = newUuid();
    const from = { kind, id, ...(item.post ? { post: item.post } : {}), name: item.name };
    const { appended } = await this.writer.decide(
      blocksStream(uid),
      blocksDecider,
      { type: 'Block', uid, blockId, from, now: this.clock.now() },
      context,
    );
    return { blockId, name: item.name, position: appended?.position ?? null };
  }
}

@CommandHandler(UnblockMember)
export class UnblockMemberHandler implements ICommandHandler<UnblockMember> {
  constructor(
    private readonly writer: StreamWriter,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ uid, blockId, context }: UnblockMember) {
    const { appended } = await this.writer.decide(
      blocksStream(uid),
      blocksDecider,
      { type: 'Unblock', uid, blockId, now: this.clock.now() },
      context,
    );
    return { position: appended?.position ?? null };
  }
}

export const blockCommandHandlers = [BlockMemberHandler, UnblockMemberHandler];
