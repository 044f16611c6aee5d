import { DRAFT_MESSAGES } from '@contracts/drafts';
import { ApiError, errorMessage } from '../../lib/api';
import { notify } from '../../lib/notify';
import { paths } from '../../lib/paths';
import { invalidate } from '../../lib/server-data/cache';
import { staleAfterPosting } from '../watching';
import { claimDraft } from './api/claim-draft';
import { createdItemPath } from './created-item-path';
import { useDraftsStore } from './drafts-store';

/**
 * Right after a login or signup: posts the draft the visitor left before logging in, if any, and
 * answers with the new item's page. Null when there was nothing to post or posting failed.
 */
export async function claimPendingDraft(): Promise<string | null> {
  const { pendingKey, clear } = useDraftsStore.getState();
  if (!pendingKey) return null;
  try {
    const created = await claimDraft(pendingKey);
    clear();
    // What the post changed among the data kept for the visit (the watch list) is read afresh.
    invalidate(staleAfterPosting(created.kind));
    // Held for review: it has no page yet; the author finds it in My Account, waiting for review.
    if (created.held) {
      notify.success(created.message ?? '');
      return `${paths.account}#history`;
    }
    notify.success(DRAFT_MESSAGES.retrieved);
    return createdItemPath(created.kind, created.id);
  } catch (error) {
    // An expired or refused draft will not come back; after a network failure the next login tries again.
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) clear();
    notify.warning(errorMessage(error), { forNextPage: true });
    return null;
  }
}
