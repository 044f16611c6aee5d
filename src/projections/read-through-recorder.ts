import type { Kysely } from 'kysely';
import { comparePositions, type GlobalPosition, START } from '../infra/event-store/event-store.port';
import { recordReadThrough } from './checkpoints';
import type { ReadModel } from './read-model';

/**
 * Keeps a lane's read-through row current without holding up the reader: one write at a time, and
 * while one is on its way only the latest position waits for the next. A lost write only makes
 * waiters in other processes wait for the projections' own rows.
 */
export class ReadThroughRecorder {
  private recorded: GlobalPosition = START;
  private next: GlobalPosition | null = null;
  private writing: Promise<void> | null = null;

  constructor(
    private readonly db: Kysely<ReadModel>,
    private readonly lane: string,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** A lane's transaction wrote the row itself (`advanceCheckpoints`): nothing to write up to there. */
  written(position: GlobalPosition): void {
    if (comparePositions(position, this.recorded) > 0) this.recorded = position;
  }

  advance(position: GlobalPosition): void {
    if (comparePositions(position, this.next ?? this.recorded) <= 0) return;
    this.next = position;
    this.writing ??= this.drain();
  }

  /** Resolves once the latest position handed in is written (or failed). */
  async flushed(): Promise<void> {
    while (this.writing) await this.writing;
  }

  private async drain(): Promise<void> {
    while (this.next) {
      const position = this.next;
      this.next = null;
      try {
        await recordReadThrough(this.db, this.lane, position);
        this.written(position);
      } catch (error) {
        this.onError(error);
      }
    }
    this.writing = null;
  }
}
