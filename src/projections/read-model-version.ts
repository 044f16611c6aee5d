import { createHash } from 'node:crypto';
import type { SqlDatabase } from '../infra/sql/database';
import { positionToString } from '../infra/event-store/event-store.port';
import { readAllCheckpoints } from './checkpoints';
import type { ReadModel } from './read-model';

/**
 * How far the read model is, as one short string: a digest of every projection's checkpoint (and
 * every lane's read-through row). A projection changes its tables only in the transaction that moves
 * its checkpoint, so two equal versions mean the same read tables, and any applied event, a rebuild
 * included, gives another. Concurrent callers share one read of the checkpoints table; a caller may
 * join a read that began a moment before it asked, which still ends before the caller's own query
 * runs, so a version read first never claims more than that query then sees.
 */
export class ReadModelVersion {
  private reading: Promise<string> | null = null;

  constructor(private readonly database: SqlDatabase<ReadModel>) {}

  current(): Promise<string> {
    this.reading ??= readAllCheckpoints(this.database.db)
      .then(digestOf)
      .finally(() => {
        this.reading = null;
      });
    return this.reading;
  }
}

function digestOf(checkpoints: ReadonlyMap<string, { commit: bigint; prepare: bigint }>): string {
  const rows = [...checkpoints].map(([name, position]) => `${name}@${positionToString(position)}`).sort();
  return createHash('sha256').update(rows.join('\n')).digest('base64url').slice(0, 16);
}
