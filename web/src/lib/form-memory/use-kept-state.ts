import { type Dispatch, type SetStateAction, useCallback, useState } from 'react';
import { forget, keep, readKept } from './form-memory';

/**
 * `useState` whose value is kept for the visit under `key` (see form-memory.ts): a reload opens the
 * form as it was. Setting it back to `empty` forgets it. Without a key nothing is kept.
 */
export function useKeptState<T>(key: string | null, empty: T, initial: T = empty): [T, Dispatch<SetStateAction<T>>] {
  const [value, setValue] = useState<T>(() => (key === null ? undefined : readKept<T>(key)) ?? initial);
  const set = useCallback<Dispatch<SetStateAction<T>>>(
    (next) =>
      setValue((previous) => {
        const value = typeof next === 'function' ? (next as (previous: T) => T)(previous) : next;
        if (key !== null) {
          if (JSON.stringify(value) === JSON.stringify(empty)) forget(key);
          else keep(key, value);
        }
        return value;
      }),
    // `empty` is a constant of the caller's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key],
  );
  return [value, set];
}
