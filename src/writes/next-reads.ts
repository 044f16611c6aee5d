import { AddAnswer } from '../commands/conversations/add-answer.command';
import { AddComment } from '../commands/conversations/add-comment.command';
import { ClaimDraft } from '../commands/drafts/claim-draft.command';
import { RemoveContent } from '../commands/moderation/remove-content.command';
import { ReportContent } from '../commands/moderation/report-content.command';
import { PostContent } from '../commands/posts/post-content.command';
import { UnmaskAuthor } from '../commands/pseudonyms/unmask-author.command';
import { ApproveTopicSuggestion } from '../commands/topic-suggestions/approve-topic-suggestion.command';
import { CreateTopic } from '../commands/topics/create-topic.command';
import { DeletePost } from '../commands/author-deletions/delete-post.command';
import { PROJECTIONS } from '../projections/all-projections';
import { auditProjection } from '../projections/audit/audit.projection';
import { conversationsProjection } from '../projections/conversations/conversations.projection';
import { draftsProjection } from '../projections/drafts/drafts.projection';
import { moderationProjection } from '../projections/moderation/moderation.projection';
import { CONTENT_PAGES as CONTENT_PAGE_NAMES, CONVERSATION as CONVERSATION_NAMES } from '../common/projection-names';
import { pseudonymsProjection } from '../projections/pseudonyms/pseudonyms.projection';
import { searchProjection } from '../projections/search/search.projection';
import { savedItemsProjection } from '../projections/saved-items/saved-items.projection';
import { topicSuggestionsProjection } from '../projections/topic-suggestions/topic-suggestions.projection';
import { topicsProjection } from '../projections/topics/topics.projection';
import { watchesProjection } from '../projections/watches/watches.projection';
import type { Projection } from '../projections/projection';
import { projectionsNamed } from './projections-named';

/** A command class, whatever its constructor takes. */
export type CommandClass = abstract new (...args: never[]) => object;

const CONTENT_PAGES = projectionsNamed(CONTENT_PAGE_NAMES);
const CONVERSATION = projectionsNamed(CONVERSATION_NAMES);

/**
 * What the screen a member sees after each write reads: the write waits (bounded) for these
 * projections to pass it, and the others (search, the audit trail, other members' bells) catch up
 * behind it. A write missing here waits for every projection.
 */
const NEXT_READS = new Map<CommandClass, readonly Projection[]>([
  // A question's page shows its asker watching it.
  [PostContent, [...CONTENT_PAGES, draftsProjection, watchesProjection]],
  [AddAnswer, CONVERSATION],
  [AddComment, CONVERSATION],
  // Claiming a draft posts it.
  [ClaimDraft, [...CONTENT_PAGES, draftsProjection, watchesProjection]],
  // A report may hide the item: it leaves every page, list and search at once.
  [ReportContent, [moderationProjection, ...CONTENT_PAGES, conversationsProjection, searchProjection]],
  [RemoveContent, [...CONTENT_PAGES, conversationsProjection, savedItemsProjection]],
  [UnmaskAuthor, [pseudonymsProjection, auditProjection]],
  [ApproveTopicSuggestion, [topicSuggestionsProjection, topicsProjection]],
  [CreateTopic, [topicsProjection]],
  // The item leaves its lists, topic pages, bookmarks and watch lists (or its page shows the placeholder) at once.
  [DeletePost, [...CONTENT_PAGES, conversationsProjection, savedItemsProjection, watchesProjection]],
]);

/** The projections the screen after `command` reads (every projection for a write not declared). */
export function nextReadsOf(command: object): readonly Projection[] {
  return nextReadsOfWrite(command.constructor as CommandClass);
}

/** The same, for every command of a class (a caller that waits once after several of them). */
export function nextReadsOfWrite(commandClass: CommandClass): readonly Projection[] {
  return NEXT_READS.get(commandClass) ?? PROJECTIONS;
}

/** The names of the writes that declare their next reads, for the test that every write does. */
export const DECLARED_WRITES: readonly string[] = [...NEXT_READS.keys()].map((command) => command.name);
