import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { SEARCH_MESSAGES } from '../../src/contracts/search';
import { ApiClient } from '../support/api-client';
import { screenshot, waitForToast } from '../support/browser';
import { logInThroughForm, postThroughApi, signUpMember, uniqueTitle } from '../support/e2e-members';
import { useAppAndBrowser, usePagePerTest } from '../support/e2e-suite';
import { LIVE_WAIT_MS, openLive, openLiveTab } from '../support/live-tab';
import { until } from '../support/until';

const TEXT = {
  deleted: 'Deleted.',
  placeholder: 'Deleted by its author',
  noComments: 'No comments yet.  Be the first!',
  removedQuestion: 'This question was removed by its author.',
};

const suite = useAppAndBrowser();
const tab = usePagePerTest(suite);

const member = (kind: string) => signUpMember(suite.app.baseUrl, kind);
/** A made-up word of letters only, so that a search for it finds just this test's items. */
const uniqueWord = (stem: string) =>
  stem + Array.from(randomBytes(6), (b) => String.fromCharCode(97 + (b % 26))).join('');

async function confirmDelete(page: Page, noun: string, explains: RegExp, shot?: string): Promise<void> {
  await page.getByRole('button', { name: `Delete this ${noun}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Delete this ${noun}?` });
  await dialog.waitFor();
  await dialog.getByText(explains).waitFor();
  if (shot) await screenshot(page, shot);
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await waitForToast(page, TEXT.deleted);
  await dialog.waitFor({ state: 'detached' });
}

const questionsInSearch = async (word: string): Promise<number> =>
  (await new ApiClient(suite.app.baseUrl).get(`/api/search?q=${word}&kind=qnas`)).body.counts.qnas;

describe.each([1285, 375])('deleting one’s own words at %i px', (width) => {
  beforeEach(() => tab.page.setViewportSize({ width, height: 900 }));

  it('deletes a comment: it leaves the page in place', async () => {
    const author = await member('author');
    const commenter = await member('commenter');
    const id = await postThroughApi(author.api, 'articles', uniqueTitle('Telling the children'));
    const text = `I regret this comment ${randomBytes(3).toString('hex')}.`;
    expect((await commenter.api.post(`/api/articles/${id}/comments`, { text })).status).toBe(201);

    await logInThroughForm(tab.page, commenter.email);
    await tab.page.goto(`/articles/${id}`);
    await tab.page.getByText(text).waitFor();
    // The post is not theirs: no Delete for it.
    expect(await tab.page.getByRole('button', { name: 'Delete this article' }).count()).toBe(0);
    await confirmDelete(tab.page, 'comment', /removed from the page/, `deleting-comment-dialog-${width}`);
    await tab.page.getByText(TEXT.noComments, { exact: true }).waitFor();
    expect(await tab.page.getByText(text).count()).toBe(0);
    expect(new URL(tab.page.url()).pathname).toBe(`/articles/${id}`);
    await screenshot(tab.page, `deleting-comment-${width}`);
  });

  it('deletes a question with answers: its place says so and the answers stay', async () => {
    const asker = await member('asker');
    const helper = await member('helper');
    const title = uniqueTitle('Who keeps the dog?');
    const id = await postThroughApi(asker.api, 'questions', title, { acknowledged: true });
    const answer = 'Share him week about, and keep his routine.';
    expect((await helper.api.post(`/api/questions/${id}/answers`, { text: answer })).status).toBe(201);

    await logInThroughForm(tab.page, asker.email);
    await tab.page.goto(`/answers/${id}`);
    await tab.page.getByRole('heading', { level: 1, name: title }).waitFor();
    await confirmDelete(tab.page, 'question', /stay on its page/, `deleting-question-dialog-${width}`);
    await tab.page.getByRole('heading', { level: 1, name: TEXT.placeholder }).waitFor();
    await tab.page.getByText(answer).waitFor();
    // The answers stay as they are: nothing more is added, and the best one is no longer chosen here.
    expect(await tab.page.getByLabel('Answer', { exact: true }).count()).toBe(0);
    expect(await tab.page.getByRole('button', { name: 'Mark as best answer' }).count()).toBe(0);
    expect(await tab.page.getByText(title).count()).toBe(0);
    expect(await tab.page.getByRole('button', { name: 'Delete this question' }).count()).toBe(0);
    await screenshot(tab.page, `deleting-question-placeholder-${width}`);

    // A visitor sees the same.
    const visitor = await tab.page.context().browser()!.newPage({ baseURL: suite.app.baseUrl });
    await visitor.goto(`/answers/${id}`);
    await visitor.getByRole('heading', { level: 1, name: TEXT.placeholder }).waitFor();
    await visitor.getByText(answer).waitFor();
    await visitor.close();
  });

  it('deletes a question without answers: it is gone from its list and search', async () => {
    const asker = await member('asker');
    const word = uniqueWord('custody');
    const title = `About ${word}`;
    const id = await postThroughApi(asker.api, 'questions', title, { acknowledged: true });
    await until(async () => (await questionsInSearch(word)) === 1, 'the question in search');

    await logInThroughForm(tab.page, asker.email);
    await tab.page.goto(`/answers/${id}`);
    await tab.page.getByRole('heading', { level: 1, name: title }).waitFor();
    await confirmDelete(tab.page, 'question', /removed from the site/);
    await tab.page.waitForURL((url) => url.pathname === '/answers');
    // The list once loaded: its rows, or the empty list's sentence when none is left.
    await tab.page
      .locator('main article')
      .or(tab.page.getByText('Looks like there is nothing here yet.'))
      .first()
      .waitFor();
    expect(await tab.page.getByText(title).count()).toBe(0);
    await screenshot(tab.page, `deleting-question-gone-${width}`);

    await until(async () => (await questionsInSearch(word)) === 0, 'the question gone from search');
    await tab.page.goto(`/search/${word}`);
    await tab.page.getByText(SEARCH_MESSAGES.noResults).first().waitFor();
    expect(await tab.page.getByText(title).count()).toBe(0);
    // Its page, opened again, says what became of it, calmly: no "Whoops!".
    await tab.page.goto(`/answers/${id}`);
    await tab.page.getByRole('heading', { level: 1, name: TEXT.removedQuestion }).waitFor();
    expect(new URL(tab.page.url()).pathname).toBe(`/answers/${id}`);
    expect(await tab.page.getByText('Whoops!').count()).toBe(0);
    expect(await tab.page.title()).toContain(TEXT.removedQuestion);
    await screenshot(tab.page, `deleting-question-reopened-${width}`);
  });
});

