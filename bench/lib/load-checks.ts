/**
 * After the load: nothing the server acknowledged may be missing from the read model, and every
 * reply's vote total must be the sum of its voters' votes. Answers the failures, one line each.
 */
import pg from 'pg';
import type { Acknowledged } from './mixed-workload';

const SHOWN = 5;

function keyed<T>(rows: T[], key: (row: T) => string): Set<string> {
  return new Set(rows.map(key));
}

function missing(what: string, wanted: string[], found: Set<string>): string[] {
  const lost = wanted.filter((key) => !found.has(key));
  return lost.length === 0
    ? []
    : [`${lost.length} of ${wanted.length} acknowledged ${what} missing (e.g. ${lost.slice(0, SHOWN).join(', ')})`];
}

export async function checkNothingLost(databaseUrl: string, acks: Acknowledged): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const posts = await client.query<{ id: number; title: string }>(
      `select id, title from posts where kind = 'articles' and id = any($1)`,
      [acks.posts.map((p) => p.id)],
    );
    const replies = await client.query<{ kind: string; id: number; text: string }>(
      `select kind, id, text from replies where id = any($1)`,
      [acks.replies.map((r) => r.id)],
    );
    const bookmarks = await client.query<{ uid: number; type: string; item_id: string }>(
      `select uid, type, item_id from saved_items where uid = any($1)`,
      [[...new Set(acks.bookmarks.map((b) => b.uid))]],
    );
    const votes = await client.query<{ kind: string; id: number; voter_id: number; vote: number }>(
      `select kind, id, voter_id, vote from reply_votes where voter_id = any($1)`,
      [[...new Set([...acks.votes.keys()].map((key) => Number(key.split(':')[2])))]],
    );
    const totals = await client.query<{ mismatched: string; example: string | null }>(`
      select count(*) as mismatched, min(r.kind || ' ' || r.id) as example
      from replies r
      left join (select kind, id, sum(vote) as total from reply_votes group by kind, id) v on v.kind = r.kind and v.id = r.id
      where r.vote <> coalesce(v.total, 0)`);

    const recorded = new Map(votes.rows.map((v) => [`${v.kind}:${v.id}:${v.voter_id}`, v.vote]));
    const wrongVotes = [...acks.votes]
      .filter(([key, myVote]) => (recorded.get(key) ?? 0) !== myVote)
      .map(([key, myVote]) => `${key} acknowledged ${myVote}, read model ${recorded.get(key) ?? 0}`);
    const mismatched = Number(totals.rows[0]!.mismatched);
    return [
      ...missing(
        'posts',
        acks.posts.map((p) => `${p.id} ${p.title}`),
        keyed(posts.rows, (p) => `${p.id} ${p.title}`),
      ),
      ...missing(
        'answers and comments',
        acks.replies.map((r) => `${r.kind} ${r.id} ${r.text}`),
        keyed(replies.rows, (r) => `${r.kind} ${r.id} ${r.text}`),
      ),
      ...missing(
        'bookmarks',
        acks.bookmarks.map((b) => `${b.uid} ${b.type} ${b.id}`),
        keyed(bookmarks.rows, (b) => `${b.uid} ${b.type} ${b.item_id}`),
      ),
      ...(wrongVotes.length === 0
        ? []
        : [
            `${wrongVotes.length} voters' last acknowledged vote differs from the read model (e.g. ${wrongVotes.slice(0, SHOWN).join(', ')})`,
          ]),
      ...(mismatched === 0
        ? []
        : [
            `${mismatched} replies' vote totals differ from the sum of their voters' votes (e.g. ${totals.rows[0]!.example})`,
          ]),
    ];
  } finally {
    await client.end();
  }
}
