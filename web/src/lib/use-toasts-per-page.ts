import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { leavePage } from './page-toasts';

/** Takes the toasts of a page away when the member goes to another (a new path, not a new query or #section). */
export function useToastsPerPage(): void {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    leavePage(pathname);
  }, [pathname]);
}
