// The Database screen, the event history and the projections' status: shared by the server and the web client.

/** GET /api/admin/db: the read tables. */
export interface ReadTableList {
  tables: { name: string; rows: number }[];
}

export const TABLE_PAGE_SIZE = 50;
/** Longer cell values are cut to this many characters and end in "…". */
export const CELL_TEXT_MAX = 500;

/** GET /api/admin/db/:table?page=N: one page of a read table, every value as text (null stays null). */
export interface ReadTablePage {
  table: string;
  columns: string[];
  rows: (string | null)[][];
  page: number;
  total: number;
}

export const EVENTS_PAGE_SIZE = 50;

/** One recorded event, as the event history shows it. */
export interface AuditEvent {
  id: string;
  /** Its place in the global order, "commit/prepare". */
  position: string;
  stream: string;
  /** Its place in its stream, as digits: a bigint, like the position. */
  revision: string;
  type: string;
  actorId: number | null;
  actorRole: string | null;
  at: string;
  data: unknown;
  metadata: unknown;
}

/** GET /api/admin/events: newest first; `before` (a position) pages on. */
export interface AuditEventPage {
  events: AuditEvent[];
  /** Pass as `before` for the next, older page; null on the last page. */
  next: string | null;
}

/** The event history's filters, as its query string and the screen's fields name them. */
export interface AuditFilter {
  stream?: string;
  type?: string;
  actor?: number;
  from?: string;
  to?: string;
  before?: string;
}

/** GET /api/admin/projections */
export interface ProjectionStatus {
  name: string;
  position: string;
  caughtUp: boolean;
  /** Seconds since its checkpoint last moved, while behind the store's head. */
  lagSeconds: number;
  rebuild: {
    requestedAt: string;
    startedAt: string | null;
    finishedAt: string | null;
    events: number | null;
    error: string | null;
  } | null;
}

export interface ProjectionStatusList {
  head: string;
  projections: ProjectionStatus[];
  /** The event types the history can be filtered by. */
  eventTypes: string[];
}

export const ADMIN_DATA_MESSAGES = {
  tableNotFound: 'There is no read table of that name.',
  projectionNotFound: 'There is no projection of that name.',
  rebuildRequested: 'Rebuild requested. The projection is rebuilt beside the live site.',
  rebuildPending: 'A rebuild of this projection is already waiting or under way.',
  badType: 'There is no event type of that name.',
  badTime: 'Please give the time as a date and time, e.g. 2026-11-23T10:00.',
  badRange: 'The start of the time range must come before its end.',
  badActor: 'Please give the actor as a user id (a number).',
  badPosition: 'That is not a position in the event history.',
} as const;
