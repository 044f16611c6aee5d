import { SORT_MESSAGES } from '../../src/contracts/post-sorts';
import type { Topic } from '../../src/contracts/topics';
import { ApiClient } from '../support/api-client';
import { startTestApp, type TestApp, type TestProfile } from '../support/test-app';

const QUESTION = { body: 'Asking for a friend.', tags: [], acknowledged: true };
const ARTICLE = { body: 'What helped us.', tags: [] };

describe.each<TestProfile>(['services', 'embedded'])('sorted lists and topic tabs (%s profile)', (profile) => {
  let t: TestApp;
  let asker: ApiClient;
  let answerer: ApiClient;
  let voter: ApiClient;
  let pets: Topic;
  const q: Record<string, number> = {};

  const client = () => new ApiClient(t.baseUrl);
  const titles = (body: { items: { title: string }[] }) => body.items.map((item) => item.title);
  const answer = async (questionId: number) => {
    const r = await answerer.post(`/api/questions/${questionId}/answers`, { text: 'This helped me.' });
    expect(r.status).toBe(201);
    return r.body.id as number;
  };
  const upvote = async (answerId: number) =>
    expect((await voter.post(`/api/answers/${answerId}/vote`, { direction: 'up' })).status).toBe(200);

  beforeAll(async () => {
    t = await startTestApp(profile, { RATE_LIMIT_FACTOR: '1000' });
    [asker, answerer, voter] = [client(), client(), client()];
    await asker.signUp(`sort-asker-${profile}@example.org`);
    await answerer.signUp(`sort-answerer-${profile}@example.org`);
    await voter.signUp(`sort-voter-${profile}@example.org`);
    pets = ((await client().get('/api/topics')).body.topics as Topic[]).find((topic) => topic.slug === 'pets')!;

    // Oldest first: Rated (two up-voted answers), Liked (one), Quiet (an answer nobody voted on), Open (none).
    for (const title of ['Rated', 'Liked', 'Quiet', 'Open']) {
      const r = await asker.post('/api/questions', { ...QUESTION, title, categories: [pets.id] });
      expect(r.status).toBe(201);
      q[title] = r.body.id;
    }
    await upvote(await answer(q.Rated!));
    await upvote(await answer(q.Rated!));
    await upvote(await answer(q.Liked!));
    await answer(q.Quiet!);
    expect((await asker.post('/api/articles', { ...ARTICLE, title: 'An article', categories: [pets.id] })).status).toBe(
      201,
    );
  });
  afterAll(async () => t.close());

  describe('GET /api/questions', () => {
    it('lists newest first without a sort, and when asked for newest', async () => {
      expect(titles((await client().get('/api/questions')).body)).toEqual(['Open', 'Quiet', 'Liked', 'Rated']);
      expect(titles((await client().get('/api/questions?sort=newest')).body)).toEqual([
        'Open',
        'Quiet',
        'Liked',
        'Rated',
      ]);
    });

    it('lists the most voted conversations first under top, then newest', async () => {
      const r = await client().get('/api/questions?sort=top&page=1');
      expect(r.status).toBe(200);
      expect(titles(r.body)).toEqual(['Rated', 'Liked', 'Open', 'Quiet']);
    });

    it('lists the questions without answers under unanswered', async () => {
      const r = await client().get('/api/questions?sort=unanswered');
      expect(r.body).toMatchObject({ total: 1, items: [{ title: 'Open', replyCount: 0 }] });
    });
  });

  describe('GET /api/topics/:slug/items', () => {
    it('sorts the questions tab by top and by unanswered', async () => {
      const top = await client().get('/api/topics/pets/items?tab=qnas&sort=top');
      expect(titles(top.body)).toEqual(['Rated', 'Liked', 'Open', 'Quiet']);
      const unanswered = await client().get('/api/topics/pets/items?tab=qnas&sort=unanswered');
      expect(titles(unanswered.body)).toEqual(['Open']);
    });

    it('sorts the other tabs by top', async () => {
      const r = await client().get('/api/topics/pets/items?tab=articles&sort=top');
      expect(r.status).toBe(200);
      expect(titles(r.body)).toEqual(['An article']);
    });
  });

  describe('a sort the list does not have', () => {
    it.each([
      ['/api/questions?sort=best', SORT_MESSAGES.unknown],
      ['/api/articles?sort=', SORT_MESSAGES.unknown],
      ['/api/topics/pets/items?tab=qnas&sort=TOP', SORT_MESSAGES.unknown],
      ['/api/articles?sort=unanswered', SORT_MESSAGES.unansweredQuestionsOnly],
      ['/api/books?sort=unanswered', SORT_MESSAGES.unansweredQuestionsOnly],
      ['/api/topics/pets/items?tab=articles&sort=unanswered', SORT_MESSAGES.unansweredQuestionsOnly],
    ])('GET %s is refused with a 400 that says why', async (path, message) => {
      const r = await client().get(path);
      expect(r.status).toBe(400);
      expect(r.body.message).toContain(message);
    });
  });
});
