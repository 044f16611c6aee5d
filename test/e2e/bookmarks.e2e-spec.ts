import type { Locator } from 'playwright-core';
import { ApiClient } from '../support/api-client';
import { screenshot, waitForToast } from '../support/browser';
import {
  BYLINE_DATE,
  logInThroughForm,
  postThroughApi,
  type SignedUpMember,
  signUpMember,
  uniqueTitle,
} from '../support/e2e-members';
import { useAppAndBrowser, usePagePerTest } from '../support/e2e-suite';

// The spec's texts, word for word.
const TEXT = {
  bookmarksUpdated: 'Bookmarks updated',
  noSavedItems: 'No saved items.',
  noHistory: 'No Posts or Comments.',
  loginRequired: 'Please log in before viewing',
};

const suite = useAppAndBrowser();
const tab = usePagePerTest(suite);

const member = (kind: string) => signUpMember(suite.app.baseUrl, kind);
const onPath = (path: string) => tab.page.waitForURL((url) => url.pathname === path);

async function reply(api: ApiClient, path: string, text: string): Promise<void> {
  const r = await api.post(path, { text });
  if (r.status !== 201) throw new Error(`reply failed: ${r.status} ${JSON.stringify(r.body)}`);
}

/** What the server holds for the member, asked outside the browser. */
async function savedOnServer(m: SignedUpMember): Promise<{ type: string; id: number; title: string }[]> {
  const r = await m.api.get('/api/account/saved');
  expect(r.status).toBe(200);
  return r.body.items;
}

const bookmark = (title: string) => tab.page.getByRole('button', { name: `Save ${title}`, exact: true });

/** Waits until the control shows the given state, in both its visible text and aria-pressed. */
async function expectBookmark(control: Locator, saved: boolean): Promise<void> {
  await control.and(tab.page.locator(`[aria-pressed="${saved}"]`)).waitFor();
  expect((await control.innerText()).trim()).toBe(saved ? 'SAVED' : 'SAVE');
}

async function openAccountSection(name: 'Saved Items' | 'Post / Comment History'): Promise<Locator> {
  await tab.page.goto('/account');
  await tab.page.getByRole('button', { name, exact: true }).click();
  const region = tab.page.getByRole('region', { name, exact: true });
  await region.waitFor();
  return region;
}

/** The breadcrumb's levels as read, and the links of all but the last. */
async function breadcrumb(): Promise<{ levels: string[]; hrefs: (string | null)[]; current: string }> {
  const nav = tab.page.getByRole('navigation', { name: 'Breadcrumb' });
  await nav.waitFor();
  const levels = (await nav.getByRole('listitem').allInnerTexts()).map((text) => text.trim());
  const hrefs = await nav.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  const current = (await nav.locator('[aria-current="page"]').innerText()).trim();
  return { levels, hrefs, current };
}

/** A full-page picture from the top, so the sticky header sits where a reader sees it. */
async function shot(name: string): Promise<void> {
  await tab.page.evaluate('window.scrollTo(0, 0)');
  await screenshot(tab.page, name);
}

describe('bookmarks', () => {
  it('saves an article from the list, opens it from Saved Items through My Account and unsaves it there', async () => {
    const author = await member('author');
    const title = uniqueTitle('Custody basics');
    const id = await postThroughApi(author.api, 'articles', title);
    const reader = await member('reader');
    await logInThroughForm(tab.page, reader.email);

    await tab.page.goto('/articles');
    const card = tab.page.locator('main article').filter({ hasText: title });
    const onCard = card.getByRole('button', { name: `Save ${title}`, exact: true });
    await expectBookmark(onCard, false);
    await onCard.click();
    await expectBookmark(onCard, true);
    await waitForToast(tab.page, TEXT.bookmarksUpdated);
    expect(await savedOnServer(reader)).toEqual([{ type: 'articles', id, title }]);

    const saved = await openAccountSection('Saved Items');
    const row = saved.getByRole('listitem').filter({ hasText: title });
    await row.getByText('Article', { exact: true }).waitFor();
    await row.getByRole('link', { name: title, exact: true }).click();
    await onPath(`/articles/${id}`);
    expect(await breadcrumb()).toEqual({
      levels: ['Home', 'My Account', title],
      hrefs: ['/home', '/account'],
      current: title,
    });

    const onPage = bookmark(title);
    await expectBookmark(onPage, true);
    await onPage.click();
    await expectBookmark(onPage, false);
    await waitForToast(tab.page, TEXT.bookmarksUpdated);
    expect(await savedOnServer(reader)).toEqual([]);

    const empty = await openAccountSection('Saved Items');
    await empty.getByText(TEXT.noSavedItems, { exact: true }).waitFor();
  });

  it('offers no SAVE control to a visitor who is not logged in', async () => {
    const author = await member('author');
    const title = uniqueTitle('Visible to all');
    const id = await postThroughApi(author.api, 'articles', title);

    await tab.page.goto('/articles');
    const card = tab.page.locator('main article').filter({ hasText: title });
    await card.getByRole('link', { name: title }).waitFor();
    expect(await card.getByRole('button').count()).toBe(0);
    expect(await card.getByText('SAVE').count()).toBe(0);

    await tab.page.goto(`/articles/${id}`);
    await tab.page.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(await tab.page.getByRole('button', { name: /^Save / }).count()).toBe(0);
  });

  it('keeps a saved question after a reload, and the breadcrumb falls back to its list', async () => {
    const author = await member('asker');
    const title = uniqueTitle('Who keeps the dog');
    const id = await postThroughApi(author.api, 'questions', title, { acknowledged: true });
    const reader = await member('reader');
    await logInThroughForm(tab.page, reader.email);

    await tab.page.goto(`/answers/${id}`);
    expect(await breadcrumb()).toEqual({
      levels: ['Home', 'Questions and Answers', title],
      hrefs: ['/home', '/answers'],
      current: title,
    });
    await bookmark(title).click();
    await expectBookmark(bookmark(title), true);
    await waitForToast(tab.page, TEXT.bookmarksUpdated);

    await tab.page.reload();
    await expectBookmark(bookmark(title), true);
    const saved = await openAccountSection('Saved Items');
    await saved.getByRole('listitem').filter({ hasText: title }).getByText('Question', { exact: true }).waitFor();
  });

  it('rolls the change back and shows the reason when the server refuses it', async () => {
    const author = await member('author');
    const title = uniqueTitle('Refused');
    const id = await postThroughApi(author.api, 'articles', title);
    const reader = await member('reader');
    await logInThroughForm(tab.page, reader.email);
    await tab.page.goto(`/articles/${id}`);
    await expectBookmark(bookmark(title), false);

    // The session ends elsewhere (it expired, or the member logged out on another tab).
    await tab.page.context().clearCookies({ name: 'sid' });
    await bookmark(title).click();
    await waitForToast(tab.page, TEXT.loginRequired);
    await expectBookmark(bookmark(title), false);
    expect(await savedOnServer(reader)).toEqual([]);
  });
});

