import { emptyEntry, type Entry, useServerDataStore } from './store';

/** Asks the server for one key's data; the signal ends the request when nobody waits for it anymore. */
export type Fetcher<T> = (signal: AbortSignal) => Promise<T>;

// Bookkeeping that screens never render, so it stays outside the store.
const flights = new Map<string, AbortController>();
const generations = new Map<string, number>();
const users = new Map<string, number>();
const fetchers = new Map<string, Fetcher<unknown>>();
/** Keys whose data outlives the screens that use it (e.g. the topics, loaded once a visit). */
const kept = new Set<string>();

function patch(key: string, change: (entry: Entry) => Partial<Entry>, onlyIfHeld = false): void {
  useServerDataStore.setState(({ entries }) => {
    const entry = entries[key];
    if (!entry && onlyIfHeld) return {};
    const current = entry ?? emptyEntry;
    return { entries: { ...entries, [key]: { ...current, ...change(current) } } };
  });
}

function withOverlays(base: unknown, overlays: Entry['overlays']): unknown {
  return overlays.reduce((data, overlay) => overlay.apply(data), base);
}

function withBase(entry: Entry, base: unknown): Partial<Entry> {
  return {
    base,
    data: withOverlays(base, entry.overlays),
    hasData: true,
    loadedAt: Date.now(),
    loading: false,
    failed: false,
    failure: undefined,
  };
}

/** A new generation makes every answer on its way for the key out of date. */
function nextGeneration(key: string): number {
  const generation = (generations.get(key) ?? 0) + 1;
  generations.set(key, generation);
  return generation;
}

function endFlight(key: string): void {
  flights.get(key)?.abort();
  flights.delete(key);
}

/**
 * A newer ask or a write's answer replaces the request on its way: its answer will be dropped (its
 * generation is past), but it is left to land rather than aborted, because the browser reports an
 * aborted request as failed, and nothing failed.
 */
function supersedeFlight(key: string): void {
  flights.delete(key);
}

function drop(key: string): void {
  endFlight(key);
  nextGeneration(key);
  fetchers.delete(key);
  kept.delete(key);
  useServerDataStore.setState(({ entries }) => {
    const { [key]: _dropped, ...others } = entries;
    return { entries: others };
  });
}

interface LoadOptions {
  /** Ask again even if a request is on its way (its answer may predate a change). */
  fresh?: boolean;
  /** A refresh behind data already shown: no loading state, and a failure keeps the data. */
  quiet?: boolean;
}

/** Loads a key unless its request is already on its way: screens asking for the same key share one request. */
export function loadServerData<T>(
  key: string,
  fetcher: Fetcher<T>,
  { fresh = false, quiet = false }: LoadOptions = {},
) {
  fetchers.set(key, fetcher);
  if (flights.has(key) && !fresh) return;
  supersedeFlight(key);
  const generation = nextGeneration(key);
  const controller = new AbortController();
  flights.set(key, controller);
  if (!quiet) patch(key, () => ({ loading: true, failed: false, failure: undefined }));
  const current = () => generations.get(key) === generation;
  fetcher(controller.signal).then(
    (data) => {
      if (!current()) return;
      flights.delete(key);
      patch(key, (entry) => withBase(entry, data));
    },
    (failure: unknown) => {
      if (!current()) return;
      flights.delete(key);
      patch(key, (entry) =>
        quiet && entry.hasData
          ? { loading: false }
          : { data: undefined, base: undefined, hasData: false, loading: false, failed: true, failure },
      );
    },
  );
}

/**
 * A screen starts using a key; the returned function ends that use. When the last user is gone the
 * data goes (unless `keep`), and a request still on its way is aborted: a screen opened again asks afresh.
 */
export function holdKey(key: string, keep = false): () => void {
  users.set(key, (users.get(key) ?? 0) + 1);
  if (keep) kept.add(key);
  return () => {
    const left = (users.get(key) ?? 1) - 1;
    if (left > 0) users.set(key, left);
    else {
      users.delete(key);
      if (!kept.has(key)) drop(key);
    }
  };
}

