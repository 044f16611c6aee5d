import type { NewPost, PostKind } from '@contracts/content';
import { useCallback, useRef, useState, type FormEvent } from 'react';
import { forget, keep } from '../../../lib/form-memory/form-memory';
import { useKeptState } from '../../../lib/form-memory/use-kept-state';
import { useWarnBeforeLeaving } from '../../../lib/form-memory/unsaved-forms';
import { notify } from '../../../lib/notify';
import { useWritingTime } from '../../../lib/use-writing-time';
import { type TextToCheck, useThinkBeforePost } from '../../think-before-post';
import {
  EMPTY_POST_FORM,
  fieldForMessage,
  firstError,
  type PostField,
  type PostFormErrors,
  type PostFormValues,
  toNewPost,
  validatePost,
} from '../post-form-values';
import { type PostEditing, valuesOfPost } from '../post-editing';
import { SUBMIT_TOAST, useSubmitPost } from './use-submit-post';
import { useSubmitEdit } from './use-submit-edit';

/**
 * A posting form's values, errors and submission; nothing typed is lost when the post is refused.
 * With `editing`, the form opens on the author's post and saves an edit of it.
 */
export function usePostForm(kind: PostKind, editing?: PostEditing) {
  // Kept for the visit, one entry per form (a reload loses nothing); leaving with unsent text asks first.
  const keptKey = editing ? `post-edit:${kind}:${editing.post.id}` : `post:${kind}`;
  const [unchanged] = useState<PostFormValues>(() => (editing ? valuesOfPost(editing.post) : EMPTY_POST_FORM));
  const [values, setValues] = useKeptState<PostFormValues>(keptKey, unchanged);
  useWarnBeforeLeaving(keptKey);
  // A body restored from the form's memory was begun at a time nobody knows.
  const writing = useWritingTime(values.body !== '');
  const [errors, setErrors] = useState<PostFormErrors>({});
  const posting = useSubmitPost(kind);
  const saving = useSubmitEdit(kind, editing);
  const { submit, busy } = editing ? saving : posting;
  const { promptOpen, setPromptOpen } = posting;
  const { checkThenSend, dialog: identifyingDetailsDialog } = useThinkBeforePost();
  const formRef = useRef<HTMLFormElement>(null);

  const change = useCallback(
    <F extends PostField>(field: F, value: PostFormValues[F]) => {
      if (field === 'body' && typeof value === 'string') writing.changed(value);
      setValues((previous) => ({ ...previous, [field]: value }));
      setErrors((previous) => (previous[field] ? { ...previous, [field]: undefined } : previous));
    },
    [setValues, writing],
  );

  // Keyboard and screen-reader users land on the first field that needs attention.
  const showErrors = (found: PostFormErrors) => {
    setErrors(found);
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  };

  const send = async (post: NewPost) => {
    // Sent: the page it opens next is not held up, and the text is not offered again. A refusal keeps it.
    forget(keptKey);
    // A new post says how long its text took to write (the server holds a long one pasted by a new member).
    const refusal = await submit(editing ? post : { ...post, ...writing.field() });
    if (refusal !== undefined) keep(keptKey, values);
    const field = refusal === undefined ? undefined : fieldForMessage(refusal);
    if (field) showErrors({ [field]: refusal });
  };

  /** What the server checks for identifying details, each with the field it was typed in. */
  const textsOf = (post: NewPost): TextToCheck[] => {
    const field = (name: 'title' | 'body' | 'tags') => () =>
      formRef.current?.querySelector<HTMLElement>(`[name="${name}"]`);
    return [
      { text: post.title, field: field('title') },
      { text: post.body, field: field('body') },
      ...post.tags.map((tag) => ({ text: tag, field: field('tags') })),
    ];
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found = validatePost(kind, values);
    const problem = firstError(found);
    if (problem) {
      notify.warning(problem, { id: SUBMIT_TOAST });
      showErrors(found);
      return;
    }
    setErrors({});
    const post = toNewPost(kind, values);
    checkThenSend(
      textsOf(post),
      (identifyingDetailsConfirmed) =>
        void send(identifyingDetailsConfirmed ? { ...post, identifyingDetailsConfirmed } : post),
    );
  };

  const formProps = { ref: formRef, noValidate: true, onSubmit: handleSubmit };
  /** Cancel on an edit: what was changed is let go, and the next Edit opens on the post as it is. */
  const discard = () => {
    forget(keptKey);
    editing?.onDone();
  };

  return {
    values,
    errors,
    change,
    busy,
    formProps,
    promptOpen,
    setPromptOpen,
    identifyingDetailsDialog,
    editing,
    discard,
  };
}
