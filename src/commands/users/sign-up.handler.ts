import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type Clock, CLOCK } from '../../common/clock';
import { handleName } from '../../contracts/member-handles';
import { CredentialsRepository } from '../../infra/accounts/credentials.repository';
import { hashPassword } from '../../infra/accounts/passwords';
import { lastPosition, UserStreams } from './account-services';
import { refuseCommonPassword } from './new-password';
import { SignUp } from './sign-up.command';

@CommandHandler(SignUp)
export class SignUpHandler implements ICommandHandler<SignUp> {
  constructor(
    private readonly users: UserStreams,
    private readonly credentials: CredentialsRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ email, password, context, role }: SignUp) {
    await refuseCommonPassword(password);
    const uid = await this.credentials.nextUserId();
    const ctx = { ...context, actorId: uid };
    // The reservation comes first: a taken email fails before anything else is written.
    const reserved = await this.users.reserveEmail(email, uid, ctx);
    let handle: number | null = null;
    try {
      const drawn = await this.users.reserveHandle(uid, ctx);
      handle = drawn.handle;
      await this.credentials.save(uid, await hashPassword(password));
      const registered = await this.users.decide(
        uid,
        { type: 'RegisterUser', uid, email, handle, role, now: this.clock.now() },
        ctx,
      );
      return { uid, position: lastPosition(reserved.appended, drawn.appended, registered.appended) };
    } catch (error) {
      await this.credentials.delete(uid).catch(() => {});
      await this.users.releaseEmail(email, uid, ctx).catch(() => {});
      if (handle !== null) await this.users.releaseUsername(handleName(handle), uid, ctx).catch(() => {});
      throw error;
    }
  }
}
