import * as fs from 'node:fs';
import type { AccountExport } from '../../src/contracts/account-export';
import { LIVE_EVENTS } from '../../src/contracts/live';
import { NEUTRAL_SITE_URL, QUICK_EXIT_LABEL } from '../../src/contracts/quick-exit';
import { currentPath, screenshot, waitForToast } from '../support/browser';
import { logInThroughForm, postThroughApi, signUpMember, uniqueTitle } from '../support/e2e-members';
import { useAppAndBrowser, usePagePerTest } from '../support/e2e-suite';
import { until } from '../support/until';

const suite = useAppAndBrowser();
const tab = usePagePerTest(suite);

// The neutral site is on the internet, which this machine cannot reach: the browser is given a
// stand-in page at its address, so the test sees the real navigation land.
const NEUTRAL_HEADING = 'Local weather';

beforeEach(async () => {
  await tab.page.route(`${NEUTRAL_SITE_URL}**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>Weather</title><h1>${NEUTRAL_HEADING}</h1>`,
    }),
  );
});

const onNeutralSite = () => tab.page.url().startsWith(NEUTRAL_SITE_URL);

async function waitForNeutralSite(): Promise<void> {
  await tab.page.waitForURL((url) => url.href.startsWith(NEUTRAL_SITE_URL));
  await tab.page.getByRole('heading', { name: NEUTRAL_HEADING }).waitFor();
}

describe('quick exit', () => {
  it('replaces the page with the neutral site from the header button, and back does not return to it', async () => {
    await tab.page.goto('/articles');
    await tab.page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: /^Browse/ })
      .click();
    await tab.page.waitForURL((url) => url.pathname === '/browse');
    await screenshot(tab.page, 'quick-exit-button');

    await tab.page.getByRole('button', { name: QUICK_EXIT_LABEL }).click();
    await waitForNeutralSite();

    // The page that was on screen was replaced in the history: back skips it.
    await tab.page.goBack();
    expect(currentPath(tab.page)).toBe('/articles');
  });

  it('leaves on Escape pressed twice, not on presses far apart, nor on the one that closes a dialog', async () => {
    await tab.page.goto('/terms');
    await tab.page.getByRole('heading', { name: 'Terms and Agreements' }).waitFor();
    await tab.page.keyboard.press('Escape');
    await tab.page.waitForTimeout(1_300);
    await tab.page.keyboard.press('Escape');
    await tab.page.getByRole('heading', { name: 'Terms and Agreements' }).waitFor();
    expect(onNeutralSite()).toBe(false);

    // The Escape that closes the dialog is the dialog's: two more leave.
    await tab.page.getByRole('button', { name: 'Add content' }).click();
    const dialog = tab.page.getByRole('dialog');
    await dialog.waitFor();
    await tab.page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await tab.page.keyboard.press('Escape');
    await tab.page.keyboard.press('Escape');
    await waitForNeutralSite();
  });

  it('counts no Escape that closes a menu on a phone: only two with nothing open leave', async () => {
    const { email } = await signUpMember(suite.app.baseUrl, 'menus');
    await tab.page.setViewportSize({ width: 390, height: 844 });
    await logInThroughForm(tab.page, email);
    await tab.page.goto('/articles');
    const heading = tab.page.getByRole('heading', { name: 'Articles', level: 1 });
    await heading.waitFor();

    // The phone menu, closed with Escape, then the + menu, closed with Escape, in quick succession.
    await tab.page.getByRole('button', { name: 'Menu' }).click();
    const drawer = tab.page.getByRole('dialog', { name: 'Menu' });
    await drawer.waitFor();
    await tab.page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    const addContent = tab.page.getByRole('button', { name: 'Add content' });
    await addContent.click();
    const addMenu = tab.page.getByRole('list', { name: 'Add content' });
    await addMenu.waitFor();
    await tab.page.keyboard.press('Escape');
    await addMenu.waitFor({ state: 'detached' });
    // Leaving blanks the page at once, in the key's own handler: the page is still here.
    expect(await heading.isVisible()).toBe(true);
    expect(onNeutralSite()).toBe(false);

    await tab.page.keyboard.press('Escape');
    await tab.page.keyboard.press('Escape');
    await waitForNeutralSite();
  });

  it('leaves on two Escapes with the header’s search field open but the focus elsewhere', async () => {
    await tab.page.goto('/articles');
    await tab.page.getByRole('button', { name: 'Search', exact: true }).click();
    await tab.page.getByRole('searchbox', { name: 'Search the site' }).waitFor();
    await tab.page.getByRole('heading', { name: 'Articles', level: 1 }).click();
    await tab.page.keyboard.press('Escape');
    await tab.page.keyboard.press('Escape');
    await waitForNeutralSite();
  });

  it('closes the live stream itself before it leaves the page', async () => {
    // Left to the navigation, the stream would end only once the neutral page replaced this one; the
    // page closes it itself as it leaves (the browser never calls close() for a page it unloads).
    const order: string[] = [];
    let live = false;
    await tab.page.exposeFunction('noteQuickExit', (what: string) => order.push(what));
    await tab.page.addInitScript(() => {
      const note = (what: string) =>
        (globalThis as unknown as { noteQuickExit(what: string): void }).noteQuickExit(what);
      const close = EventSource.prototype.close;
      EventSource.prototype.close = function (this: EventSource) {
        note('stream closed');
        close.call(this);
      };
    });
    const cdp = await tab.page.context().newCDPSession(tab.page);
    await cdp.send('Network.enable');
    cdp.on('Network.eventSourceMessageReceived', (message) => {
      if (message.eventName === LIVE_EVENTS.ready) live = true;
    });
    await tab.page.goto('/articles');
    await until(async () => live, 'the live stream to open');
    order.length = 0;

    await tab.page.getByRole('button', { name: QUICK_EXIT_LABEL }).click();
    await waitForNeutralSite();
    expect(order).toEqual(['stream closed']);
  });

  it('is explained with its limits on the terms page', async () => {
    await tab.page.goto('/terms');
    await tab.page.getByRole('link', { name: 'Leaving This Site Quickly' }).click();
    const section = tab.page.getByRole('region', { name: 'Leaving This Site Quickly' });
    await section.getByText('It does not erase your browser history.', { exact: false }).waitFor();
    await section.getByText('On a shared computer, tablet or phone', { exact: false }).waitFor();
    await screenshot(tab.page, 'terms-quick-exit');
  });

  it('fits beside the menu on a narrow phone', async () => {
    await tab.page.setViewportSize({ width: 320, height: 640 });
    await tab.page.goto('/browse');
    const button = tab.page.getByRole('button', { name: QUICK_EXIT_LABEL });
    const box = await button.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x + box!.width).toBeLessThanOrEqual(320);
    expect(await tab.page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(320);
    await screenshot(tab.page, 'quick-exit-phone');
  });
});

