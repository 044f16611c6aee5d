import type { Reply } from '@contracts/content';
import { useState } from 'react';

export interface HeldReplies {
  /** The replies to show: those shown from the first load or since, and the reader's own at once. */
  visible: Reply[];
  /** How many arrived from others since and wait for the reader's click. */
  held: number;
  /** Shows the held ones. */
  reveal: () => void;
  /** The ones the last reveal brought in (they fade in). */
  fresh: ReadonlySet<number>;
}

/**
 * New replies by others are held back, not pushed in under the reader: the first load shows them all;
 * later ones wait until the reader asks for them. Changes in place (votes, the best answer) and
 * removals show at once, since they only ever follow the newest answer of the server. A new one the
 * reader blocked (`unheard`) is neither counted nor brought in: the reader hears nothing of its author.
 */
export function useHeldReplies(
  replies: Reply[] | undefined,
  unheard: (reply: Reply) => boolean = () => false,
): HeldReplies {
  const [shown, setShown] = useState<ReadonlySet<number> | null>(null);
  const [fresh, setFresh] = useState<ReadonlySet<number>>(new Set());
  // Adjusted while rendering the first answer, so the first paint already shows everything it holds.
  if (replies && shown === null) setShown(new Set(replies.map((reply) => reply.id)));
  const seen = shown ?? new Set(replies?.map((reply) => reply.id));

  const all = replies ?? [];
  const visible = all.filter((reply) => reply.isOwn || seen.has(reply.id));
  const waiting = all.filter((reply) => !reply.isOwn && !seen.has(reply.id) && !unheard(reply));
  const reveal = () => {
    setShown(new Set([...seen, ...waiting.map((reply) => reply.id)]));
    setFresh(new Set(waiting.map((reply) => reply.id)));
  };
  return { visible, held: waiting.length, reveal, fresh };
}
