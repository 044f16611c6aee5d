import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { voteStream } from '../../events/streams';
import { StreamWriter } from '../stream-writer';
import { CastVote } from './cast-vote.command';
import { voteDecider } from './vote.decider';

@CommandHandler(CastVote)
export class CastVoteHandler implements ICommandHandler<CastVote> {
  constructor(private readonly writer: StreamWriter) {}

  async execute({ target, targetId, voterId, authorId, direction, context }: CastVote) {
    const { state, appended } = await this.writer.decide(
      voteStream(target, targetId, voterId),
      voteDecider,
      { type: 'CastVote', target, targetId, voterId, authorId, direction },
      context,
    );
    return { myVote: state.vote, position: appended?.position ?? null };
  }
}
