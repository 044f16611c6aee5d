import type { NewPost, PostCreated, PostKind } from '@contracts/content';
import { MESSAGES } from '@contracts/messages';
import { useCallback, useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import { ApiError, errorMessage } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { refreshSession } from '../../../lib/session/refresh-session';
import { useSessionStore } from '../../../lib/session/session-store';
import { useServerWrite } from '../../../lib/server-data/use-server-write';
import { staleAfterPosting } from '../../watching';
import { createPost } from '../api/create-post';
import { createdItemPath } from '../created-item-path';
import { keepDraft } from '../keep-draft';
import { POSTING } from '../posting-kinds';

// One toast tells how the latest attempt went: "Please wait a moment." replaces an earlier refusal,
// and the outcome replaces "Please wait a moment." rather than stacking under it.
export const SUBMIT_TOAST = 'post-submit';

async function isLoggedIn(): Promise<boolean> {
  if (!useSessionStore.getState().loaded) await refreshSession();
  return useSessionStore.getState().user !== null;
}

/**
 * Posts as the member and opens the new item, or, logged out, keeps the post as a draft and asks
 * the visitor to sign up or log in. Answers with the server's refusal, if any, for the form to show.
 */
export function useSubmitPost(kind: PostKind) {
  const navigate = useNavigate();
  const [promptOpen, setPromptOpen] = useState(false);

  const keepAsDraft = useCallback(
    async (post: NewPost) => {
      await keepDraft(kind, post);
      toast.dismiss(SUBMIT_TOAST);
      setPromptOpen(true);
    },
    [kind],
  );

  const posting = useServerWrite({
    // The new item, or null when the post was kept as a draft instead.
    run: async (post: NewPost): Promise<PostCreated | null> => {
      if (!(await isLoggedIn())) {
        await keepAsDraft(post);
        return null;
      }
      try {
        return await createPost(kind, post);
      } catch (error) {
        // The session ended in another tab: keep the post rather than lose it.
        if (!(error instanceof ApiError && error.status === 401)) throw error;
        useSessionStore.getState().clearUser();
        await keepAsDraft(post);
        return null;
      }
    },
    // What the post changed among the data kept for the visit (the watch list) is read afresh before its page opens.
    invalidates: (created) => (created ? staleAfterPosting(kind) : []),
    onSuccess: async (created) => {
      if (!created) return;
      // Held for review: it has no page yet. The author finds it in My Account, waiting for review.
      if (created.held) {
        notify.success(created.message ?? '', { id: SUBMIT_TOAST });
        await navigate(`${paths.account}#history`);
        return;
      }
      notify.success(POSTING[kind].submitted, { id: SUBMIT_TOAST });
      const path = createdItemPath(kind, created.id);
      if (path) await navigate(path);
    },
    toast: 'none',
    onFailure: (error) => notify.warning(errorMessage(error), { id: SUBMIT_TOAST }),
  });
  const post = posting.submit;

  const submit = useCallback(
    async (newPost: NewPost): Promise<string | undefined> => {
      notify.info(MESSAGES.pleaseWait, { id: SUBMIT_TOAST });
      const outcome = await post(newPost);
      return outcome.ok ? undefined : errorMessage(outcome.error);
    },
    [post],
  );

  return { submit, busy: posting.pending, promptOpen, setPromptOpen };
}
