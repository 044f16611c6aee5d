import { type RawBuilder, sql } from 'kysely';
import type { EventFilter } from '../../common/history-erasure';

/** `like` treats % and _ as wildcards: a prefix is matched literally. */
const likePrefix = (prefix: string) => `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The condition an EventFilter stands for, over a table with the event table's `stream_id`, `type`
 * and `data` columns (es_events, and audit_events, its copy for administrators). An empty filter
 * matches nothing: erasing "everything" is never what a caller means.
 */
export function eventFilterSql(filter: EventFilter): RawBuilder<boolean> {
  const conditions: RawBuilder<unknown>[] = [];
  if (filter.streamId !== undefined) conditions.push(sql`stream_id = ${filter.streamId}`);
  if (filter.streamPrefix !== undefined) conditions.push(sql`stream_id like ${likePrefix(filter.streamPrefix)}`);
  if (filter.types !== undefined)
    conditions.push(filter.types.length > 0 ? sql`type in (${sql.join(filter.types)})` : sql`false`);
  for (const [field, value] of Object.entries(filter.data ?? {}))
    conditions.push(sql`data->>${field} = ${String(value)}`);
  return conditions.length === 0 ? sql<boolean>`false` : sql<boolean>`(${sql.join(conditions, sql` and `)})`;
}

/** The data of a redacted event: the fields of `set` written over its own. */
export const redactedDataSql = (set: Readonly<Record<string, unknown>>): RawBuilder<unknown> =>
  sql`data || ${JSON.stringify(set)}::jsonb`;
