import { DeciderSpecification } from '../../../test/support/decider-specification';
import type { UserEvent } from '../../events/users/users.events';
import { accountErasure, DELETED_MEMBER } from '../../events/users/account-erasure';
import { decideAccountDeletion, type DeleteAccountCommand } from './account-deletion.decider';
import type { AuthoredItem } from './authored-content.port';
import { userDecider, type UserState } from './users.decider';

const now = new Date('2026-11-29T10:00:00.000Z');
const registered: UserEvent = {
  type: 'UserRegistered',
  data: {
    uid: 7,
    email: 'pat@example.org',
    username: 'Pat Quietly',
    role: 'member',
    registeredAt: '2026-11-01T00:00:00.000Z',
  },
};
const authored: AuthoredItem[] = [
  { kind: 'articles', id: 3, parent: null },
  { kind: 'comments', id: 11, parent: { kind: 'articles', id: 3 } },
  { kind: 'answers', id: 12, parent: { kind: 'qnas', id: 5 } },
];

// Account deletion decides over the user stream but answers the events of several streams.
const { given } = DeciderSpecification.for({
  ...userDecider,
  decide: (command: Partial<DeleteAccountCommand>, state: UserState) =>
    decideAccountDeletion(
      {
        type: 'DeleteAccount',
        uid: 7,
        removeContent: false,
        authored,
        contactMessages: [],
        expertMessages: [],
        now,
        ...command,
      },
      state,
    ),
});

describe('DeleteAccount', () => {
  describe('when the member keeps their content', () => {
    it('records the deletion with the uid and the choice only, and removes nothing', () => {
      const decision = given([registered]).when({}).events();
      expect(decision.removals).toEqual([]);
      expect(decision.deletion).toEqual({
        streamId: 'account-deletions',
        events: [
          {
            type: 'AccountDeleted',
            data: {
              uid: 7,
              removeContent: false,
              contactMessages: [],
              expertMessages: [],
              removedPosts: [],
              deletedAt: now.toISOString(),
            },
          },
        ],
      });
      expect(JSON.stringify(decision)).not.toMatch(/pat@example\.org|Pat Quietly/);
    });
  });

  describe('when the member also removes everything they posted', () => {
    it('removes each post, comment and answer in the stream that holds it, with no report and no reason', () => {
      const decision = given([registered]).when({ removeContent: true }).events();
      const removed = (kind: string, id: number) => ({
        type: 'ContentRemoved',
        data: { kind, id, reportId: null, reason: null, removedAt: now.toISOString() },
      });
      expect(decision.removals).toEqual([
        { streamId: 'article-3', events: [removed('articles', 3), removed('comments', 11)] },
        { streamId: 'question-5', events: [removed('answers', 12)] },
      ]);
      expect(decision.deletion.events[0]!.data).toMatchObject({
        removeContent: true,
        removedPosts: [{ kind: 'articles', id: 3 }],
      });
    });

    it('skips a comment whose post is unknown', () => {
      const decision = given([registered])
        .when({
          removeContent: true,
          authored: [{ kind: 'comments', id: 9, parent: null }],
        })
        .events();
      expect(decision.removals).toEqual([]);
    });
  });

  it('refuses an account that does not exist (or was deleted: its stream is gone)', () => {
    given([]).when({}).thenRefuses('not_found');
  });

  it('refuses another account’s state', () => {
    given([registered]).when({ uid: 8 }).thenRefuses('not_found');
  });
});

describe('accountErasure', () => {
  const erasure = accountErasure({
    uid: 7,
    removeContent: false,
    contactMessages: ['contact-0d3c5c1e-8f6b-4f0e-9b1a-2c4d6e8f0a1b'],
    expertMessages: ['expert-message-5b9e2f4a-1c3d-4e5f-8a7b-9c0d1e2f3a4b'],
  });

  it('deletes the account’s own streams (profile, watches, blocks) and its reservations, and nobody else’s', () => {
    expect(erasure.deleteEvents).toEqual([
      { streamId: 'user-7' },
      { streamId: 'watches-7' },
      { streamId: 'blocks-7' },
      { streamPrefix: 'reservation-', types: ['ValueReserved', 'ValueReleased'], data: { uid: 7 } },
    ]);
  });

  it('puts "Deleted member" on what the account wrote, and on others’ follows of it', () => {
    const byline = erasure.redactEvents.find((r) => r.filter.types?.includes('CommentAdded'));
    expect(byline).toEqual({
      filter: {
        types: ['ArticlePosted', 'BookPosted', 'VideoPosted', 'QuestionPosted', 'CommentAdded', 'AnswerAdded'],
        data: { authorId: 7 },
      },
      set: { authorName: DELETED_MEMBER, authorRole: 'member' },
    });
    expect(erasure.redactEvents).toContainEqual({
      filter: { types: ['ItemSaved'], data: { type: 'experts', id: 7 } },
      set: { title: DELETED_MEMBER },
    });
  });

  it('erases the sender of the Contact Us messages sent from the account’s email', () => {
    expect(erasure.redactEvents).toContainEqual({
      filter: { streamId: 'contact-0d3c5c1e-8f6b-4f0e-9b1a-2c4d6e8f0a1b', types: ['ContactMessageReceived'] },
      set: { name: DELETED_MEMBER, email: '' },
    });
  });

  it('erases the email of the Experts page messages sent with the account’s email', () => {
    expect(erasure.redactEvents).toContainEqual({
      filter: { streamId: 'expert-message-5b9e2f4a-1c3d-4e5f-8a7b-9c0d1e2f3a4b', types: ['ExpertMessageReceived'] },
      set: { email: '' },
    });
  });

  it('keeps what the account said when it keeps its content, and erases it when the member removed it', () => {
    const words = (e: typeof erasure) => e.redactEvents.filter((r) => 'text' in r.set || 'body' in r.set);
    expect(words(erasure)).toEqual([]);
    expect(
      words(
        accountErasure({ uid: 7, removeContent: true, contactMessages: [], removedPosts: [{ kind: 'qnas', id: 5 }] }),
      ),
    ).toEqual([
      {
        filter: { types: ['ArticlePosted', 'BookPosted', 'VideoPosted', 'QuestionPosted'], data: { authorId: 7 } },
        set: { title: '', body: '', tags: [], media: null },
      },
      { filter: { types: ['CommentAdded', 'AnswerAdded'], data: { authorId: 7 } }, set: { text: '' } },
      // Every version the member made by editing goes the same way.
      { filter: { types: ['PostEdited'], data: { authorId: 7 } }, set: { title: '', body: '', tags: [], media: null } },
      { filter: { types: ['ReplyEdited'], data: { authorId: 7 } }, set: { text: '' } },
    ]);
    // Other members' bookmarks of a removed post copied its title.
    expect(
      accountErasure({ uid: 7, removeContent: true, contactMessages: [], removedPosts: [{ kind: 'qnas', id: 5 }] })
        .redactEvents,
    ).toContainEqual({
      filter: { types: ['ItemSaved'], data: { type: 'qnas', id: 5 } },
      set: { title: '' },
    });
  });
});
