/**
 * The expert-search benchmark's data: `count` experts spread over real US zip codes (the zipcodes
 * package's own data), written straight into the `experts` and `expert_memberships` read tables in
 * large multi-row INSERTs. The read side is what is measured; the projections are measured elsewhere.
 */
import { sql } from 'kysely';
import type { SqlDatabase } from '../../src/infra/sql/database';
import type { ReadModel } from '../../src/projections/read-model';
import { lookupZip } from '../../src/infra/zip-codes';
import { mulberry32 } from './search-corpus';

const ROWS_PER_INSERT = 2_000;
/** Experts cluster in towns: this share of the zips has any, a few each. */
const ZIPS_PER_EXPERT = 0.25;
const DAY = 86_400_000;

/** Every 5-digit US zip the package knows, in its order. */
export function usZips(): string[] {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { codes } = require('zipcodes') as { codes: Record<string, { zip: string; country: string }> };
  return Object.values(codes)
    .filter((c) => c.country === 'US' && /^\d{5}$/.test(c.zip))
    .map((c) => c.zip);
}

export interface Directory {
  /** The zips that have experts, and how many listed ones each has. */
  listedByZip: Map<string, number>;
  listedByState: Map<string, number>;
  listed: number;
  lapsed: number;
  unsaved: number;
}

/** Writes `count` experts: 90% listed, 5% with a lapsed membership, 5% without a saved profile. */
export async function insertExperts(
  database: SqlDatabase<ReadModel>,
  count: number,
  topicIds: number[],
): Promise<Directory> {
  const random = mulberry32(5);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const all = usZips();
  const zips = Array.from({ length: Math.max(1, Math.round(count * ZIPS_PER_EXPERT)) }, () => pick(all));
  const directory: Directory = { listedByZip: new Map(), listedByState: new Map(), listed: 0, lapsed: 0, unsaved: 0 };
  const now = Date.now();
  for (let start = 0; start < count; start += ROWS_PER_INSERT) {
    const experts = [];
    const memberships = [];
    for (let uid = start + 1; uid <= Math.min(count, start + ROWS_PER_INSERT); uid++) {
      const zip = pick(zips);
      const place = lookupZip(zip)!;
      const kind = random();
      const saved = kind >= 0.05;
      const current = kind >= 0.1;
      const categories = Array.from(
        new Set(Array.from({ length: 1 + Math.floor(random() * 3) }, () => pick(topicIds))),
      );
      experts.push({
        uid,
        slug: saved ? `expert-${uid}` : null,
        username: `Expert ${uid}`,
        email: `expert-${uid}@example.com`,
        title: 'Family Mediator',
        bio: 'Helping families through separation with calm, practical steps, and a plan for the children.',
        img: uid % 3 === 0 ? `/uploads/experts/${uid}.jpg` : null,
        zip,
        city: place.city,
        state: place.state,
        start_year: 1990 + (uid % 30),
        categories: JSON.stringify(categories),
        followers: Math.floor(random() * random() * 200),
        member_since: new Date(now - Math.floor(random() * 2_000) * DAY).toISOString(),
      });
      memberships.push({
        uid,
        renew_at: new Date(now + (current ? 1 : -1) * (1 + Math.floor(random() * 300)) * DAY).toISOString(),
        paid: current ? 1 : 0,
      });
      if (!saved) directory.unsaved += 1;
      else if (!current) directory.lapsed += 1;
      else {
        directory.listed += 1;
        directory.listedByZip.set(zip, (directory.listedByZip.get(zip) ?? 0) + 1);
        directory.listedByState.set(place.state, (directory.listedByState.get(place.state) ?? 0) + 1);
      }
    }
    await sql`
      insert into experts (uid, slug, username, email, title, bio, img, zip, city, state, start_year, categories, followers, member_since)
      select uid, slug, username, email, title, bio, img, zip, city, state, start_year, categories::jsonb, followers, member_since
      from jsonb_to_recordset(${JSON.stringify(experts)}::jsonb) as r(
        uid integer, slug text, username text, email text, title text, bio text, img text, zip text, city text, state text,
        start_year integer, categories text, followers integer, member_since timestamptz)`.execute(database.db);
    await sql`
      insert into expert_memberships (uid, renew_at, paid)
      select uid, renew_at, paid from jsonb_to_recordset(${JSON.stringify(memberships)}::jsonb) as r(uid integer, renew_at timestamptz, paid integer)`.execute(
      database.db,
    );
  }
  await sql`analyze experts`.execute(database.db);
  await sql`analyze expert_memberships`.execute(database.db);
  return directory;
}
