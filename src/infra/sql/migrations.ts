import type { Migration } from 'kysely';
import * as eventStore from './migrations/20261122-0001-event-store';
import * as accounts from './migrations/20261122-0002-accounts';
import * as esAppend from './migrations/20261122-0003-es-append-function';
import * as replyIds from './migrations/20261123-0001-reply-ids';
import * as postIds from './migrations/20261123-0002-post-id-sequences';
import * as topicIds from './migrations/20261124-0004-topic-id-sequence';
import * as categorySuggestionIds from './migrations/20261124-0005-category-suggestion-id-sequence';
import * as projectionRebuilds from './migrations/20261126-1031-projection-rebuilds';
import * as jobOutbox from './migrations/20261127-1040-job-outbox';
import * as resetCodeAttempts from './migrations/20261128-0900-reset-code-attempts';
import * as writeKeys from './migrations/20261202-1900-write-keys';
import * as resetCodesPerRequest from './migrations/20261205-0900-reset-codes-per-request';
import * as writeKeySessions from './migrations/20261208-0900-write-key-sessions';

export const coreMigrations: Record<string, Migration> = {
  '20261122-0001-event-store': eventStore,
  '20261122-0002-accounts': accounts,
  '20261122-0003-es-append-function': esAppend,
  '20261123-0001-reply-ids': replyIds,
  '20261123-0002-post-id-sequences': postIds,
  '20261124-0004-topic-id-sequence': topicIds,
  '20261124-0005-category-suggestion-id-sequence': categorySuggestionIds,
  '20261126-1031-projection-rebuilds': projectionRebuilds,
  '20261127-1040-job-outbox': jobOutbox,
  '20261128-0900-reset-code-attempts': resetCodeAttempts,
  '20261202-1900-write-keys': writeKeys,
  '20261205-0900-reset-codes-per-request': resetCodesPerRequest,
  '20261208-0900-write-key-sessions': writeKeySessions,
};
