import type { Kysely, Transaction } from 'kysely';
import type { ReadModel } from './read-model';

/**
 * The projector's own transactions, shared by its lanes. A reader of `$all` waits for older
 * transactions to end (one might still commit an event), but these run on the projector's own
 * connections (`openProjectorDatabase`), which the readers pass by. Rarely one still holds a reader
 * back (it took its id between the reader's look at the running transactions and at the
 * connections): when one ends, the other lanes are told, and read again if they are behind.
 */
export class ProjectorTransactions {
  private readonly listeners = new Set<(lane: string) => void>();

  /** Calls `listener` with the lane's name after each of the projector's transactions commits. */
  onCommitted(listener: (lane: string) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Runs `work` in a transaction of `lane`. */
  async run<T>(db: Kysely<ReadModel>, lane: string, work: (trx: Transaction<ReadModel>) => Promise<T>): Promise<T> {
    const result = await db.transaction().execute(work);
    for (const listener of this.listeners) listener(lane);
    return result;
  }
}
