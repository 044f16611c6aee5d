import type { Page } from 'playwright-core';
import { currentPath, newPage } from '../support/browser';
import { useAppAndBrowser } from '../support/e2e-suite';

// The spec's texts, word for word (section 2).
const WHOOPS = 'Whoops!';
const NOT_FOUND_BODY =
  'The content you are seeking has moved or is otherwise unable to be retrieved. Please try to search or browse.';
const TAGLINE = 'Any Topic for Anyone Impacted by Divorce to Gain Knowledge, Wisdom, Clarity, and Support.';

const suite = useAppAndBrowser();
let page: Page;

/** Opens `path` in a new page; answers the status the server gave the page itself. */
async function open(path: string, width?: number): Promise<number | undefined> {
  page = await newPage(suite.browser, suite.app.baseUrl, width);
  return (await page.goto(path))?.status();
}

const mainNav = () => page.getByRole('navigation', { name: 'Main' });

/** The visible text of the main navigation's links and buttons, in order. */
async function navLabels(): Promise<string[]> {
  // The session answer adds Signup and Login, so wait for it before reading.
  await mainNav().getByRole('link', { name: 'Login' }).waitFor();
  const texts = await mainNav().locator('a, button').allInnerTexts();
  return texts.map((text) => text.trim());
}

afterEach(async () => {
  await page?.context().close();
});

describe('not-found page', () => {
  it.each(['/no/such/page', '/login/extra', '/404'])(
    'shows "Whoops!" and the spec text at %s, inside the site shell, answered 404',
    async (path) => {
      // 404, so that search engines do not index it, while the page still shows the screen.
      expect(await open(path)).toBe(404);
      await page.getByRole('heading', { name: WHOOPS, level: 1 }).waitFor();
      expect(await page.getByText(NOT_FOUND_BODY, { exact: true }).isVisible()).toBe(true);
      expect(currentPath(page)).toBe(path);
      // The header and footer stay, so the visitor can search or browse from here.
      expect(await mainNav().getByRole('link', { name: 'Browse a Topic' }).isVisible()).toBe(true);
      expect(await page.getByRole('button', { name: 'Search', exact: true }).isVisible()).toBe(true);
      expect(await page.getByText(TAGLINE, { exact: true }).isVisible()).toBe(true);
      expect(await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).isVisible()).toBe(true);
    },
  );

  it('offers a way back home', async () => {
    await open('/no/such/page');
    await page.getByRole('main').getByRole('link', { name: 'Home', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/home');
  });
});

describe('navigation labels', () => {
  it('reads "Ask a Question", "Browse a Topic", "Experts" at 1440 px wide', async () => {
    await open('/home', 1440);
    expect(await navLabels()).toEqual(['Ask a Question', 'Browse a Topic', 'Experts', 'Signup', 'Login']);
    expect(await mainNav().getByRole('link', { name: 'Ask a Question', exact: true }).getAttribute('href')).toBe(
      '/ask',
    );
    expect(await mainNav().getByRole('link', { name: 'Browse a Topic', exact: true }).getAttribute('href')).toBe(
      '/browse',
    );
    expect(await mainNav().getByRole('link', { name: 'Experts', exact: true }).getAttribute('href')).toBe('/experts');
  });

  it('shortens to "Ask" and "Browse" at 1000 px wide', async () => {
    await open('/home', 1000);
    expect(await navLabels()).toEqual(['Ask', 'Browse', 'Experts', 'Signup', 'Login']);
    // The accessible names shorten too, so a screen reader hears what is shown.
    expect(await mainNav().getByRole('link', { name: 'Ask', exact: true }).getAttribute('href')).toBe('/ask');
    expect(await mainNav().getByRole('link', { name: 'Browse', exact: true }).getAttribute('href')).toBe('/browse');
  });

  it('moves the navigation into a side menu at 375 px wide', async () => {
    await open('/home', 375);
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.waitFor();
    expect(await mainNav().isVisible()).toBe(false);

    await menu.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.waitFor();
    const labels = (await drawer.getByRole('navigation', { name: 'Main' }).locator('a, button').allInnerTexts()).map(
      (t) => t.trim(),
    );
    expect(labels).toEqual(['Ask a Question', 'Browse a Topic', 'Experts', 'Signup', 'Login']);

    await drawer.getByRole('link', { name: 'Signup' }).click();
    await page.waitForURL((url) => url.pathname === '/signup');
    await drawer.waitFor({ state: 'hidden' });
  });
});

describe('search toggle', () => {
  it('opens a search field and goes to /search/<text> on submit', async () => {
    await open('/home');
    const toggle = page.getByRole('button', { name: 'Search', exact: true });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    const field = page.getByRole('searchbox', { name: 'Search the site' });
    await field.waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');

    await field.fill('custody');
    await field.press('Enter');
    await page.waitForURL((url) => url.pathname === '/search/custody');
    // The field closes once the search is under way.
    await field.waitFor({ state: 'detached' });
  });

  it('keeps spaces in the search text, encoded in the path', async () => {
    await open('/home');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('searchbox', { name: 'Search the site' }).fill('  co parenting ');
    await page.getByRole('button', { name: 'Find' }).click();
    await page.waitForURL((url) => url.pathname === '/search/co%20parenting');
  });

  it('stays put when the search text is empty or blank', async () => {
    await open('/home');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const field = page.getByRole('searchbox', { name: 'Search the site' });
    await field.waitFor();

    await page.getByRole('button', { name: 'Find' }).click();
    await field.fill('   ');
    await field.press('Enter');

    // Nothing to wait for when nothing happens: a round trip to the page lets any navigation start.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(currentPath(page)).toBe('/home');
    expect(await field.isVisible()).toBe(true);

    // And no history entry was added: one real search later, Back returns straight to /home.
    await field.fill('custody');
    await field.press('Enter');
    await page.waitForURL((url) => url.pathname === '/search/custody');
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/home');
  });
});
