import { DeciderSpecification } from '../../../test/support/decider-specification';
import { DomainError } from '../../common/domain-error';
import {
  CATEGORIES_MAX,
  POST_MESSAGES,
  type PostKind,
  QUESTION_TITLE_MAX,
  TAG_MAX,
  TAGS_MAX,
} from '../../contracts/content';
import { IDENTIFYING_DETAILS_WARNING } from '../../contracts/identifying-details';
import { SUGGESTED_TOPIC_MAX, TOPIC_MESSAGES } from '../../contracts/topics';
import type { PostFields } from './post-rules';
import type { PostEvent } from '../../events/content/posts.events';
import type { Decider } from '../decider';
import { type PostCommand, type PostState, postsDecider } from './posts.decider';

const now = new Date('2026-11-22T10:00:00.000Z');
const author = { id: 7, name: 'Dana', role: 'Expert' as const };
const fields: PostFields = {
  title: 'Telling the children',
  body: 'Line one\nLine two',
  tags: ['kids'],
  categories: [3],
  media: null,
  acknowledged: true,
};

const topics = new Set([3, 4]);
const manyTopics = Array.from({ length: CATEGORIES_MAX + 1 }, (_, i) => i + 1);

const post = (
  kind: PostKind,
  changes: Partial<PostFields> = {},
  knownCategories: ReadonlySet<number> = topics,
): PostCommand => ({
  type: 'PostContent',
  kind,
  id: 17,
  author,
  fields: { ...fields, ...changes },
  knownCategories,
  pseudonym: 4821,
  now,
});

// A post with no hold reasons is published: these cases read the posted event's fields.
const publishing: Decider<PostCommand, PostState, PostEvent> = {
  ...postsDecider,
  decide: (command, state) => postsDecider.decide(command, state).filter((e): e is PostEvent => e.type !== 'ItemHeld'),
};
const { given } = DeciderSpecification.for(publishing);

