import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { CLIENT_ROUTES, type ClientScreen } from '@contracts/client-routes';
import { Loading } from '../components/loading';
import { AppLayout } from '../features/shell/components/app-layout';
import { RouteError } from '../features/shell/components/route-error';

type LoadScreen = () => Promise<{ Component: ComponentType }>;

// Each screen is its own chunk, loaded when its route is first visited. The addresses that open each
// live in CLIENT_ROUTES, which the server reads too to answer 404 for every other address.
const screens: Record<ClientScreen, LoadScreen> = {
  home: () => import('./routes/home').then((m) => ({ Component: m.HomeRoute })),
  login: () => import('./routes/login').then((m) => ({ Component: m.LoginRoute })),
  signup: () => import('./routes/signup').then((m) => ({ Component: m.SignupRoute })),
  forgot: () => import('./routes/forgot').then((m) => ({ Component: m.ForgotRoute })),
  accountReset: () => import('./routes/account-reset').then((m) => ({ Component: m.AccountResetRoute })),
  account: () => import('./routes/account').then((m) => ({ Component: m.AccountRoute })),
  notifications: () => import('./routes/notifications').then((m) => ({ Component: m.NotificationsRoute })),
  articles: () => import('./routes/content-lists').then((m) => ({ Component: m.ArticlesRoute })),
  article: () => import('./routes/content-details').then((m) => ({ Component: m.ArticleRoute })),
  books: () => import('./routes/content-lists').then((m) => ({ Component: m.BooksRoute })),
  book: () => import('./routes/content-details').then((m) => ({ Component: m.BookRoute })),
  videos: () => import('./routes/content-lists').then((m) => ({ Component: m.VideosRoute })),
  video: () => import('./routes/content-details').then((m) => ({ Component: m.VideoRoute })),
  questions: () => import('./routes/content-lists').then((m) => ({ Component: m.QuestionsRoute })),
  question: () => import('./routes/content-details').then((m) => ({ Component: m.QuestionRoute })),
  ask: () => import('./routes/posting').then((m) => ({ Component: m.AskRoute })),
  newArticle: () => import('./routes/posting').then((m) => ({ Component: m.NewArticleRoute })),
  newBook: () => import('./routes/posting').then((m) => ({ Component: m.NewBookRoute })),
  newVideo: () => import('./routes/posting').then((m) => ({ Component: m.NewVideoRoute })),
  browse: () => import('./routes/topics').then((m) => ({ Component: m.BrowseRoute })),
  topic: () => import('./routes/topics').then((m) => ({ Component: m.TopicRoute })),
  search: () => import('./routes/search').then((m) => ({ Component: m.SearchRoute })),
  results: () => import('./routes/content-lists').then((m) => ({ Component: m.LatestItemsRoute })),
  experts: () => import('./routes/experts').then((m) => ({ Component: m.ExpertsRoute })),
  admin: () => import('./routes/admin').then((m) => ({ Component: m.AdminRoute })),
  adminTopics: () => import('./routes/admin-topics').then((m) => ({ Component: m.AdminTopicsRoute })),
  adminQotd: () => import('./routes/admin-qotd').then((m) => ({ Component: m.AdminQotdRoute })),
  paymentTest: () => import('./routes/payment-test').then((m) => ({ Component: m.PaymentTestRoute })),
  expertSignup: () => import('./routes/expert-signup').then((m) => ({ Component: m.ExpertSignupRoute })),
  expert: () => import('./routes/expert').then((m) => ({ Component: m.ExpertRoute })),
  about: () => import('./routes/about').then((m) => ({ Component: m.AboutRoute })),
  contact: () => import('./routes/contact').then((m) => ({ Component: m.ContactRoute })),
  terms: () => import('./routes/terms').then((m) => ({ Component: m.TermsRoute })),
  resources: () => import('./routes/resources').then((m) => ({ Component: m.ResourcesRoute })),
  repos: () => import('./routes/repos').then((m) => ({ Component: m.ReposRoute })),
  repo: () => import('./routes/repos').then((m) => ({ Component: m.RepoRoute })),
  notFound: () => import('./routes/not-found').then((m) => ({ Component: m.NotFoundRoute })),
};

const routes: RouteObject[] = [
  ...(Object.entries(CLIENT_ROUTES) as [ClientScreen, readonly string[]][]).flatMap(([screen, addresses]) =>
    addresses.map((path): RouteObject => ({ path, lazy: screens[screen] })),
  ),
  { path: '*', lazy: screens.notFound },
];

export const router = createBrowserRouter([
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    HydrateFallback: () => <Loading page />,
    // The pathless child keeps the header and footer on screen when a screen fails to load.
    children: [{ errorElement: <RouteError />, children: routes }],
  },
]);
