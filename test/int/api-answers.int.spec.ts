import sharp from 'sharp';
import { systemContext } from '../../src/commands/command-context';
import { changeRole } from '../../src/commands/users/users.decider';
import { CommandRunner } from '../../src/writes/command-runner';
import { ApiClient, type AnswerBody, type ApiAnswer } from '../support/api-client';
import {
  DocumentedAnswers,
  DocumentedClient,
  isEventStream,
  type OpenApiDocument,
} from '../support/documented-answers';
import { latestEmail, startTestApp, type TestApp, type TestProfile } from '../support/test-app';
import { until } from '../support/until';

// The OpenAPI document tells the truth: a walk through every operation of the API, as members, an
// expert, an administrator and visitors use it, gets each operation's success answer once at least,
// and every answer on the way (refusals included) is what the document says, to the field: an
// object holding a field the document does not name fails as one lacking a field it names. Both
// profiles: PostgreSQL and PGlite hand some column types back differently.

const PASSWORD = 'correct horse battery';

describe.each<TestProfile>(['services', 'embedded'])(
  'every answer of the API is the one its OpenAPI document describes (%s profile)',
  (profile) => {
    let t: TestApp;
    let answers: DocumentedAnswers;
    let doc: OpenApiDocument;
    let n = 0;
    const client = () => new DocumentedClient(t.baseUrl, answers);

    /** The body of an answer that must have `status`; anything else ends the walk with what came. */
    async function expectAnswer(reply: Promise<ApiAnswer>, status: number): Promise<AnswerBody> {
      const { status: got, body } = await reply;
      if (got !== status) throw new Error(`Expected ${status}, answered ${got}: ${JSON.stringify(body).slice(0, 300)}`);
      return body;
    }

    async function member(
      role?: 'Expert' | 'Administrator',
    ): Promise<DocumentedClient & { uid: number; email: string }> {
      const c = client();
      const email = `walker${++n}@example.org`;
      const { uid } = (
        await expectAnswer(c.post('/api/auth/signup', { email, password: PASSWORD, isAdult: true }), 201)
      ).user;
      if (role) {
        await t.app.get(CommandRunner).run(changeRole, { uid: uid, role: role }, systemContext('test'));
        await until(async () => (await c.get('/api/session')).body.user.role === role, `the ${role} role`);
      }
      return Object.assign(c, { uid: uid as number, email });
    }

    const post = (kind: string, fields: object = {}) => ({
      title: `A walk through ${kind} ${++n}`,
      body: 'Calm words.',
      tags: ['walk'],
      categories: [1],
      ...fields,
    });

    beforeAll(async () => {
      t = await startTestApp(profile, { RATE_LIMIT_FACTOR: '1000' });
      doc = (await new ApiClient(t.baseUrl).get('/api/openapi.json')).body as OpenApiDocument;
      answers = new DocumentedAnswers(doc);
    });
    afterAll(() => t.close());

    it('answers every operation as documented', async () => {
      const visitor = client();
      await expectAnswer(visitor.get('/health'), 200);
      await expectAnswer(visitor.get('/health/live'), 200);
      await expectAnswer(visitor.get('/health/ready'), 200);
      await expectAnswer(visitor.get('/api/site'), 200);
      await expectAnswer(visitor.get('/api/payments/client-token'), 200);

      // Members, their posts and the conversations on them.
      const asker = await member();
      const helper = await member();
      const admin = await member('Administrator');
      const article = (
        await expectAnswer(
          asker.post(
            '/api/articles',
            post('articles', { media: 'https://example.org/story', suggestedTopic: 'Walking' }),
          ),
          201,
        )
      ).id;
      await expectAnswer(
        asker.post('/api/books', post('books', { media: 'https://www.amazon.com/Some-Title/dp/0143127748' })),
        201,
      );
      await expectAnswer(
        asker.post(
          '/api/videos',
          post('videos', { media: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', acknowledged: true }),
        ),
        201,
      );
      const question = (
        await expectAnswer(asker.post('/api/questions', post('questions', { acknowledged: true })), 201)
      ).id;
      const masked = (await expectAnswer(helper.post('/api/articles', post('articles', { pseudonymous: true })), 201))
        .id;
      const newest: Record<string, number> = {};
      for (const kind of ['articles', 'books', 'videos', 'questions']) {
        const { items } = await expectAnswer(visitor.get(`/api/${kind}`), 200);
        await expectAnswer(visitor.get(`/api/${kind}/${items[0].id}`), 200);
        newest[kind] = items[0].id;
      }
      await expectAnswer(visitor.get('/api/latest'), 200);
      await expectAnswer(visitor.get('/api/results?page=1'), 200);
      const comment = (
        await expectAnswer(helper.post(`/api/articles/${article}/comments`, { text: 'Thank you for this.' }), 201)
      ).id;
      await expectAnswer(asker.get(`/api/articles/${article}/comments`), 200);
      const answer = (
        await expectAnswer(helper.post(`/api/questions/${question}/answers`, { text: 'Take it slowly.' }), 201)
      ).id;
      await expectAnswer(visitor.get(`/api/questions/${question}/answers`), 200);
      await expectAnswer(asker.post(`/api/answers/${answer}/vote`, { direction: 'up' }), 200);
      await expectAnswer(asker.put(`/api/questions/${question}/best-answer`, { answerId: answer }), 200);
      await expectAnswer(asker.delete(`/api/questions/${question}/best-answer`), 200);
      // Their authors edit them (saving the same again records nothing), and anyone reads the versions.
      const edited = {
        articles: [helper, post('articles')],
        books: [asker, post('books', { media: 'https://www.amazon.com/Some-Title/dp/0143127748' })],
        videos: [asker, post('videos', { media: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', acknowledged: true })],
        questions: [asker, post('questions')],
      } as const;
      for (const [kind, [author, body]] of Object.entries(edited)) {
        await expectAnswer(author.put(`/api/${kind}/${newest[kind]}`, body), 200);
        await expectAnswer(visitor.get(`/api/${kind}/${newest[kind]}/revisions`), 200);
      }
      await expectAnswer(asker.put(`/api/questions/${question}`, edited.questions[1]), 200);
      await expectAnswer(helper.put(`/api/comments/${comment}`, { text: 'Thank you for this, truly.' }), 200);
      await expectAnswer(helper.put(`/api/answers/${answer}`, { text: 'Take it slowly, one day at a time.' }), 200);
      await expectAnswer(visitor.get(`/api/answers/${answer}/revisions`), 200);
      // An author takes back their own comment, answer and post.
      const taken = (await expectAnswer(helper.post('/api/articles', post('articles')), 201)).id;
      const takenComment = (
        await expectAnswer(helper.post(`/api/articles/${taken}/comments`, { text: 'Taken back.' }), 201)
      ).id;
      await expectAnswer(helper.delete(`/api/comments/${takenComment}`), 204);
      const takenAnswer = (
        await expectAnswer(helper.post(`/api/questions/${question}/answers`, { text: 'Taken back.' }), 201)
      ).id;
      await expectAnswer(helper.delete(`/api/answers/${takenAnswer}`), 204);
      await expectAnswer(helper.delete(`/api/articles/${taken}`), 200);
      // Its page now says its author removed it.
      await expectAnswer(visitor.get(`/api/articles/${taken}`), 410);

      // The asker's account.
      await expectAnswer(asker.get('/api/session'), 200);
      await expectAnswer(asker.get('/api/account'), 200);
      await expectAnswer(asker.patch('/api/account', { username: `walker${++n}`, numChildren: 2 }), 200);
      await expectAnswer(asker.put('/api/account/tutorial', { status: 1 }), 204);
      await expectAnswer(asker.put('/api/account/username-invite', { dismissed: true }), 204);
      await expectAnswer(asker.get('/api/account/history'), 200);
      await expectAnswer(asker.get('/api/account/export'), 200);
      await expectAnswer(asker.put(`/api/account/saved/articles/${masked}`), 200);
      await expectAnswer(asker.delete(`/api/account/saved/articles/${masked}`), 200);
      await expectAnswer(asker.get('/api/account/saved'), 200);
      await expectAnswer(helper.put(`/api/account/watching/questions/${question}`), 200);
      await expectAnswer(helper.delete(`/api/account/watching/questions/${question}`), 200);
      await expectAnswer(helper.put('/api/account/watching/topics/children'), 200);
      await expectAnswer(helper.delete('/api/account/watching/topics/children'), 200);
      await expectAnswer(helper.get('/api/account/watching'), 200);
      await expectAnswer(asker.get('/api/account/notification-settings'), 200);
      await expectAnswer(asker.put('/api/account/notification-settings', { weeklyDigest: true }), 200);
      await until(
        async () => (await asker.get('/api/notifications/unread')).body.unread > 1,
        'the notifications of the answer and the comment',
      );
      const { notifications } = await expectAnswer(asker.get('/api/notifications'), 200);
      await expectAnswer(asker.post(`/api/notifications/${notifications[0].id}/read`), 200);
      await expectAnswer(asker.post('/api/notifications/read-all'), 200);

      // Topics and search.
      const { topics } = await expectAnswer(visitor.get('/api/topics'), 200);
      await expectAnswer(visitor.get(`/api/topics/${topics[0].slug}`), 200);
      await expectAnswer(visitor.get(`/api/topics/${topics[0].slug}/items?tab=articles`), 200);
      await expectAnswer(visitor.get(`/api/topics/${topics[0].slug}/experts`), 200);
      await expectAnswer(visitor.get('/api/search?q=calm'), 200);

      // A visitor's drafts, the contact forms, reports.
      const draft = (kind: string, fields: object = {}) =>
        expectAnswer(client().post('/api/drafts', { kind, ...post(kind, fields) }), 201);
      const discarded = client();
      const { key } = await expectAnswer(discarded.post('/api/drafts', { kind: 'articles', ...post('articles') }), 201);
      await expectAnswer(discarded.delete(`/api/drafts/${key}`), 204);
      await expectAnswer(helper.post(`/api/drafts/${(await draft('qnas', { acknowledged: true })).key}/claim`), 201);
      await draft('books', { media: 'https://www.amazon.com/Some-Title/dp/0143127748' });
      await expectAnswer(
        visitor.post('/api/contact', { name: 'A visitor', email: 'visitor@example.org', message: 'Hello there.' }),
        202,
      );
      await expectAnswer(visitor.post('/api/bug-reports', { text: 'A button did nothing.', page: '/articles' }), 202);
      await expectAnswer(
        visitor.post('/api/experts/messages', {
          email: 'visitor@example.org',
          location: 'Denver',
          message: 'Who can help?',
        }),
        202,
      );
      await expectAnswer(helper.post(`/api/articles/${article}/report`, { reason: 'spam' }), 202);
      await expectAnswer(asker.post(`/api/comments/${comment}/report`, { reason: 'spam' }), 202);

      // An expert.
      const expert = client();
      const signup = {
        name: 'Pat Walker',
        location: 'Denver, CO',
        email: `expert${++n}@example.org`,
        password: PASSWORD,
        professions: ['Mediators'],
      };
      await expectAnswer(expert.post('/api/experts/signup', signup), 201);
      const slug = `pat-walker-${n}`;
      await expectAnswer(expert.get('/api/account/expert'), 200);
      await expectAnswer(
        expert.put('/api/account/expert', {
          slug,
          title: 'Mediator',
          bio: 'Calm talks.',
          zip: '80202',
          startYear: 2001,
          categories: [1],
        }),
        200,
      );
      const image = await sharp({
        create: { width: 64, height: 64, channels: 3, background: { r: 40, g: 120, b: 110 } },
      })
        .png()
        .toBuffer();
      const form = new FormData();
      form.append('fileToUpload', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'me.png');
      await expectAnswer(expert.request('POST', '/api/account/expert/image', form), 201);
      await expectAnswer(expert.get('/api/account/membership'), 200);
      for (const kind of ['articles', 'books', 'videos'])
        await expectAnswer(
          expert.post(
            `/api/${kind}`,
            post(kind, { media: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', acknowledged: true }),
          ),
          201,
        );
      await expectAnswer(expert.post('/api/account/membership/activate'), 200);
      await expectAnswer(expert.post('/api/account/membership/payments', { nonce: 'fake-valid-nonce' }), 201);
      await expectAnswer(visitor.get(`/api/experts/${slug}`), 200);
      await expectAnswer(visitor.get('/api/experts/search?zip=80202'), 200);
      await expectAnswer(asker.put(`/api/experts/${slug}/follow`), 200);
      await expectAnswer(asker.delete(`/api/experts/${slug}/follow`), 200);

      // The Admin Area.
      await expectAnswer(admin.get('/api/admin/summary'), 200);
      await expectAnswer(admin.get(`/api/admin/users?q=${encodeURIComponent(helper.email)}`), 200);
      await expectAnswer(admin.put(`/api/admin/users/${helper.uid}/role`, { role: 'member' }), 200);
      const { entries } = await expectAnswer(admin.get('/api/admin/qotd'), 200);
      await expectAnswer(admin.put(`/api/admin/qotd/${entries[0].id}/cycle`, { available: true }), 200);
      await expectAnswer(admin.put(`/api/admin/qotd/${entries[0].id}/active`), 200);
      await expectAnswer(visitor.get('/api/qotd'), 200);
      const { suggestions } = await expectAnswer(admin.get('/api/admin/topic-suggestions'), 200);
      await expectAnswer(
        admin.post(`/api/admin/topic-suggestions/${suggestions[0].id}/approve`, { slug: `walking-${n}` }),
        201,
      );
      await expectAnswer(
        asker.post('/api/questions', post('questions', { acknowledged: true, suggestedTopic: 'Wandering' })),
        201,
      );
      const denied = (await expectAnswer(admin.get('/api/admin/topic-suggestions'), 200)).suggestions[0].id;
      await expectAnswer(admin.delete(`/api/admin/topic-suggestions/${denied}`), 204);
      const { drafts } = await expectAnswer(admin.get('/api/admin/drafts'), 200);
      await expectAnswer(admin.delete(`/api/admin/drafts/${drafts[0].draftId}`), 204);
      const { reports } = await expectAnswer(admin.get('/api/admin/reports'), 200);
      await expectAnswer(admin.post(`/api/admin/reports/${reports[0].id}/dismiss`), 200);
      await expectAnswer(admin.post(`/api/admin/reports/${reports[1].id}/remove`, { reason: 'Walked through.' }), 200);
      await expectAnswer(
        admin.post(`/api/admin/pseudonyms/articles/${masked}/unmask`, { reason: 'Walked through.' }),
        200,
      );
      const { messages } = await expectAnswer(admin.get('/api/admin/messages'), 200);
      await expectAnswer(admin.post(`/api/admin/messages/${messages[0].id}/read`), 200);
      const { tables } = await expectAnswer(admin.get('/api/admin/db'), 200);
      await expectAnswer(admin.get(`/api/admin/db/${tables[0].name}`), 200);
      await expectAnswer(admin.get('/api/admin/events'), 200);

      // Holding for review: a new member's links, the queue, the blocklist, a member's trust level.
      const links = { body: 'https://a.example https://b.example https://c.example' };
      const held = [
        await expectAnswer(asker.post('/api/articles', post('articles', links)), 201),
        await expectAnswer(asker.post('/api/articles', post('articles', links)), 201),
      ].map((created) => created.id as number);
      await expectAnswer(asker.get('/api/account/held-items'), 200);
      await until(
        async () => (await admin.get('/api/admin/held-items')).body.items?.length >= 2,
        'the held items in the queue',
      );
      await expectAnswer(admin.get('/api/admin/held-items'), 200);
      await expectAnswer(admin.post(`/api/admin/held-items/articles/${held[0]}/approve`), 200);
      await expectAnswer(admin.post(`/api/admin/held-items/articles/${held[1]}/reject`), 200);
      const blocked = await expectAnswer(
        admin.post('/api/admin/blocklist', { kind: 'domain', value: 'spam.example', reason: 'Walked through.' }),
        201,
      );
      await expectAnswer(admin.get('/api/admin/blocklist'), 200);
      await expectAnswer(admin.delete(`/api/admin/blocklist/${blocked.entries[0].id}`), 200);
      const askerUid = (await asker.get('/api/session')).body.user.uid as number;
      await expectAnswer(admin.put(`/api/admin/users/${askerUid}/trust-level`, { level: 'member' }), 200);

      // Reports that act: three members' reports hide the answer, and an administrator restores it.
      for (const reporter of [await member(), await member(), await member()])
        await expectAnswer(reporter.post(`/api/answers/${answer}/report`, { reason: 'harassment' }), 202);
      const open = (await expectAnswer(admin.get('/api/admin/reports'), 200)).reports as {
        id: string;
        hidden: boolean;
      }[];
      await expectAnswer(admin.post(`/api/admin/reports/${open.find((r) => r.hidden)!.id}/restore`), 200);
      // Stopping a spammer, and lifting the stop.
      const spammer = await member();
      await expectAnswer(admin.post(`/api/admin/users/${spammer.uid}/stop`), 200);
      await expectAnswer(admin.delete(`/api/admin/users/${spammer.uid}/stop`), 200);

      // Blocking a member from their answer, the list of blocked members, and unblocking.
      const blocker = await member();
      const made = await expectAnswer(blocker.post(`/api/answers/${answer}/block`), 201);
      await expectAnswer(blocker.get('/api/account/blocks'), 200);
      await expectAnswer(blocker.delete(`/api/account/blocks/${made.id}`), 200);

      // Signing in and out, a reset code, leaving.
      const returning = client();
      await expectAnswer(returning.post('/api/auth/login', { email: helper.email, password: PASSWORD }), 200);
      await expectAnswer(returning.post('/api/auth/logout'), 200);
      await expectAnswer(returning.post('/api/auth/reset-code', { email: helper.email }), 202);
      const code = /^\s{4}([A-Z0-9]{10})$/m.exec((await latestEmail(t.dataDir, helper.email)).text)![1]!;
      await expectAnswer(returning.post('/api/auth/reset-verify', { email: helper.email, code }), 200);
      await expectAnswer(asker.request('DELETE', '/api/account', { password: PASSWORD, removeContent: false }), 204);

      // Refusals, in the one error shape.
      await expectAnswer(visitor.get('/api/account'), 401);
      await expectAnswer(visitor.get('/api/articles/999999'), 404);
      await expectAnswer(expert.get('/api/admin/summary'), 403);
      await expectAnswer(visitor.post('/api/auth/login', { email: 'x@example.org' }), 400);

      // Last: a rebuild empties its tables while it replays (the users table holds the sessions' profiles).
      const { projections } = await expectAnswer(admin.get('/api/admin/projections'), 200);
      await expectAnswer(admin.post(`/api/admin/projections/${projections[0].name}/rebuild`), 202);

      const successes = new Set(
        [...answers.answered]
          .filter((answered) => / 2\d\d$/.test(answered))
          .map((answered) => answered.replace(/ \d+$/, '')),
      );
      const operations = Object.entries(doc.paths).flatMap(([template, ops]) =>
        Object.entries(ops)
          .filter(([, op]) => !isEventStream(op))
          .map(([method]) => `${method.toUpperCase()} ${template}`),
      );
      expect(operations.filter((operation) => !successes.has(operation))).toEqual([]);
      expect(answers.problems).toEqual([]);
    }, 300_000);
  },
);
