import { WRITING_MS_MAX } from '@contracts/content';
import { useMemo, useRef } from 'react';

/**
 * How long a new post's or reply's text took to write, from its first change to when it is sent:
 * the server holds a new member's long text written in seconds (a bot pasting). A form that opens
 * with text in it (restored from the form's memory after a reload) does not know when that text was
 * begun: its time is unknown, and nothing is sent, until the text is emptied and begun again.
 */
export function useWritingTime(opensWithText: boolean) {
  // When the writing began (performance.now()), 'unknown' for a restored text, null before it begins.
  const began = useRef<number | 'unknown' | null>(opensWithText ? 'unknown' : null);
  return useMemo(
    () => ({
      /** The text changed: an emptied text is begun again by its next change. */
      changed: (text: string) => {
        if (text === '') began.current = null;
        else if (began.current === null) began.current = performance.now();
      },
      /** The request body's field: `{ writingMs }`, or nothing when the time is unknown. */
      field: (): { writingMs?: number } => {
        if (typeof began.current !== 'number') return {};
        return { writingMs: Math.min(Math.round(performance.now() - began.current), WRITING_MS_MAX) };
      },
    }),
    [],
  );
}
