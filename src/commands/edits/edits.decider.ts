import { DomainError } from '../../common/domain-error';
import { COMMENT_MAX, CONVERSATION_MESSAGES, POST_MESSAGES, type PostKind } from '../../contracts/content';
import { EDIT_MESSAGES } from '../../contracts/edits';
import type { EditEvent, PostVersion } from '../../events/content/edits.events';
import { POSTED_TYPES } from '../../events/content/posts.events';
import { isEventOf } from '../../events/registry';
import { type ContentState, contentPresence, presenceOf } from '../content-presence';
import type { Decider } from '../decider';
import { HOLD_MESSAGES } from '../../contracts/holds';
import { MESSAGES } from '../../contracts/messages';
import { postStream } from '../../events/streams';
import type { CommandContext } from '../command-context';
import { defineWrite, type WriteTools } from '../define-write';
import type { DecisionResult } from '../stream-writer';
import { TRUST_RECORDS, type TrustRecords } from '../holds/trust-records.port';
import { TOPIC_CATALOG, type TopicCatalog } from '../topics/topic-catalog.port';
import { refuseUnconfirmedIdentifyingDetails } from '../identifying-details.rule';
import { checkPost, type PostFields } from '../posts/post-rules';

// An author edits their own post, comment or answer, in the post's stream (which holds its replies
// too). The same rules as posting apply; administrators remove content, they never edit anyone's words.

type StreamEvent = { type: string; data: unknown };
type ReplyTarget = 'comment' | 'answer';

export interface EditState extends ContentState {
  /** The post's author, from its posted event (the real one, also under a pseudonym). */
  authorId: number | null;
  current: PostVersion | null;
  /** Each reply's author and current text, by `comment-12` / `answer-12`. */
  replyTexts: ReadonlyMap<string, { authorId: number; text: string }>;
}

/** The posting form's fields an edit may change (no pseudonym, no suggestion: those are chosen once). */
export type EditFields = Pick<
  PostFields,
  'title' | 'body' | 'tags' | 'categories' | 'media' | 'acknowledged' | 'identifyingDetailsConfirmed'
>;

export type EditCommand =
  | {
      type: 'EditPost';
      kind: PostKind;
      id: number;
      actorId: number;
      fields: EditFields;
      /** Those of the fields' categories that are topics (looked up by the handler). */
      knownCategories: ReadonlySet<number>;
      now: Date;
    }
  | {
      type: 'EditReply';
      target: ReplyTarget;
      id: number;
      parentKind: PostKind;
      parentId: number;
      actorId: number;
      text: string;
      identifyingDetailsConfirmed: boolean;
      now: Date;
    };

const replyKey = (target: ReplyTarget, id: number) => `${target}-${id}`;

function evolve(state: EditState, event: StreamEvent): EditState {
  const next = { ...state, ...contentPresence.evolve(state, event) };
  if (isEventOf(event, ...POSTED_TYPES)) {
    const { authorId, title, body, tags, categories, media } = event.data;
    return { ...next, authorId, current: { title, body, tags, categories, media } };
  }
  if (isEventOf(event, 'PostCategorized') && next.current && !next.current.categories.includes(event.data.topicId))
    return { ...next, current: { ...next.current, categories: [...next.current.categories, event.data.topicId] } };
  if (isEventOf(event, 'PostEdited')) {
    const { title, body, tags, categories, media } = event.data;
    return { ...next, current: { title, body, tags, categories, media } };
  }
  if (isEventOf(event, 'CommentAdded', 'AnswerAdded')) {
    const key = replyKey(event.type === 'CommentAdded' ? 'comment' : 'answer', event.data.id);
    return { ...next, replyTexts: new Map(next.replyTexts).set(key, event.data) };
  }
  if (isEventOf(event, 'ReplyEdited')) {
    const key = replyKey(event.data.target, event.data.id);
    return { ...next, replyTexts: new Map(next.replyTexts).set(key, event.data) };
  }
  return next;
}

const sameVersion = (a: PostVersion, b: PostVersion) => JSON.stringify(a) === JSON.stringify(b);

