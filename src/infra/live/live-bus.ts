import { sql } from 'kysely';
import type { LiveNotice } from '../../contracts/live';
import type { SqlDatabase } from '../sql/database';

/**
 * A notice as it travels between processes: `uids` names the only members whose streams may carry
 * it; `members` sends it to every stream opened with a session (none anonymous).
 */
export interface AddressedNotice {
  notice: LiveNotice;
  uids?: number[];
  members?: true;
}

/** The notices of one lane's commit, and the last position that commit applied (positionToString). */
export interface LiveBusMessage {
  lane: string;
  position: string;
  notices: AddressedNotice[];
}

/**
 * Carries the projector's notices to every API process: PostgreSQL NOTIFY across processes, a plain
 * in-process fan-out for the embedded profile (one process owns the database there).
 */
export interface LiveBus {
  publish(message: LiveBusMessage): Promise<void>;
  /**
   * Resolves once listening; the returned function stops. `onGap` is told when messages may have been
   * lost (the listening connection dropped); listening resumes by itself, and `onGap` is told again once it has.
   */
  subscribe(onMessage: (message: LiveBusMessage) => void, onGap?: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export const LIVE_CHANNEL = 'live_notices';
/** NOTIFY refuses payloads of 8000 bytes or more; a large commit travels in parts. */
export const MAX_PAYLOAD_BYTES = 7_000;
/** How often a dropped listening connection is tried again. */
const RELISTEN_MS = 1_000;

/** One NOTIFY: a part of a message; the receiver hands on the message once its last part came. */
interface Part extends LiveBusMessage {
  part: number;
  parts: number;
}

/** Splits a message into payloads under `maxBytes` each (a single notice never comes near it). */
export function splitMessage(message: LiveBusMessage, maxBytes = MAX_PAYLOAD_BYTES): string[] {
  const chunks: AddressedNotice[][] = [[]];
  let size = 0;
  const overhead = Buffer.byteLength(JSON.stringify({ ...message, notices: [], part: 99999, parts: 99999 }));
  for (const notice of message.notices) {
    const bytes = Buffer.byteLength(JSON.stringify(notice)) + 1;
    if (size + bytes + overhead > maxBytes && chunks[chunks.length - 1]!.length > 0) {
      chunks.push([]);
      size = 0;
    }
    chunks[chunks.length - 1]!.push(notice);
    size += bytes;
  }
  return chunks.map((notices, part) => JSON.stringify({ ...message, notices, part, parts: chunks.length }));
}

/** Puts the parts of messages back together, in the order they were published (one publisher per lane). */
export class PartJoiner {
  private readonly pending = new Map<string, AddressedNotice[]>();

  /** The whole message once `payload` was its last part; null before, or for a payload that is not one. */
  add(payload: string): LiveBusMessage | null {
    let part: Part;
    try {
      part = JSON.parse(payload) as Part;
    } catch {
      return null;
    }
    if (typeof part.lane !== 'string' || typeof part.position !== 'string' || !Array.isArray(part.notices)) return null;
    const key = `${part.lane}@${part.position}`;
    const notices = part.part === 0 ? [] : (this.pending.get(key) ?? []);
    notices.push(...part.notices);
    if (part.part + 1 < part.parts) {
      this.pending.set(key, notices);
      return null;
    }
    this.pending.delete(key);
    return { lane: part.lane, position: part.position, notices };
  }
}

class InProcessLiveBus implements LiveBus {
  private readonly listeners = new Set<(message: LiveBusMessage) => void>();

  async publish(message: LiveBusMessage): Promise<void> {
    for (const listener of this.listeners) listener(message);
  }

  async subscribe(onMessage: (message: LiveBusMessage) => void): Promise<() => Promise<void>> {
    // In process nothing is lost between the publisher and its listeners: no gaps to tell of.
    this.listeners.add(onMessage);
    return async () => {
      this.listeners.delete(onMessage);
    };
  }

  async close(): Promise<void> {
    this.listeners.clear();
  }
}

class PostgresLiveBus implements LiveBus {
  private readonly stops = new Set<() => Promise<void>>();

  constructor(private readonly database: SqlDatabase) {}

  async publish(message: LiveBusMessage): Promise<void> {
    for (const payload of splitMessage(message))
      await sql`select pg_notify(${LIVE_CHANNEL}, ${payload})`.execute(this.database.db);
  }

  async subscribe(onMessage: (message: LiveBusMessage) => void, onGap?: () => void): Promise<() => Promise<void>> {
    let closed = false;
    let stop: () => Promise<void> = async () => {};
    const listen = async (): Promise<void> => {
      // Parts of a message cut off by a drop are dropped with the joiner.
      const joiner = new PartJoiner();
      stop = await this.database.listen(
        LIVE_CHANNEL,
        (payload) => {
          const message = joiner.add(payload);
          if (message) onMessage(message);
        },
        () => void relisten(),
      );
    };
    const relisten = async (): Promise<void> => {
      onGap?.();
      while (!closed) {
        await new Promise((resolve) => setTimeout(resolve, RELISTEN_MS));
        if (closed) return;
        try {
          await listen();
          onGap?.();
          return;
        } catch {
          // The server is still away: try again.
        }
      }
    };
    await listen();
    const stopAll = async () => {
      closed = true;
      this.stops.delete(stopAll);
      await stop();
    };
    this.stops.add(stopAll);
    return stopAll;
  }

  async close(): Promise<void> {
    await Promise.all([...this.stops].map((stop) => stop()));
  }
}

export function openLiveBus(database: SqlDatabase): LiveBus {
  return database.kind === 'postgres' ? new PostgresLiveBus(database) : new InProcessLiveBus();
}
