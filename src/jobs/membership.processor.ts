import { systemContext } from '../commands/command-context';
import { settleMembership } from '../commands/membership/membership.decider';
import type { Clock } from '../common/clock';
import type { Job } from '../infra/jobs/job-queue.port';
import type { ExpertMembershipsQueries } from '../projections/expert-memberships/expert-memberships.queries';
import type { CommandRunner } from '../writes/command-runner';

export const SETTLE_MEMBERSHIPS = 'settle-memberships';

export interface MembershipJobDeps {
  runner: CommandRunner;
  memberships: ExpertMembershipsQueries;
  clock: Clock;
}

/**
 * Renews unpaid memberships by recent content, records lapses and sends the week-ahead reminders.
 * The read model only chooses candidates; each expert's decider records a lapse or a reminder once
 * per renew date, so a repeated run (or a retried one) changes nothing and sends nothing twice.
 */
export const membershipProcessor = (deps: MembershipJobDeps) => async (job: Job) => {
  if (job.name !== SETTLE_MEMBERSHIPS) throw new Error(`memberships has no job named ${job.name}`);
  const now = deps.clock.now();
  const day = (job.data as { day?: string }).day ?? now.toISOString().slice(0, 10);
  for (const uid of await deps.memberships.dueForSettlement(now)) {
    await deps.runner.runOnly(settleMembership, { uid, day, now }, systemContext(job.id));
  }
};