describe('crisis resources', () => {
  const banner = () => tab.page.getByRole('complementary', { name: 'You don’t have to go through this alone' });

  async function expectBannerLines(): Promise<void> {
    await banner().waitFor();
    expect(await banner().getByRole('link', { name: 'Call or text 988' }).getAttribute('href')).toBe('tel:988');
    expect(await banner().getByRole('link', { name: '1-800-799-7233' }).getAttribute('href')).toBe('tel:+18007997233');
  }

  it('shows the lifelines on a question that mentions self-harm, and not on one that does not', async () => {
    const { api } = await signUpMember(suite.app.baseUrl, 'crisis');
    const heavy = await postThroughApi(api, 'questions', uniqueTitle('Heavy nights'), {
      body: 'Some nights I think about suicide since the separation.',
      acknowledged: true,
    });
    const plain = await postThroughApi(api, 'questions', uniqueTitle('Splitting furniture'), { acknowledged: true });

    await tab.page.goto(`/answers/${heavy}`);
    await expectBannerLines();
    await screenshot(tab.page, 'crisis-banner');

    await tab.page.goto(`/answers/${plain}`);
    await tab.page.getByRole('heading', { name: 'Answers' }).waitFor();
    expect(await banner().count()).toBe(0);
  });

  it('shows them when a comment mentions violence', async () => {
    const author = await signUpMember(suite.app.baseUrl, 'crisis-author');
    const article = await postThroughApi(author.api, 'articles', uniqueTitle('Moving out'));
    const commenter = await signUpMember(suite.app.baseUrl, 'crisis-commenter');
    expect(
      (await commenter.api.post(`/api/articles/${article}/comments`, { text: 'When I tried to leave, he hit me.' }))
        .status,
    ).toBe(201);

    await tab.page.goto(`/articles/${article}`);
    await expectBannerLines();
  });

  it('shows them on a search for abuse, not on an everyday search', async () => {
    await tab.page.goto('/search/abusive%20husband');
    await expectBannerLines();
    await tab.page.goto('/search/custody%20schedule');
    await tab.page.getByRole('heading', { name: /Search results for/ }).waitFor();
    expect(await banner().count()).toBe(0);
  });

  it('links the resources page from the footer of every page', async () => {
    await tab.page.goto('/videos');
    await tab.page.getByRole('contentinfo').getByRole('link', { name: 'Crisis Resources' }).click();
    await tab.page.getByRole('heading', { level: 1, name: 'Crisis Resources' }).waitFor();
    expect(await tab.page.getByRole('link', { name: '1-800-799-7233' }).getAttribute('href')).toBe('tel:+18007997233');
    expect(await tab.page.getByRole('link', { name: '988', exact: true }).getAttribute('href')).toBe('tel:988');
    await screenshot(tab.page, 'crisis-resources');
  });
});

describe('your data', () => {
  it('downloads the member’s data as a JSON file from My Account', async () => {
    const { api, email, user } = await signUpMember(suite.app.baseUrl, 'downloader');
    const title = uniqueTitle('Kept in my data');
    const id = await postThroughApi(api, 'articles', title);
    await logInThroughForm(tab.page, email);
    await tab.page.goto('/account');
    await tab.page.getByRole('button', { name: 'Your Data' }).click();
    const [download] = await Promise.all([
      tab.page.waitForEvent('download'),
      tab.page.getByRole('button', { name: 'Download my data' }).click(),
    ]);
    await waitForToast(tab.page, 'Your data has been downloaded.');
    await screenshot(tab.page, 'your-data');

    expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(fs.readFileSync(await download.path(), 'utf8')) as AccountExport;
    expect(data.profile).toMatchObject({ uid: user.uid, email });
    expect(data.posts).toEqual([expect.objectContaining({ kind: 'articles', id, title })]);
  });
});
