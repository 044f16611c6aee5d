import { lazy } from 'react';

// Lazy, so that each Admin Area screen stays its own chunk, loaded when an administrator opens it.
export const DatabaseScreen = lazy(() => import('./components/database'));
export const EventHistoryScreen = lazy(() => import('./components/event-history'));
