export { WatchButton } from './components/watch-button';
export { WatchOffer } from './components/watch-offer';
export { WatchingList } from './components/watching-list';
export { useWatchingForSession } from './hooks/use-watching-for-session';
export { staleAfterPosting } from './watching';
