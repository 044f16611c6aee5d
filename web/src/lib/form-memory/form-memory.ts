// What a member is typing in a form, kept for the visit: a reload, or a post deleted under an open
// answer, loses nothing. In sessionStorage (this tab only, gone when it closes), one entry per form,
// forgotten on a successful submit, at logout and by quick exit.
const PREFIX = 'dc-form:';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage refused (private mode, a sandboxed frame): forms simply keep nothing.
    return null;
  }
}

export function readKept<T>(key: string): T | undefined {
  const raw = storage()?.getItem(PREFIX + key);
  if (raw === null || raw === undefined) return undefined;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return undefined;
  }
}

export function keep(key: string, value: unknown): void {
  try {
    storage()?.setItem(PREFIX + key, JSON.stringify(value));
  } catch {
    // Full: what is on screen is still there.
  }
}

export function forget(key: string): void {
  storage()?.removeItem(PREFIX + key);
}

/** Every form's text: at logout and quick exit, so nothing typed stays behind in the tab. */
export function forgetAllKept(): void {
  const store = storage();
  if (!store) return;
  const keys = Array.from({ length: store.length }, (_, index) => store.key(index));
  for (const key of keys) if (key?.startsWith(PREFIX)) store.removeItem(key);
}
