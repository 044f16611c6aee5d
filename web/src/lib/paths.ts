/** Every route the client links to, in one place. Screens not built yet fall through to not found. */
export const paths = {
  root: '/',
  home: '/home',
  login: '/login',
  signup: '/signup',
  forgot: '/forgot',
  account: '/account',
  notifications: '/notifications',
  accountReset: '/account-reset',
  notFound: '/404',
  ask: '/ask',
  newArticle: '/new-article',
  newBook: '/new-book',
  newVideo: '/new-video',
  browse: '/browse',
  experts: '/experts',
  expertSignup: '/expert-signup',
  paymentTest: '/payment-test',
  about: '/about',
  contact: '/contact',
  terms: '/terms',
  resources: '/resources',
  answers: '/answers',
  articles: '/articles',
  books: '/books',
  videos: '/videos',
  repos: '/repos',
  repo: (userName: string, repoName: string) =>
    `/repos/${encodeURIComponent(userName)}/${encodeURIComponent(repoName)}`,
  admin: '/admin',
  adminTopics: '/admin-topics',
  adminQotd: '/admin-qotd',
  adminDb: '/admin/db',
  adminSection: (id: string) => `/admin/${encodeURIComponent(id)}`,
  adminTable: (table: string) => `/admin/db/${encodeURIComponent(table)}`,
  /** The event history, filtered to one stream (an item's or a user's) or one actor's deeds. */
  adminEvents: (filter: { stream?: string; actor?: number } = {}) => {
    const query = new URLSearchParams();
    if (filter.stream) query.set('stream', filter.stream);
    if (filter.actor !== undefined) query.set('actor', String(filter.actor));
    const text = query.toString();
    return text ? `/admin/events?${text}` : '/admin/events';
  },
  results: '/results',
  searchStart: '/search',
  search: (text: string) => `/search/${encodeURIComponent(text)}`,
  article: (id: number | string) => `/articles/${id}`,
  answer: (id: number | string) => `/answers/${id}`,
  book: (id: number | string) => `/books/${id}`,
  video: (id: number | string) => `/videos/${id}`,
  expert: (slug: number | string) => `/expert/${slug}`,
  topic: (slug: string) => `/topic/${encodeURIComponent(slug)}`,
} as const;

/** Pages a login should never send the user back to. */
export const AUTH_PATHS: readonly string[] = [
  paths.login,
  paths.signup,
  paths.forgot,
  paths.accountReset,
  paths.notFound,
];
