import { DeciderSpecification } from '../../../test/support/decider-specification';
import { MODERATION_MESSAGES, REPORTS_TO_HIDE, type ReportedKind } from '../../contracts/moderation';
import { type HidingCommand, hidingDecider } from './hiding.decider';

const now = new Date('2026-12-03T09:00:00.000Z');
const at = now.toISOString();

type Event = { type: string; data: unknown };
const articlePosted: Event = {
  type: 'ArticlePosted',
  data: { id: 3, title: 'Old title', body: 'Old words', tags: ['a'], postedAt: '2026-12-01T08:00:00.000Z' },
};
const commentAdded: Event = { type: 'CommentAdded', data: { id: 41, parentKind: 'articles', parentId: 3 } };
const hidden = (kind: ReportedKind, id: number): Event => ({
  type: 'ContentHiddenByReports',
  data: { kind, id, reporters: REPORTS_TO_HIDE, hiddenAt: at },
});
const restored = (kind: ReportedKind, id: number, post: unknown = null): Event => ({
  type: 'HiddenContentRestored',
  data: { kind, id, restoredAt: at, post },
});
const hide = (kind: ReportedKind, id: number, reporters = REPORTS_TO_HIDE): HidingCommand => ({
  type: 'HideByReports',
  kind,
  id,
  reporters,
  now,
});
const restore = (kind: ReportedKind, id: number): HidingCommand => ({ type: 'RestoreHidden', kind, id, now });

const { given } = DeciderSpecification.for(hidingDecider);

describe('HideByReports', () => {
  it(`hides a comment once ${REPORTS_TO_HIDE} members report it, and not before`, () => {
    given([articlePosted, commentAdded])
      .when(hide('comments', 41, REPORTS_TO_HIDE - 1))
      .thenNothingHappened();
    given([articlePosted, commentAdded])
      .when(hide('comments', 41))
      .then([hidden('comments', 41)]);
  });

  it('does not hide what is hidden already, or gone', () => {
    given([articlePosted, commentAdded, hidden('comments', 41)])
      .when(hide('comments', 41, REPORTS_TO_HIDE + 1))
      .thenNothingHappened();
    given([articlePosted]).when(hide('comments', 41)).thenNothingHappened();
    given([articlePosted, { type: 'ContentRemoved', data: { kind: 'articles', id: 3 } }])
      .when(hide('articles', 3))
      .thenNothingHappened();
  });

  it('leaves alone what a moderator restored', () => {
    given([articlePosted, hidden('articles', 3), restored('articles', 3)])
      .when(hide('articles', 3, 10))
      .thenNothingHappened();
  });
});

describe('RestoreHidden', () => {
  it('restores a hidden post with its words as they stand, for the search', () => {
    const edited: Event = {
      type: 'PostEdited',
      data: { kind: 'articles', id: 3, title: 'New title', body: 'New words', tags: ['b'] },
    };
    given([articlePosted, edited, hidden('articles', 3)])
      .when(restore('articles', 3))
      .then([
        restored('articles', 3, {
          title: 'New title',
          body: 'New words',
          tags: ['b'],
          postedAt: '2026-12-01T08:00:00.000Z',
        }),
      ]);
  });

  it('restores a hidden comment without words: the search holds none', () => {
    given([articlePosted, commentAdded, hidden('comments', 41)])
      .when(restore('comments', 41))
      .then([restored('comments', 41)]);
  });

  it('refuses what is not hidden, and what is gone', () => {
    given([articlePosted, commentAdded])
      .when(restore('comments', 41))
      .thenRefuses('conflict', MODERATION_MESSAGES.notHidden);
    given([articlePosted, hidden('articles', 3), restored('articles', 3)])
      .when(restore('articles', 3))
      .thenRefuses('conflict', MODERATION_MESSAGES.notHidden);
    given([articlePosted]).when(restore('comments', 41)).thenRefuses('not_found', MODERATION_MESSAGES.contentNotFound);
  });
});
