import { CONVERSATION_MESSAGES, type NewReply, type PostKind } from '@contracts/content';
import { type FormEvent, useRef, useState } from 'react';
import { useKeptState } from '../../../lib/form-memory/use-kept-state';
import { useWritingTime } from '../../../lib/use-writing-time';
import { useThinkBeforePost } from '../../think-before-post';

/** Where a new comment or answer under a post is kept for the visit while it is written. */
export const keptReplyKey = (kind: PostKind, postId: number): string => `reply:${kind}:${postId}`;

/**
 * The text of a comment or an answer being written or edited: refused when empty, and checked for
 * identifying details before it is sent, as the server checks it. With `keptKey`, the text is kept
 * for the visit (a reload, or the post deleted meanwhile, loses nothing).
 */
export function useReplyDraft(initial = '', keptKey: string | null = null) {
  const [text, setKeptText] = useKeptState(keptKey, '', initial);
  // A text restored from the form's memory (or an edit's) was begun at a time nobody knows.
  const writing = useWritingTime(text !== '');
  const setText = (next: string) => {
    writing.changed(next);
    setKeptText(next);
  };
  const [error, setError] = useState<string>();
  const textRef = useRef<HTMLTextAreaElement>(null);
  const { checkThenSend, dialog } = useThinkBeforePost();

  const submit = (event: FormEvent, { busy, send }: { busy: boolean; send: (reply: NewReply) => void }) => {
    event.preventDefault();
    if (busy) return;
    if (!text.trim()) {
      setError(CONVERSATION_MESSAGES.textRequired);
      textRef.current?.focus();
      return;
    }
    checkThenSend([{ text, field: () => textRef.current }], (identifyingDetailsConfirmed) =>
      send(identifyingDetailsConfirmed ? { text, identifyingDetailsConfirmed } : { text }),
    );
  };

  /** `{ writingMs }` for a new reply's request: from the text's first change to now, when known. */
  const writingTime = writing.field;

  return { text, setText, error, setError, textRef, submit, dialog, writingTime };
}

export type ReplyDraft = ReturnType<typeof useReplyDraft>;
