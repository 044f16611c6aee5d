import { ActivateMembership } from '../commands/membership/activate-membership.command';
import { PayMembership } from '../commands/membership/pay-membership.command';
import { ChangeExpertImage } from '../commands/experts/change-expert-image.command';
import { SaveExpertProfile } from '../commands/experts/save-expert-profile.command';
import { SignUpExpert } from '../commands/experts/sign-up-expert.command';
import { DeleteAccount } from '../commands/users/delete-account.command';
import { SignUp } from '../commands/users/sign-up.command';
import { UpdateAccount } from '../commands/users/update-account.command';
import { PROJECTIONS } from '../projections/all-projections';
import { expertsProjection } from '../projections/experts/experts.projection';
import { ACCOUNT as ACCOUNT_NAMES } from '../common/projection-names';
import { usersProjection } from '../projections/users/users.projection';
import type { Projection } from '../projections/projection';
import { projectionsNamed } from './projections-named';

/** A command class, whatever its constructor takes. */
export type CommandClass = abstract new (...args: never[]) => object;

const ACCOUNT = projectionsNamed(ACCOUNT_NAMES);

/**
 * What the screen a member sees after each write reads: the write waits (bounded) for these
 * projections to pass it, and the others (search, the audit trail, other members' bells) catch up
 * behind it. A write missing here waits for every projection.
 */
const NEXT_READS = new Map<CommandClass, readonly Projection[]>([
  [SignUp, [usersProjection, expertsProjection]],
  [SignUpExpert, ACCOUNT],
  [UpdateAccount, ACCOUNT],
  // Erasure reaches every read table before the member is told it is done.
  [DeleteAccount, PROJECTIONS],
  [SaveExpertProfile, [expertsProjection]],
  [ChangeExpertImage, [expertsProjection]],
  [ActivateMembership, ACCOUNT],
  [PayMembership, ACCOUNT],
]);

/** The projections the screen after `command` reads (every projection for a write not declared). */
export function nextReadsOf(command: object): readonly Projection[] {
  return nextReadsOfWrite(command.constructor as CommandClass);
}

/** The same, for every command of a class (a caller that waits once after several of them). */
export function nextReadsOfWrite(commandClass: CommandClass): readonly Projection[] {
  return NEXT_READS.get(commandClass) ?? PROJECTIONS;
}

/** The names of the writes that declare their next reads, for the test that every write does. */
export const DECLARED_WRITES: readonly string[] = [...NEXT_READS.keys()].map((command) => command.name);
