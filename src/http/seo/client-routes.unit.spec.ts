import { CLIENT_ROUTES, type ClientScreen } from '../../contracts/client-routes';
import { clientScreenAt } from './client-routes';

type RouteObject = { path: string; id: string };
// Loaded untyped: react-router's own types would bring the browser's into the server's program.
const { matchRoutes } = jest.requireActual<{
  matchRoutes(routes: RouteObject[], pathname: string): { route: RouteObject }[] | null;
}>('react-router');

// The web client's route table as its router is built from it (web/src/app/router.tsx), catch-all included.
const routerTable: RouteObject[] = [
  ...(Object.entries(CLIENT_ROUTES) as [ClientScreen, readonly string[]][]).flatMap(([screen, addresses]) =>
    addresses.map((path) => ({ path, id: `${screen} ${path}` })),
  ),
  { path: '*', id: 'catch-all' },
];

/** The screen react-router itself opens at an address, null for its catch-all. */
function routerScreenAt(pathname: string): ClientScreen | null {
  const id = matchRoutes(routerTable, pathname)?.at(-1)?.route.id ?? 'catch-all';
  return id === 'catch-all' ? null : (id.split(' ')[0] as ClientScreen);
}

const ADDRESSES = [
  '/',
  '/home',
  '/home/',
  '/HOME',
  '/login',
  '/login/extra',
  '/articles',
  '/articles/17',
  '/articles/17/',
  '/articles/17/some-slug',
  '/answers/3',
  '/questions/3',
  '/topic',
  '/topic/co-parenting',
  '/topic/a%2Fb',
  '/search',
  '/search/',
  '/search/kids',
  '/search/node.js/more',
  '/admin',
  '/admin/events',
  '/admin/db/users',
  '/admin/db/users/1',
  '/repos/alice',
  '/repos/alice/site.github.io',
  '/404',
  '/no/such/page',
  '/assets/index-OLD.js',
  '/favicon.ico',
  '//login',
];

describe('clientScreenAt', () => {
  it.each(ADDRESSES)('opens the screen react-router opens at %s', (address) => {
    expect(clientScreenAt(address)).toBe(routerScreenAt(address));
  });

  it('names the screens of the known addresses and nothing for the rest', () => {
    expect(clientScreenAt('/')).toBe('home');
    expect(clientScreenAt('/articles/17')).toBe('article');
    expect(clientScreenAt('/search/kids')).toBe('search');
    expect(clientScreenAt('/404')).toBe('notFound');
    expect(clientScreenAt('/no/such/page')).toBeNull();
    expect(clientScreenAt('/assets/index-OLD.js')).toBeNull();
  });

  it('reads every address in the route table: fixed segments, `:name` and a final `/*` alone', () => {
    const syntax = /^\/$|^(\/([a-z0-9-]+|:[A-Za-z]+))*(\/\*)?$/;
    for (const address of Object.values(CLIENT_ROUTES).flat())
      expect({ address, readable: syntax.test(address) }).toEqual({ address, readable: true });
  });
});
