import { type LiveLookups, liveNoticesFor, notificationsToLookUp, repliesToLookUp } from './live-notices';

const none: LiveLookups = { replyParents: new Map(), recipients: new Map() };
const post = { authorId: 1, authorName: 'ann', authorRole: 'Member', title: 'T', body: 'B', tags: [], categories: [] };
const e = (type: string, data: object) => ({ type, data });

describe('liveNoticesFor: what an open page is told of the events a lane committed', () => {
  it('tells the pages lane of every new post, each kind, as added', () => {
    const events = [
      e('QuestionPosted', { ...post, id: 1 }),
      e('ArticlePosted', { ...post, id: 2 }),
      e('BookPosted', { ...post, id: 3 }),
      e('VideoPosted', { ...post, id: 4, pseudonym: 4821 }),
    ];
    expect(liveNoticesFor('pages', events, none)).toEqual([
      { notice: { kind: 'post', postKind: 'qnas', id: 1, change: 'added' } },
      { notice: { kind: 'post', postKind: 'articles', id: 2, change: 'added' } },
      { notice: { kind: 'post', postKind: 'books', id: 3, change: 'added' } },
      { notice: { kind: 'post', postKind: 'videos', id: 4, change: 'added' } },
    ]);
  });

  it('tells of new answers and comments under their post, once per post and change', () => {
    const events = [
      e('AnswerAdded', { id: 7, questionId: 1 }),
      e('AnswerAdded', { id: 8, questionId: 1 }),
      e('CommentAdded', { id: 9, parentKind: 'books', parentId: 3 }),
    ];
    expect(liveNoticesFor('pages', events, none)).toEqual([
      { notice: { kind: 'replies', postKind: 'qnas', postId: 1, change: 'added' } },
      { notice: { kind: 'replies', postKind: 'books', postId: 3, change: 'added' } },
    ]);
  });

  it('tells of an edited post as changed, and of an edited reply as a change under its post', () => {
    const events = [
      e('PostEdited', { ...post, kind: 'articles', id: 2, media: null, editedAt: 'x' }),
      e('ReplyEdited', {
        target: 'answer',
        id: 7,
        parentKind: 'qnas',
        parentId: 1,
        authorId: 1,
        text: 'T',
        editedAt: 'x',
      }),
    ];
    expect(liveNoticesFor('pages', events, none)).toEqual([
      { notice: { kind: 'post', postKind: 'articles', id: 2, change: 'changed' } },
      { notice: { kind: 'replies', postKind: 'qnas', postId: 1, change: 'changed' } },
    ]);
  });

  it('tells of votes and the best-answer mark as changed, and of a removed reply as removed, under the post looked up', () => {
    const lookups: LiveLookups = {
      ...none,
      replyParents: new Map([
        ['answer-7', { postKind: 'qnas', postId: 1 }],
        ['comment-9', { postKind: 'books', postId: 3 }],
      ]),
    };
    const events = [
      e('VoteCast', { target: 'answer', targetId: 7, voterId: 2, previous: 0, vote: 1 }),
      e('BestAnswerMarked', { questionId: 5, answerId: 11 }),
      e('BestAnswerUnmarked', { questionId: 6, answerId: 12 }),
      e('ContentRemoved', { kind: 'comments', id: 9 }),
      // A vote on a reply the tables do not know (removed since): nothing to tell.
      e('VoteCast', { target: 'comment', targetId: 99, voterId: 2, previous: 0, vote: 1 }),
    ];
    expect(repliesToLookUp(events)).toEqual([
      { kind: 'answer', id: 7 },
      { kind: 'comment', id: 9 },
      { kind: 'comment', id: 99 },
    ]);
    expect(liveNoticesFor('pages', events, lookups)).toEqual([
      { notice: { kind: 'replies', postKind: 'qnas', postId: 1, change: 'changed' } },
      { notice: { kind: 'replies', postKind: 'qnas', postId: 5, change: 'changed' } },
      { notice: { kind: 'replies', postKind: 'qnas', postId: 6, change: 'changed' } },
      { notice: { kind: 'replies', postKind: 'books', postId: 3, change: 'removed' } },
    ]);
  });

  it('tells of a post a moderator removed, and of a new question of the day', () => {
    const events = [e('ContentRemoved', { kind: 'articles', id: 2 }), e('QotdActivated', { questionId: 1 })];
    expect(liveNoticesFor('pages', events, none)).toEqual([
      { notice: { kind: 'post', postKind: 'articles', id: 2, change: 'removed' } },
      { notice: { kind: 'qotd' } },
    ]);
  });

  it('tells of a post or a reply its author deleted', () => {
    const events = [
      e('PostDeletedByAuthor', { kind: 'qnas', id: 4, keepsPlaceholder: true }),
      e('ReplyDeletedByAuthor', { target: 'comment', id: 9, parentKind: 'books', parentId: 3 }),
    ];
    expect(liveNoticesFor('pages', events, none)).toEqual([
      { notice: { kind: 'post', postKind: 'qnas', id: 4, change: 'deleted' } },
      { notice: { kind: 'replies', postKind: 'books', postId: 3, change: 'removed' } },
    ]);
    expect(liveNoticesFor('notifications', events, none)).toEqual([
      { notice: { kind: 'notifications' }, members: true },
    ]);
  });

  it('addresses the notifications lane to the members whose bell changed, one notice each', () => {
    const events = [
      e('AnswerAdded', { id: 7, questionId: 1 }),
      e('CommentAdded', { id: 9, parentKind: 'books', parentId: 3 }),
      e('QuestionPosted', { ...post, id: 4 }),
      e('PostEdited', { kind: 'videos', id: 5 }),
      e('NotificationRead', { uid: 30, notification: 'answer-1' }),
      e('AllNotificationsRead', { uid: 10 }),
    ];
    expect(notificationsToLookUp(events)).toEqual(['answer-7', 'comment-9', 'qnas-4', 'videos-5']);
    const lookups: LiveLookups = {
      ...none,
      recipients: new Map([
        ['answer-7', [10]],
        ['qnas-4', [20, 21]],
      ]),
    };
    expect(liveNoticesFor('notifications', events, lookups)).toEqual(
      [10, 20, 21, 30].map((uid) => ({ notice: { kind: 'notifications' }, uids: [uid] })),
    );
  });

  it('tells every member to read their bell again when removed content took notifications with it', () => {
    const events = [e('ContentRemoved', { kind: 'answers', id: 7 }), e('ContentRemoved', { kind: 'qnas', id: 1 })];
    expect(liveNoticesFor('notifications', events, none)).toEqual([
      { notice: { kind: 'notifications' }, members: true },
    ]);
  });

  it('tells nothing of what no open page shows, nor of other lanes', () => {
    expect(liveNoticesFor('pages', [e('UserRegistered', { uid: 1 }), e('ItemSaved', { uid: 1 })], none)).toEqual([]);
    expect(liveNoticesFor('search', [e('QuestionPosted', { ...post, id: 1 })], none)).toEqual([]);
    // A notification the projection did not store (the author answered their own question): nobody.
    expect(liveNoticesFor('notifications', [e('AnswerAdded', { id: 7, questionId: 1 })], none)).toEqual([]);
  });
});
