import type { Page } from 'playwright-core';
import { newPage } from '../support/browser';
import { postThroughApi, signUpMember, uniqueTitle } from '../support/e2e-members';
import { useAppAndBrowser } from '../support/e2e-suite';

const ADS = {
  ADS_CLIENT: 'ca-pub-1234567890123456',
  ADS_SLOT: '9876543210',
  ADS_LAYOUT: 'in-article',
  ADS_SEARCH_SLOT: 'afscontainer1',
  ADS_BOOK_TAG: 'divorcecommunity-20',
};

const suite = useAppAndBrowser(ADS);
let page: Page;
let loaderRequests: string[];

async function open(path: string, width = 1285): Promise<void> {
  page = await newPage(suite.browser, suite.app.baseUrl, width);
  loaderRequests = [];
  // No network here: the ad network's loader answers from the test, and is counted.
  await page.context().route('https://pagead2.googlesyndication.com/**', async (route) => {
    loaderRequests.push(route.request().url());
    await route.fulfill({ contentType: 'text/javascript', body: '' });
  });
  await page.goto(path);
}

afterEach(async () => page?.context().close());

const slots = () => page.getByRole('complementary', { name: 'Advertisement' });

describe('with an ad network and a bookstore tag configured', () => {
  it('puts the network’s slot, labelled as advertising, under a post, and loads its loader once', async () => {
    const { api } = await signUpMember(suite.app.baseUrl, 'ads');
    const id = await postThroughApi(api, 'articles', uniqueTitle('Article'));
    await open(`/articles/${id}`);
    const ins = slots().locator('ins.adsbygoogle');
    await ins.waitFor();
    expect(await ins.evaluate((el) => ({ ...(el as unknown as { dataset: Record<string, string> }).dataset }))).toEqual(
      {
        adClient: ADS.ADS_CLIENT,
        adSlot: ADS.ADS_SLOT,
        adLayout: ADS.ADS_LAYOUT,
        adFormat: 'auto',
        fullWidthResponsive: 'true',
      },
    );
    expect(loaderRequests).toEqual([
      `https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=${ADS.ADS_CLIENT}`,
    ]);
  });

  it('shows a list’s vertical block on small and medium screens only', async () => {
    await open('/articles', 800);
    const vertical = slots().locator('ins.adsbygoogle');
    await vertical.waitFor();
    expect(await vertical.isVisible()).toBe(true);
    await page.setViewportSize({ width: 1440, height: 900 });
    await vertical.waitFor({ state: 'hidden' });
  });

  it('keeps a place for search ads above search results', async () => {
    await open('/search/custody');
    await page
      .getByRole('complementary', { name: 'Sponsored results' })
      .locator('#afscontainer1')
      .waitFor({ state: 'attached' });
  });

  it('offers a book at the bookstore with the associate tag, through the leaving-site dialog', async () => {
    const { api } = await signUpMember(suite.app.baseUrl, 'ads-book');
    const title = uniqueTitle('Book');
    const id = await postThroughApi(api, 'books', title, {
      media: 'https://www.amazon.com/Some-Title/dp/0143127748/ref=x',
    });
    await open(`/books/${id}`);
    const block = slots().filter({ hasText: 'Find this book at the bookstore' });
    await block.getByText(title).waitFor();
    await block.getByRole('link', { name: 'Find this book at the bookstore' }).click();
    await page
      .getByRole('dialog')
      .getByText('https://www.amazon.com/dp/0143127748?tag=divorcecommunity-20', { exact: true })
      .waitFor();
  });

  it('allows the network in the page’s Content Security Policy', async () => {
    const csp = (await fetch(suite.app.baseUrl + '/')).headers.get('content-security-policy')!;
    expect(csp).toMatch(/script-src 'self'[^;]*https:\/\/pagead2\.googlesyndication\.com/);
  });
});
