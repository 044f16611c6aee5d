import { ADMIN_DATA_MESSAGES } from '../../src/contracts/admin-data';
import { EXPERT_MESSAGES } from '../../src/contracts/experts';
import { UNSTORABLE_NAME_MESSAGE, UNSTORABLE_TEXT_MESSAGE } from '../../src/http/storable-text';
import { ApiClient } from '../support/api-client';
import { type Caller, type FuzzWorld, startFuzzWorld } from '../support/fuzz-world';
import { type FieldPath, withFieldAt } from '../support/json-schema-values';

// What PostgreSQL cannot store once answered 500 on most write routes, anonymous ones included:
// a NUL, a lone surrogate (half of an emoji) and a number past its integer column. Each is now a
// 400 naming the field, and nothing is stored; the same request without it goes through.
const WHOLE_NUMBER = 'Please give a whole number from 1 to 2147483647.';

interface Form {
  caller: Caller;
  method: 'POST' | 'PUT';
  path: (things: FuzzWorld['things']) => string;
  body: (things: FuzzWorld['things']) => Record<string, unknown>;
  texts: FieldPath[];
  /** Whole-number fields, with the message an out-of-range one gets. */
  numbers?: [FieldPath, string][];
}

const FORMS: Record<string, Form> = {
  'a post': {
    caller: 'member',
    method: 'POST',
    path: () => '/api/articles',
    body: ({ topic }) => ({
      title: 'Week on, week off',
      body: 'How it went for us.',
      tags: ['custody'],
      categories: [topic],
    }),
    texts: [['title'], ['body'], ['tags', 0]],
    numbers: [[['categories', 0], WHOLE_NUMBER]],
  },
  'a comment': {
    caller: 'member',
    method: 'POST',
    path: ({ article }) => `/api/articles/${article}/comments`,
    body: () => ({ text: 'Thank you for writing this.' }),
    texts: [['text']],
  },
  'an answer': {
    caller: 'member',
    method: 'POST',
    path: ({ question }) => `/api/questions/${question}/answers`,
    body: () => ({ text: 'A calendar on the fridge helped us.' }),
    texts: [['text']],
  },
  'a draft': {
    caller: 'visitor',
    method: 'POST',
    path: () => '/api/drafts',
    body: ({ topic }) => ({
      kind: 'articles',
      title: 'Before I sign up',
      body: 'A first draft.',
      tags: [],
      categories: [topic],
    }),
    texts: [['title'], ['body']],
    numbers: [[['categories', 0], WHOLE_NUMBER]],
  },
  'the contact form': {
    caller: 'visitor',
    method: 'POST',
    path: () => '/api/contact',
    body: () => ({ name: 'Robin', email: 'robin@example.org', message: 'A question about the site.' }),
    texts: [['name'], ['message']],
  },
  'a bug report': {
    caller: 'visitor',
    method: 'POST',
    path: () => '/api/bug-reports',
    body: () => ({ text: 'The pager skipped a page.', page: '/articles?page=2' }),
    texts: [['text'], ['page']],
  },
  'the expert profile': {
    caller: 'expert',
    method: 'PUT',
    path: () => '/api/account/expert',
    body: ({ topic }) => ({
      slug: 'calm-mediation',
      title: 'Mediator',
      bio: 'Twenty years of calm.',
      zip: '10001',
      startYear: 2005,
      categories: [topic],
    }),
    texts: [['title'], ['bio']],
    numbers: [
      [['startYear'], EXPERT_MESSAGES.startYearInvalid],
      [['categories', 0], EXPERT_MESSAGES.categoriesInvalid],
    ],
  },
  'the unmask form': {
    caller: 'administrator',
    method: 'POST',
    path: ({ masked }) => `/api/admin/pseudonyms/articles/${masked}/unmask`,
    body: () => ({ reason: 'A threat reported to the police.' }),
    texts: [['reason']],
  },
};

const POISONS: [string, string][] = [
  ['a NUL', 'Joint\u0000custody'],
  ['a lone surrogate', 'cut \ud83d here'],
];

describe.each(['services', 'embedded'] as const)('text and numbers PostgreSQL cannot store (%s profile)', (profile) => {
  let world: FuzzWorld;
  const clientOf = (caller: Caller) => (caller === 'visitor' ? new ApiClient(world.t.baseUrl) : world.clients[caller]);

  /** Sends `body` and expects a 400 with `message`, with no event stored. */
  async function expectRefused(form: Form, body: unknown, message: string): Promise<void> {
    const before = await world.eventCount();
    const r = await clientOf(form.caller).request(form.method, form.path(world.things), body);
    expect({ status: r.status, message: r.body?.message }).toEqual({ status: 400, message });
    expect(await world.eventCount()).toBe(before);
  }

  beforeAll(async () => {
    world = await startFuzzWorld(profile);
  }, 120_000);
  afterAll(() => world?.t.close());

  describe.each(Object.entries(FORMS))('%s', (_, form) => {
    const cases = [
      ...form.texts.flatMap((field) =>
        POISONS.map(([poison, text]) => [poison, field.join('.'), field, text, UNSTORABLE_TEXT_MESSAGE] as const),
      ),
      ...(form.numbers ?? []).map(
        ([field, message]) => ['2147483648', field.join('.'), field, 2 ** 31, message] as const,
      ),
    ];
    it.each(cases)(
      'refuses %s in %s with a 400 naming it, and stores nothing',
      async (_poison, name, field, value, message) => {
        await expectRefused(
          form,
          withFieldAt(form.body(world.things), field, () => value),
          `${name}: ${message}`,
        );
      },
    );

    it('takes the same request without it', async () => {
      const r = await clientOf(form.caller).request(form.method, form.path(world.things), form.body(world.things));
      expect(r.status).toBeLessThan(300);
    });
  });

  it('refuses a NUL in a query string or an address, and in the name of a field', async () => {
    const visitor = world.clients.visitor;
    expect((await visitor.get('/api/search?q=custody%00')).body).toMatchObject({
      statusCode: 400,
      message: `q: ${UNSTORABLE_TEXT_MESSAGE}`,
    });
    expect((await visitor.get('/api/topics/custody%00')).body).toMatchObject({
      statusCode: 400,
      message: 'The address holds a character that is not allowed.',
    });
    const named = await world.clients.member.post('/api/articles', {
      title: 'A post',
      body: 'Text.',
      ['tit\u0000le']: 'x',
    });
    expect(named.body).toMatchObject({ statusCode: 400, message: UNSTORABLE_NAME_MESSAGE });
  });

  it('refuses an id past its integer column in a query string', async () => {
    const r = await world.clients.administrator.get('/api/admin/events?actor=2147483648');
    expect(r.body).toMatchObject({ statusCode: 400, message: `actor: ${ADMIN_DATA_MESSAGES.badActor}` });
    expect((await world.clients.administrator.get('/api/admin/events?actor=2147483647')).status).toBe(200);
  });

  it('reads a query string that is not UTF-8 (a lone surrogate sent as bytes) as the literal text, which it can store', async () => {
    const r = await world.clients.visitor.get('/api/search?q=cut%ED%A0%BD');
    expect({ status: r.status, terms: r.body.terms }).toEqual({ status: 200, terms: 'cut%ED%A0%BD' });
  });
});
