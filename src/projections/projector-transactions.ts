import { type Kysely, sql, type Transaction } from 'kysely';
import { applicationName, PROJECTOR_TRANSACTION_ROLE } from '../infra/process-instance';
import type { ReadModel } from './read-model';

const transactionName = () => applicationName(PROJECTOR_TRANSACTION_ROLE);

/**
 * The projector's own transactions, shared by its lanes. A reader of `$all` waits for older
 * transactions to end (one might still commit an event), but these append no events: the readers
 * are told to pass them by (`open()`), and when one ends the other lanes are told to read again,
 * since events it held back from them may now be readable. While one runs, it calls itself
 * PROJECTOR_TRANSACTION_ROLE in pg_stat_activity, for those who watch from another process.
 */
export class ProjectorTransactions {
  private readonly running = new Set<string>();
  private readonly listeners = new Set<(lane: string) => void>();

  /** Transaction ids of the projector's transactions open now. */
  open(): string[] {
    return [...this.running];
  }

  /** Calls `listener` with the lane's name after each of the projector's transactions commits. */
  onCommitted(listener: (lane: string) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Runs `work` in a transaction of `lane` that readers pass by while it is open. */
  async run<T>(db: Kysely<ReadModel>, lane: string, work: (trx: Transaction<ReadModel>) => Promise<T>): Promise<T> {
    const result = await db.transaction().execute(async (trx) => {
      // set_config(…, true) names the transaction only: the connection's own name returns at its end.
      const { rows } = await sql<{ xid: string }>`
        select pg_current_xact_id()::text as xid, set_config('application_name', ${transactionName()}, true)`.execute(
        trx,
      );
      const xid = rows[0]!.xid;
      this.running.add(xid);
      try {
        return await work(trx);
      } finally {
        // Before the commit: from here readers wait for it again, which is only ever safe.
        this.running.delete(xid);
      }
    });
    for (const listener of this.listeners) listener(lane);
    return result;
  }
}
