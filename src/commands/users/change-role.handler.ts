import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { lastPosition, UserStreams } from './account-services';
import { ChangeRole } from './change-role.command';

@CommandHandler(ChangeRole)
export class ChangeRoleHandler implements ICommandHandler<ChangeRole> {
  constructor(private readonly users: UserStreams) {}

  async execute({ uid, role, context }: ChangeRole) {
    const { appended } = await this.users.decide(uid, { type: 'ChangeRole', role }, context);
    return { position: lastPosition(appended) };
  }
}
