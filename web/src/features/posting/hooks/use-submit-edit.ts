import type { NewPost, PostKind } from '@contracts/content';
import { EDIT_MESSAGES } from '@contracts/edits';
import { MESSAGES } from '@contracts/messages';
import { useCallback } from 'react';
import { errorMessage } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { useServerWrite } from '../../../lib/server-data/use-server-write';
import { editPost } from '../api/edit-post';
import { editedPostKeys, type PostEditing, toPostEdit } from '../post-editing';
import { SUBMIT_TOAST } from './use-submit-post';

/**
 * Saves the author's edit of their post and closes the form; the post's page, lists, topic pages,
 * search and bookmarks are read again. Answers with the server's refusal, if any, for the form to show.
 */
export function useSubmitEdit(kind: PostKind, editing: PostEditing | undefined) {
  const saving = useServerWrite({
    run: (post: NewPost) => editPost(kind, editing!.post.id, toPostEdit(kind, post)),
    // The post's own prefix covers its page, its revisions and its list.
    invalidates: editedPostKeys(kind),
    toast: 'none',
    onSuccess: ({ editedAt }) => {
      if (editedAt === null) notify.info(EDIT_MESSAGES.nothingChanged, { id: SUBMIT_TOAST });
      else notify.success(EDIT_MESSAGES.saved, { id: SUBMIT_TOAST });
      editing?.onDone();
    },
    onFailure: (error) => notify.warning(errorMessage(error), { id: SUBMIT_TOAST }),
  });
  const save = saving.submit;

  const submit = useCallback(
    async (post: NewPost): Promise<string | undefined> => {
      notify.info(MESSAGES.pleaseWait, { id: SUBMIT_TOAST });
      const outcome = await save(post);
      return outcome.ok ? undefined : errorMessage(outcome.error);
    },
    [save],
  );

  return { submit, busy: saving.pending };
}
