/**
 * The web client's screens and the addresses that open each, in react-router's syntax restricted to
 * what the server's matcher reads too: fixed segments, `:name` for one segment, a final `/*` for any
 * rest. The client's router is built from this table (web/src/app/router.tsx) and the server answers
 * 404 for every address none of them opens (src/http/seo/client-routes.ts), so the two cannot disagree
 * on which pages exist. Every other address shows the not-found screen, as does `/404`.
 */
export const CLIENT_ROUTES = {
  home: ['/', '/home'],
  login: ['/login'],
  signup: ['/signup'],
  forgot: ['/forgot'],
  accountReset: ['/account-reset'],
  account: ['/account'],
  notifications: ['/notifications'],
  articles: ['/articles'],
  article: ['/articles/:id'],
  books: ['/books'],
  book: ['/books/:id'],
  videos: ['/videos'],
  video: ['/videos/:id'],
  questions: ['/answers'],
  question: ['/answers/:id'],
  ask: ['/ask'],
  newArticle: ['/new-article'],
  newBook: ['/new-book'],
  newVideo: ['/new-video'],
  browse: ['/browse'],
  topic: ['/topic', '/topic/:slug'],
  search: ['/search/*'],
  results: ['/results'],
  experts: ['/experts'],
  admin: ['/admin', '/admin/:section', '/admin/db/:table'],
  adminTopics: ['/admin-topics'],
  adminQotd: ['/admin-qotd'],
  paymentTest: ['/payment-test'],
  expertSignup: ['/expert-signup'],
  expert: ['/expert', '/expert/:slug'],
  about: ['/about'],
  contact: ['/contact'],
  terms: ['/terms'],
  resources: ['/resources'],
  repos: ['/repos'],
  repo: ['/repos/:userName/:repoName'],
  notFound: ['/404'],
} as const satisfies Record<string, readonly string[]>;

export type ClientScreen = keyof typeof CLIENT_ROUTES;
