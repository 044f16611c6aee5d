import { DeciderSpecification } from '../../../test/support/decider-specification';
import { COMMENT_MAX, CONVERSATION_MESSAGES, POST_MESSAGES, QUESTION_TITLE_MAX } from '../../contracts/content';
import { EDIT_MESSAGES } from '../../contracts/edits';
import { IDENTIFYING_DETAILS_WARNING } from '../../contracts/identifying-details';
import { type EditCommand, type EditFields, editsDecider } from './edits.decider';

const now = new Date('2026-12-04T10:00:00.000Z');
const author = 3;
const byline = { authorId: author, authorName: 'Ann', authorRole: 'member' };
const question = {
  type: 'QuestionPosted',
  data: {
    id: 17,
    ...byline,
    title: 'How do I start?',
    body: 'First steps.',
    tags: ['custody'],
    categories: [2],
    media: null,
    postedAt: '2026-12-01T10:00:00.000Z',
  },
};
const video = {
  type: 'VideoPosted',
  data: { ...question.data, id: 18, media: 'abc123' },
};
const answer = {
  type: 'AnswerAdded',
  data: { id: 40, questionId: 17, ...byline, text: 'Breathe first.', addedAt: '2026-12-02T10:00:00.000Z' },
};
const removed = (kind: string, id: number) => ({
  type: 'ContentRemoved',
  data: { kind, id, reportId: null, reason: null, removedAt: '2026-12-03T10:00:00.000Z' },
});
const fields = (changes: Partial<EditFields> = {}): EditFields => ({
  title: 'How do I start over?',
  body: 'First steps.',
  tags: ['custody'],
  categories: [2],
  ...changes,
});
const editQuestion = (changes: Partial<EditFields> = {}, actorId = author): EditCommand => ({
  type: 'EditPost',
  kind: 'qnas',
  id: 17,
  actorId,
  fields: fields(changes),
  knownCategories: new Set([2, 5]),
  now,
});
const editAnswer = (text: string, actorId = author, identifyingDetailsConfirmed = false): EditCommand => ({
  type: 'EditReply',
  target: 'answer',
  id: 40,
  parentKind: 'qnas',
  parentId: 17,
  actorId,
  text,
  identifyingDetailsConfirmed,
  now,
});

const { given } = DeciderSpecification.for(editsDecider);

describe('EditPost', () => {
  it('records the whole new version, checked as posting checks it', () => {
    given([question])
      .when(editQuestion({ tags: ['#custody', 'Custody', 'moving'], categories: [2, 5] }))
      .then([
        {
          type: 'PostEdited',
          data: {
            kind: 'qnas',
            id: 17,
            authorId: author,
            title: 'How do I start over?',
            body: 'First steps.',
            tags: ['custody', 'moving'],
            categories: [2, 5],
            media: null,
            editedAt: now.toISOString(),
          },
        },
      ]);
  });

  it('refuses anyone but the author, administrators included', () => {
    given([question]).when(editQuestion({}, 9)).thenRefuses('forbidden', EDIT_MESSAGES.notAuthor);
  });

  it('refuses a post that does not exist', () => {
    given([]).when(editQuestion()).thenRefuses('not_found', POST_MESSAGES.notFound);
  });

  it('refuses a post the moderators removed', () => {
    given([question, removed('qnas', 17)])
      .when(editQuestion())
      .thenRefuses('not_found', POST_MESSAGES.notFound);
  });

  it.each([
    ['an empty title', { title: '  ' }, POST_MESSAGES.titleRequired],
    ['a question title too long', { title: 'x'.repeat(QUESTION_TITLE_MAX + 1) }, POST_MESSAGES.questionTitleTooLong],
    ['a category that is not a topic', { categories: [99] }, 'That category does not exist.'],
  ])('refuses %s, as posting does', (_, changes, message) => {
    const decision = given([question]).when(editQuestion(changes));
    if (message === 'That category does not exist.') decision.thenRefuses('validation');
    else decision.thenRefuses('validation', message);
  });

  it('asks again about identifying details, and takes them once confirmed', () => {
    given([question])
      .when(editQuestion({ body: 'My ex is John Smith.' }))
      .thenRefuses('unprocessable', `${IDENTIFYING_DETAILS_WARNING} Found: a full name.`);
    expect(
      given([question])
        .when(editQuestion({ body: 'My ex is John Smith.', identifyingDetailsConfirmed: true }))
        .events(),
    ).toHaveLength(1);
  });

  it('does not ask the asker to acknowledge their age again', () => {
    expect(
      given([question])
        .when(editQuestion({ acknowledged: false }))
        .events(),
    ).toHaveLength(1);
  });

  it("asks for a video's usage rights again only when its link changes", () => {
    const editVideo = (changes: Partial<EditFields>): EditCommand => ({
      ...(editQuestion(changes) as Extract<EditCommand, { type: 'EditPost' }>),
      kind: 'videos',
      id: 18,
    });
    expect(
      given([video])
        .when(editVideo({ media: 'https://www.youtube.com/watch?v=abc123' }))
        .events(),
    ).toHaveLength(1);
    given([video])
      .when(editVideo({ media: 'https://www.youtube.com/watch?v=xyz789' }))
      .thenRefuses('validation', POST_MESSAGES.rightsRequired);
    expect(
      given([video])
        .when(editVideo({ media: 'https://www.youtube.com/watch?v=xyz789', acknowledged: true }))
        .events()[0],
    ).toMatchObject({ data: { media: 'xyz789' } });
  });

  it('records nothing when nothing changed', () => {
    given([question])
      .when(editQuestion({ title: ' How do I start? ', tags: ['#custody'] }))
      .thenNothingHappened();
  });

  it('compares with the latest version and with topics added to the post since', () => {
    const edited = {
      type: 'PostEdited',
      data: { ...question.data, kind: 'qnas', title: 'How do I start over?', editedAt: now.toISOString() },
    };
    const categorized = {
      type: 'PostCategorized',
      data: { kind: 'qnas', id: 17, topicId: 5, categorizedAt: now.toISOString() },
    };
    given([question, edited, categorized])
      .when(editQuestion({ categories: [2, 5] }))
      .thenNothingHappened();
    expect(given([question, edited, categorized]).when(editQuestion()).events()).toHaveLength(1);
  });
});

