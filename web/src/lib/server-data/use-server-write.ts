import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { ApiError } from '../api';
import { performWrite, type ServerWrite, type WriteOutcome } from './write';

export interface ServerWriteOptions<I, R, D, F extends string> extends ServerWrite<I, R, D> {
  /** Which field a refusal is about (from the server's message), so the form can show it beside that field. */
  fieldOf?: (message: string) => F | null;
}

export interface ServerWriteState<I, R, F extends string> {
  submit: (input: I) => Promise<WriteOutcome<R>>;
  /** A write is on its way. */
  pending: boolean;
  /** What the newest write on its way was given (e.g. which row), so the screen can mark that one busy. */
  running: I | undefined;
  /** The server's refusal by field, from the last submit. */
  fieldErrors: Partial<Record<F, string>>;
  /** Forgets the last refusal: a form's new submit that its own checks stop shows only the new errors. */
  clearFieldErrors: () => void;
}

/** A screen's write: pending state, the refusal's field error, a toast on failure, the optimistic change. */
export function useServerWrite<I = void, R = unknown, D = never, F extends string = never>(
  options: ServerWriteOptions<I, R, D, F>,
): ServerWriteState<I, R, F> {
  const [inFlight, setInFlight] = useState(0);
  const [running, setRunning] = useState<{ input: I } | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<F, string>>>({});
  // The options are rebuilt each render; a submit uses the newest.
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });

  const submit = useCallback(async (input: I) => {
    const { fieldOf, onFailure, ...write } = latest.current;
    setFieldErrors({});
    setInFlight((n) => n + 1);
    const current = { input };
    setRunning(current);
    try {
      return await performWrite(
        {
          ...write,
          onFailure: (error, failed) => {
            const field = error instanceof ApiError ? fieldOf?.(error.message) : null;
            if (field && error instanceof ApiError)
              setFieldErrors({ [field]: error.message } as Partial<Record<F, string>>);
            onFailure?.(error, failed);
          },
        },
        input,
      );
    } finally {
      setInFlight((n) => n - 1);
      setRunning((newest) => (newest === current ? null : newest));
    }
  }, []);

  const clearFieldErrors = useCallback(() => setFieldErrors({}), []);
  return { submit, pending: inFlight > 0, running: running?.input, fieldErrors, clearFieldErrors };
}
