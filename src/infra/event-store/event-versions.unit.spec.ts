import { EVENT_VERSIONS, UnknownEventVersionError } from '../../events/registry';
import type { EventMetadata, StoredEvent } from './event-store.port';
import { inCurrentVersion, withCurrentVersion } from './event-versions';

const metadata: EventMetadata = {
  actorId: 7,
  actorRole: 'member',
  correlationId: 'c-1',
  causationId: null,
  at: '2026-11-20T10:00:00.000Z',
};
const stored = (type: string, data: unknown, meta: object = metadata): StoredEvent => ({
  id: 'e-1',
  streamId: 's-1',
  revision: 0n,
  position: { commit: 1n, prepare: 1n },
  type,
  data,
  metadata: meta as EventMetadata,
});
const recordedBefore = { uid: 7, removeContent: false, contactMessages: [], deletedAt: metadata.at };
const current = { ...recordedBefore, expertMessages: ['expert-message-1'], removedPosts: [{ kind: 'qnas', id: 5 }] };

describe('event versions', () => {
  describe('when an event stored at an earlier version is read', () => {
    it('reads in the current shape, its metadata as appended', () => {
      expect(inCurrentVersion(EVENT_VERSIONS, stored('AccountDeleted', recordedBefore))).toEqual(
        stored('AccountDeleted', { ...recordedBefore, expertMessages: [], removedPosts: [] }),
      );
    });

    it('keeps what the earlier version already had', () => {
      const withLists = { ...recordedBefore, expertMessages: ['m'], removedPosts: [{ kind: 'qnas', id: 5 }] };
      expect(inCurrentVersion(EVENT_VERSIONS, stored('AccountDeleted', withLists)).data).toEqual(withLists);
    });
  });

  describe('when an event stored at the current version is read', () => {
    it('leaves its data untouched and drops the recorded version from its metadata', () => {
      const read = inCurrentVersion(
        EVENT_VERSIONS,
        stored('AccountDeleted', current, { ...metadata, eventVersion: 2 }),
      );
      expect(read.data).toBe(current);
      expect(read.metadata).toEqual(metadata);
    });

    it('returns an event of a type that never changed shape as it is', () => {
      const event = stored('VoteCast', { target: 'answer', targetId: 3, voterId: 7, previous: 0, vote: 1 });
      expect(inCurrentVersion(EVENT_VERSIONS, event)).toBe(event);
    });
  });

  describe('when an event names a version this code does not know', () => {
    it.each([3, 0, 1.5, 'two'])('fails clearly for version %p', (version) => {
      const event = stored('AccountDeleted', current, { ...metadata, eventVersion: version });
      expect(() => inCurrentVersion(EVENT_VERSIONS, event)).toThrow(UnknownEventVersionError);
      expect(() => inCurrentVersion(EVENT_VERSIONS, event)).toThrow(
        /AccountDeleted stored as version .*: this code reads versions 1 to 2/,
      );
    });

    it('fails for a later version of a type that never changed shape', () => {
      const event = stored('VoteCast', {}, { ...metadata, eventVersion: 2 });
      expect(() => inCurrentVersion(EVENT_VERSIONS, event)).toThrow(
        'VoteCast stored as version 2: this code reads versions 1 to 1',
      );
    });
  });

  describe('when an event is appended', () => {
    const append = (type: string, data: unknown) => ({ id: 'e-1', type, data, metadata });

    it('records the version of a type past its first', () => {
      expect(withCurrentVersion(EVENT_VERSIONS, append('AccountDeleted', current)).metadata).toEqual({
        ...metadata,
        eventVersion: 2,
      });
    });

    it('records nothing for a type at its first version, so it is stored as before versions', () => {
      const event = append('VoteCast', {});
      expect(withCurrentVersion(EVENT_VERSIONS, event)).toBe(event);
    });
  });
});
