import { describeNotification, NOTIFICATION_ID_PATTERN, notificationPath } from './notifications';

describe('describeNotification', () => {
  const base = { actorName: 'Dana Reyes', itemKind: 'qnas' as const, itemTitle: 'Who keeps the dog?' };

  it('says what happened in plain words', () => {
    expect(describeNotification({ ...base, kind: 'answer' })).toBe(
      'Dana Reyes answered your question “Who keeps the dog?”',
    );
    expect(describeNotification({ ...base, kind: 'comment', itemKind: 'books' })).toBe(
      'Dana Reyes commented on your book “Who keeps the dog?”',
    );
    expect(describeNotification({ ...base, kind: 'post', itemKind: 'videos' })).toBe(
      'Dana Reyes posted a new video “Who keeps the dog?”',
    );
  });

  it('says when it is about a question or a topic the member watches', () => {
    expect(describeNotification({ ...base, kind: 'watched-answer' })).toBe(
      'Dana Reyes answered a question you watch: “Who keeps the dog?”',
    );
    expect(describeNotification({ ...base, kind: 'topic-post', itemKind: 'articles' })).toBe(
      'Dana Reyes posted a new article “Who keeps the dog?” in a topic you watch',
    );
  });
});

describe('notificationPath', () => {
  it('links to the item’s page', () => {
    expect(notificationPath({ itemKind: 'qnas', itemId: 4 })).toBe('/answers/4');
    expect(notificationPath({ itemKind: 'articles', itemId: 12 })).toBe('/articles/12');
  });
});

describe('NOTIFICATION_ID_PATTERN', () => {
  it('accepts what the projection names, and nothing else', () => {
    for (const id of ['answer-17', 'comment-41', 'qnas-3', 'articles-12'])
      expect(NOTIFICATION_ID_PATTERN.test(id)).toBe(true);
    for (const id of ['answer-0', 'post-1', 'answer-17x', '', 'comment-12345678901'])
      expect(NOTIFICATION_ID_PATTERN.test(id)).toBe(false);
  });
});