describe('breadcrumb', () => {
  it('leads from a list row back to the same page of the list', async () => {
    const author = await member('author');
    const title = uniqueTitle('From the list');
    const id = await postThroughApi(author.api, 'articles', title);

    await tab.page.goto('/articles');
    await tab.page.locator('main article').filter({ hasText: title }).getByRole('link', { name: title }).click();
    await onPath(`/articles/${id}`);
    expect(await breadcrumb()).toEqual({
      levels: ['Home', 'Articles', title],
      hrefs: ['/home', '/articles'],
      current: title,
    });

    await tab.page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Articles' }).click();
    await onPath('/articles');
    await tab.page.getByRole('heading', { level: 1, name: 'Articles' }).waitFor();
  });
});

describe('history', () => {
  it("lists the member's post, comment and answer newest first, each linking to its item", async () => {
    const others = await member('others');
    const discussedTitle = uniqueTitle('Discussed article');
    const discussed = await postThroughApi(others.api, 'articles', discussedTitle);
    const questionTitle = uniqueTitle('Asked question');
    const question = await postThroughApi(others.api, 'questions', questionTitle, { acknowledged: true });

    const writer = await member('writer');
    await logInThroughForm(tab.page, writer.email);
    const history = await openAccountSection('Post / Comment History');
    await history.getByText(TEXT.noHistory, { exact: true }).waitFor();

    const ownTitle = uniqueTitle('My own article');
    const own = await postThroughApi(writer.api, 'articles', ownTitle);
    // Apart in time, so that newest first has one answer.
    await tab.page.waitForTimeout(20);
    await reply(writer.api, `/api/articles/${discussed}/comments`, 'A comment of mine');
    await tab.page.waitForTimeout(20);
    await reply(writer.api, `/api/questions/${question}/answers`, 'An answer of mine');

    const list = await openAccountSection('Post / Comment History');
    const rows = list.getByRole('listitem');
    await rows.nth(2).waitFor();
    expect(await rows.count()).toBe(3);
    const read = await rows.evaluateAll((items) =>
      items.map((item) => ({
        type: item.querySelector('span')?.textContent,
        text: item.querySelector('a')?.textContent?.trim(),
        href: item.querySelector('a')?.getAttribute('href'),
        date: item.querySelector('time')?.textContent?.trim(),
      })),
    );
    expect(read.map(({ type, text, href }) => ({ type, text, href }))).toEqual([
      { type: 'Answer', text: 'An answer of mine', href: `/answers/${question}` },
      { type: 'Comment', text: 'A comment of mine', href: `/articles/${discussed}` },
      { type: 'Article', text: ownTitle, href: `/articles/${own}` },
    ]);
    for (const { date } of read) expect(date).toMatch(BYLINE_DATE);
    await shot('history');

    await rows.first().getByRole('link').click();
    await onPath(`/answers/${question}`);
    expect(await breadcrumb()).toEqual({
      levels: ['Home', 'My Account', questionTitle],
      hrefs: ['/home', '/account'],
      current: questionTitle,
    });
  });
});

describe('looks', () => {
  it('shows the list, the detail page and Saved Items calmly on a phone and a wide screen', async () => {
    const author = await member('author');
    const title = uniqueTitle('Parenting plans that work');
    const id = await postThroughApi(author.api, 'articles', title);
    const reader = await member('reader');
    expect((await reader.api.request('PUT', `/api/account/saved/articles/${id}`)).status).toBe(200);
    await logInThroughForm(tab.page, reader.email);

    for (const width of [375, 1440]) {
      await tab.page.setViewportSize({ width, height: 900 });
      await tab.page.goto('/articles');
      await expectBookmark(tab.page.locator('main article').filter({ hasText: title }).getByRole('button'), true);
      await shot(`bookmarks-list-${width}`);
      const saved = await openAccountSection('Saved Items');
      await saved.getByRole('link', { name: title }).click();
      await expectBookmark(bookmark(title), true);
      await shot(`bookmarks-detail-${width}`);
      await openAccountSection('Saved Items');
      await shot(`bookmarks-saved-items-${width}`);
    }
  });
});
