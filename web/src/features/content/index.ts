export { Byline } from './components/byline';
export { ListSkeleton } from './components/list-skeleton';
export { PagedPosts } from './components/paged-posts';
export { Pager } from './components/pager';
export { PostCard } from './components/post-card';
export { MediaFrame } from './components/post-media';
export { isPastTheEnd, pageCount, pageFrom, PostPageView } from './components/post-page-view';
export { KIND_ICONS } from './kind-icons';
export { EMPTY_TEXTS, KINDS } from './kinds';