/** A prefix names a request and those below it: `/topics` covers `/topics/anxiety` and `/topics?page=2`, not `/topicsx`. */
const matches = (key: string, prefix: string) =>
  key === prefix || ['/', '?', '&', '#'].some((separator) => key.startsWith(prefix + separator));

function keysMatching(prefix: string): string[] {
  const known = new Set([...Object.keys(useServerDataStore.getState().entries), ...fetchers.keys()]);
  return [...known].filter((key) => matches(key, prefix));
}

function refreshOrDrop(key: string): void {
  const fetcher = fetchers.get(key);
  if (fetcher && (users.has(key) || kept.has(key))) loadServerData(key, fetcher, { fresh: true, quiet: true });
  else drop(key);
}

/**
 * What changed on the server, as a write or a live notice declares it. A prefix (`'/topics'`): the
 * keys under it in use (or kept) are asked again behind what they show; the others are forgotten, so
 * their next use loads them.
 * `{ reload: key }`: that one key may be gone or refused now, so it is asked again as a retry is (its
 * loading state shows, and a failure replaces the data rather than hiding behind it).
 */
export type Stale = string | { reload: string };

/** The one way stale data is refreshed, for writes and live notices alike: each prefix or key once. */
export function invalidate(stale: Iterable<Stale>): void {
  const prefixes = new Set<string>();
  const reloads = new Set<string>();
  for (const entry of stale) {
    if (typeof entry === 'string') prefixes.add(entry);
    else reloads.add(entry.reload);
  }
  // A key both reloaded and under a prefix is asked once, as the reload.
  for (const key of reloads) reloadServerData(key);
  const refreshed = new Set<string>();
  for (const prefix of prefixes) {
    for (const key of keysMatching(prefix)) {
      if (reloads.has(key) || refreshed.has(key)) continue;
      refreshed.add(key);
      refreshOrDrop(key);
    }
  }
}

/**
 * Everything may have changed (e.g. the live stream could not say what): every key in use (or kept)
 * is asked again behind what it shows; the others are forgotten.
 */
export function invalidateAllServerData(): void {
  const known = new Set([...Object.keys(useServerDataStore.getState().entries), ...fetchers.keys()]);
  for (const key of known) refreshOrDrop(key);
}

/** Forgets everything under `prefix`, kept keys too (e.g. a member's data at logout). */
export function forgetServerData(prefix: string): void {
  for (const key of keysMatching(prefix)) drop(key);
}

/** Asks a key again as the screen's retry: the screen shows its loading state meanwhile. */
export function reloadServerData(key: string): void {
  const fetcher = fetchers.get(key);
  if (fetcher) loadServerData(key, fetcher, { fresh: true });
}

let writeCount = 0;

/** Numbers a write, so its answer can be told apart from an older one. */
export function nextWrite(): number {
  return ++writeCount;
}

/**
 * Takes a write's answer as a key's data. A load on its way is dropped (it may predate the write),
 * and so is the answer of a write older than one already taken. A key nobody holds stays unheld.
 */
export function setServerData<T>(key: string, change: T | ((data: T) => T), write = nextWrite()): void {
  const entry = useServerDataStore.getState().entries[key];
  const changesData = typeof change === 'function';
  if (!entry || write < entry.appliedWrite || (changesData && !entry.hasData)) return;
  supersedeFlight(key);
  nextGeneration(key);
  const base = changesData ? (change as (data: T) => T)(entry.base as T) : change;
  patch(key, (current) => ({ ...withBase(current, base), appliedWrite: write }));
}

/** Shows a change at once on top of a key's data; returns how to take it away again. */
export function addOverlay<T>(key: string, write: number, tag: string, apply: (data: T) => T): () => void {
  const overlay = { write, tag, apply: apply as (data: unknown) => unknown };
  const showing = (overlays: Entry['overlays']) => (entry: Entry) => ({
    overlays,
    data: entry.hasData ? withOverlays(entry.base, overlays) : entry.data,
  });
  patch(key, (entry) => showing([...entry.overlays, overlay])(entry), true);
  // After a logout the key is gone, and there is nothing to take back.
  return () => patch(key, (entry) => showing(entry.overlays.filter((other) => other !== overlay))(entry), true);
}
