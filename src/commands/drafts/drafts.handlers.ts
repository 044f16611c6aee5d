import { ClaimDraftHandler } from './claim-draft.handler';
import { DiscardDraftHandler } from './discard-draft.handler';
import { EraseDraftHandler } from './erase-draft.handler';
import { ExpireDraftHandler } from './expire-draft.handler';
import { SaveDraftHandler } from './save-draft.handler';

export const draftCommandHandlers = [
  SaveDraftHandler,
  ClaimDraftHandler,
  DiscardDraftHandler,
  ExpireDraftHandler,
  EraseDraftHandler,
];