describe('PostContent', () => {
  describe('when the post is new', () => {
    it.each([
      ['articles', 'ArticlePosted', { media: ' https://example.org/a ' }, 'https://example.org/a'],
      ['books', 'BookPosted', { media: 'https://www.amazon.com/Some-Book/dp/0123456789/ref=sr_1' }, '0123456789'],
      ['videos', 'VideoPosted', { media: 'https://www.youtube.com/watch?v=abc123&t=4' }, 'abc123'],
      ['qnas', 'QuestionPosted', { media: 'ignored' }, null],
    ] as const)('records %s as %s with the derived media', (kind, type, changes, media) => {
      given([])
        .when(post(kind, changes))
        .then([
          {
            type,
            data: {
              id: 17,
              authorId: 7,
              authorName: 'Dana',
              authorRole: 'Expert',
              title: 'Telling the children',
              body: 'Line one\nLine two',
              tags: ['kids'],
              categories: [3],
              media,
              postedAt: now.toISOString(),
            },
          },
        ]);
    });

    it('records the drawn alias when the author asks for a pseudonym, and keeps the author', () => {
      const [event] = given([])
        .when(post('qnas', { pseudonymous: true }))
        .events();
      expect(event!.data).toMatchObject({ authorId: 7, authorName: 'Dana', pseudonym: 4821 });
      expect(event!.data).not.toHaveProperty('pseudonymous');
    });
    it("records no alias for a post under the author's name", () => {
      expect(
        given([])
          .when(post('qnas', { pseudonymous: false }))
          .events()[0]!.data,
      ).not.toHaveProperty('pseudonym');
      expect(given([]).when(post('qnas')).events()[0]!.data).not.toHaveProperty('pseudonym');
    });
    it('stores an article without a shared link as null', () => {
      expect(
        given([])
          .when(post('articles', { media: '  ' }))
          .events()[0]!.data.media,
      ).toBeNull();
    });

    it('stores a book without a bookstore link as null: the spec asks for none', () => {
      for (const media of ['', '  ', null]) {
        expect(given([]).when(post('books', { media })).events()[0]!.data.media).toBeNull();
      }
    });

    it('keeps a link it cannot read as the raw text', () => {
      expect(
        given([])
          .when(post('books', { media: 'https://bookshop.org/b/42' }))
          .events()[0]!.data.media,
      ).toBe('https://bookshop.org/b/42');
      expect(
        given([])
          .when(post('videos', { media: 'https://vimeo.com/1' }))
          .events()[0]!.data.media,
      ).toBe('https://vimeo.com/1');
    });

    it('normalises tags: "#" stripped, trimmed, empty dropped, deduplicated whatever the case', () => {
      const [event] = given([])
        .when(post('articles', { tags: ['#Divorce', ' divorce ', '##kids', '#', '', 'Kids', 'money'] }))
        .events();
      expect(event!.data.tags).toEqual(['Divorce', 'kids', 'money']);
    });

    it('leaves the suggested category out of the post: it is filed beside it', () => {
      const [event] = given([])
        .when(post('articles', { suggestedTopic: ' Step Parenting ' }))
        .events();
      expect(event!.data).not.toHaveProperty('suggestedTopic');
    });

    it('accepts a suggested category of exactly the limit once trimmed', () => {
      expect(
        given([])
          .when(post('articles', { suggestedTopic: ` ${'x'.repeat(SUGGESTED_TOPIC_MAX)} ` }))
          .events(),
      ).toHaveLength(1);
    });

    it('deduplicates categories and trims the title', () => {
      const [event] = given([])
        .when(post('articles', { title: '  Spaced  ', categories: [3, 4, 3] }))
        .events();
      expect(event!.data).toMatchObject({ title: 'Spaced', categories: [3, 4] });
    });
  });

  describe('when a rule is broken', () => {
    it.each([
      [
        'a question without the 18+ acknowledgement',
        post('qnas', { acknowledged: false }),
        POST_MESSAGES.adultRequired,
      ],
      [
        'a question with the acknowledgement missing',
        post('qnas', { acknowledged: undefined }),
        POST_MESSAGES.adultRequired,
      ],
      [
        'a video without the usage-rights acknowledgement',
        post('videos', { acknowledged: false, media: 'x' }),
        POST_MESSAGES.rightsRequired,
      ],
      [
        'a question title over 50 characters',
        post('qnas', { title: 'q'.repeat(QUESTION_TITLE_MAX + 1) }),
        POST_MESSAGES.questionTitleTooLong,
      ],
      ['a blank title', post('articles', { title: '   ' }), POST_MESSAGES.titleRequired],
      ['a tag too long', post('articles', { tags: ['#' + 't'.repeat(TAG_MAX + 1)] }), POST_MESSAGES.tagTooLong],
      [
        'too many tags',
        post('articles', { tags: Array.from({ length: TAGS_MAX + 1 }, (_, i) => `tag${i}`) }),
        POST_MESSAGES.tooManyTags,
      ],
      ['a video without a link', post('videos', { media: null }), POST_MESSAGES.videoLinkRequired],
      ['a category that is not a topic', post('articles', { categories: [3, 99] }), TOPIC_MESSAGES.unknownCategory],
      [
        'too many categories',
        post('articles', { categories: manyTopics }, new Set(manyTopics)),
        POST_MESSAGES.tooManyCategories,
      ],
      [
        'a suggested category too long',
        post('articles', { suggestedTopic: 'x'.repeat(SUGGESTED_TOPIC_MAX + 1) }),
        TOPIC_MESSAGES.suggestionTooLong,
      ],
    ])('refuses %s', (_, command, message) => {
      given([]).when(command).thenRefuses('validation', message);
    });

    it('accepts a question title of exactly 50 characters and a tag of exactly the limit', () => {
      const title = 'q'.repeat(QUESTION_TITLE_MAX);
      expect(
        given([])
          .when(post('qnas', { title, tags: ['t'.repeat(TAG_MAX)] }))
          .events()[0]!.data.title,
      ).toBe(title);
    });

    it('needs no acknowledgement for articles and books', () => {
      expect(
        given([])
          .when(post('articles', { acknowledged: undefined }))
          .events(),
      ).toHaveLength(1);
      expect(
        given([])
          .when(post('books', { acknowledged: undefined, media: 'x' }))
          .events(),
      ).toHaveLength(1);
    });
  });

  describe('when the title, text or tags identify someone', () => {
    it.each([
      ['title', { title: 'Call me: 555-234-5678' }, 'a phone number'],
      ['text', { body: 'Line one\nMy ex is John Smith, at jsmith@example.com' }, 'an email address and a full name'],
      ['tags', { tags: ['42 Oak Street'] }, 'a street address'],
    ])('refuses it unconfirmed, naming what its %s holds', (_, changes, found) => {
      given([])
        .when(post('articles', changes))
        .thenRefuses('unprocessable', `${IDENTIFYING_DETAILS_WARNING} Found: ${found}.`);
    });

    it('posts it once the poster chose "Post anyway"', () => {
      const [event] = given([])
        .when(post('articles', { body: 'Ask John Smith.', identifyingDetailsConfirmed: true }))
        .events();
      expect(event!.data).toMatchObject({ body: 'Ask John Smith.' });
      expect(event!.data).not.toHaveProperty('identifyingDetailsConfirmed');
    });

    it('reports a broken rule first: the warning comes only for a post that could be published', () => {
      given([])
        .when(post('articles', { title: '   ', body: 'Call 555-234-5678' }))
        .thenRefuses('validation', POST_MESSAGES.titleRequired);
    });
  });

  describe('when the post already exists', () => {
    it('refuses to post it again', () => {
      const existing = given([]).when(post('articles')).events();
      given(existing).when(post('articles')).thenThrows(DomainError);
      given(existing).when(post('articles')).thenRefuses('conflict');
    });
  });
});
