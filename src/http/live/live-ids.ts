import {
  comparePositions,
  type GlobalPosition,
  positionFromString,
  positionToString,
} from '../../infra/event-store/event-store.port';
import type { AddressedNotice } from '../../infra/live/live-bus';

/** Where a tab stands, lane by lane: positions of different lanes are not comparable, each lane's only grow. */
export type LanePositions = ReadonlyMap<string, GlobalPosition>;

/** `pages:12/3,notifications:12/5`: the SSE id of a message. */
export function encodeLiveId(positions: LanePositions): string {
  return [...positions].map(([lane, p]) => `${lane}:${positionToString(p)}`).join(',');
}

/** Null for anything that is not an id this server wrote (a tab never sends any other). */
export function decodeLiveId(id: string): Map<string, GlobalPosition> | null {
  if (id.length === 0 || id.length > 1_000) return null;
  const positions = new Map<string, GlobalPosition>();
  for (const part of id.split(',')) {
    const m = /^([a-z][a-z0-9-]{0,40}):(.+)$/.exec(part);
    const position = m ? positionFromString(m[2]!) : null;
    if (!m || !position || positions.has(m[1]!)) return null;
    positions.set(m[1]!, position);
  }
  return positions;
}

export interface BufferedMessage {
  lane: string;
  position: GlobalPosition;
  notices: AddressedNotice[];
}

/**
 * What a tab that stands at `tab` is sent: the buffered messages after its position in each lane,
 * or `reset` when the buffer cannot tell (a lane it does not name, or one it left before `floors`:
 * the buffer holds every message of a lane after its floor and none before).
 */
export function replayFor(
  buffer: readonly BufferedMessage[],
  floors: LanePositions,
  tab: LanePositions | null,
): { reset: true } | { reset: false; messages: BufferedMessage[] } {
  if (!tab) return { reset: true };
  for (const [lane, floor] of floors) {
    const at = tab.get(lane);
    if (!at || comparePositions(at, floor) < 0) return { reset: true };
  }
  return {
    reset: false,
    messages: buffer.filter((m) => {
      const at = tab.get(m.lane);
      return !at || comparePositions(m.position, at) > 0;
    }),
  };
}
