import type { Locator, Page } from 'playwright-core';
import { screenshot } from '../support/browser';
import { logInThroughForm, postThroughApi, signUpMember, uniqueTitle } from '../support/e2e-members';
import { useAppAndBrowser } from '../support/e2e-suite';
import { until } from '../support/until';

// The spec's hint (section 2), shown to a member until "Okay".
const HINT = 'Click the + button to add content.';
const PHONE = { width: 390, height: 844 };

const suite = useAppAndBrowser();
let page: Page;
let articleId: number;

const addButton = () => page.getByRole('button', { name: 'Add content' });
const hint = () => page.getByRole('status').filter({ hasText: HINT });

/**
 * What a person cannot read or tap because an overlay lies over it: every link and control of the
 * page under it, and every piece of text whose glyphs (not merely whose box) it covers.
 */
const COVERED = `(() => {
  const overlay = document.querySelector('[data-overlay-under-test]');
  const o = overlay.getBoundingClientRect();
  const under = (r) => r.width > 1 && r.height > 1 && r.left < o.right && r.right > o.left && r.top < o.bottom && r.bottom > o.top;
  const covered = new Set();
  for (const root of document.querySelectorAll('main, footer')) {
    for (const control of root.querySelectorAll('a, button, input, textarea, select, img')) {
      if (overlay.contains(control) || control.contains(overlay)) continue;
      if (under(control.getBoundingClientRect())) covered.add(control.tagName.toLowerCase() + ' "' + (control.innerText || control.getAttribute('aria-label') || '') + '"');
    }
    const texts = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      if (!node.textContent.trim() || overlay.contains(node)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      if ([...range.getClientRects()].some(under)) covered.add(node.textContent.trim());
    }
  }
  return [...covered];
})()`;

async function coveredBy(overlay: Locator): Promise<string[]> {
  await overlay.evaluate((element) => element.setAttribute('data-overlay-under-test', ''));
  try {
    return await page.evaluate<string[]>(COVERED);
  } finally {
    await overlay.evaluate((element) => element.removeAttribute('data-overlay-under-test'));
  }
}

async function scrollToEnd(): Promise<void> {
  await page.evaluate('window.scrollTo(0, document.documentElement.scrollHeight)');
  // Polled from here: waitForFunction's polling evaluates in the page, where the site's CSP forbids eval.
  await until(
    () =>
      page.evaluate<boolean>('Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight'),
    'the page scrolled to its end',
  );
}

beforeAll(async () => {
  const { api, email } = await signUpMember(suite.app.baseUrl, 'overlay');
  // Seven articles: a full first page of the list, and the pager under it.
  for (let i = 0; i < 7; i++)
    articleId = await postThroughApi(api, 'articles', uniqueTitle('Overlaid'), {
      tags: ['custody', 'money', 'children'],
    });
  for (const text of ['A first comment.', 'A second comment.'])
    expect((await api.post(`/api/articles/${articleId}/comments`, { text })).status).toBe(201);
  const context = await suite.browser.newContext({ baseURL: suite.app.baseUrl, viewport: PHONE });
  page = await context.newPage();
  await logInThroughForm(page, email);
});

afterAll(async () => {
  await page?.context().close();
});

describe('the + button and its first-time hint on a phone', () => {
  it('cover nothing of an article page: its tags, Report links and SAVE, nor the footer at its end', async () => {
    await page.goto(`/articles/${articleId}`);
    await page.getByRole('link', { name: 'custody', exact: true }).waitFor();
    await page.getByText('A second comment.').waitFor();
    await hint().waitFor();
    await screenshot(page, 'overlays-article-390');
    // The hint shows until "Okay": it must not lie over the page the member came to read.
    expect(await coveredBy(hint())).toEqual([]);

    // A floating button passes over the page as it scrolls; the end of the page keeps room for it.
    await scrollToEnd();
    expect(await coveredBy(addButton())).toEqual([]);
    expect(await coveredBy(hint())).toEqual([]);
  });

  it('cover nothing of a list: its SAVE buttons, the pager, nor the footer at its end', async () => {
    await page.goto('/articles');
    await page.getByRole('navigation', { name: 'Pages' }).waitFor();
    await hint().waitFor();
    expect(await coveredBy(hint())).toEqual([]);

    await scrollToEnd();
    await screenshot(page, 'overlays-list-390-end');
    expect(await coveredBy(addButton())).toEqual([]);
    expect(await coveredBy(hint())).toEqual([]);
  });
});
