import type { Migration } from 'kysely';
import * as users from './20261122-1001-users';
import * as conversations from './20261123-1002-conversations';
import * as posts from './20261123-1003-posts';
import * as topics from './20261124-1004-topics';
import * as drafts from './20261124-1005-drafts';
import * as savedItems from './20261124-1006-saved-items';
import * as moderation from './20261124-1007-moderation';
import * as qotd from './20261124-1008-qotd';
import * as search from './20261124-1009-search';
import * as topicSuggestions from './20261124-1010-topic-suggestions';
import * as experts from './20261124-1011-experts';
import * as expertMemberships from './20261124-1012-expert-memberships';
import * as moderationRemovals from './20261125-1013-moderation-removals';
import * as usersLookup from './20261125-1020-users-lookup';
import * as adminMessages from './20261126-1030-admin-messages';
import * as auditEvents from './20261126-1032-audit-events';
import * as replyVotesVoter from './20261128-1041-reply-votes-voter';
import * as bestAnswers from './20261128-1100-best-answers';
import * as notifications from './20261129-1090-notifications';
import * as pseudonyms from './20261128-1050-pseudonyms';
import * as expertFollowers from './20261129-1050-expert-followers';
import * as searchPostWords from './20261129-1100-search-post-words';
import * as pseudonymsInAdminReads from './20261130-1200-pseudonyms-in-admin-reads';
import * as expertMessagesInbox from './20261130-1210-expert-messages-inbox';
import * as memberHandles from './20261201-1900-member-handles';
import * as searchWordPairs from './20261202-1000-search-word-pairs';
import * as laneReadThroughRows from './20261203-0900-lane-read-through-rows';
import * as searchPairHashes from './20261203-1000-search-pair-hashes';
import * as editsAndRevisions from './20261204-1000-edits-and-revisions';
import * as postsDeletedByAuthor from './20261204-1100-posts-deleted-by-author';
import * as watches from './20261204-1200-watches';
import * as postsReplyScore from './20261204-1300-posts-reply-score';
import * as notificationPostCategories from './20261205-0910-notification-post-categories';
import * as watchesPseudonymousAskers from './20261205-1000-watches-pseudonymous-askers';
import * as revisionsCategories from './20261205-1100-revisions-categories';
import * as reportReasons from './20261205-1200-report-reasons';
import * as trustAndHolds from './20261206-1400-trust-and-holds';
import * as hiddenByReports from './20261207-1000-hidden-by-reports';
import * as authorDeletedPosts from './20261207-1100-author-deleted-posts';
import * as linksPlain from './20261207-1200-links-plain';
import * as memberStops from './20261207-1300-member-stops';
import * as memberBlocks from './20261208-1000-member-blocks';

export const projectionMigrations: Record<string, Migration> = {
  '20261122-1001-users': users,
  '20261123-1002-conversations': conversations,
  '20261123-1003-posts': posts,
  '20261124-1004-topics': topics,
  '20261124-1005-drafts': drafts,
  '20261124-1006-saved-items': savedItems,
  '20261124-1007-moderation': moderation,
  '20261124-1008-qotd': qotd,
  '20261124-1009-search': search,
  '20261124-1010-topic-suggestions': topicSuggestions,
  '20261124-1011-experts': experts,
  '20261124-1012-expert-memberships': expertMemberships,
  '20261125-1013-moderation-removals': moderationRemovals,
  '20261125-1020-users-lookup': usersLookup,
  '20261126-1030-admin-messages': adminMessages,
  '20261126-1032-audit-events': auditEvents,
  '20261128-1041-reply-votes-voter': replyVotesVoter,
  '20261128-1100-best-answers': bestAnswers,
  '20261129-1090-notifications': notifications,
  '20261128-1050-pseudonyms': pseudonyms,
  '20261129-1050-expert-followers': expertFollowers,
  '20261129-1100-search-post-words': searchPostWords,
  '20261130-1200-pseudonyms-in-admin-reads': pseudonymsInAdminReads,
  '20261130-1210-expert-messages-inbox': expertMessagesInbox,
  '20261201-1900-member-handles': memberHandles,
  '20261202-1000-search-word-pairs': searchWordPairs,
  '20261203-0900-lane-read-through-rows': laneReadThroughRows,
  '20261203-1000-search-pair-hashes': searchPairHashes,
  '20261204-1000-edits-and-revisions': editsAndRevisions,
  '20261204-1100-posts-deleted-by-author': postsDeletedByAuthor,
  '20261204-1200-watches': watches,
  '20261204-1300-posts-reply-score': postsReplyScore,
  '20261205-0910-notification-post-categories': notificationPostCategories,
  '20261205-1000-watches-pseudonymous-askers': watchesPseudonymousAskers,
  '20261205-1100-revisions-categories': revisionsCategories,
  '20261205-1200-report-reasons': reportReasons,
  '20261206-1400-trust-and-holds': trustAndHolds,
  '20261207-1000-hidden-by-reports': hiddenByReports,
  '20261207-1100-author-deleted-posts': authorDeletedPosts,
  '20261207-1200-links-plain': linksPlain,
  '20261207-1300-member-stops': memberStops,
  '20261208-1000-member-blocks': memberBlocks,
};
