import { useServerDataStore } from './store';

/** Whether a write about `tag` (e.g. one bookmark) is on its way for `key`. */
export function isWritePending(key: string, tag: string): boolean {
  return useServerDataStore.getState().entries[key]?.overlays.some((overlay) => overlay.tag === tag) ?? false;
}

/** The same, for a screen that shows it. */
export function useWritePending(key: string, tag: string): boolean {
  return useServerDataStore((state) => state.entries[key]?.overlays.some((overlay) => overlay.tag === tag) ?? false);
}
