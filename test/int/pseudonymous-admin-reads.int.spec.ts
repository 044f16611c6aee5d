import { sql } from 'kysely';
import { isoWeekKey } from '../../src/common/iso-week';
import type { AuditEvent, AuditEventPage, ReadTableList, ReadTablePage } from '../../src/contracts/admin-data';
import { PSEUDONYMOUS_ACTOR } from '../../src/contracts/pseudonyms';
import type { PostKind } from '../../src/contracts/content';
import { postStreamName } from '../../src/contracts/post-streams';
import { EVENT_TYPES } from '../../src/events/registry';
import { type EventStore, START, type StoredEvent } from '../../src/infra/event-store/event-store.port';
import type { JobQueue } from '../../src/infra/jobs/job-queue.port';
import { HISTORY_REDACTIONS } from '../../src/projections/audit/history-redactions';
import type { SqlDatabase } from '../../src/infra/sql/database';
import type { ReadModel } from '../../src/projections/read-model';
import { EVENT_STORE, JOB_QUEUE, SQL_DATABASE } from '../../src/infra/tokens';
import { SEND_NOTIFICATION_DIGESTS } from '../../src/jobs/notification-digest.processor';
import { NOTIFICATIONS_QUEUE, QUEUES } from '../../src/infra/jobs/queues';
import { ApiClient } from '../support/api-client';
import { emailsIn, startTestApp, type TestApp, type TestProfile } from '../support/test-app';
import { grantRole } from '../support/roles';
import { until } from '../support/until';

// The author's account and the items are given ids no count, position or other id of this test
// shares, so that any value equal to one of them is that account or item.
const AUTHOR_UID = 734_000_101;
const QUESTION_ID = 521_000_001;
/** Asked in a logged-out draft, claimed after logging in. */
const DRAFTED_QUESTION_ID = 521_000_002;
const ARTICLE_ID = 411_000_001;
const BOOK_ID = 412_000_001;
const VIDEO_ID = 413_000_001;
const OWN_ANSWER_ID = 631_000_001;
const OTHER_ANSWER_ID = 631_000_002;
/** The author's second answer, which they delete. */
const DELETED_ANSWER_ID = 631_000_003;
const OTHER_COMMENT_ID = 741_000_001;
const OWN_COMMENT_ID = 741_000_002;
const ITEM_IDS = [
  QUESTION_ID,
  DRAFTED_QUESTION_ID,
  ARTICLE_ID,
  BOOK_ID,
  VIDEO_ID,
  OWN_ANSWER_ID,
  OTHER_ANSWER_ID,
  DELETED_ANSWER_ID,
  OTHER_COMMENT_ID,
  OWN_COMMENT_ID,
];
/** Every post the author made under a pseudonym, by the stream the history names it by. */
const MASKED_POSTS: readonly [PostKind, number][] = [
  ['qnas', QUESTION_ID],
  ['qnas', DRAFTED_QUESTION_ID],
  ['articles', ARTICLE_ID],
  ['books', BOOK_ID],
  ['videos', VIDEO_ID],
];
/** The event types only a pseudonymous item's author can cause about it: each needs hiding, and the test causes each. */
const AUTHOR_ONLY_TYPES = EVENT_TYPES.filter((type) => HISTORY_REDACTIONS[type].kind !== 'none');
const AUTHOR_EMAIL = 'wrenna.quillfeather@example.org';
const AUTHOR_NAME = 'Wrenna Quillfeather';
const QUESTION_MARKER = 'Thistlewick';
const ANSWER_MARKER = 'Brambleworth';

/** A reply of an administrator's read: its body, and what was asked for, to say where a leak is. */
interface Read {
  what: string;
  body: unknown;
}

interface Mentions {
  author: boolean;
  item: boolean;
}

// Ordering values, not identities: a position could by chance spell one of the ids above.
const ORDERING_KEYS = /position|^next$|^revision$/i;

/**
 * Every place in `body` where one record both names the author and refers to what they posted under
 * the pseudonym. A record is an element of a list (a row, an event, a job, a report…), or the whole
 * reply; a mention belongs to the nearest record around it, and that record (with everything inside
 * it) must not hold a mention of the other kind.
 */
