import { AUTHOR_DELETION_MESSAGES, DELETED_BY_AUTHOR } from '@contracts/author-deletions';
import { POST_API_PATHS, type PostKind } from '@contracts/content';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { notify } from '../../../lib/notify';
import { paths } from '../../../lib/paths';
import { useServerWrite } from '../../../lib/server-data/use-server-write';
import { deletePost } from '../api/delete-post';
import { markDeleting } from '../deleting-store';
import { ConfirmDeletion } from './confirm-deletion';

const NOUNS = { articles: 'article', books: 'book', videos: 'video', qnas: 'question' } as const;
const LISTS = { articles: paths.articles, books: paths.books, videos: paths.videos, qnas: paths.answers } as const;
const DESCRIPTION_ID = 'delete-post-description';

interface DeletePostControlProps {
  kind: PostKind;
  id: number;
  /** Its comments or answers: they stay, under "Deleted by its author", when there are any. */
  replyCount: number;
}

/** The author's Delete on their own post, with a dialog that says what will happen first. */
export function DeletePostControl({ kind, id, replyCount }: DeletePostControlProps) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const noun = NOUNS[kind];
  const replies = kind === 'qnas' ? 'answers' : 'comments';
  const remove = useServerWrite({
    run: async () => {
      markDeleting(kind, id, true);
      try {
        return await deletePost(kind, id);
      } catch (error) {
        markDeleting(kind, id, false);
        throw error;
      }
    },
    // Lists, topic pages, search and saved items all drop it; its page shows what is left.
    invalidates: [`/${POST_API_PATHS[kind]}`, '/latest', '/results', '/topics', '/search', '/account', '/qotd'],
    onSuccess: async ({ keepsPlaceholder }) => {
      setOpen(false);
      if (keepsPlaceholder) {
        markDeleting(kind, id, false);
        notify.success(AUTHOR_DELETION_MESSAGES.deleted);
        return;
      }
      notify.success(AUTHOR_DELETION_MESSAGES.deleted, { forNextPage: true });
      // Its page waits (marked as being deleted until it closes) for the list to take its place.
      await navigate(LISTS[kind], { replace: true });
    },
  });

  return (
    <ConfirmDeletion
      noun={noun}
      descriptionId={DESCRIPTION_ID}
      open={open}
      onOpenChange={setOpen}
      busy={remove.pending}
      onConfirm={() => void remove.submit()}
    >
      {replyCount > 0
        ? `Its title and text will be removed from the site. The ${replies} others wrote stay on its page, under “${DELETED_BY_AUTHOR}”.`
        : `It will be removed from the site: its page, lists, topics, search and saved items.`}{' '}
      This cannot be undone.
    </ConfirmDeletion>
  );
}
