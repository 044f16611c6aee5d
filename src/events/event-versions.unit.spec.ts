import { z } from 'zod';
import { defineEvent, earlierVersion } from './event';
import { EVENT_VERSIONS, eventRegistry, UnknownEventVersionError } from './registry';

describe('defineEvent', () => {
  const ItemRenamed = defineEvent('ItemRenamed', z.object({ id: z.number(), title: z.string(), note: z.string() }), [
    earlierVersion(z.object({ id: z.number(), name: z.string() }), ({ id, name }) => ({ id, title: name, note: '' })),
    earlierVersion(z.object({ id: z.number(), title: z.string() }), (data) => ({ ...data, note: '' })),
  ]);

  it('counts the earlier versions: the current one comes after them', () => {
    expect(ItemRenamed.version).toBe(3);
    expect(defineEvent('ItemSeen', z.object({})).version).toBe(1);
  });

  it('upcasts each earlier version straight to the current shape', () => {
    expect(ItemRenamed.earlier[0]!.upcast({ id: 1, name: 'A' })).toEqual({ id: 1, title: 'A', note: '' });
    expect(ItemRenamed.earlier[1]!.upcast({ id: 1, title: 'A' })).toEqual({ id: 1, title: 'A', note: '' });
  });

  it('keeps each released shape, which its stored data still satisfies', () => {
    expect(ItemRenamed.earlier[0]!.schema.safeParse({ id: 1, name: 'A' }).success).toBe(true);
  });
});

describe('EVENT_VERSIONS', () => {
  it('names AccountDeleted at version 2 and every type that never changed shape at 1', () => {
    expect(EVENT_VERSIONS.current('AccountDeleted')).toBe(2);
    expect(EVENT_VERSIONS.current('VoteCast')).toBe(1);
    expect(EVENT_VERSIONS.current('NoSuchEvent')).toBe(1);
  });

  it('reads a deletion recorded before the two lists as having none, which version 1 allows', () => {
    const recordedBefore = { uid: 7, removeContent: true, contactMessages: [], deletedAt: '2026-11-20T10:00:00.000Z' };
    const [v1] = eventRegistry.get('AccountDeleted')!.earlier;
    expect(v1!.schema.safeParse(recordedBefore).success).toBe(true);
    const upcast = EVENT_VERSIONS.upcast('AccountDeleted', 1, recordedBefore);
    expect(upcast).toEqual({ ...recordedBefore, expertMessages: [], removedPosts: [] });
    expect(eventRegistry.get('AccountDeleted')!.schema.safeParse(upcast).success).toBe(true);
  });

  it('returns data of the current version as it is', () => {
    const data = { uid: 7 };
    expect(EVENT_VERSIONS.upcast('AccountDeleted', 2, data)).toBe(data);
  });

  it('refuses a version it does not know', () => {
    expect(() => EVENT_VERSIONS.upcast('AccountDeleted', 3, {})).toThrow(UnknownEventVersionError);
  });
});
