/** Every route the client links to, in one place. Screens not built yet fall through to not found. */
export const paths = {
  root: '/',
  home: '/home',
  login: '/login',
  signup: '/signup',
  forgot: '/forgot',
  account: '/account',
  accountReset: '/account-reset',
  notFound: '/404',
  ask: '/ask',
  newArticle: '/new-article',
  newBook: '/new-book',
  newVideo: '/new-video',
  browse: '/browse',
  experts: '/experts',
  expertSignup: '/expert-signup',
  about: '/about',
  contact: '/contact',
  terms: '/terms',
  admin: '/admin',
  search: (text: string) => `/search/${encodeURIComponent(text)}`,
  article: (id: number | string) => `/articles/${id}`,
  answer: (id: number | string) => `/answers/${id}`,
  book: (id: number | string) => `/books/${id}`,
  video: (id: number | string) => `/videos/${id}`,
  expert: (slug: number | string) => `/expert/${slug}`,
  topic: (slug: string) => `/topic/${encodeURIComponent(slug)}`,
} as const;

/** Pages a login should never send the user back to. */
export const AUTH_PATHS: readonly string[] = [paths.login, paths.signup, paths.forgot, paths.accountReset, paths.notFound];
