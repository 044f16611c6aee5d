import type { Transaction } from 'kysely';
import type { ProjectedEvent } from '../projection';
import type { ReadModel } from '../read-model';
import { itemNamedBy } from './pseudonym-redaction';

// The event history's own record of who wrote what under a pseudonym (audit_pseudonymous_authors,
// sealed: no administrator's screen lists it), so that it can leave them out of later events too.
// The projection keeps it itself rather than reading the pseudonyms projection's table: a rebuild of
// either alone must still give the same history.

/**
 * The names a batch may refer to a pseudonymous author by: its events' streams and the items their
 * members' own events name (a notification read, a question watched).
 */
function namesIn(events: ProjectedEvent[]): string[] {
  const names = new Set<string>();
  for (const event of events) {
    names.add(event.streamId);
    const item = itemNamedBy(event);
    if (item !== null) names.add(item);
  }
  return [...names];
}

/** What the history already knows of the names this batch may refer to. */
export async function maskedAuthorsOf(
  trx: Transaction<ReadModel>,
  events: ProjectedEvent[],
): Promise<Map<string, number>> {
  const names = namesIn(events);
  if (names.length === 0) return new Map();
  const rows = await trx
    .selectFrom('audit_pseudonymous_authors')
    .select(['name', 'author_id'])
    .where('name', 'in', names)
    .execute();
  return new Map(rows.map((row) => [row.name, row.author_id]));
}

/** Adds names an event makes refer to a pseudonymous author, for the rest of the batch and for later ones. */
export async function rememberMaskedNames(
  trx: Transaction<ReadModel>,
  masked: Map<string, number>,
  names: [string, number][],
): Promise<void> {
  if (names.length === 0) return;
  for (const [name, authorId] of names) masked.set(name, authorId);
  await trx
    .insertInto('audit_pseudonymous_authors')
    .values(names.map(([name, authorId]) => ({ name, author_id: authorId })))
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
}

/** A deleted account is forgotten here too: its uid names no one any more. */
export async function forgetMaskedAuthor(
  trx: Transaction<ReadModel>,
  masked: Map<string, number>,
  uid: number,
): Promise<void> {
  for (const [name, authorId] of masked) if (authorId === uid) masked.delete(name);
  await trx.deleteFrom('audit_pseudonymous_authors').where('author_id', '=', uid).execute();
}
