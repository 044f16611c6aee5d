import {
  type BeforeApplicationShutdown,
  Inject,
  Injectable,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import type { Config } from '../../config/config';
import {
  comparePositions,
  type GlobalPosition,
  laterPosition,
  positionFromString,
} from '../../infra/event-store/event-store.port';
import type { LiveBus, LiveBusMessage } from '../../infra/live/live-bus';
import type { SqlDatabase } from '../../infra/sql/database';
import { CONFIG, LIVE_BUS, SQL_DATABASE } from '../../infra/tokens';
import { PROJECTION_LANES, projectedThrough } from '../../projections/all-projections';
import { readAllCheckpoints } from '../../projections/checkpoints';
import { LIVE_LANES } from '../../projections/live/live-notices';
import type { ReadModel } from '../../projections/read-model';
import { type BufferedMessage, type LanePositions, replayFor } from './live-ids';

/** A message, or `reset`: messages may have been lost, the tab reads everything again. */
export type LiveListener = (message: BufferedMessage | 'reset') => void;

/**
 * In API processes: hears the projector's notices and keeps the last few thousand (LIVE_BUFFER) for replay. A
 * lane's floor is where its buffer starts: the lane's position when this process began to listen
 * (what was published before is lost to it), raised as old messages fall out.
 */
@Injectable()
export class LiveHub implements OnApplicationBootstrap, BeforeApplicationShutdown, OnApplicationShutdown {
  private readonly buffer: BufferedMessage[] = [];
  private readonly floors = new Map<string, GlobalPosition>();
  private readonly latest = new Map<string, GlobalPosition>();
  private readonly listeners = new Set<LiveListener>();
  private stop: (() => Promise<void>) | null = null;
  private readonly closers = new Set<() => void>();
  /** Between a dropped bus connection and the floors read again: no replay can be trusted. */
  private deaf = false;

  constructor(
    @Inject(CONFIG) private readonly config: Config,
    @Inject(LIVE_BUS) private readonly bus: LiveBus,
    @Inject(SQL_DATABASE) private readonly database: SqlDatabase<ReadModel>,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.roles.includes('api')) return;
    // Listening first: whatever commits after the checkpoints are read is heard.
    this.stop = await this.bus.subscribe(
      (message) => this.heard(message),
      () => void this.gap(),
    );
    await this.readFloors();
  }

  /** Each lane's floor where the lane stands now (its slowest projection): what comes after is heard. */
  private async readFloors(): Promise<void> {
    const checkpoints = await readAllCheckpoints(this.database.db);
    for (const lane of PROJECTION_LANES.filter((l) => LIVE_LANES.includes(l.name))) {
      const floor = lane.projections
        .map((p) => projectedThrough(checkpoints, p.name))
        .reduce((a, b) => (comparePositions(a, b) <= 0 ? a : b));
      this.floors.set(lane.name, floor);
      this.latest.set(lane.name, laterPosition(this.latest.get(lane.name) ?? floor, floor));
    }
  }

  /**
   * The bus may have lost messages (its connection dropped): open tabs read everything again, and so
   * does a tab that comes back, until listening resumed and the floors moved to where the lanes stand.
   */
  private async gap(): Promise<void> {
    this.deaf = true;
    this.buffer.length = 0;
    for (const listener of this.listeners) listener('reset');
    try {
      await this.readFloors();
      this.deaf = false;
    } catch {
      // The database is away too: the next gap (listening resumed) reads them.
    }
  }

  /** Where a tab that opens now stands. */
  current(): LanePositions {
    return new Map(this.latest);
  }

  /** What a tab at `tab` missed, and from now on every message, until the returned function is called. */
  open(tab: LanePositions | null, listener: LiveListener, close: () => void) {
    const replay = this.deaf ? ({ reset: true } as const) : replayFor(this.buffer, this.floors, tab);
    this.listeners.add(listener);
    this.closers.add(close);
    return {
      replay,
      leave: () => {
        this.listeners.delete(listener);
        this.closers.delete(close);
      },
    };
  }

  private heard(message: LiveBusMessage): void {
    const position = positionFromString(message.position);
    if (!position) return;
    const buffered: BufferedMessage = { lane: message.lane, position, notices: message.notices };
    this.buffer.push(buffered);
    if (this.buffer.length > this.config.live.buffer) {
      const gone = this.buffer.shift()!;
      this.floors.set(gone.lane, laterPosition(this.floors.get(gone.lane) ?? gone.position, gone.position));
    }
    this.latest.set(message.lane, laterPosition(this.latest.get(message.lane) ?? position, position));
    for (const listener of this.listeners) listener(buffered);
  }

  /** Before the HTTP server closes: it waits for open connections, and a stream never ends by itself. */
  beforeApplicationShutdown(): void {
    for (const close of [...this.closers]) close();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.stop?.();
  }
}
