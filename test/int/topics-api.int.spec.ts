import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createApp } from '../../src/app';
import { loadConfig } from '../../src/config/config';
import { TOPIC_MESSAGES } from '../../src/contracts/topics';
import { topicStream } from '../../src/events/streams';
import type { EventStore } from '../../src/infra/event-store/event-store.port';
import type { SqlDatabase } from '../../src/infra/sql/database';
import type { ReadModel } from '../../src/projections/read-model';
import { EVENT_STORE, SQL_DATABASE } from '../../src/infra/tokens';
import { FIRST_TOPICS } from '../../src/startup/first-topics';
import { ApiClient } from '../support/api-client';
import { createTestDatabase } from '../support/databases';
import { startTestApp, type TestApp, type TestProfile } from '../support/test-app';
import { REDIS_URL, uniqueName } from '../support/test-run';
import { until } from '../support/until';

// Sorted as a reader expects, whatever the database's collation.
const NAMES_SORTED = [
  'Best Friends',
  'Blended Families',
  'Children',
  'Cultural',
  'Dating',
  'Emotional',
  'Families',
  'Finances',
  'Getting Divorced',
  'Grandparents',
  'High Conflict',
  'Law',
  'Lawyers',
  'LGBTQ',
  'Mediators',
  'Pets',
  'Selling Your Home',
  'Therapists',
  'Thinking About Divorce',
];

const question = { title: 'Who keeps the dog?', body: 'We both love her.', tags: [], acknowledged: true };

async function listen(app: NestFastifyApplication): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.getHttpServer().address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

/** Every topic stream holds exactly one TopicCreated, and the list shows each topic once. */
async function expectEachTopicOnce(app: NestFastifyApplication, baseUrl: string): Promise<void> {
  const store = app.get<EventStore>(EVENT_STORE);
  for (const topic of FIRST_TOPICS)
    expect((await store.readStream(topicStream(topic.slug))).map((e) => e.type)).toEqual(['TopicCreated']);
  // With several processes only one projects; the others may answer a moment before it is done.
  let topics: { id: number; name: string }[] = [];
  await until(async () => {
    topics = (await new ApiClient(baseUrl).get('/api/topics')).body.topics;
    return topics.length >= FIRST_TOPICS.length;
  }, 'the topics in the read model');
  expect(topics.map((topic) => topic.name)).toEqual(NAMES_SORTED);
  expect(new Set(topics.map((topic) => topic.id)).size).toBe(FIRST_TOPICS.length);
}

describe.each<TestProfile>(['services', 'embedded'])('topics API (%s profile)', (profile) => {
  let t: TestApp;
  let member: ApiClient;

  beforeAll(async () => {
    t = await startTestApp(profile, { RATE_LIMIT_FACTOR: '1000' });
    member = new ApiClient(t.baseUrl);
    await member.signUp(`topics-${profile}@example.org`);
  });
  afterAll(async () => t.close());

  it('lists the 19 first topics sorted by name, with their slugs and ids 1 to 19 in the order they were created', async () => {
    const r = await new ApiClient(t.baseUrl).get('/api/topics');
    expect(r.status).toBe(200);
    expect(r.body.topics.map((topic: { name: string }) => topic.name)).toEqual(NAMES_SORTED);
    expect(r.body.topics).toContainEqual({ id: 1, slug: 'best-friends', name: 'Best Friends' });
    expect(r.body.topics).toContainEqual({ id: 3, slug: 'children', name: 'Children' });
    expect(r.body.topics).toContainEqual({ id: 17, slug: 'selling-your-home', name: 'Selling Your Home' });
    expect(r.body.topics).toContainEqual({ id: 12, slug: 'lgbtq', name: 'LGBTQ' });
    expect(r.body.topics.map((topic: { id: number }) => topic.id).sort((a: number, b: number) => a - b)).toEqual(
      FIRST_TOPICS.map((_, i) => i + 1),
    );
  });

  it("keeps each topic's keywords for the search themes", async () => {
    const { db } = t.app.get<SqlDatabase<ReadModel>>(SQL_DATABASE);
    const children = await db
      .selectFrom('topics')
      .select('keywords')
      .where('slug', '=', 'children')
      .executeTakeFirstOrThrow();
    expect(children.keywords).toEqual(expect.arrayContaining(['custody', 'visitation', 'child support']));
  });

  it('accepts posts whose categories are topics and refuses any other category with a clear 400', async () => {
    const pets = (await member.get('/api/topics')).body.topics.find((topic: { slug: string }) => topic.slug === 'pets');
    const posted = await member.post('/api/questions', { ...question, categories: [pets.id] });
    expect(posted.status).toBe(201);
    expect((await member.get(`/api/questions/${posted.body.id}`)).body.categories).toEqual([pets.id]);

    for (const categories of [[999], [pets.id, 20]]) {
      const refused = await member.post('/api/questions', { ...question, categories });
      expect(refused).toMatchObject({ status: 400, body: { message: TOPIC_MESSAGES.unknownCategory } });
    }
  });

  it('creates nothing twice when the app starts again on the same data', async () => {
    if (profile === 'embedded') {
      // PGlite belongs to one process: start, stop, and start again on the same folder.
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dc-topics-'));
      try {
        for (let start = 1; start <= 2; start++) {
          const again = await startTestApp('embedded', { DATA_DIR: dataDir });
          try {
            await expectEachTopicOnce(again.app, again.baseUrl);
          } finally {
            await again.close();
          }
        }
      } finally {
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
      return;
    }
    // Two processes starting at the same moment on one new database both try to create every
    // topic; a third starts once they run.
    const database = await createTestDatabase();
    const config = loadConfig({
      DATABASE_URL: database.url,
      REDIS_URL,
      REDIS_PREFIX: uniqueName('redis'),
      LOG_LEVEL: 'silent',
      DATA_DIR: t.dataDir,
    });
    const apps = await Promise.all([createApp(config), createApp(config)]);
    try {
      apps.push(await createApp(config));
      for (const app of apps) await expectEachTopicOnce(app, await listen(app));
    } finally {
      for (const app of apps) await app.close();
      await database.drop();
    }
  });
});
