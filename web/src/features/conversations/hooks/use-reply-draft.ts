import { CONVERSATION_MESSAGES, type NewReply } from '@contracts/content';
import { type FormEvent, useRef, useState } from 'react';
import { useThinkBeforePost } from '../../think-before-post';

/**
 * The text of a comment or an answer being written or edited: refused when empty, and checked for
 * identifying details before it is sent, as the server checks it.
 */
export function useReplyDraft(initial = '') {
  const [text, setText] = useState(initial);
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

  return { text, setText, error, setError, textRef, submit, dialog };
}

export type ReplyDraft = ReturnType<typeof useReplyDraft>;
