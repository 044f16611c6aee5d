import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { lastPosition, UserStreams } from './account-services';
import { CompleteTutorial } from './complete-tutorial.command';

@CommandHandler(CompleteTutorial)
export class CompleteTutorialHandler implements ICommandHandler<CompleteTutorial> {
  constructor(private readonly users: UserStreams) {}

  async execute({ uid, context }: CompleteTutorial) {
    const { appended } = await this.users.decide(uid, { type: 'CompleteTutorial' }, context);
    return { position: lastPosition(appended) };
  }
}
