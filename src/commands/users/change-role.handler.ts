import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { lastPosition, UserStreams } from './account-services';
import { ChangeRole } from './change-role.command';

@CommandHandler(ChangeRole)
export class ChangeRoleHandler implements ICommandHandler<ChangeRole> {
  constructor(private readonly users: UserStreams) {}

  async execute({ uid, role, context }: ChangeRole) {
    // The actor, when a person acts: the decider keeps administrators from revoking their own role.
    const { appended } = await this.users.decide(
      uid,
      { type: 'ChangeRole', role, by: context.actorId ?? undefined },
      context,
    );
    return { position: lastPosition(appended), changed: appended !== null };
  }
}
