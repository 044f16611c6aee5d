import { sql } from 'kysely';
import { seedDatabase, type SeedResult } from '../../bench/lib/seeder';
import type { Page, PostKind } from '../../src/contracts/content';
import type { SearchResults } from '../../src/contracts/search';
import type { SqlDatabase } from '../../src/infra/sql/database';
import type { ReadModel } from '../../src/projections/read-model';
import { SQL_DATABASE } from '../../src/infra/tokens';
import { ApiClient } from '../support/api-client';
import { startTestApp, type TestApp } from '../support/test-app';

// The seed (npm run seed) writes through the real commands: what it reports is what the site
// shows, through the same API, search and read tables a visitor's requests use.
const PATHS: Record<PostKind, string> = { articles: 'articles', books: 'books', videos: 'videos', qnas: 'questions' };

describe('npm run seed', () => {
  let t: TestApp;
  let seeded: SeedResult;
  const SIZES = { users: 12, items: 40, events: 700 };

  beforeAll(async () => {
    t = await startTestApp('services', { RATE_LIMIT_FACTOR: '1000' });
    seeded = await seedDatabase(t.app, SIZES);
  }, 120_000);
  afterAll(() => t.close());

  it('creates the accounts asked for, each able to sign in with the password it prints', async () => {
    expect(seeded.users).toHaveLength(SIZES.users);
    expect(seeded.users.filter((u) => u.role === 'Expert').length).toBeGreaterThan(0);
    const client = new ApiClient(t.baseUrl);
    const member = seeded.users.find((u) => u.role === 'member')!;
    const login = await client.post('/api/auth/login', { email: member.email, password: seeded.password });
    expect(login.status).toBe(200);
    expect(login.body.user).toMatchObject({ uid: member.uid, username: member.name });
  });

  it('writes the posts asked for, every kind listed with its count, and enough events', async () => {
    expect(seeded.posts).toHaveLength(SIZES.items);
    expect(seeded.events).toBeGreaterThanOrEqual(SIZES.events);
    const client = new ApiClient(t.baseUrl);
    for (const kind of Object.keys(PATHS) as PostKind[]) {
      const listed = await client.get(`/api/${PATHS[kind]}`);
      expect((listed.body as Page<unknown>).total).toBe(seeded.posts.filter((p) => p.kind === kind).length);
    }
  });

  it('makes every post findable by its title', async () => {
    const client = new ApiClient(t.baseUrl);
    for (const post of seeded.posts.slice(0, 5)) {
      const found = await client.get(
        `/api/search?q=${encodeURIComponent(`"${post.title.replace(/[?]$/, '')}"`)}&kind=${post.kind}`,
      );
      expect(found.status).toBe(200);
      expect((found.body as SearchResults).results.items.map((hit) => hit.id)).toContain(post.id);
    }
  });

  it('keeps every reply’s vote total equal to the sum of its voters’ votes', async () => {
    const { db } = t.app.get<SqlDatabase<ReadModel>>(SQL_DATABASE);
    const { rows } = await sql<{ replies: string; mismatched: string; voters: string }>`
      select count(*) as replies,
             count(*) filter (where r.vote <> coalesce(v.total, 0)) as mismatched,
             coalesce(sum(v.voters), 0) as voters
      from replies r
      left join (select kind, id, sum(vote) as total, count(*) as voters from reply_votes group by kind, id) v on v.kind = r.kind and v.id = r.id`.execute(
      db,
    );
    expect(Number(rows[0]!.replies)).toBe(seeded.replies.length);
    expect(Number(rows[0]!.voters)).toBeGreaterThan(0);
    expect(Number(rows[0]!.mismatched)).toBe(0);
  });

  it('lists the experts whose posts earn a membership in the expert search', async () => {
    const experts = seeded.users.filter((u) => u.role === 'Expert');
    expect(seeded.listedExperts).toBe(experts.length);
    const { db } = t.app.get<SqlDatabase<ReadModel>>(SQL_DATABASE);
    const expert = await db
      .selectFrom('experts')
      .select(['uid', 'zip'])
      .where('uid', '=', experts[0]!.uid)
      .executeTakeFirstOrThrow();
    const found = await new ApiClient(t.baseUrl).get(`/api/experts/search?zip=${expert.zip}`);
    expect(found.status).toBe(200);
    expect(found.body.inZip.map((card: { uid: number }) => card.uid)).toContain(experts[0]!.uid);
  });
});
