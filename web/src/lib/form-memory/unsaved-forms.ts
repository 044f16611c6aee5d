import { useEffect, useSyncExternalStore } from 'react';
import { readKept } from './form-memory';

// The forms on screen whose text is kept (form-memory.ts): while one holds text not yet sent,
// leaving the page asks first. One guard for the whole app, since the router takes one blocker.

const onScreen = new Set<string>();
const listeners = new Set<() => void>();
let version = 0;

function changed(): void {
  version++;
  for (const listener of listeners) listener();
}

/** Whether a form on screen holds text not sent yet (its kept entry goes once it is sent, or at quick exit). */
export function hasUnsavedForm(): boolean {
  return [...onScreen].some((key) => readKept(key) !== undefined);
}

/** A form that keeps its text under `key` asks before the page is left while it holds some. */
export function useWarnBeforeLeaving(key: string | null): void {
  useEffect(() => {
    if (key === null) return;
    onScreen.add(key);
    changed();
    return () => {
      onScreen.delete(key);
      changed();
    };
  }, [key]);
}

/** Whether any such form is on screen, for the guard to hold the router's blocker only then. */
export function useFormsOnScreen(): boolean {
  useSyncExternalStore(subscribe, () => version);
  return onScreen.size > 0;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
