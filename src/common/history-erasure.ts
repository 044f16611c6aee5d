// The event store's words for changing its own history, in no event's terms: streams, types and data
// fields. Here and not in infra so that the domain (events/users/account-erasure.ts, which may not
// import infra) can build one, and not in events so that the store's port knows no domain type.

/**
 * A description of some stored events, for the rare operations that change the history itself
 * (erasing a deleted account's personal data). Every given condition must hold; `data` compares
 * top-level fields of the event's data as text (`{ authorId: 7 }` matches `"authorId": 7`).
 * Plain data, so that the event store and a read model that copies events apply the same filter.
 */
export interface EventFilter {
  readonly streamId?: string;
  readonly streamPrefix?: string;
  readonly types?: readonly string[];
  readonly data?: Readonly<Record<string, string | number>>;
}

/** The events matching `filter` get the fields of `set` written over their data's. */
export interface EventRedaction {
  readonly filter: EventFilter;
  readonly set: Readonly<Record<string, string | number | boolean | null | readonly string[]>>;
}

/** What erasing a person from the history does: events deleted (a stream left empty goes too), and events redacted. */
export interface HistoryErasure {
  readonly deleteEvents: readonly EventFilter[];
  readonly redactEvents: readonly EventRedaction[];
}
