import type { Page } from 'playwright-core';
import { screenshot } from '../support/browser';
import { logInThroughForm, logOutThroughNav, postThroughApi, signUpMember, uniqueTitle } from '../support/e2e-members';
import { expectInFirstScreen, expectNoSidewaysScroll, expectSpanWidthOf } from '../support/layout';
import { useAppAndBrowser, usePagePerTest } from '../support/e2e-suite';
import { until } from '../support/until';

// The spec's texts, word for word (section 2).
const LEAVING =
  'You are following a link to an external website in a new tab or window. Are you sure you want to continue?';
const HINT = 'Click the + button to add content.';

const suite = useAppAndBrowser();
const tab = usePagePerTest(suite);

const dialog = () => tab.page.getByRole('dialog');
const addButton = () => tab.page.getByRole('button', { name: 'Add content' });
const carousel = () => tab.page.getByRole('region', { name: 'Where to start' });
const visibleSlide = () => carousel().locator('[aria-roledescription="slide"]:not([hidden])');

describe('the add button', () => {
  it('offers a visitor to sign up or log in', async () => {
    await tab.page.goto('/browse');
    await addButton().click();
    await dialog().getByRole('heading', { name: 'Join to share your experience' }).waitFor();
    await dialog().getByRole('button', { name: 'SIGNUP' }).click();
    await tab.page.waitForURL((url) => url.pathname === '/signup');
  });

  it('opens the four posting forms for a member, and its hint goes away for good once dismissed', async () => {
    const { email, api } = await signUpMember(suite.app.baseUrl, 'adder');
    await logInThroughForm(tab.page, email);
    await tab.page.getByText(HINT, { exact: true }).waitFor();
    await screenshot(tab.page, 'add-button-hint');

    await addButton().click();
    const menu = tab.page.getByRole('list', { name: 'Add content' });
    // allInnerTexts does not wait: the menu is read once it is open.
    await menu.getByRole('link').first().waitFor();
    expect(await menu.getByRole('link').allInnerTexts()).toEqual([
      'Add a Question',
      'Add an Article',
      'Add a Video / Audio',
      'Add a Book',
    ]);
    // Escape closes the menu and gives the focus back to the button.
    await tab.page.keyboard.press('Escape');
    expect(await menu.count()).toBe(0);
    expect(await addButton().evaluate((button) => button.matches(':focus'))).toBe(true);
    await addButton().click();
    await menu.getByRole('link', { name: 'Add a Video / Audio' }).click();
    await tab.page.waitForURL((url) => url.pathname === '/new-video');

    await tab.page.getByRole('button', { name: 'Okay' }).click();
    await tab.page.getByText(HINT, { exact: true }).waitFor({ state: 'detached' });
    expect((await api.get('/api/session')).body.user.tutorialStatus).toBe(1);
    await tab.page.reload();
    await addButton().waitFor();
    expect(await tab.page.getByText(HINT, { exact: true }).count()).toBe(0);
  });
});

