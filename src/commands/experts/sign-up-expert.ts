import { DomainError } from '../../common/domain-error';
import { ACCOUNT } from '../../common/projection-names';
import { EXPERT_MESSAGES } from '../../contracts/experts';
import { MESSAGES } from '../../contracts/messages';
import { USERNAME_PROBLEM_MESSAGES, usernameProblem } from '../../contracts/username-rules';
import { userStream, usernameReservationStream } from '../../events/streams';
import type { GlobalPosition } from '../../infra/event-store/event-store.port';
import type { CommandContext } from '../command-context';
import type { StepTools, Write } from '../define-write';
import { reservationDecider } from '../reservations/reservation.decider';
import { UserStreams } from '../users/account-services';
import { signUp, updateAccount } from '../users/account-writes';
import { type ExpertApplication, type ExpertCommand, expertDecider } from './experts.decider';

export interface SignUpExpertInput {
  application: ExpertApplication;
  /** With no signed-in member: a new account with the role Expert; with one (`memberUid`), that account. */
  account: { email: string; password: string } | { memberUid: number };
}

/**
 * The expert signup form. Signs an expert up through the member writes (signUp, then updateAccount
 * for the name, which becomes the username), then records the signup, which also makes a converting
 * member an Expert. Everything that can refuse (the name, the role) is checked before the first write.
 */
export const signUpExpert: Write<SignUpExpertInput, { uid: number }> = {
  name: 'SignUpExpert',
  nextReads: ACCOUNT,
  async decide(tools, { application, account }, context, now) {
    const { writer } = tools;
    const name = application.name.trim();
    const problem = usernameProblem(name);
    // The form's own message says the rules; a name the site keeps for itself is told apart.
    if (problem === 'reserved') throw new DomainError('validation', USERNAME_PROBLEM_MESSAGES.reserved);
    if (problem) throw new DomainError('validation', EXPERT_MESSAGES.nameInvalid);
    const becomeExpert: ExpertCommand = { type: 'BecomeExpert', application: { ...application, name }, now };

    if ('memberUid' in account) {
      const uid = account.memberUid;
      const ctx = { ...context, actorId: uid };
      expertDecider.decide(becomeExpert, await writer.read(userStream(uid), expertDecider));
      const { username } = await tools.get(UserStreams).state(uid);
      const renamed = username === name ? null : await rename(tools, uid, name, ctx, now);
      const { appended } = await writer.decide(userStream(uid), expertDecider, becomeExpert, ctx);
      return { uid, position: appended?.position ?? renamed };
    }

    await ensureNameFree(tools, name, null);
    const { email, password } = account;
    const { uid, position: registered } = await signUp.decide(tools, { email, password, role: 'Expert' }, context, now);
    const ctx = { ...context, actorId: uid };
    // The account exists now; should another member take the name this very moment, the expert keeps their handle.
    const renamed = await rename(tools, uid, name, ctx, now).catch(() => null);
    const { appended } = await writer.decide(userStream(uid), expertDecider, becomeExpert, ctx);
    // Written one after another, so the last write's position covers the earlier ones.
    return { uid, position: appended?.position ?? renamed ?? registered };
  },
};

async function rename(
  tools: StepTools,
  uid: number,
  name: string,
  context: CommandContext,
  now: Date,
): Promise<GlobalPosition | null> {
  await ensureNameFree(tools, name, uid);
  const input = { uid, changes: { username: name }, password: null };
  return (await updateAccount.decide(tools, input, context, now)).position;
}

async function ensureNameFree({ read }: StepTools, name: string, uid: number | null): Promise<void> {
  const { holder } = await read(usernameReservationStream(name), reservationDecider);
  if (holder !== null && holder !== uid) throw new DomainError('conflict', MESSAGES.usernameTaken);
}
