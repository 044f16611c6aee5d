import type { z } from 'zod';

/** An event's definition: its type name (past tense) and the schema its data must satisfy. */
export interface EventDefinition<Type extends string, Schema extends z.ZodType> {
  readonly type: Type;
  readonly schema: Schema;
}

export function defineEvent<Type extends string, Schema extends z.ZodType>(
  type: Type,
  schema: Schema,
): EventDefinition<Type, Schema> {
  return { type, schema };
}

/** The in-memory shape of one event of a definition. */
export type EventOf<D> = D extends EventDefinition<infer T, infer S> ? { type: T; data: z.infer<S> } : never;

/** The union of the events of a record of definitions. */
export type EventsOf<R extends Record<string, EventDefinition<string, z.ZodType>>> = {
  [K in keyof R]: EventOf<R[K]>;
}[keyof R];
