import { findIdentifyingDetails, type IdentifyingDetail } from '@contracts/identifying-details';
import { useCallback, useState } from 'react';

/** One text about to be published, and the field it was typed in. */
export interface TextToCheck {
  text: string;
  field: () => HTMLElement | null | undefined;
}

export interface IdentifyingDetailsWarning {
  found: IdentifyingDetail[];
  /** The first field holding one: "Edit" takes the keyboard back there. */
  field: HTMLElement | null;
  postAnyway: () => void;
}

/**
 * Think before you post: before sending, texts that identify someone (the same check the server
 * makes) open a warning instead. `send(false)` runs at once for texts that identify nobody;
 * "Post anyway" runs `send(true)`, the acknowledgement the server asks for; "Edit" sends nothing.
 */
export function useThinkBeforePost() {
  const [warning, setWarning] = useState<IdentifyingDetailsWarning | null>(null);
  // Kept apart from the warning, which stays while the dialog closes: its field takes the focus then.
  const [open, setOpen] = useState(false);

  const checkThenSend = useCallback(
    (texts: readonly TextToCheck[], send: (identifyingDetailsConfirmed: boolean) => void) => {
      const found = findIdentifyingDetails(...texts.map(({ text }) => text));
      if (found.length === 0) {
        send(false);
        return;
      }
      const first = texts.find(({ text }) => findIdentifyingDetails(text).length > 0);
      setWarning({ found, field: first?.field() ?? null, postAnyway: () => send(true) });
      setOpen(true);
    },
    [],
  );

  const close = useCallback(() => setOpen(false), []);
  return { checkThenSend, dialog: { warning, open, onClose: close } };
}
