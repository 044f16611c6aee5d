import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type Clock, CLOCK } from '../../common/clock';
import { DomainError } from '../../common/domain-error';
import { EXPERT_MESSAGES } from '../../contracts/experts';
import { MESSAGES } from '../../contracts/messages';
import { USERNAME_PROBLEM_MESSAGES, usernameProblem } from '../../contracts/username-rules';
import { userStream, usernameReservationStream } from '../../events/streams';
import type { GlobalPosition } from '../../infra/event-store/event-store.port';
import type { CommandContext } from '../command-context';
import { reservationDecider } from '../reservations/reservation.decider';
import { StreamWriter } from '../stream-writer';
import { UserStreams } from '../users/account-services';
import { SignUp } from '../users/sign-up.command';
import { UpdateAccount } from '../users/update-account.command';
import { type ExpertCommand, expertDecider } from './experts.decider';
import { SignUpExpert } from './sign-up-expert.command';

/**
 * Signs an expert up through the member machinery (SignUp, then UpdateAccount for the name), then
 * records the signup, which also makes a converting member an Expert. Everything that can refuse
 * (the name, the role) is checked before the first write.
 */
@CommandHandler(SignUpExpert)
export class SignUpExpertHandler implements ICommandHandler<SignUpExpert> {
  constructor(
    private readonly commands: CommandBus,
    private readonly writer: StreamWriter,
    private readonly users: UserStreams,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ application, account, context }: SignUpExpert) {
    const name = application.name.trim();
    const problem = usernameProblem(name);
    // The form's own message says the rules; a name the site keeps for itself is told apart.
    if (problem === 'reserved') throw new DomainError('validation', USERNAME_PROBLEM_MESSAGES.reserved);
    if (problem) throw new DomainError('validation', EXPERT_MESSAGES.nameInvalid);
    const becomeExpert: ExpertCommand = {
      type: 'BecomeExpert',
      application: { ...application, name },
      now: this.clock.now(),
    };

    if ('memberUid' in account) {
      const uid = account.memberUid;
      const ctx = { ...context, actorId: uid };
      expertDecider.decide(becomeExpert, await this.writer.read(userStream(uid), expertDecider));
      const { username } = await this.users.state(uid);
      const renamed = username === name ? null : await this.rename(uid, name, ctx);
      const { appended } = await this.writer.decide(userStream(uid), expertDecider, becomeExpert, ctx);
      return { uid, position: appended?.position ?? renamed };
    }

    await this.ensureNameFree(name, null);
    const { uid, position: registered } = await this.commands.execute(
      new SignUp(account.email, account.password, context, 'Expert'),
    );
    const ctx = { ...context, actorId: uid };
    // The account exists now; should another member take the name this very moment, the expert keeps their handle.
    const renamed = await this.rename(uid, name, ctx).catch(() => null);
    const { appended } = await this.writer.decide(userStream(uid), expertDecider, becomeExpert, ctx);
    // Written one after another, so the last write's position covers the earlier ones.
    return { uid, position: appended?.position ?? renamed ?? registered };
  }

  private async rename(uid: number, name: string, context: CommandContext): Promise<GlobalPosition | null> {
    await this.ensureNameFree(name, uid);
    const { position } = await this.commands.execute(new UpdateAccount(uid, { username: name }, null, context));
    return position;
  }

  private async ensureNameFree(name: string, uid: number | null): Promise<void> {
    const { holder } = await this.writer.read(usernameReservationStream(name), reservationDecider);
    if (holder !== null && holder !== uid) throw new DomainError('conflict', MESSAGES.usernameTaken);
  }
}