function decidePostEdit(command: Extract<EditCommand, { type: 'EditPost' }>, state: EditState): EditEvent[] {
  if (state.post !== 'present' || !state.current) throw new DomainError('not_found', POST_MESSAGES.notFound);
  if (state.authorId !== command.actorId) throw new DomainError('forbidden', EDIT_MESSAGES.notAuthor);
  const { kind, fields } = command;
  // The 18+ acknowledgement was given when asking; a video's rights are asked again for a new link.
  const checked = checkPost(kind, { ...fields, acknowledged: true }, command.knownCategories);
  if (kind === 'videos' && checked.media !== state.current.media && fields.acknowledged !== true)
    throw new DomainError('validation', POST_MESSAGES.rightsRequired);
  const version = {
    title: checked.title,
    body: checked.body,
    tags: checked.tags,
    categories: checked.categories,
    media: checked.media,
  };
  // Saving what is already there records nothing: there is no new version to show.
  if (sameVersion(version, state.current)) return [];
  const data = { kind, id: command.id, authorId: command.actorId, ...version, editedAt: command.now.toISOString() };
  return [{ type: 'PostEdited', data }];
}

function decideReplyEdit(command: Extract<EditCommand, { type: 'EditReply' }>, state: EditState): EditEvent[] {
  const kind = command.target === 'comment' ? 'comments' : 'answers';
  const reply = state.replyTexts.get(replyKey(command.target, command.id));
  if (!reply || presenceOf(state, kind, command.id) !== 'present')
    throw new DomainError('not_found', CONVERSATION_MESSAGES.replyNotFound);
  if (reply.authorId !== command.actorId) throw new DomainError('forbidden', EDIT_MESSAGES.notAuthor);
  const text = command.text.trim();
  if (text.length === 0) throw new DomainError('validation', CONVERSATION_MESSAGES.textRequired);
  if (text.length > COMMENT_MAX) throw new DomainError('validation', CONVERSATION_MESSAGES.textTooLong);
  refuseUnconfirmedIdentifyingDetails(command.identifyingDetailsConfirmed, text);
  if (text === reply.text) return [];
  const { target, id, parentKind, parentId, actorId, now } = command;
  return [
    {
      type: 'ReplyEdited',
      data: { target, id, parentKind, parentId, authorId: actorId, text, editedAt: now.toISOString() },
    },
  ];
}

export const editsDecider: Decider<EditCommand, EditState, StreamEvent> = {
  initialState: () => ({ ...contentPresence.initialState(), authorId: null, current: null, replyTexts: new Map() }),
  evolve,
  decide: (command, state) =>
    command.type === 'EditPost' ? decidePostEdit(command, state) : decideReplyEdit(command, state),
};

/** The editing member; a stopped one edits nothing (their items are hidden until the stop is lifted). */
async function editorOf(context: CommandContext, { get }: WriteTools): Promise<number> {
  if (context.actorId === null) throw new DomainError('unauthenticated', MESSAGES.loginRequired);
  if ((await get<TrustRecords>(TRUST_RECORDS).standing(context.actorId))?.stopped)
    throw new DomainError('forbidden', HOLD_MESSAGES.stopped);
  return context.actorId;
}

/** The edit's time, or null when it changed nothing (and nothing was recorded). */
const editedAt = ({ appended }: DecisionResult<EditState>, _input: unknown, _prepared: unknown, now: Date) => ({
  editedAt: appended ? now.toISOString() : null,
});

/** Its author edits a post: its words, tags, topics, link. */
export const editPost = defineWrite({
  name: 'EditPost',
  decider: editsDecider,
  stream: ({ kind, id }: { kind: PostKind; id: number; fields: EditFields }) => postStream(kind, id),
  prepare: async ({ fields }, tools, context) => ({
    actorId: await editorOf(context, tools),
    knownCategories: await tools.get<TopicCatalog>(TOPIC_CATALOG).existingIds(fields.categories),
  }),
  command: ({ kind, id, fields }, now, { actorId, knownCategories }): EditCommand => ({
    type: 'EditPost',
    kind,
    id,
    actorId,
    fields,
    knownCategories,
    now,
  }),
  // An edit shows at once in the item, its lists and topic pages, bookmarks, search and its revisions.
  nextReads: ['posts', 'saved-items', 'revisions', 'search'],
  answer: editedAt,
});

/** Its author edits a comment or answer (in its post's stream). */
export const editReply = defineWrite({
  name: 'EditReply',
  decider: editsDecider,
  stream: (input: Omit<Extract<EditCommand, { type: 'EditReply' }>, 'type' | 'actorId' | 'now'>) =>
    postStream(input.parentKind, input.parentId),
  prepare: (_input, tools, context) => editorOf(context, tools),
  command: (input, now, actorId): EditCommand => ({ type: 'EditReply', ...input, actorId, now }),
  nextReads: ['conversations', 'revisions'],
  answer: editedAt,
});
