import { type Kysely, sql } from 'kysely';
import type { JobTables } from './job-tables';

/** A job as it waits in the outbox: everything BullMQ needs to add it later. */
export interface HeldJob {
  jobId: string;
  queue: string;
  name: string;
  data: unknown;
  /** When it may run: now, or later for a delayed job. */
  runAt: Date;
}

/**
 * Where jobs wait while Redis cannot take them, so that a request never waits on Redis and a job
 * asked for is never dropped. Several processes may relay at once: each takes rows the others
 * have not locked, and a row leaves only once its job was added.
 */
export class JobOutbox {
  constructor(private readonly db: Kysely<JobTables>) {}

  async hold(job: HeldJob): Promise<void> {
    await this.db
      .insertInto('job_outbox')
      .values({
        job_id: job.jobId,
        queue: job.queue,
        name: job.name,
        data: JSON.stringify(job.data),
        run_at: job.runAt,
      })
      .onConflict((oc) => oc.column('job_id').doNothing())
      .execute();
  }

  /** Hands up to `limit` held jobs to `add`, oldest first; answers how many left the outbox. */
  async relay(add: (job: HeldJob) => Promise<void>, limit = 100): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ job_id: string; queue: string; name: string; data: unknown; run_at: Date }>`
        select job_id, queue, name, data, run_at from job_outbox order by held_at limit ${limit} for update skip locked`.execute(
        trx,
      );
      for (const row of rows)
        await add({ jobId: row.job_id, queue: row.queue, name: row.name, data: row.data, runAt: new Date(row.run_at) });
      if (rows.length > 0)
        await trx
          .deleteFrom('job_outbox')
          .where(
            'job_id',
            'in',
            rows.map((r) => r.job_id),
          )
          .execute();
      return rows.length;
    });
  }
}