describe('the leaving-site dialog', () => {
  async function articleWithLink(): Promise<number> {
    const { api } = await signUpMember(suite.app.baseUrl, 'linker');
    return postThroughApi(api, 'articles', uniqueTitle('Linked'), { media: 'https://example.org/a-shared-page' });
  }

  it('shows the link and the warning; Cancel stays on the site', async () => {
    const id = await articleWithLink();
    await tab.page.goto(`/articles/${id}`);
    // No ad network is configured for this app: no advertising anywhere, nor its code.
    await tab.page.getByRole('heading', { name: 'Comments' }).waitFor();
    expect(await tab.page.getByRole('complementary', { name: 'Advertisement' }).count()).toBe(0);
    expect((await fetch(suite.app.baseUrl + '/')).headers.get('content-security-policy')).not.toContain(
      'googlesyndication',
    );
    await tab.page.getByRole('link', { name: /example\.org\/a-shared-page/ }).click();
    await dialog().getByText(LEAVING, { exact: true }).waitFor();
    expect(await dialog().getByText('https://example.org/a-shared-page', { exact: true }).isVisible()).toBe(true);
    // The dialog holds the focus while open, and gives it back to the link when closed.
    for (let i = 0; i < 6; i++) {
      await tab.page.keyboard.press('Tab');
      expect(await dialog().evaluate((element) => element.matches(':focus-within'))).toBe(true);
    }
    await dialog().getByRole('button', { name: 'Cancel' }).click();
    await dialog().waitFor({ state: 'detached' });
    // The dialog gives the focus back as it unmounts, a moment after it has left the page.
    const link = tab.page.getByRole('link', { name: /example\.org\/a-shared-page/ });
    await until(() => link.evaluate((element) => element.matches(':focus')), 'the focus back on the link', 2_000);
    expect(tab.page.context().pages()).toHaveLength(1);
    expect(new URL(tab.page.url()).pathname).toBe(`/articles/${id}`);
  });

  it('opens the link in a new tab that cannot reach back on Okay', async () => {
    const id = await articleWithLink();
    await tab.page.goto(`/articles/${id}`);
    await tab.page.getByRole('link', { name: /example\.org\/a-shared-page/ }).click();
    // There is no network here: the other site answers from the test.
    await tab.page
      .context()
      .route('https://example.org/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<p>Another site</p>' }),
      );
    const opened = tab.page.context().waitForEvent('page');
    await dialog().getByRole('button', { name: 'Okay' }).click();
    const popup = await opened;
    await popup.getByText('Another site').waitFor();
    expect(popup.url()).toBe('https://example.org/a-shared-page');
    expect(await popup.evaluate('window.opener')).toBeNull();
    expect(new URL(tab.page.url()).pathname).toBe(`/articles/${id}`);
  });

  it('names, large, the site a link really opens, whatever its address makes it look like', async () => {
    const { api } = await signUpMember(suite.app.baseUrl, 'disguiser');
    const disguised = 'https://www.divorce-community.org@evil.example/login';
    const id = await postThroughApi(api, 'articles', uniqueTitle('Disguised'), { media: disguised });
    for (const width of [1400, 390]) {
      await tab.page.setViewportSize({ width, height: 900 });
      await tab.page.goto(`/articles/${id}`);
      await tab.page.getByRole('link', { name: /divorce-community\.org@evil\.example/ }).click();
      const host = dialog().getByText('evil.example', { exact: true });
      await host.waitFor();
      expect(
        await dialog()
          .getByText(/^It goes to evil\.example$/)
          .isVisible(),
      ).toBe(true);
      // Larger than the warning below it, so it is what the eye reads first.
      const size = (text: ReturnType<typeof dialog>) =>
        text.evaluate((el) => parseFloat(el.ownerDocument.defaultView!.getComputedStyle(el).fontSize));
      expect(await size(host)).toBeGreaterThan(await size(dialog().getByText(LEAVING, { exact: true })));
      expect(await dialog().getByText(disguised, { exact: true }).isVisible()).toBe(true);
      await screenshot(tab.page, `leaving-site-disguised-${width}`);
      await dialog().getByRole('button', { name: 'Cancel' }).click();
      await dialog().waitFor({ state: 'detached' });
    }
  });
});

describe('the home carousel', () => {
  async function openHome(page: Page): Promise<void> {
    await page.clock.install();
    await page.goto('/');
    await visibleSlide().waitFor();
  }

  it('advances every 4.5 s, holds still under the pointer, and can be paused', async () => {
    await openHome(tab.page);
    expect(await visibleSlide().getAttribute('aria-label')).toBe('1 of 4');
    // The page's clock also runs on its own, so the steps leave room for the time the test takes.
    await tab.page.clock.runFor(3_000);
    expect(await visibleSlide().getAttribute('aria-label')).toBe('1 of 4');
    await tab.page.clock.runFor(1_600);
    expect(await visibleSlide().getAttribute('aria-label')).toBe('2 of 4');

    await visibleSlide().locator('img').hover();
    await tab.page.clock.runFor(10_000);
    expect(await visibleSlide().getAttribute('aria-label')).toBe('2 of 4');
    await tab.page.mouse.move(0, 0);

    await carousel().getByRole('button', { name: 'Pause slides' }).click();
    await tab.page.mouse.move(0, 0);
    // The focus leaves the carousel too: only the pause holds it now.
    await tab.page.locator('body').click({ position: { x: 2, y: 400 } });
    expect(await carousel().evaluate((region) => region.matches(':focus-within'))).toBe(false);
    await tab.page.clock.runFor(10_000);
    expect(await visibleSlide().getAttribute('aria-label')).toBe('2 of 4');
    await carousel().getByRole('button', { name: 'Next slide' }).click();
    expect(await visibleSlide().getAttribute('aria-label')).toBe('3 of 4');
    expect(await visibleSlide().getByRole('link').innerText()).toBe('Read Articles');
  });

  it('stays still for people who ask for reduced motion', async () => {
    await tab.page.emulateMedia({ reducedMotion: 'reduce' });
    await openHome(tab.page);
    await tab.page.clock.runFor(15_000);
    expect(await visibleSlide().getAttribute('aria-label')).toBe('1 of 4');
  });
});

