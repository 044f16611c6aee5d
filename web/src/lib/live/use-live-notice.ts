import { useEffect, useLayoutEffect, useRef } from 'react';
import { type NoticeHandler, type NoticeKind, subscribeLive } from './live-subscribers';

/** A screen hears the live notices of one kind while it is shown; the newest handler answers each. */
export function useLiveNotice<K extends NoticeKind>(kind: K, handler: NoticeHandler<K>): void {
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  useEffect(() => subscribeLive<K>(kind, (notice) => latest.current(notice)), [kind]);
}