describe.each([1400, 390])('a post its author deletes while another member has it open, at %i px', (width) => {
  const unsent = 'What you were writing was not sent. It is kept here for you to copy:';

  it('says the question was removed by its author, in place, and keeps the answer being typed', async () => {
    const asker = await member('asker');
    const reader = await member('reader');
    const id = await postThroughApi(asker.api, 'questions', uniqueTitle('Can I move away?'), { acknowledged: true });
    const typed = `Half an answer I was still writing ${randomBytes(3).toString('hex')}`;
    const b = await openLiveTab(reader, width, { browser: suite.browser, baseUrl: suite.app.baseUrl });
    try {
      await openLive(b, `/answers/${id}`);
      await b.page.getByLabel('Answer', { exact: true }).fill(typed);

      expect((await asker.api.request('DELETE', `/api/questions/${id}`)).status).toBe(200);

      await b.page.getByRole('heading', { level: 1, name: TEXT.removedQuestion }).waitFor({ timeout: LIVE_WAIT_MS });
      expect(new URL(b.page.url()).pathname).toBe(`/answers/${id}`);
      expect(await b.page.getByLabel(unsent).inputValue()).toBe(typed);
      await screenshot(b.page, `deleted-while-open-question-${width}`);
      // Kept for the visit: a reload finds the question gone, says so again, and the text is still the reader's.
      expect(await b.page.evaluate('JSON.stringify(sessionStorage)')).toContain(typed);
      const reloaded = await b.page.reload();
      expect(reloaded?.status()).toBe(410);
      await b.page.getByRole('heading', { level: 1, name: TEXT.removedQuestion }).waitFor();
      expect(new URL(b.page.url()).pathname).toBe(`/answers/${id}`);
      expect(await b.page.getByText('Whoops!').count()).toBe(0);
      expect(await b.page.getByLabel(unsent).inputValue()).toBe(typed);
      await screenshot(b.page, `deleted-then-reloaded-question-${width}`);
    } finally {
      await b.page.context().close();
    }
  });

  it('keeps the comment being typed under an article whose author deleted it with its comments', async () => {
    const author = await member('author');
    const commenter = await member('commenter');
    const reader = await member('reader');
    const id = await postThroughApi(author.api, 'articles', uniqueTitle('Our first holiday apart'));
    expect((await commenter.api.post(`/api/articles/${id}/comments`, { text: 'It gets easier.' })).status).toBe(201);
    const typed = `A comment I was still writing ${randomBytes(3).toString('hex')}`;
    const b = await openLiveTab(reader, width, { browser: suite.browser, baseUrl: suite.app.baseUrl });
    try {
      await openLive(b, `/articles/${id}`);
      await b.page.getByLabel('Comment', { exact: true }).fill(typed);

      expect((await author.api.request('DELETE', `/api/articles/${id}`)).status).toBe(200);

      await b.page.getByRole('heading', { level: 1, name: TEXT.placeholder }).waitFor({ timeout: LIVE_WAIT_MS });
      await b.page.getByText('It gets easier.').waitFor();
      expect(await b.page.getByLabel(unsent).inputValue()).toBe(typed);
      expect(new URL(b.page.url()).pathname).toBe(`/articles/${id}`);
    } finally {
      await b.page.context().close();
    }
  });
});
