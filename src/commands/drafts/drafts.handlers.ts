import { ClaimDraftHandler } from './claim-draft.handler';
import { EraseDraftHandler } from './erase-draft.handler';
import { ExpireDraftHandler } from './expire-draft.handler';

export const draftCommandHandlers = [ClaimDraftHandler, ExpireDraftHandler, EraseDraftHandler];