function correlations(body: unknown, mentions: (text: string) => Mentions): string[] {
  const found: string[] = [];
  const visit = (value: unknown, record: Mentions, path: string): Mentions => {
    if (Array.isArray(value) || (value !== null && typeof value === 'object')) {
      const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
      const inside: Mentions = { author: false, item: false };
      for (const [key, child] of entries) {
        if (ORDERING_KEYS.test(key) && !Array.isArray(value)) continue;
        const isRecord = Array.isArray(value) && child !== null && typeof child === 'object';
        const sub = isRecord ? visitRecord(child, `${path}[${key}]`) : visit(child, record, `${path}.${key}`);
        inside.author ||= sub.author;
        inside.item ||= sub.item;
      }
      return inside;
    }
    if (value === null || value === undefined || typeof value === 'boolean') return { author: false, item: false };
    const own = mentions(String(value));
    record.author ||= own.author;
    record.item ||= own.item;
    return own;
  };
  const visitRecord = (value: unknown, path: string): Mentions => {
    const own: Mentions = { author: false, item: false };
    const inside = visit(value, own, path);
    if ((own.author && inside.item) || (own.item && inside.author))
      found.push(`${path}: ${JSON.stringify(value).slice(0, 400)}`);
    return inside;
  };
  visitRecord(body, '');
  return found;
}

