import { randomBytes } from 'node:crypto';
import { type IdentifyingDetail, identifyingDetailsRefusal } from '../../src/contracts/identifying-details';
import { ApiClient } from '../support/api-client';
import { startTestApp, type TestApp } from '../support/test-app';

// Think before you post, on the server: an API client that skips the browser's warning gets the
// same warning as a 422, and posts once it sends the acknowledgement.
describe('identifying details in posts, comments, answers and drafts (services profile)', () => {
  let t: TestApp;
  let n = 0;

  beforeAll(async () => {
    t = await startTestApp('services', { RATE_LIMIT_FACTOR: '1000' });
  });
  afterAll(async () => t.close());

  const client = () => new ApiClient(t.baseUrl);
  const member = async () => {
    const c = client();
    await c.signUp(`careful${++n}@example.org`);
    return c;
  };
  const unique = (text: string) => `${text} ${randomBytes(3).toString('hex')}`;
  const refused = (found: IdentifyingDetail[]) => ({
    status: 422,
    body: { statusCode: 422, error: 'Unprocessable Entity', message: identifyingDetailsRefusal(found) },
  });
  const titles = async (path: string) =>
    ((await client().get(path)).body.items as { title: string }[]).map((item) => item.title);
  const texts = async (path: string) =>
    ((await client().get(path)).body.items as { text: string }[]).map((item) => item.text);

  describe('a post', () => {
    const question = () => ({
      title: unique('Can Jane Doe keep it?'),
      body: 'You can reach me on 555-234-5678 any evening.',
      tags: [],
      categories: [],
      acknowledged: true,
    });

    it('is refused with a 422 that names what was found, and nothing is posted', async () => {
      const c = await member();
      const post = question();
      expect(await c.post('/api/questions', post)).toMatchObject(refused(['phone', 'name']));
      expect(await titles('/api/questions')).not.toContain(post.title);
    });

    it('is posted as typed with the acknowledgement', async () => {
      const c = await member();
      const post = question();
      const created = await c.post('/api/questions', { ...post, identifyingDetailsConfirmed: true });
      expect(created.status).toBe(201);
      expect((await client().get(`/api/questions/${created.body.id}`)).body).toMatchObject({
        title: post.title,
        body: post.body,
      });
    });

    it('needs no acknowledgement when it identifies nobody', async () => {
      const c = await member();
      const post = {
        title: unique('Finding calm'),
        body: 'We separate next month. They are 6 and 9.',
        tags: ['custody'],
        categories: [],
      };
      expect((await c.post('/api/articles', post)).status).toBe(201);
    });
  });

  describe('replies', () => {
    const parent = async (path: 'articles' | 'questions') => {
      const c = await member();
      const post = {
        title: unique('Where to start'),
        body: 'Any advice welcome.',
        tags: [],
        categories: [],
        acknowledged: true,
      };
      const created = await c.post(`/api/${path}`, post);
      expect(created.status).toBe(201);
      return created.body.id as number;
    };

    it.each([
      ['a comment', 'articles', 'comments', 'Mail me: jane.doe@example.com', ['email']],
      ['an answer', 'questions', 'answers', 'Ask Tom Baker, he helped me at 42 Oak Street.', ['address', 'name']],
    ] as const)(
      '%s is refused with a 422 without the acknowledgement, and added with it',
      async (_, parentPath, replies, text, found) => {
        const id = await parent(parentPath);
        const c = await member();
        const path = `/api/${parentPath}/${id}/${replies}`;
        expect(await c.post(path, { text })).toMatchObject(refused([...found]));
        expect(await texts(path)).toEqual([]);
        expect((await c.post(path, { text, identifyingDetailsConfirmed: true })).status).toBe(201);
        expect(await texts(path)).toEqual([text]);
        expect((await c.post(path, { text: 'Thank you, this helped.' })).status).toBe(201);
      },
    );
  });

  describe('a logged-out visitor’s draft', () => {
    const draft = () => ({
      kind: 'articles',
      title: unique('Our old house'),
      body: 'It was at 42 Oak Street.',
      tags: [],
      categories: [],
    });

    it('is refused when saved without the acknowledgement', async () => {
      expect(await client().post('/api/drafts', draft())).toMatchObject(refused(['address']));
    });

    it('keeps the acknowledgement given before saving: posted after signup without being asked again', async () => {
      const visitor = client();
      const kept = draft();
      const saved = await visitor.post('/api/drafts', { ...kept, identifyingDetailsConfirmed: true });
      expect(saved.status).toBe(201);
      await visitor.signUp(`drafter${++n}@example.org`);
      const claimed = await visitor.post(`/api/drafts/${encodeURIComponent(saved.body.key)}/claim`);
      expect(claimed.status).toBe(201);
      expect((await client().get(`/api/articles/${claimed.body.id}`)).body).toMatchObject({
        title: kept.title,
        body: kept.body,
      });
    });
  });

  it('documents the acknowledgement in the OpenAPI request bodies', async () => {
    const { body: doc } = await client().get('/api/docs/openapi.json');
    for (const path of [
      '/api/articles',
      '/api/questions',
      '/api/drafts',
      '/api/{kind}/{id}/comments',
      '/api/questions/{id}/answers',
    ]) {
      const schema = doc.paths[path].post.requestBody.content['application/json'].schema;
      expect({ path, field: schema.properties.identifyingDetailsConfirmed }).toEqual({
        path,
        field: expect.objectContaining({ type: 'boolean', description: expect.stringContaining('422') }),
      });
    }
  });
});
