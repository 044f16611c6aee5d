import { lazy } from 'react';

// Lazy, so that each Admin Area screen stays its own chunk, loaded when an administrator opens it.
export const ReviewQueueScreen = lazy(() => import('./components/review-queue'));
export const BlocklistScreen = lazy(() => import('./components/blocklist'));
