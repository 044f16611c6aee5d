import { lazy } from 'react';

// Lazy, so that the Admin Area screen stays its own chunk, loaded when an administrator opens it.
export const AnonymousContentScreen = lazy(() => import('./components/anonymous-content'));
