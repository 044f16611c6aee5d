import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type Clock, CLOCK } from '../../common/clock';
import { DomainError } from '../../common/domain-error';
import { pseudonymName } from '../../contracts/pseudonyms';
import { postStream } from '../../events/streams';
import { StreamWriter } from '../stream-writer';
import { UserStreams } from '../users/account-services';
import { UnmaskAuthor } from './unmask-author.command';
import { unmaskDecider } from './unmask.decider';

@CommandHandler(UnmaskAuthor)
export class UnmaskAuthorHandler implements ICommandHandler<UnmaskAuthor> {
  constructor(
    private readonly writer: StreamWriter,
    private readonly users: UserStreams,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ kind, id, reason, context }: UnmaskAuthor) {
    // The route's guard lets administrators alone through; the command holds to it on its own too.
    if (context.actorRole !== 'Administrator') throw new DomainError('forbidden', 'You do not have access to this.');
    const { state, appended } = await this.writer.decide(
      postStream(kind, id),
      unmaskDecider,
      { type: 'UnmaskAuthor', kind, id, reason, now: this.clock.now() },
      context,
    );
    // A decision that answers always appends its event, and only a pseudonymous post gets that far.
    const { authorId, authorName, pseudonym } = state.posted!;
    // The name they go by now; the byline's name at posting time if the account is gone.
    const author = await this.users.state(authorId);
    return {
      authorId,
      username: author.exists ? author.username : authorName,
      pseudonym: pseudonymName(pseudonym!),
      position: appended!.position,
    };
  }
}
