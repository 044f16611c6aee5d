import type { Page } from 'playwright-core';
import { addListedExpert, type ListedExpert } from '../support/e2e-experts';
import {
  logInThroughForm,
  logOutThroughNav,
  PASSWORD,
  postThroughApi,
  signUpMember,
  uniqueTitle,
} from '../support/e2e-members';
import { useAppAndBrowser } from '../support/e2e-suite';
import { type WatchedPage, watchPage } from '../support/page-problems';

// A page a member uses logs nothing in the console and asks for nothing that fails: the pages of a
// visit, walked the way a visitor, a member and an expert walk them.
const suite = useAppAndBrowser();

let articleId: number;
let questionId: number;
let expert: ListedExpert;
let memberEmail: string;

beforeAll(async () => {
  const author = await signUpMember(suite.app.baseUrl, 'author');
  memberEmail = author.email;
  articleId = await postThroughApi(author.api, 'articles', uniqueTitle('Calm mornings'), {
    tags: ['custody', 'routines'],
  });
  questionId = await postThroughApi(author.api, 'questions', uniqueTitle('Who keeps the dog?'), {
    acknowledged: true,
    tags: ['pets'],
  });
  const answerer = await signUpMember(suite.app.baseUrl, 'answerer');
  expect(
    (await answerer.api.post(`/api/questions/${questionId}/answers`, { text: 'The one who walks it.' })).status,
  ).toBe(201);
  expert = await addListedExpert(suite.app, { name: 'Quinn Harbor', zip: '10001', topics: [] });
});

interface Walk extends Pick<WatchedPage, 'visit' | 'settled'> {
  page: Page;
}

/**
 * Takes `steps` in a browser of its own, as wide as a laptop, and answers with everything its page
 * reported going wrong. The third-party players answer from here: there is no network in tests.
 */
async function problemsOf(steps: (walk: Walk) => Promise<void>): Promise<string[]> {
  const context = await suite.browser.newContext({
    baseURL: suite.app.baseUrl,
    viewport: { width: 1285, height: 900 },
  });
  try {
    await context.route(
      (url) => url.origin !== suite.app.baseUrl,
      (route) => route.fulfill({ contentType: 'text/html', body: '<p>Elsewhere</p>' }),
    );
    const page = await context.newPage();
    const { problems, settled, visit } = watchPage(page);
    await steps({ page, visit, settled });
    await settled();
    return problems;
  } finally {
    await context.close();
  }
}

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** The member's own requests (the bell's count) the page sends from now on. */
function ownRequests(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/notifications')) asked.push(`${request.method()} ${pathname}`);
  });
  return asked;
}

const PUBLIC_PAGES = [
  '/',
  '/articles',
  '/answers',
  '/books',
  '/videos',
  '/browse',
  '/search/custody',
  '/experts',
  '/about',
  '/terms',
  '/resources',
];
const MEMBER_PAGES = ['/ask', '/new-article', '/new-book', '/new-video', '/notifications'];

describe('the browser console', () => {
  it('stays quiet for a visitor reading, searching and opening the forms', async () => {
    const problems = await problemsOf(async ({ visit }) => {
      for (const path of [
        ...PUBLIC_PAGES,
        `/articles/${articleId}`,
        `/answers/${questionId}`,
        `/expert/${expert.slug}`,
        '/login',
        '/signup',
        '/ask',
      ])
        await visit(path);
    });
    expect(problems).toEqual([]);
  });

  it('stays quiet for a member voting, posting, reading the account’s sections and logging out', async () => {
    const problems = await problemsOf(async ({ page, visit, settled }) => {
      await logInThroughForm(page, memberEmail);
      for (const path of [...PUBLIC_PAGES, `/articles/${articleId}`, `/expert/${expert.slug}`, ...MEMBER_PAGES])
        await visit(path);
      await visit(`/answers/${questionId}`);
      await page.getByRole('button', { name: 'Vote up' }).first().click();

      await visit('/account');
      // The keyboard's way past the header, then a section's address typed in the address bar.
      await page.keyboard.press('Tab');
      await page.getByRole('link', { name: 'Skip to main content' }).press('Enter');
      await page.goto('/account#saved-items');
      await page.getByRole('region', { name: 'Saved Items' }).waitFor();
      for (const section of ['Post / Comment History', 'Account Settings', 'Your Data']) {
        await page.getByRole('button', { name: section }).click();
        await page.getByRole('region', { name: section }).waitFor();
      }
      await settled();
      await logOutThroughNav(page);
    });
    expect(problems).toEqual([]);
  });

  it('stays quiet for an expert opening the Expert Area from its address', async () => {
    const problems = await problemsOf(async ({ page, visit }) => {
      await logInThroughForm(page, expert.email);
      await visit('/account');
      await page.getByRole('region', { name: 'Personal Details' }).waitFor();
      await page.goto('/account#expert-area');
      await page.getByRole('region', { name: 'Expert Area' }).waitFor();
    });
    expect(problems).toEqual([]);
  });

  it('lets the bell’s count land when the notifications list answers while it is on its way', async () => {
    const problems = await problemsOf(async ({ page, visit, settled }) => {
      await logInThroughForm(page, memberEmail);
      await settled();
      // The count is held back until the list has answered: the list's own count then replaces it,
      // and the request still on its way must not be reported as failed.
      let listAnswered = () => {};
      const answered = new Promise<void>((resolve) => (listAnswered = resolve));
      page.on('response', (response) => {
        if (new URL(response.url()).pathname === '/api/notifications') listAnswered();
      });
      await page.route('**/api/notifications/unread', async (route) => {
        await answered;
        await route.continue().catch(() => undefined);
      });
      await visit('/notifications');
      await page.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor();
    });
    expect(problems).toEqual([]);
  });

  describe('at the end of a session', () => {
    it('asks nothing of the member’s own once Logout is chosen', async () => {
      let asked: string[] = [];
      const problems = await problemsOf(async ({ page, visit }) => {
        await logInThroughForm(page, (await signUpMember(suite.app.baseUrl, 'leaving')).email);
        await visit('/articles');
        asked = ownRequests(page);
        await logOutThroughNav(page);
      });
      expect(asked).toEqual([]);
      expect(problems).toEqual([]);
    });

    it('asks nothing of the member’s own once the account is deleted', async () => {
      let asked: string[] = [];
      const problems = await problemsOf(async ({ page, visit }) => {
        await logInThroughForm(page, (await signUpMember(suite.app.baseUrl, 'deleting')).email);
        await visit('/account#your-data');
        await page.getByRole('button', { name: 'Delete my account' }).click();
        await page
          .getByRole('dialog', { name: 'Delete my account?' })
          .getByRole('button', { name: 'Continue' })
          .click();
        const confirm = page.getByRole('dialog', { name: 'Confirm with your password' });
        await confirm.getByLabel('Password', { exact: true }).fill(PASSWORD);
        asked = ownRequests(page);
        await confirm.getByRole('button', { name: 'Delete my account' }).click();
        await page.waitForURL((url) => url.pathname === '/home');
        await mainNav(page).getByRole('link', { name: 'Login' }).waitFor();
      });
      expect(asked).toEqual([]);
      expect(problems).toEqual([]);
    });
  });
});
