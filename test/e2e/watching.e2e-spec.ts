import type { Page } from 'playwright-core';
import type { Topic } from '../../src/contracts/topics';
import { WATCH_MESSAGES } from '../../src/contracts/watching';
import { screenshot, waitForToast } from '../support/browser';
import {
  fillLoginForm,
  logOutThroughNav,
  postThroughApi,
  signUpMember,
  type SignedUpMember,
  uniqueTitle,
} from '../support/e2e-members';
import { useAppAndBrowser } from '../support/e2e-suite';
import { LIVE_WAIT_MS, type LiveTab, openLive, openLiveTab } from '../support/live-tab';
import { until } from '../support/until';

// Two members, each in a browser context of their own: A watches a question and a topic, B answers
// and posts, and A's bell rises on A's open page through the live stream (its own poll runs once a
// minute). A then unwatches from My Account.
const suite = useAppAndBrowser();
const openTab = (member: SignedUpMember, width: number) =>
  openLiveTab(member, width, { browser: suite.browser, baseUrl: suite.app.baseUrl });

const bellName = async (page: Page) =>
  (await page.getByRole('link', { name: /^Notifications, / }).getAttribute('aria-label')) ?? '';
const bellAt = (page: Page, unread: number) =>
  until(
    async () => (await bellName(page)) === `Notifications, ${unread} unread`,
    `the bell at ${unread}`,
    LIVE_WAIT_MS,
  );
const watchControl = (page: Page, what: 'question' | 'topic') =>
  page.getByRole('button', { name: new RegExp(`^Watch(ing)? this ${what}$`) });
const pressed = async (page: Page, what: 'question' | 'topic') => watchControl(page, what).getAttribute('aria-pressed');

describe.each([
  { device: 'desktop', width: 1285 },
  { device: 'phone', width: 375 },
])('watching at $device width', ({ device, width }) => {
  it('tells A of B’s answer to a watched question and B’s post in a watched topic, then A unwatches', async () => {
    const asker = await signUpMember(suite.app.baseUrl, 'asker');
    const memberA = await signUpMember(suite.app.baseUrl, 'watcher');
    const memberB = await signUpMember(suite.app.baseUrl, 'answerer');
    const title = uniqueTitle('Who keeps the piano?');
    const questionId = await postThroughApi(asker.api, 'questions', title, { acknowledged: true });
    const topics = (await asker.api.get('/api/topics')).body.topics as Topic[];
    const children = topics.find((topic) => topic.slug === 'children')!;

    const a = await openTab(memberA, width);
    const b = await openTab(memberB, width);
    try {
      // A watches the question (not A's own).
      await openLive(a, `/answers/${questionId}`);
      await a.page.getByRole('heading', { level: 1, name: title }).waitFor();
      expect(await pressed(a.page, 'question')).toBe('false');
      await watchControl(a.page, 'question').click();
      await waitForToast(a.page, WATCH_MESSAGES.watched);
      expect(await pressed(a.page, 'question')).toBe('true');
      expect(await watchControl(a.page, 'question').getAttribute('aria-label')).toBeNull();
      await a.page.getByRole('button', { name: 'Watching this question', exact: true }).waitFor();
      await screenshot(a.page, `watching-question-${device}`);
      expect(await bellName(a.page)).toBe('Notifications, none unread');

      // B answers through the form, and is offered to watch the question.
      await b.page.goto(`/answers/${questionId}`);
      await b.page.getByLabel('Answer', { exact: true }).fill('Whoever plays it, and keeps it tuned.');
      await b.page.getByRole('button', { name: 'SUBMIT' }).click();
      await waitForToast(b.page, 'Answer submitted');
      const offer = b.page.getByRole('status').filter({ hasText: WATCH_MESSAGES.offer });
      await offer.waitFor();
      await screenshot(b.page, `watching-offer-${device}`);

      // A's bell rises without a navigation.
      await bellAt(a.page, 1);

      // B takes the offer: it goes, and the control above says Watching.
      await offer.getByRole('button', { name: WATCH_MESSAGES.watch, exact: true }).click();
      await waitForToast(b.page, WATCH_MESSAGES.watched);
      await offer.waitFor({ state: 'detached' });
      expect(await pressed(b.page, 'question')).toBe('true');

      // A watches a topic; B posts in it; A's bell rises again.
      await openLive(a, `/topic/${children.slug}`);
      await a.page.getByRole('heading', { level: 1, name: children.name }).waitFor();
      await watchControl(a.page, 'topic').click();
      await waitForToast(a.page, WATCH_MESSAGES.watched);
      expect(await pressed(a.page, 'topic')).toBe('true');
      await screenshot(a.page, `watching-topic-${device}`);
      const postTitle = uniqueTitle('Telling the children');
      await postThroughApi(memberB.api, 'articles', postTitle, { categories: [children.id] });
      await bellAt(a.page, 2);

      // A's Watching list in My Account holds both; A unwatches the question there.
      await a.page.goto('/account#watching');
      const section = a.page.getByRole('region', { name: 'Watching' });
      await section.getByRole('link', { name: title }).waitFor();
      await section.getByRole('link', { name: children.name }).waitFor();
      await screenshot(a.page, `watching-account-${device}`);
      await section.getByRole('button', { name: `Unwatch ${title}` }).click();
      await waitForToast(a.page, WATCH_MESSAGES.unwatched);
      await section.getByRole('link', { name: title }).waitFor({ state: 'detached' });
      await section.getByRole('button', { name: `Unwatch ${children.name}` }).click();
      await section.getByText(WATCH_MESSAGES.empty).waitFor();
      // The list empties at once (optimistically); the server has it once the write has answered.
      await until(
        async () => (await memberA.api.get('/api/account/watching')).body.items.length === 0,
        'the watch list to be empty on the server',
      );
    } finally {
      await a.page.context().close();
      await b.page.context().close();
    }
  });
});

