import type { BrowserContext, Page } from 'playwright-core';
import { addListedExpert, type ListedExpert } from '../support/e2e-experts';
import { logInThroughForm, PASSWORD, postThroughApi, signUpMember, uniqueTitle } from '../support/e2e-members';
import { useAppAndBrowser } from '../support/e2e-suite';
import { watchPage, type WatchedPage } from '../support/page-problems';

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
  articleId = await postThroughApi(author.api, 'articles', uniqueTitle('Calm mornings'), { tags: ['custody', 'routines'] });
  questionId = await postThroughApi(author.api, 'questions', uniqueTitle('Who keeps the dog?'), { acknowledged: true, tags: ['pets'] });
  const answerer = await signUpMember(suite.app.baseUrl, 'answerer');
  expect((await answerer.api.post(`/api/questions/${questionId}/answers`, { text: 'The one who walks it.' })).status).toBe(201);
  expert = await addListedExpert(suite.app, { name: 'Quinn Harbor', zip: '10001', topics: [] });
});

/** A browser of its own, as wide as a laptop; the third-party players answer from here (no network in tests). */
async function openBrowser(): Promise<{ context: BrowserContext; page: Page; watched: WatchedPage }> {
  const context = await suite.browser.newContext({ baseURL: suite.app.baseUrl, viewport: { width: 1285, height: 900 } });
  await context.route(
    (url) => url.origin !== suite.app.baseUrl,
    (route) => route.fulfill({ contentType: 'text/html', body: '<p>Elsewhere</p>' }),
  );
  const page = await context.newPage();
  return { context, page, watched: watchPage(page) };
}

/** Opens `path` once the page before it has loaded everything, then waits for the new one to. */
async function visit({ page, watched }: { page: Page; watched: WatchedPage }, path: string): Promise<void> {
  await watched.settled();
  await page.goto(path);
  await watched.settled();
}

const PUBLIC_PAGES = ['/', '/articles', '/answers', '/books', '/videos', '/browse', '/search/custody', '/experts', '/about', '/terms', '/resources'];

describe('the browser console', () => {
  it('stays quiet for a visitor reading, searching and opening the forms', async () => {
    const tab = await openBrowser();
    const { context, watched } = tab;
    try {
      for (const path of [...PUBLIC_PAGES, `/articles/${articleId}`, `/answers/${questionId}`, `/expert/${expert.slug}`, '/login', '/signup', '/ask'])
        await visit(tab, path);
      expect(watched.problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('stays quiet for a member voting, posting, reading the account’s sections and logging out', async () => {
    const tab = await openBrowser();
    const { context, page, watched } = tab;
    try {
      await logInThroughForm(page, memberEmail);
      for (const path of [
        ...PUBLIC_PAGES,
        `/articles/${articleId}`,
        `/expert/${expert.slug}`,
        '/ask',
        '/new-article',
        '/new-book',
        '/new-video',
        '/notifications',
      ]) {
        await visit(tab, path);
      }
      await visit(tab, `/answers/${questionId}`);
      await page.getByRole('button', { name: 'Vote up' }).first().click();
      await watched.settled();

      await visit(tab, '/account');
      // The keyboard's way past the header, then a section's address typed in the address bar.
      await page.keyboard.press('Tab');
      await page.getByRole('link', { name: 'Skip to main content' }).press('Enter');
      await page.goto('/account#saved-items');
      await page.getByRole('region', { name: 'Saved Items' }).waitFor();
      for (const section of ['Post / Comment History', 'Account Settings', 'Your Data']) {
        await page.getByRole('button', { name: section }).click();
        await page.getByRole('region', { name: section }).waitFor();
      }
      await watched.settled();

      await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' }).click();
      await page.waitForURL((url) => url.pathname === '/home');
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }).waitFor();
      await watched.settled();
      expect(watched.problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('stays quiet for an expert opening the Expert Area from its address', async () => {
    const tab = await openBrowser();
    const { context, page, watched } = tab;
    try {
      await logInThroughForm(page, expert.email);
      await visit(tab, '/account');
      await page.getByRole('region', { name: 'Personal Details' }).waitFor();
      await page.goto('/account#expert-area');
      await page.getByRole('region', { name: 'Expert Area' }).waitFor();
      await watched.settled();
      expect(watched.problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  describe('at the end of a session', () => {
    /** The member's own requests (the bell's count) a page sends from now on. */
    function ownRequests(page: Page): string[] {
      const asked: string[] = [];
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.startsWith('/api/notifications')) asked.push(`${request.method()} ${pathname}`);
      });
      return asked;
    }

    it('asks nothing of the member’s own once Logout is chosen', async () => {
      const tab = await openBrowser();
      const { context, page, watched } = tab;
      try {
        await logInThroughForm(page, (await signUpMember(suite.app.baseUrl, 'leaving')).email);
        await visit(tab, '/articles');
        const asked = ownRequests(page);
        await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' }).click();
        await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }).waitFor();
        await watched.settled();
        expect(asked).toEqual([]);
        expect(watched.problems).toEqual([]);
      } finally {
        await context.close();
      }
    });

    it('asks nothing of the member’s own once the account is deleted', async () => {
      const tab = await openBrowser();
      const { context, page, watched } = tab;
      try {
        await logInThroughForm(page, (await signUpMember(suite.app.baseUrl, 'deleting')).email);
        await visit(tab, '/account#your-data');
        await page.getByRole('button', { name: 'Delete my account' }).click();
        await page.getByRole('dialog', { name: 'Delete my account?' }).getByRole('button', { name: 'Continue' }).click();
        const confirm = page.getByRole('dialog', { name: 'Confirm with your password' });
        await confirm.getByLabel('Password', { exact: true }).fill(PASSWORD);
        const asked = ownRequests(page);
        await confirm.getByRole('button', { name: 'Delete my account' }).click();
        await page.waitForURL((url) => url.pathname === '/home');
        await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }).waitFor();
        await watched.settled();
        expect(asked).toEqual([]);
        expect(watched.problems).toEqual([]);
      } finally {
        await context.close();
      }
    });
  });
});