describe('EditReply', () => {
  it('records the new text, trimmed', () => {
    given([question, answer])
      .when(editAnswer('  Breathe, then write it down.  '))
      .then([
        {
          type: 'ReplyEdited',
          data: {
            target: 'answer',
            id: 40,
            parentKind: 'qnas',
            parentId: 17,
            authorId: author,
            text: 'Breathe, then write it down.',
            editedAt: now.toISOString(),
          },
        },
      ]);
  });

  it('refuses anyone but the author', () => {
    given([question, answer]).when(editAnswer('Mine now', 9)).thenRefuses('forbidden', EDIT_MESSAGES.notAuthor);
  });

  it.each([
    ['that is not under the post', [question]],
    ['the moderators removed', [question, answer, removed('answers', 40)]],
    ['under a removed post', [question, answer, removed('qnas', 17)]],
  ])('refuses an answer %s', (_, events) => {
    given(events).when(editAnswer('Hello')).thenRefuses('not_found', CONVERSATION_MESSAGES.replyNotFound);
  });

  it.each([
    ['empty', '   ', CONVERSATION_MESSAGES.textRequired],
    ['too long', 'x'.repeat(COMMENT_MAX + 1), CONVERSATION_MESSAGES.textTooLong],
  ])('refuses a text %s, as answering does', (_, text, message) => {
    given([question, answer]).when(editAnswer(text)).thenRefuses('validation', message);
  });

  it('asks again about identifying details, and takes them once confirmed', () => {
    given([question, answer])
      .when(editAnswer('Call 555-234-5678'))
      .thenRefuses('unprocessable', `${IDENTIFYING_DETAILS_WARNING} Found: a phone number.`);
    expect(
      given([question, answer])
        .when(editAnswer('Call 555-234-5678', author, true))
        .events(),
    ).toHaveLength(1);
  });

  it('records nothing when the text is the same, and compares with the latest edit', () => {
    given([question, answer]).when(editAnswer(' Breathe first. ')).thenNothingHappened();
    const edited = { type: 'ReplyEdited', data: { ...editAnswerData(), text: 'Breathe.' } };
    given([question, answer, edited]).when(editAnswer('Breathe.')).thenNothingHappened();
  });
});

function editAnswerData() {
  return { target: 'answer', id: 40, parentKind: 'qnas', parentId: 17, authorId: author, editedAt: now.toISOString() };
}
