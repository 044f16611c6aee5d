import { type RefObject, useEffect } from 'react';
import { SITE_HEADER_HEIGHT_VARIABLE } from '../../../lib/site-header-height';

/**
 * Keeps `--site-header-height` on the root element equal to the header's height, which changes with
 * the width (the quick exit strip above the bar below 560 px and from 800 to 1023 px) and with the
 * search field opened under it: what lies just below the header (the toasts) reads it from there.
 */
export function useHeaderHeightVariable(header: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = header.current;
    if (!element) return;
    const root = document.documentElement;
    const write = () => root.style.setProperty(SITE_HEADER_HEIGHT_VARIABLE, `${element.offsetHeight}px`);
    write();
    const observer = new ResizeObserver(write);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(SITE_HEADER_HEIGHT_VARIABLE);
    };
  }, [header]);
}
