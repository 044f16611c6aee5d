import type { Clock } from '../common/clock';
import type { SessionsRepository } from '../infra/accounts/sessions.repository';
import type { WriteKeysRepository } from '../infra/event-store/write-keys.repository';
import type { Job } from '../infra/jobs/job-queue.port';
import type { DraftsQueries } from '../projections/drafts/drafts.queries';
import type { CommandRunner } from '../writes/command-runner';
import { purgeDrafts } from './draft-purge';

export const PURGE_SESSIONS = 'purge-sessions';
export const PURGE_DRAFTS = 'purge-drafts';
export const PURGE_WRITE_KEYS = 'purge-write-keys';

export interface MaintenanceDeps {
  sessions: SessionsRepository;
  writeKeys: WriteKeysRepository;
  drafts: DraftsQueries;
  runner: CommandRunner;
  clock: Clock;
}

export const maintenanceProcessor = (deps: MaintenanceDeps) => async (job: Job) => {
  if (job.name === PURGE_SESSIONS) await deps.sessions.purgeExpired(deps.clock.now());
  else if (job.name === PURGE_DRAFTS) await purgeDrafts(deps, deps.clock.now(), job.id);
  else if (job.name === PURGE_WRITE_KEYS) await deps.writeKeys.purgeExpired();
  else throw new Error(`maintenance has no job named ${job.name}`);
};
