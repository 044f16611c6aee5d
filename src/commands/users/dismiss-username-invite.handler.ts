import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { lastPosition, UserStreams } from './account-services';
import { DismissUsernameInvite } from './dismiss-username-invite.command';

@CommandHandler(DismissUsernameInvite)
export class DismissUsernameInviteHandler implements ICommandHandler<DismissUsernameInvite> {
  constructor(private readonly users: UserStreams) {}

  async execute({ uid, context }: DismissUsernameInvite) {
    const { appended } = await this.users.decide(uid, { type: 'DismissUsernameInvite' }, context);
    return { position: lastPosition(appended) };
  }
}