/** Opens the question form from the page's Ask link (no new page load) and sends a question; its title. */
async function askThroughForm(page: Page): Promise<string> {
  await page.getByRole('link', { name: /^Ask/ }).first().click();
  await page.waitForURL((url) => url.pathname === '/ask');
  const question = uniqueTitle('Who keeps the piano?');
  await page.getByLabel('Question Title', { exact: true }).fill(question);
  await page.getByLabel('Question Details', { exact: true }).fill('We cannot both have it.');
  await page.getByRole('checkbox', { name: 'I am at least 18 years of age.' }).check();
  await page.getByRole('button', { name: 'SUBMIT' }).click();
  return question;
}

/**
 * A member logged in and reading someone else's question, unwatched: the page has read the member's
 * watch list, which is kept for the rest of the visit.
 */
async function readingAnotherQuestion(): Promise<{ member: SignedUpMember; tab: LiveTab; id: number; title: string }> {
  const other = await signUpMember(suite.app.baseUrl, 'asker');
  const title = uniqueTitle('Who keeps the dog?');
  const id = await postThroughApi(other.api, 'questions', title, { acknowledged: true });
  const member = await signUpMember(suite.app.baseUrl, 'reader');
  const tab = await openTab(member, 1285);
  await tab.page.goto(`/answers/${id}`);
  await tab.page.getByRole('heading', { level: 1, name: title }).waitFor();
  expect(await pressed(tab.page, 'question')).toBe('false');
  return { member, tab, id, title };
}

describe('a member’s own question', () => {
  it('shows Watching on the page it opens on, even when the watch list was read earlier in the visit', async () => {
    const { tab } = await readingAnotherQuestion();
    try {
      // Then, without leaving the page, the member asks a question of their own.
      const question = await askThroughForm(tab.page);
      await tab.page.getByRole('heading', { level: 1, name: question }).waitFor();
      await tab.page.getByRole('button', { name: 'Watching this question', exact: true }).waitFor();
      expect(await pressed(tab.page, 'question')).toBe('true');
    } finally {
      await tab.page.context().close();
    }
  });

  it('shows Watching when it was kept as a draft and posted at the next login of the same visit', async () => {
    const { member, tab } = await readingAnotherQuestion();
    try {
      // Logged out in the same visit, the member writes a question; it is kept until they log in again.
      await logOutThroughNav(tab.page);
      const question = await askThroughForm(tab.page);
      await tab.page.getByRole('dialog').getByRole('button', { name: 'LOGIN' }).click();
      await tab.page.waitForURL((url) => url.pathname === '/login');
      await fillLoginForm(tab.page, member.email);
      await tab.page.getByRole('heading', { level: 1, name: question }).waitFor();
      await tab.page.getByRole('button', { name: 'Watching this question', exact: true }).waitFor();
      expect(await pressed(tab.page, 'question')).toBe('true');
    } finally {
      await tab.page.context().close();
    }
  });
});

describe('logging out and in again in the same visit', () => {
  it('shows in My Account what the member watched elsewhere meanwhile', async () => {
    const { member, tab, id, title } = await readingAnotherQuestion();
    const mainNav = tab.page.getByRole('navigation', { name: 'Main' });
    try {
      await logOutThroughNav(tab.page);
      // On another device, the member watches the question this page read as unwatched.
      expect((await member.api.put(`/api/account/watching/questions/${id}`)).status).toBe(200);
      // Back on this page, with no new page load: the list kept for the visit must not answer for the new login.
      await mainNav.getByRole('link', { name: 'Login' }).click();
      await fillLoginForm(tab.page, member.email);
      await mainNav.getByRole('button', { name: 'Logout' }).waitFor();
      await mainNav.getByRole('link', { name: 'My Account' }).click();
      await tab.page.getByRole('button', { name: 'Watching', exact: true }).click();
      await tab.page.getByRole('region', { name: 'Watching' }).getByRole('link', { name: title }).waitFor();
    } finally {
      await tab.page.context().close();
    }
  });
});
