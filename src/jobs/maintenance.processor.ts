import type { Clock } from '../common/clock';
import type { SessionsRepository } from '../infra/accounts/sessions.repository';
import type { Job } from '../infra/jobs/job-queue.port';

export const PURGE_SESSIONS = 'purge-sessions';

export const maintenanceProcessor = (deps: { sessions: SessionsRepository; clock: Clock }) => async (job: Job) => {
  if (job.name === PURGE_SESSIONS) await deps.sessions.purgeExpired(deps.clock.now());
  else throw new Error(`maintenance has no job named ${job.name}`);
};
