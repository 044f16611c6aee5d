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
import type { ReadModel } from '../../projections/read-model';
import { type BufferedMessage, type LanePositions, replayFor } from './live-ids';

export type LiveListener = (message: BufferedMessage) => void;

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

  constructor(
    @Inject(CONFIG) private readonly config: Config,
    @Inject(LIVE_BUS) private readonly bus: LiveBus,
    @Inject(SQL_DATABASE) private readonly database: SqlDatabase<ReadModel>,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.roles.includes('api')) return;
    // Listening first: whatever commits after the checkpoints are read is heard.
    this.stop = await this.bus.subscribe((message) => this.heard(message));
    const checkpoints = await readAllCheckpoints(this.database.db);
    for (const lane of PROJECTION_LANES) {
      const floor = lane.projections
        .map((p) => projectedThrough(checkpoints, p.name))
        .reduce((a, b) => (comparePositions(a, b) <= 0 ? a : b));
      this.floors.set(lane.name, floor);
      this.latest.set(lane.name, laterPosition(this.latest.get(lane.name) ?? floor, floor));
    }
  }

  /** Where a tab that opens now stands. */
  current(): LanePositions {
    return new Map(this.latest);
  }

  /** What a tab at `tab` missed, and from now on every message, until the returned function is called. */
  open(tab: LanePositions | null, listener: LiveListener, close: () => void) {
    const replay = replayFor(this.buffer, this.floors, tab);
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
