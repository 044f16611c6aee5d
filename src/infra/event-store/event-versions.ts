import type { EventToAppend, StoredEvent } from './event-store.port';

/**
 * What the store needs to know of the events' shapes, given from above as the migrations are (infra
 * knows no event): the version an append of a type records, and how data stored at an earlier
 * version reads in the current shape. src/events/registry.ts builds the one the application uses.
 */
export interface EventVersions {
  /** The version appends of `type` record; 1 for a type that never changed shape (or one unknown). */
  current(type: string): number;
  /** `data`, stored as `version` of `type`, in the current shape; throws for a version it does not know. */
  upcast(type: string, version: number, data: unknown): unknown;
}

/**
 * The metadata field that records an event's version. Written only above version 1, so that every
 * event of a type that never changed shape is stored exactly as before versions existed, and every
 * event stored before reads as version 1: no column, no migration, nothing rewritten.
 */
export const VERSION_FIELD = 'eventVersion';

/** The event as it is stored: its metadata records its type's current version when that is above 1. */
export function withCurrentVersion(versions: EventVersions, event: EventToAppend): EventToAppend {
  const version = versions.current(event.type);
  if (version === 1) return event;
  const metadata = { ...event.metadata, [VERSION_FIELD]: version } as EventToAppend['metadata'];
  return { ...event, metadata };
}

/**
 * The stored event as every reader sees it: its data in the current shape, and its metadata without
 * the version (which then says nothing more), so that readers and copies of the history see what
 * they saw before the event's shape changed.
 */
export function inCurrentVersion(versions: EventVersions, event: StoredEvent): StoredEvent {
  const metadata = event.metadata as StoredEvent['metadata'] & { [VERSION_FIELD]?: unknown };
  const stored = metadata[VERSION_FIELD];
  const version = stored === undefined ? 1 : Number(stored);
  if (version === versions.current(event.type) && stored === undefined) return event;
  const { [VERSION_FIELD]: _version, ...rest } = metadata;
  return { ...event, data: versions.upcast(event.type, version, event.data), metadata: rest };
}
