import { systemContext } from '../commands/command-context';
import { eraseDraft, expireDraft } from '../commands/drafts/drafts.decider';
import { DRAFT_TTL_DAYS } from '../contracts/drafts';
import type { DraftsQueries } from '../projections/drafts/drafts.queries';
import type { CommandRunner } from '../writes/command-runner';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long a claimed or discarded draft keeps its stream: a retried claim within it finds its post. */
export const DRAFT_ERASE_AFTER_MS = DAY_MS;

/**
 * Discards drafts left unclaimed for DRAFT_TTL_DAYS, and erases the streams of drafts finished more
 * than a day ago. The read model only chooses candidates: each command decides from the stream, so a
 * stale row (a draft claimed a moment ago) changes nothing, and the job id as idempotency key makes a
 * retried run append the same event ids.
 */
export async function purgeDrafts(
  deps: { runner: CommandRunner; drafts: DraftsQueries },
  now: Date,
  jobId: string,
): Promise<void> {
  const context = systemContext(jobId, jobId);
  for (const draftId of await deps.drafts.pendingSavedBefore(new Date(now.getTime() - DRAFT_TTL_DAYS * DAY_MS))) {
    await deps.runner.runOnly(expireDraft, { draftId, now }, context);
  }
  for (const draftId of await deps.drafts.finishedBefore(new Date(now.getTime() - DRAFT_ERASE_AFTER_MS))) {
    await deps.runner.runOnly(eraseDraft, { draftId, now }, context);
  }
}
