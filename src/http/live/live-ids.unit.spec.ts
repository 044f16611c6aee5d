import type { GlobalPosition } from '../../infra/event-store/event-store.port';
import { type BufferedMessage, decodeLiveId, encodeLiveId, replayFor } from './live-ids';

const at = (commit: number, prepare = commit): GlobalPosition => ({ commit: BigInt(commit), prepare: BigInt(prepare) });
const message = (lane: string, position: GlobalPosition): BufferedMessage => ({
  lane,
  position,
  notices: [{ notice: { kind: 'qotd' } }],
});

describe('live stream ids', () => {
  it('name where a tab stands in each lane, and read back the same', () => {
    const positions = new Map([
      ['pages', at(12, 3)],
      ['notifications', at(12, 5)],
    ]);
    expect(encodeLiveId(positions)).toBe('pages:12/3,notifications:12/5');
    expect(decodeLiveId('pages:12/3,notifications:12/5')).toEqual(positions);
  });

  it.each(['', 'nonsense', 'pages:1/x', 'pages:1/1,pages:2/2', 'pages:', ':1/1', 'x'.repeat(1_001), 'Pages:1/1'])(
    'read %j as no id at all',
    (id) => expect(decodeLiveId(id)).toBeNull(),
  );
});

describe('replayFor: what a tab that comes back is sent', () => {
  const floors = new Map([
    ['pages', at(10)],
    ['notifications', at(10)],
  ]);
  // Positions of different lanes interleave: each lane's only grow.
  const buffer = [
    message('pages', at(11)),
    message('notifications', at(12)),
    message('pages', at(13)),
    message('notifications', at(11, 20)),
  ];

  it('sends, in order, each lane’s messages after where the tab stands in it, and nothing it had', () => {
    const tab = new Map([
      ['pages', at(11)],
      ['notifications', at(11)],
    ]);
    expect(replayFor(buffer, floors, tab)).toEqual({
      reset: false,
      messages: [buffer[1], buffer[2], buffer[3]],
    });
  });

  it('sends nothing to a tab that missed nothing, even one standing exactly at the floor', () => {
    expect(replayFor([], floors, new Map(floors))).toEqual({ reset: false, messages: [] });
  });

  it('says reset for a tab from before the buffer, one without a lane, or no id', () => {
    expect(
      replayFor(
        buffer,
        floors,
        new Map([
          ['pages', at(9)],
          ['notifications', at(12)],
        ]),
      ),
    ).toEqual({ reset: true });
    expect(replayFor(buffer, floors, new Map([['pages', at(12)]]))).toEqual({ reset: true });
    expect(replayFor(buffer, floors, null)).toEqual({ reset: true });
  });
});