describe('home', () => {
  const tiles = () => tab.page.getByRole('navigation', { name: 'Get started' }).getByRole('link');
  const tileTitles = async () => (await tiles().allInnerTexts()).map((text) => text.split('\n')[0]!.trim());
  const mainNav = () => tab.page.getByRole('navigation', { name: 'Main' });

  it('offers SIGN UP to visitors only', async () => {
    await tab.page.goto('/');
    await tiles().first().waitFor();
    expect(await tileTitles()).toEqual(['ASK', 'BROWSE', 'EXPERTS', 'SIGN UP']);

    const { email } = await signUpMember(suite.app.baseUrl, 'home');
    await logInThroughForm(tab.page, email);
    await tab.page.goto('/');
    await mainNav().getByRole('link', { name: 'My Account' }).waitFor();
    await tiles().first().waitFor();
    expect(await tileTitles()).toEqual(['ASK', 'BROWSE', 'EXPERTS']);
    await screenshot(tab.page, 'home-member-1285');

    await logOutThroughNav(tab.page);
    await tiles().getByText('SIGN UP', { exact: true }).waitFor();
  });

  it('at 1000 px shows the words and the carousel across the column, and the four boxes in the first screen', async () => {
    await tab.page.setViewportSize({ width: 1000, height: 800 });
    await tab.page.goto('/');
    await visibleSlide().locator('img').waitFor();
    await tiles().nth(3).waitFor();
    await screenshot(tab.page, 'home-1000');
    const words = tab.page.getByRole('heading', { level: 1 });
    const column = tab.page.getByRole('navigation', { name: 'Get started' }).getByRole('list');
    // The words and the pictures share the page's column, as the tiles below do: no empty half beside a small carousel.
    await expectSpanWidthOf([words, carousel()], column);
    await expectInFirstScreen(tiles());

    await tab.page.setViewportSize({ width: 1400, height: 900 });
    await expectSpanWidthOf([words, carousel()], column);
    await expectNoSidewaysScroll(tab.page);
    await screenshot(tab.page, 'home-1400');
  });
});

describe('two tabs of one browser', () => {
  const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
  const heard = { timeout: 10_000 };

  it('shows the visitor header in the other tab once one logs out, and the member header once one logs in', async () => {
    const { email } = await signUpMember(suite.app.baseUrl, 'tabs');
    await logInThroughForm(tab.page, email);
    // Closed with the first tab's browser context after the test.
    const other = await tab.page.context().newPage();
    await other.goto('/articles');
    await nav(other).getByRole('link', { name: 'My Account' }).waitFor();

    await logOutThroughNav(tab.page);
    // Nothing is done in the other tab: it hears of the logout by itself.
    await nav(other).getByRole('link', { name: 'Login' }).waitFor(heard);
    expect(await nav(other).getByRole('link', { name: 'My Account' }).count()).toBe(0);

    await logInThroughForm(tab.page, email);
    await nav(other).getByRole('link', { name: 'My Account' }).waitFor(heard);
  });
});

describe('static pages', () => {
  it('reaches About Us and Terms and Privacy from the footer', async () => {
    await tab.page.goto('/browse');
    const footer = tab.page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'About Us' }).click();
    await tab.page.getByRole('heading', { name: 'About Us', level: 1 }).waitFor();
    await footer.getByRole('link', { name: 'Terms and Privacy' }).click();
    await tab.page.getByRole('heading', { name: 'Terms and Agreements', level: 1 }).waitFor();
  });

  it('has terms of use, a code of conduct and a privacy policy with the spec’s points', async () => {
    await tab.page.goto('/terms');
    const main = tab.page.getByRole('main');
    for (const heading of ['Terms of Use', 'Code of Conduct', 'Privacy Policy'])
      await main.getByRole('heading', { name: heading, level: 2 }).waitFor();
    const text = await main.innerText();
    expect(text).toContain('Last updated October 6, 2016');
    expect(text).toContain('18 years of age or older');
    expect(text).toMatch(/requests made anonymously are answered too, within 30 days/);
    await main.getByRole('link', { name: 'Code of Conduct' }).click();
    expect(new URL(tab.page.url()).hash).toBe('#code-of-conduct');
    await screenshot(tab.page, 'terms');
  });

  it('opens the page naming a user and a repository from the form, and asks for both', async () => {
    await tab.page.goto('/repos');
    await tab.page.getByRole('button', { name: 'Go' }).click();
    expect(await tab.page.getByText('Please fill in this field.').count()).toBe(2);
    await tab.page.getByLabel('User name').fill('jane doe');
    await tab.page.getByLabel('Repository name').fill('notes');
    await tab.page.getByRole('button', { name: 'Go' }).click();
    await tab.page.waitForURL((url) => url.pathname === '/repos/jane%20doe/notes');
    await tab.page.getByRole('heading', { name: 'jane doe/notes', level: 1 }).waitFor();
  });
});
