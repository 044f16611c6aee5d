import type { z } from 'zod';

/**
 * An earlier shape of an event's data (a released shape is never edited: a new one gets a new
 * version), and how data stored in it reads in the current shape.
 */
export interface EarlierVersion<Current> {
  /** The shape as it was released: what `upcast` may expect of the stored data. */
  readonly schema: z.ZodType;
  readonly upcast: (data: unknown) => Current;
}

/**
 * An event's definition: its type name (past tense), the schema its data must satisfy, and its
 * earlier versions, oldest first: version 1 is `earlier[0]`, and the current one is `version`.
 */
export interface EventDefinition<Type extends string, Schema extends z.ZodType> {
  readonly type: Type;
  readonly schema: Schema;
  readonly version: number;
  readonly earlier: readonly EarlierVersion<z.infer<Schema>>[];
}

export function defineEvent<Type extends string, Schema extends z.ZodType>(
  type: Type,
  schema: Schema,
  earlier: readonly EarlierVersion<z.infer<Schema>>[] = [],
): EventDefinition<Type, Schema> {
  return { type, schema, version: earlier.length + 1, earlier };
}

/**
 * A released shape and its upcaster to the current one. The stored data is not parsed on read (no
 * event is: each was checked when it was appended), so `upcast` sees it as it was stored.
 */
export function earlierVersion<Schema extends z.ZodType, Current>(
  schema: Schema,
  upcast: (data: z.infer<Schema>) => Current,
): EarlierVersion<Current> {
  return { schema, upcast: (data) => upcast(data as z.infer<Schema>) };
}

/** The in-memory shape of one event of a definition. */
export type EventOf<D> = D extends EventDefinition<infer T, infer S> ? { type: T; data: z.infer<S> } : never;

/** The union of the events of a record of definitions. */
export type EventsOf<R extends Record<string, EventDefinition<string, z.ZodType>>> = {
  [K in keyof R]: EventOf<R[K]>;
}[keyof R];
