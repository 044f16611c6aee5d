import { DeciderSpecification } from '../../../test/support/decider-specification';
import { POST_MESSAGES } from '../../contracts/content';
import { DRAFT_MESSAGES } from '../../contracts/drafts';
import { identifyingDetailsRefusal } from '../../contracts/identifying-details';
import { SUGGESTED_TOPIC_MAX, TOPIC_MESSAGES } from '../../contracts/topics';
import type { DraftStreamEvent } from '../../events/drafts/drafts.events';
import { fold } from '../decider';
import type { PostFields } from '../posts/post-rules';
import { type DraftCommand, draftsDecider } from './drafts.decider';

const draftId = 'a'.repeat(64);
const savedAt = new Date('2026-11-01T10:00:00.000Z');
const later = new Date('2026-11-02T10:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;
const fields: PostFields = {
  title: '  How do I tell my kids? ',
  body: 'They are 6 and 9.',
  tags: ['#Kids', 'kids'],
  categories: [3, 3],
  acknowledged: true,
};

const save = (changes: Partial<PostFields> = {}, kind: 'qnas' | 'videos' | 'articles' = 'qnas'): DraftCommand => ({
  type: 'SaveDraft',
  draftId,
  kind,
  fields: { ...fields, ...changes },
  knownCategories: new Set([3]),
  now: savedAt,
});
const claim = (memberId = 7, postId = 41): DraftCommand => ({
  type: 'ClaimDraft',
  draftId,
  memberId,
  postId,
  now: later,
});
const discard: DraftCommand = { type: 'DiscardDraft', draftId, now: later };
const expire = (now: Date): DraftCommand => ({ type: 'ExpireDraft', draftId, now });

const saved: DraftStreamEvent = {
  type: 'DraftSaved',
  data: {
    draftId,
    kind: 'qnas',
    title: 'How do I tell my kids?',
    body: 'They are 6 and 9.',
    tags: ['Kids'],
    categories: [3],
    media: null,
    acknowledged: true,
    savedAt: savedAt.toISOString(),
  },
};
const claimed: DraftStreamEvent = {
  type: 'DraftClaimed',
  data: { draftId, memberId: 7, kind: 'qnas', postId: 41, claimedAt: later.toISOString() },
};
const deleted: DraftStreamEvent = {
  type: 'DraftDiscarded',
  data: { draftId, reason: 'deleted', at: later.toISOString() },
};

const { given } = DeciderSpecification.for(draftsDecider);

describe('SaveDraft', () => {
  it('keeps the draft as the posting rules normalise it', () => {
    given([]).when(save()).then([saved]);
  });

  it('keeps the wish to post under a pseudonym until the draft is posted', () => {
    const events = given([])
      .when(save({ pseudonymous: true }))
      .events();
    expect(events).toEqual([{ ...saved, data: { ...saved.data, pseudonymous: true } }]);
    expect(fold(draftsDecider, events)).toMatchObject({ status: 'pending', draft: { fields: { pseudonymous: true } } });
    given([])
      .when(save({ pseudonymous: false }))
      .then([saved]);
    expect(fold(draftsDecider, [saved])).toMatchObject({
      status: 'pending',
      draft: { fields: { pseudonymous: false } },
    });
  });

  it('keeps a suggested category, trimmed, until the draft is posted', () => {
    const events = given([])
      .when(save({ suggestedTopic: '  Step Parenting ' }))
      .events();
    expect(events).toEqual([{ ...saved, data: { ...saved.data, suggestedTopic: 'Step Parenting' } }]);
    expect(fold(draftsDecider, events)).toMatchObject({
      status: 'pending',
      draft: { fields: { suggestedTopic: 'Step Parenting' } },
    });
    expect(fold(draftsDecider, [saved])).toMatchObject({
      status: 'pending',
      draft: { fields: { suggestedTopic: null } },
    });
  });

  it.each([
    ['a question without the 18+ acknowledgement', save({ acknowledged: false }), POST_MESSAGES.adultRequired],
    [
      'a video without the usage-rights acknowledgement',
      save({ acknowledged: undefined, media: 'https://youtu.be/x' }, 'videos'),
      POST_MESSAGES.rightsRequired,
    ],
    ['a blank title', save({ title: ' ' }, 'articles'), POST_MESSAGES.titleRequired],
    ['a category that is not a topic', save({ categories: [3, 8] }), TOPIC_MESSAGES.unknownCategory],
    [
      'a suggested category too long',
      save({ suggestedTopic: 'x'.repeat(SUGGESTED_TOPIC_MAX + 1) }),
      TOPIC_MESSAGES.suggestionTooLong,
    ],
  ])('refuses %s exactly as posting does', (_, command, message) => {
    given([]).when(command).thenRefuses('validation', message);
  });

  describe('when the text identifies someone', () => {
    const body = 'Text me at 555-234-5678.';

    it('refuses it unless the visitor chose "Post anyway" before it was saved', () => {
      given([])
        .when(save({ body }))
        .thenRefuses('unprocessable', identifyingDetailsRefusal(['phone']));
      given([])
        .when(save({ body, identifyingDetailsConfirmed: true }))
        .then([{ ...saved, data: { ...saved.data, body } }]);
    });

    it('is not asked about again when the draft is claimed: it was checked when saved', () => {
      const kept = given([])
        .when(save({ body, identifyingDetailsConfirmed: true }))
        .events();
      expect(fold(draftsDecider, kept)).toMatchObject({
        status: 'pending',
        draft: { fields: { body, identifyingDetailsConfirmed: true } },
      });
    });
  });
});

describe('ClaimDraft', () => {
  it('claims a pending draft for the member and the post id taken for it', () => {
    given([saved]).when(claim()).then([claimed]);
  });

  describe('when the draft was claimed already', () => {
    it('records nothing, and the state still names the first post (an idempotent retry)', () => {
      given([saved, claimed]).when(claim(9, 99)).thenNothingHappened();
      expect(fold(draftsDecider, [saved, claimed])).toMatchObject({ status: 'claimed', memberId: 7, postId: 41 });
    });
  });

  it.each([
    ['unknown', []],
    ['discarded', [saved, deleted]],
    [
      'expired',
      [
        saved,
        { type: 'DraftDiscarded', data: { draftId, reason: 'expired', at: later.toISOString() } } as DraftStreamEvent,
      ],
    ],
  ])('answers not found for a draft that is %s', (_, events) => {
    given(events).when(claim()).thenRefuses('not_found', DRAFT_MESSAGES.notFound);
  });
});

describe('DiscardDraft', () => {
  it('discards a pending draft as deleted', () => {
    given([saved]).when(discard).then([deleted]);
  });

  it('changes nothing for a draft already discarded or posted', () => {
    given([saved, deleted]).when(discard).thenNothingHappened();
    given([saved, claimed]).when(discard).thenNothingHappened();
  });

  it('answers not found for an unknown draft', () => {
    given([]).when(discard).thenRefuses('not_found', DRAFT_MESSAGES.notFound);
  });
});

describe('RemoveDraft', () => {
  const remove: DraftCommand = { type: 'RemoveDraft', draftId, now: later };
  const removed: DraftStreamEvent = {
    type: 'DraftDiscarded',
    data: { draftId, reason: 'removed', at: later.toISOString() },
  };

  it('discards a pending draft as removed by an administrator, so that its key can no longer claim it', () => {
    given([saved]).when(remove).then([removed]);
    given([saved, removed]).when(claim()).thenRefuses('not_found', DRAFT_MESSAGES.notFound);
  });

  it('changes nothing for a draft already discarded, whoever discarded it', () => {
    given([saved, deleted]).when(remove).thenNothingHappened();
    given([saved, removed]).when(remove).thenNothingHappened();
  });

  it('refuses a draft its author has posted already', () => {
    given([saved, claimed]).when(remove).thenRefuses('conflict', DRAFT_MESSAGES.alreadyPosted);
  });

  it('answers not found for an unknown draft', () => {
    given([]).when(remove).thenRefuses('not_found', DRAFT_MESSAGES.notFound);
  });
});

describe('ExpireDraft', () => {
  it('leaves a draft younger than 30 days alone', () => {
    given([saved])
      .when(expire(new Date(savedAt.getTime() + 30 * DAY - 1)))
      .thenNothingHappened();
  });

  it('discards a pending draft once it is 30 days old', () => {
    const now = new Date(savedAt.getTime() + 30 * DAY);
    given([saved])
      .when(expire(now))
      .then([{ type: 'DraftDiscarded', data: { draftId, reason: 'expired', at: now.toISOString() } }]);
  });

  it('never touches a claimed, discarded or unknown draft', () => {
    const now = new Date(savedAt.getTime() + 90 * DAY);
    for (const events of [[saved, claimed], [saved, deleted], []])
      given(events).when(expire(now)).thenNothingHappened();
  });
});
