import toast from 'react-hot-toast';

export type ToastKind = 'success' | 'info' | 'warning' | 'error';

interface PageToast {
  kind: ToastKind;
  /** The path of the page the toast belongs to. */
  page: string;
  /** Raised just before a redirect, about the page it opens: it goes to the next page, not with this one. */
  forNextPage: boolean;
}

// The info, warning and error toasts on screen, by id: each is about the page it was raised on. A
// success is about something done, often the redirect it announces, so it stays until its time is up.
const pageToasts = new Map<string, PageToast>();

function dismiss(id: string): void {
  toast.dismiss(id);
  pageToasts.delete(id);
}

/**
 * Records a toast as it shows. A success ends the failed tries before it: their warnings and errors
 * go, so "Account Created" does not stand beside the refusals it replaces.
 */
export function trackToast(id: string, kind: ToastKind, forNextPage: boolean): void {
  if (kind !== 'success') {
    pageToasts.set(id, { kind, page: window.location.pathname, forNextPage });
    return;
  }
  pageToasts.delete(id);
  for (const [other, { kind: otherKind }] of pageToasts)
    if (otherKind === 'warning' || otherKind === 'error') dismiss(other);
}

/** The route changed to `pathname`: the toasts of the page left go, and those raised for this page stay on it. */
export function leavePage(pathname: string): void {
  for (const [id, entry] of pageToasts) {
    if (entry.page === pathname) continue;
    if (entry.forNextPage) pageToasts.set(id, { ...entry, page: pathname, forNextPage: false });
    else dismiss(id);
  }
}