// An item posted under a pseudonym, and its author's replies and doings on it, as every
// administrator's read shows them: the Database screen (every table, every page), the event history
// (every event), every other admin route of the OpenAPI document, and the job queue dashboard.
// No record may name the author next to the item; only the audited unmask does.
describe.each<TestProfile>(['services', 'embedded'])(
  'what administrators can read of a pseudonymous author (%s profile)',
  (profile) => {
    let t: TestApp;
    let n = 0;
    let admin: ApiClient;
    let adminUid: number;
    let member: ApiClient;
    let author: ApiClient;
    let alias: string;
    /** The aliases of every item the author posted under a pseudonym. */
    const aliases: string[] = [];
    let authorUsername: string;
    /** When the author's masked doings happened, as their events and the read tables record them. */
    const maskedTimes = new Set<string>();
    /**
     * When the author did something about their items in their own stream (unwatched, read a notice):
     * the history keeps those under the author, so no record of the item may say the same time.
     */
    const ownTimes = new Set<string>();
    /** The requests the author's doings on the items were made in: no record of the author may name one. */
    const maskedRequests = new Set<string>();
    /** Every event the author caused, as the event store holds it. */
    let authorEvents: StoredEvent[] = [];

    const client = () => new ApiClient(t.baseUrl);
    const ok = async <T>(c: ApiClient, path: string): Promise<T> => {
      const r = await c.get(path);
      if (r.status !== 200) throw new Error(`GET ${path}: ${r.status} ${JSON.stringify(r.body)}`);
      return r.body as T;
    };
    const startIdsAt = async (sequence: string, next: number) => {
      const { db } = t.app.get<SqlDatabase<ReadModel>>(SQL_DATABASE);
      await sql`select setval(${sequence}, ${next - 1})`.execute(db);
    };
    const token = (id: number) => new RegExp(`(^|\\D)${id}(\\D|$)`);
    const mentions = (text: string): Mentions => {
      const lower = text.toLowerCase();
      return {
        author:
          token(AUTHOR_UID).test(text) ||
          lower.includes(AUTHOR_EMAIL) ||
          lower.includes(authorUsername.toLowerCase()) ||
          [...ownTimes].some((time) => text.includes(time)),
        item:
          ITEM_IDS.some((id) => token(id).test(text)) ||
          [QUESTION_MARKER, ANSWER_MARKER, ...aliases].some((marker) => text.includes(marker)) ||
          [...maskedTimes].some((time) => text.includes(time)) ||
          maskedRequests.has(text),
      };
    };

    beforeAll(async () => {
      t = await startTestApp(profile, { RATE_LIMIT_FACTOR: '1000' });
      admin = client();
      ({ uid: adminUid } = await admin.signUp(`admin${++n}-${profile}@example.org`));
      await grantRole(t, admin, adminUid, 'Administrator');
      member = client();
      await member.signUp(`member${++n}-${profile}@example.org`);

      // An expert, so that their membership and profile are read too.
      await startIdsAt('user_id_seq', AUTHOR_UID);
      author = client();
      const signup = await author.post('/api/experts/signup', {
        name: AUTHOR_NAME,
        location: 'Denver, CO',
        email: AUTHOR_EMAIL,
        password: 'correct horse battery',
        professions: ['Mediators'],
      });
      expect(signup.status).toBe(201);
      expect(signup.body.user.uid).toBe(AUTHOR_UID);
      authorUsername = signup.body.user.username;
      expect((await author.put('/api/account/notification-settings', { weeklyDigest: true })).status).toBe(200);

      await startIdsAt('question_id_seq', QUESTION_ID);
      const asked = await author.post('/api/questions', {
        title: `${QUESTION_MARKER}: who keeps the house?`,
        body: `We cannot agree. ${QUESTION_MARKER}.`,
        tags: [],
        categories: [],
        acknowledged: true,
        pseudonymous: true,
      });
      expect(asked).toMatchObject({ status: 201, body: { id: QUESTION_ID } });
      alias = (await ok<{ authorName: string }>(client(), `/api/questions/${QUESTION_ID}`)).authorName;
      aliases.push(alias);
      // The administrator watches it too: their own notices and export then hold the item.
      expect((await admin.put(`/api/account/watching/questions/${QUESTION_ID}`)).status).toBe(200);

      await startIdsAt('answer_id_seq', OWN_ANSWER_ID);
      expect(
        await author.post(`/api/questions/${QUESTION_ID}/answers`, { text: `${ANSWER_MARKER}: thank you all.` }),
      ).toMatchObject({
        status: 201,
        body: { id: OWN_ANSWER_ID },
      });
      // Another member's answer tells the asker: a notification only the author receives.
      expect(
        await member.post(`/api/questions/${QUESTION_ID}/answers`, { text: 'We sold it and split the rest.' }),
      ).toMatchObject({
        status: 201,
        body: { id: OTHER_ANSWER_ID },
      });
      // Only the asker can mark the best answer.
      expect(
        (await author.put(`/api/questions/${QUESTION_ID}/best-answer`, { answerId: OTHER_ANSWER_ID })).status,
      ).toBe(200);
      expect((await member.post(`/api/answers/${OWN_ANSWER_ID}/report`, { reason: 'spam' })).status).toBe(202);

      // Everything else only the author can do about what they posted under a pseudonym.
      expect((await author.delete(`/api/questions/${QUESTION_ID}/best-answer`)).status).toBe(200);
      expect(
        (await author.put(`/api/questions/${QUESTION_ID}/best-answer`, { answerId: OTHER_ANSWER_ID })).status,
      ).toBe(200);
      expect(
        (
          await author.put(`/api/questions/${QUESTION_ID}`, {
            title: `${QUESTION_MARKER}: who keeps the family house?`,
            body: `We still cannot agree. ${QUESTION_MARKER}.`,
            tags: [],
            categories: [],
            acknowledged: true,
          })
        ).status,
      ).toBe(200);
      expect(
        (await author.put(`/api/answers/${OWN_ANSWER_ID}`, { text: `${ANSWER_MARKER}: thank you, all.` })).status,
      ).toBe(200);
      await startIdsAt('answer_id_seq', DELETED_ANSWER_ID);
      expect(
        await author.post(`/api/questions/${QUESTION_ID}/answers`, { text: `${ANSWER_MARKER}: said too much.` }),
      ).toMatchObject({ status: 201, body: { id: DELETED_ANSWER_ID } });
      expect((await author.delete(`/api/answers/${DELETED_ANSWER_ID}`)).status).toBe(204);
      // The issue's case: the asker stops watching their question, then watches it again.
      expect((await author.delete(`/api/account/watching/questions/${QUESTION_ID}`)).status).toBe(200);
      expect((await author.put(`/api/account/watching/questions/${QUESTION_ID}`)).status).toBe(200);
      // Blocking from inside their own question acts as its alias: the history keeps it without what it was made
      // from. Unblocked at once, so that the member's notice below still reaches the author.
      const block = await author.post(`/api/answers/${OTHER_ANSWER_ID}/block`);
      expect(block.status).toBe(201);
      expect((await author.delete(`/api/account/blocks/${block.body.id}`)).status).toBe(200);

      // Every other kind of post under a pseudonym; the article gets comments, and its author deletes it.
      const pseudonymousPost = (kind: string, extra: object = {}) => ({
        title: `${QUESTION_MARKER}: a ${kind} that helped`,
        body: `Read it slowly. ${QUESTION_MARKER}.`,
        tags: [],
        categories: [],
        pseudonymous: true,
        ...extra,
      });
      const posts = [
        ['article_id_seq', 'articles', ARTICLE_ID, {}],
        ['book_id_seq', 'books', BOOK_ID, { media: 'https://www.amazon.com/Some-Title/dp/0143127748' }],
        [
          'video_id_seq',
          'videos',
          VIDEO_ID,
          { media: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', acknowledged: true },
        ],
      ] as const;
      for (const [sequence, path, id, extra] of posts) {
        await startIdsAt(sequence, id);
        expect(await author.post(`/api/${path}`, pseudonymousPost(path, extra))).toMatchObject({
          status: 201,
          body: { id },
        });
        aliases.push((await ok<{ authorName: string }>(client(), `/api/${path}/${id}`)).authorName);
      }
      // Held for review (a blocklist word holds an expert's post too): the queue and the history show the alias alone.
      const blocked = { kind: 'word', value: 'quagswallow', reason: 'A word spammers use' };
      expect((await admin.post('/api/admin/blocklist', blocked)).status).toBe(201);
      expect(
        await author.post('/api/articles', { ...pseudonymousPost('articles'), body: `${QUESTION_MARKER} quagswallow` }),
      ).toMatchObject({ status: 201, body: { held: true } });
      await startIdsAt('comment_id_seq', OTHER_COMMENT_ID);
      expect(await member.post(`/api/articles/${ARTICLE_ID}/comments`, { text: 'This helped me.' })).toMatchObject({
        status: 201,
        body: { id: OTHER_COMMENT_ID },
      });
      expect(
        await author.post(`/api/articles/${ARTICLE_ID}/comments`, { text: `${ANSWER_MARKER}: glad it did.` }),
      ).toMatchObject({ status: 201, body: { id: OWN_COMMENT_ID } });
      expect(await author.delete(`/api/articles/${ARTICLE_ID}`)).toMatchObject({
        status: 200,
        body: { keepsPlaceholder: true },
      });

      // A question written logged out under a pseudonym, posted once the author logs in.
      const draft = await client().post('/api/drafts', {
        kind: 'qnas',
        ...pseudonymousPost('question'),
        acknowledged: true,
      });
      expect(draft.status).toBe(201);
      await startIdsAt('question_id_seq', DRAFTED_QUESTION_ID);
      expect(await author.post(`/api/drafts/${draft.body.key}/claim`)).toMatchObject({
        status: 201,
        body: { id: DRAFTED_QUESTION_ID },
      });
      aliases.push((await ok<{ authorName: string }>(client(), `/api/questions/${DRAFTED_QUESTION_ID}`)).authorName);

      // The weekly digest lists the notification to the author, through the real queue.
      await t.app
        .get<JobQueue>(JOB_QUEUE)
        .enqueue(NOTIFICATIONS_QUEUE, SEND_NOTIFICATION_DIGESTS, { week: isoWeekKey(new Date()) });
      await until(
        async () => emailsIn(t.dataDir, AUTHOR_EMAIL).some((mail) => mail.text.includes(QUESTION_MARKER)),
        'the digest to the author',
      );
      expect((await author.post(`/api/notifications/answer-${OTHER_ANSWER_ID}/read`)).status).toBe(200);

      // The event history follows within a bounded lag; the last thing done is in it once it has caught up.
      await until(
        async () => (await ok<AuditEventPage>(admin, '/api/admin/events?type=NotificationRead')).events.length > 0,
        'the event history to catch up',
      );
      const timesOf = (event: { at: string; data: unknown }, into: Set<string>) => {
        into.add(event.at);
        for (const value of Object.values(event.data as Record<string, unknown>))
          if (typeof value === 'string' && !Number.isNaN(Date.parse(value))) into.add(value);
      };
      for (const [kind, id] of MASKED_POSTS)
        for (const event of (await ok<AuditEventPage>(admin, `/api/admin/events?stream=${postStreamName(kind, id)}`))
          .events)
          timesOf(event, maskedTimes);

      const store = t.app.get<EventStore>(EVENT_STORE);
      const events: StoredEvent[] = [];
      for (let batch = await store.readAll(START, 500); batch.length > 0;) {
        events.push(...batch);
        batch = await store.readAll(batch[batch.length - 1]!.position, 500);
      }
      authorEvents = events.filter((event) => event.metadata.actorId === AUTHOR_UID);
      const maskedStreams = new Set(MASKED_POSTS.map(([kind, id]) => postStreamName(kind, id)));
      for (const event of authorEvents)
        if (maskedStreams.has(event.streamId)) maskedRequests.add(event.metadata.correlationId);
      for (const event of authorEvents)
        if (HISTORY_REDACTIONS[event.type as keyof typeof HISTORY_REDACTIONS].kind === 'member-about-item')
          timesOf({ at: event.metadata.at, data: event.data }, ownTimes);
    });
    afterAll(async () => t.close());

    /** Every page of every admin read: the GET routes of the OpenAPI document, with their lists walked to the end. */
    async function everyAdminRead(): Promise<Read[]> {
      const { paths } = await ok<{ paths: Record<string, Record<string, unknown>> }>(
        client(),
        '/api/docs/openapi.json',
      );
      const reads: Read[] = [];
      const read = async (path: string) => reads.push({ what: path, body: await ok(admin, path) });
      for (const template of Object.keys(paths).filter(
        (path) => path.startsWith('/api/admin') && 'get' in paths[path]!,
      )) {
        switch (template) {
          case '/api/admin/db/{table}': {
            for (const { name } of (await ok<ReadTableList>(admin, '/api/admin/db')).tables) {
              for (let page = 1; ; page++) {
                const path = `/api/admin/db/${name}?page=${page}`;
                const body = await ok<ReadTablePage>(admin, path);
                reads.push({ what: path, body });
                if (body.rows.length === 0 || page * body.rows.length >= body.total) break;
              }
            }
            break;
          }
          case '/api/admin/events': {
            for (let before: string | null = ''; before !== null;) {
              const path = `/api/admin/events${before ? `?before=${encodeURIComponent(before)}` : ''}`;
              const body: AuditEventPage = await ok<AuditEventPage>(admin, path);
              reads.push({ what: path, body });
              before = body.next;
            }
            break;
          }
          case '/api/admin/users':
            for (const q of [AUTHOR_EMAIL, alias, QUESTION_MARKER, 'Member'])
              await read(`/api/admin/users?q=${encodeURIComponent(q)}`);
            break;
          default:
            // A new admin read with parameters must be walked here too: say how to fill them.
            if (template.includes('{')) throw new Error(`The walk does not know how to read ${template}`);
            await read(template);
        }
      }
      // What the administrator can download or read of their own, having watched the item.
      for (const path of ['/api/account/export', '/api/notifications', '/api/account/watching']) await read(path);
      return reads;
    }

    it('finds no record that names the author beside what they posted under the pseudonym, in any admin read', async () => {
      const reads = await everyAdminRead();
      expect(reads.map((r) => r.what)).toEqual(
        expect.arrayContaining(['/api/admin/db/notifications?page=1', '/api/admin/reports', '/api/admin/summary']),
      );
      // The walk sees the items, and the author's account, or it would prove nothing.
      const all = JSON.stringify(reads);
      for (const seen of [
        String(QUESTION_ID),
        String(OTHER_ANSWER_ID),
        QUESTION_MARKER,
        alias,
        AUTHOR_EMAIL,
        String(AUTHOR_UID),
      ])
        expect(all).toContain(seen);
      expect(reads.flatMap(({ what, body }) => correlations(body, mentions).map((leak) => `${what} ${leak}`))).toEqual(
        [],
      );
    });

    it('shows the notification’s row with its recipient concealed, ordered as shown', async () => {
      const page = await ok<ReadTablePage>(admin, '/api/admin/db/notifications');
      const uid = page.columns.indexOf('uid');
      const rows = page.rows.filter((cells) => cells.includes(`answer-${OTHER_ANSWER_ID}`));
      const concealed = rows.filter((cells) => cells[uid] === PSEUDONYMOUS_ACTOR);
      expect(concealed).toHaveLength(1);
      expect(page.rows[page.rows.length - 1]).toBe(concealed[0]);
    });

    it('makes the author cause every event type only the author of an item under a pseudonym can cause', () => {
      // Derived from the event types: a new type is decided in HISTORY_REDACTIONS, and caused here if it must be hidden.
      expect(Object.keys(HISTORY_REDACTIONS).sort()).toEqual([...EVENT_TYPES].sort());
      expect(AUTHOR_ONLY_TYPES).toEqual(
        expect.arrayContaining(['QuestionUnwatched', 'PostEdited', 'NotificationRead']),
      );
      expect(AUTHOR_ONLY_TYPES.filter((type) => !authorEvents.some((event) => event.type === type))).toEqual([]);
    });

    it('keeps the asker’s unwatch and watch again without the question, and their watch row concealed', async () => {
      for (const type of ['QuestionUnwatched', 'QuestionWatched']) {
        const { events } = await ok<AuditEventPage>(admin, `/api/admin/events?actor=${AUTHOR_UID}&type=${type}`);
        expect(events.map((event) => event.data)).toEqual([{ uid: AUTHOR_UID, at: expect.any(String) }]);
      }
      for (const table of ['watches', 'notification_watches']) {
        const page = await ok<ReadTablePage>(admin, `/api/admin/db/${table}`);
        const [uid, kind, target] = ['uid', 'kind', 'target_id'].map((column) => page.columns.indexOf(column));
        const watchers = page.rows
          .filter((cells) => cells[kind!] === 'question' && cells[target!] === String(QUESTION_ID))
          .map((cells) => cells[uid!]);
        expect(watchers.sort()).toEqual([String(adminUid), PSEUDONYMOUS_ACTOR].sort());
      }
    });

    it('still shows the author their own notification, history and export', async () => {
      expect(
        (await ok<{ notifications: { id: string }[] }>(author, '/api/notifications')).notifications.map((n) => n.id),
      ).toContain(`answer-${OTHER_ANSWER_ID}`);
      const history = (await ok<{ items: { type: string; id: number }[] }>(author, '/api/account/history')).items;
      expect(history).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ type: 'qnas', id: QUESTION_ID }),
          expect.objectContaining({ type: 'answers', id: OWN_ANSWER_ID }),
        ]),
      );
      const exported = await ok<{ posts: { id: number }[] }>(author, '/api/account/export');
      expect(exported.posts.map((post) => post.id)).toContain(QUESTION_ID);
    });

    it('shows the question’s history without the author: not as an actor, not in any event’s data', async () => {
      const { events } = await ok<AuditEventPage>(admin, `/api/admin/events?stream=question-${QUESTION_ID}`);
      expect(events.map((event) => event.type)).toEqual(
        expect.arrayContaining([
          'QuestionPosted',
          'AnswerAdded',
          'BestAnswerMarked',
          'BestAnswerUnmarked',
          'PostEdited',
          'ReplyEdited',
          'ReplyDeletedByAuthor',
        ]),
      );
      expect(events.filter((event) => mentions(JSON.stringify(event)).author)).toEqual([]);
      const byAuthor = (await ok<AuditEventPage>(admin, `/api/admin/events?actor=${AUTHOR_UID}`)).events;
      // Only the author's own streams, and their watches and blocks without the question.
      const own = [`user-${AUTHOR_UID}`, `watches-${AUTHOR_UID}`, `blocks-${AUTHOR_UID}`];
      expect(
        byAuthor.filter((event: AuditEvent) => !own.includes(event.stream) && !event.stream.startsWith('reservation-')),
      ).toEqual([]);
      expect(byAuthor.filter((event) => mentions(JSON.stringify(event)).item)).toEqual([]);
    });

    if (profile === 'services') {
      it('shows no email’s addressee or text on the job queue dashboard', async () => {
        const jobs: Read[] = [];
        for (const queue of QUEUES) {
          const path = `/admin/queues/api/queues?activeQueue=${queue}&status=latest&page=1&jobsPerPage=100`;
          jobs.push({ what: path, body: await ok(admin, path) });
        }
        const all = JSON.stringify(jobs);
        expect(all).toContain('You have 1 unread notification this week');
        expect(jobs.flatMap(({ what, body }) => correlations(body, mentions).map((leak) => `${what} ${leak}`))).toEqual(
          [],
        );
        expect(all).not.toContain(AUTHOR_EMAIL);
      });
    }

    it('names the author through the audited unmask, and only to an administrator who gives a reason', async () => {
      expect((await admin.post(`/api/admin/pseudonyms/questions/${QUESTION_ID}/unmask`, {})).status).toBe(400);
      const unmasked = await admin.post(`/api/admin/pseudonyms/questions/${QUESTION_ID}/unmask`, {
        reason: 'Threats reported to the police',
      });
      expect(unmasked).toMatchObject({
        status: 200,
        body: { authorId: AUTHOR_UID, username: authorUsername, pseudonym: alias },
      });
      await until(
        async () => (await ok<AuditEventPage>(admin, '/api/admin/events?type=AuthorUnmasked')).events.length === 1,
        'the unmasking in the history',
      );
    });
  },
);
