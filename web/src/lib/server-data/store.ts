import { create } from 'zustand';

/** A change shown at once, on top of the server's data, until the write that makes it is answered. */
export interface Overlay {
  /** Orders writes: an answer older than one already taken is not taken. */
  write: number;
  /** What the change is about (e.g. one bookmark), so a screen can tell it is on its way. */
  tag: string;
  apply: (data: unknown) => unknown;
}

/** One request's place in the store. */
export interface Entry {
  /** What screens show: the server's answer with the pending changes applied. */
  data: unknown;
  /** The server's last answer. */
  base: unknown;
  hasData: boolean;
  /** When the server's last answer arrived (ms since the epoch). */
  loadedAt: number;
  /** A load the screen waits for (the first, or a retry); a refresh after a write is not one. */
  loading: boolean;
  /** The last load's failure; undefined unless it failed. */
  failure: unknown;
  failed: boolean;
  overlays: Overlay[];
  /** The newest write whose answer replaced `base`. */
  appliedWrite: number;
}

export const emptyEntry: Entry = {
  data: undefined,
  base: undefined,
  hasData: false,
  loadedAt: 0,
  loading: false,
  failure: undefined,
  failed: false,
  overlays: [],
  appliedWrite: 0,
};

/** Every server answer a screen holds, by the key of its request. */
export const useServerDataStore = create<{ entries: Record<string, Entry> }>()(() => ({ entries: {} }));
