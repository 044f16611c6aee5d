import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { Loading } from '../components/loading';
import { AppLayout } from '../features/shell/components/app-layout';
import { RouteError } from '../features/shell/components/route-error';

// Each screen is its own chunk, loaded when its route is first visited.
const screens: RouteObject[] = [
  { index: true, lazy: () => import('./routes/home').then((m) => ({ Component: m.HomeRoute })) },
  { path: 'home', lazy: () => import('./routes/home').then((m) => ({ Component: m.HomeRoute })) },
  { path: 'login', lazy: () => import('./routes/login').then((m) => ({ Component: m.LoginRoute })) },
  { path: 'signup', lazy: () => import('./routes/signup').then((m) => ({ Component: m.SignupRoute })) },
  { path: 'forgot', lazy: () => import('./routes/forgot').then((m) => ({ Component: m.ForgotRoute })) },
  {
    path: 'account-reset',
    lazy: () => import('./routes/account-reset').then((m) => ({ Component: m.AccountResetRoute })),
  },
  { path: 'account', lazy: () => import('./routes/account').then((m) => ({ Component: m.AccountRoute })) },
  { path: 'notifications', lazy: () => import('./routes/notifications').then((m) => ({ Component: m.NotificationsRoute })) },
  { path: 'articles', lazy: () => import('./routes/content-lists').then((m) => ({ Component: m.ArticlesRoute })) },
  { path: 'articles/:id', lazy: () => import('./routes/content-details').then((m) => ({ Component: m.ArticleRoute })) },
  { path: 'books', lazy: () => import('./routes/content-lists').then((m) => ({ Component: m.BooksRoute })) },
  { path: 'books/:id', lazy: () => import('./routes/content-details').then((m) => ({ Component: m.BookRoute })) },
  { path: 'videos', lazy: () => import('./routes/content-lists').then((m) => ({ Component: m.VideosRoute })) },
  { path: 'videos/:id', lazy: () => import('./routes/content-details').then((m) => ({ Component: m.VideoRoute })) },
  { path: 'answers', lazy: () => import('./routes/content-lists').then((m) => ({ Component: m.QuestionsRoute })) },
  { path: 'answers/:id', lazy: () => import('./routes/content-details').then((m) => ({ Component: m.QuestionRoute })) },
  { path: 'ask', lazy: () => import('./routes/posting').then((m) => ({ Component: m.AskRoute })) },
  { path: 'new-article', lazy: () => import('./routes/posting').then((m) => ({ Component: m.NewArticleRoute })) },
  { path: 'new-book', lazy: () => import('./routes/posting').then((m) => ({ Component: m.NewBookRoute })) },
  { path: 'new-video', lazy: () => import('./routes/posting').then((m) => ({ Component: m.NewVideoRoute })) },
  { path: 'browse', lazy: () => import('./routes/topics').then((m) => ({ Component: m.BrowseRoute })) },
  { path: 'topic', lazy: () => import('./routes/topics').then((m) => ({ Component: m.TopicRoute })) },
  { path: 'topic/:slug', lazy: () => import('./routes/topics').then((m) => ({ Component: m.TopicRoute })) },
  { path: 'search/*', lazy: () => import('./routes/search').then((m) => ({ Component: m.SearchRoute })) },
  { path: 'results', lazy: () => import('./routes/content-lists').then((m) => ({ Component: m.LatestItemsRoute })) },
  { path: 'experts', lazy: () => import('./routes/experts').then((m) => ({ Component: m.ExpertsRoute })) },
  { path: 'admin', lazy: () => import('./routes/admin').then((m) => ({ Component: m.AdminRoute })) },
  { path: 'admin/:section', lazy: () => import('./routes/admin').then((m) => ({ Component: m.AdminRoute })) },
  { path: 'admin/db/:table', lazy: () => import('./routes/admin').then((m) => ({ Component: m.AdminRoute })) },
  { path: 'admin-topics', lazy: () => import('./routes/admin-topics').then((m) => ({ Component: m.AdminTopicsRoute })) },
  { path: 'admin-qotd', lazy: () => import('./routes/admin-qotd').then((m) => ({ Component: m.AdminQotdRoute })) },
  { path: 'payment-test', lazy: () => import('./routes/payment-test').then((m) => ({ Component: m.PaymentTestRoute })) },
  { path: 'expert-signup', lazy: () => import('./routes/expert-signup').then((m) => ({ Component: m.ExpertSignupRoute })) },
  { path: 'expert', lazy: () => import('./routes/expert').then((m) => ({ Component: m.ExpertRoute })) },
  { path: 'expert/:slug', lazy: () => import('./routes/expert').then((m) => ({ Component: m.ExpertRoute })) },
  { path: 'about', lazy: () => import('./routes/about').then((m) => ({ Component: m.AboutRoute })) },
  { path: 'contact', lazy: () => import('./routes/contact').then((m) => ({ Component: m.ContactRoute })) },
  { path: 'terms', lazy: () => import('./routes/terms').then((m) => ({ Component: m.TermsRoute })) },
  { path: 'resources', lazy: () => import('./routes/resources').then((m) => ({ Component: m.ResourcesRoute })) },
  { path: 'repos', lazy: () => import('./routes/repos').then((m) => ({ Component: m.ReposRoute })) },
  { path: 'repos/:userName/:repoName', lazy: () => import('./routes/repos').then((m) => ({ Component: m.RepoRoute })) },
  { path: '404', lazy: () => import('./routes/not-found').then((m) => ({ Component: m.NotFoundRoute })) },
  { path: '*', lazy: () => import('./routes/not-found').then((m) => ({ Component: m.NotFoundRoute })) },
];

export const router = createBrowserRouter([
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    HydrateFallback: () => <Loading page />,
    // The pathless child keeps the header and footer on screen when a screen fails to load.
    children: [{ errorElement: <RouteError />, children: screens }],
  },
]);
