import { documentTitle } from '@contracts/site';
import { useEffect } from 'react';

export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
