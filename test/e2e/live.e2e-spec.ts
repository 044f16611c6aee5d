import type { Server } from 'node:http';
import type { Page } from 'playwright-core';
import { LIVE_PATH } from '../../src/contracts/live';
import type { ViolationReport, ViolationReportList } from '../../src/contracts/moderation';
import { launchChromium, screenshot, waitForToast } from '../support/browser';
import { createTestDatabase } from '../support/databases';
import { startTestApp } from '../support/test-app';
import { REDIS_URL, uniqueName } from '../support/test-run';
import { signUpAdministrator } from '../support/e2e-admins';
import { postThroughApi, signUpMember, type SignedUpMember, uniqueTitle } from '../support/e2e-members';
import { useAppAndBrowser } from '../support/e2e-suite';
import { LIVE_WAIT_MS, openLive, openLiveTab } from '../support/live-tab';
import { until } from '../support/until';

// Two members, each in a browser of their own: what one does reaches the other's open page through
// the live stream, without a reload or a navigation. The bell's own poll runs once a minute, so a
// count that follows within the wait below came from the stream.
const suite = useAppAndBrowser();

/** A dropped stream comes back by EventSource's own retry or, if it gave up, the page's backoff (5 s at first). */
const RECONNECT_WAIT_MS = 30_000;

/** A member's own browser at `width`, logged in, following its live stream. */
const openTab = (
  member: SignedUpMember,
  width: number,
  where = { browser: suite.browser, baseUrl: suite.app.baseUrl },
) => openLiveTab(member, width, where);

const answersOf = (page: Page) => page.getByRole('region', { name: 'Answers', exact: true });
const answerCard = (page: Page, text: string) => answersOf(page).locator('article').filter({ hasText: text });
const bellName = async (page: Page) =>
  (await page.getByRole('link', { name: /^Notifications, / }).getAttribute('aria-label')) ?? '';

async function answerThroughApi(member: SignedUpMember, questionId: number, text: string): Promise<number> {
  const r = await member.api.post(`/api/questions/${questionId}/answers`, { text });
  if (r.status !== 201) throw new Error(`answer failed: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.id as number;
}

/** The polite region a "N new …" control sits in. */
async function politeRegionOf(page: Page, name: string): Promise<string | null> {
  return page.getByRole('button', { name, exact: true }).locator('xpath=..').getAttribute('aria-live');
}

describe.each([
  { device: 'desktop', width: 1285 },
  { device: 'phone', width: 375 },
])('live updates at $device width', ({ device, width }) => {
  it('shows B’s answer on A’s open question behind “1 new answer”, raises A’s bell, and carries votes both ways', async () => {
    const asker = await signUpMember(suite.app.baseUrl, 'asker');
    const answerer = await signUpMember(suite.app.baseUrl, 'answerer');
    const title = uniqueTitle('Who keeps the dog?');
    const questionId = await postThroughApi(asker.api, 'questions', title, { acknowledged: true });
    const a = await openTab(asker, width);
    const b = await openTab(answerer, width);
    try {
      await openLive(a, `/answers/${questionId}`);
      await a.page.getByRole('heading', { level: 1, name: title }).waitFor();
      await answersOf(a.page).getByText('No answers yet. Be the first!').waitFor();
      expect(await bellName(a.page)).toBe('Notifications, none unread');

      // B answers through the form: B's own answer shows at once, as without live updates.
      const text = `${uniqueTitle('Week about')}, and keep his routine.`;
      await openLive(b, `/answers/${questionId}`);
      await b.page.getByLabel('Answer', { exact: true }).fill(text);
      await b.page.getByRole('button', { name: 'SUBMIT' }).click();
      await waitForToast(b.page, 'Answer submitted');
      await answerCard(b.page, text).waitFor();

      // A is told, politely, and the answer waits for A's click rather than moving the page.
      const control = a.page.getByRole('button', { name: '1 new answer', exact: true });
      await control.waitFor({ timeout: LIVE_WAIT_MS });
      expect(await politeRegionOf(a.page, '1 new answer')).toBe('polite');
      expect(await answerCard(a.page, text).count()).toBe(0);
      await screenshot(a.page, `live-new-answer-${device}`);
      await control.click();
      await answerCard(a.page, text).waitFor();
      expect(await control.count()).toBe(0);
      expect(await answerCard(a.page, text).count()).toBe(1);

      // A's bell counts the answer without a navigation, and says so.
      await until(async () => (await bellName(a.page)) === 'Notifications, 1 unread', 'A’s bell to rise', LIVE_WAIT_MS);
      await a.page.getByText('1 new notification', { exact: true }).waitFor({ state: 'attached' });

      // A votes B's answer up: B's open page shows the new total.
      await answerCard(a.page, text).getByRole('button', { name: 'Vote up' }).click();
      const total = answerCard(b.page, text).getByTestId('vote-total');
      await until(async () => (await total.innerText()).startsWith('1'), 'B to see the vote', LIVE_WAIT_MS);
      await screenshot(b.page, `live-vote-${device}`);
    } finally {
      await a.page.context().close();
      await b.page.context().close();
    }
  });

  it('shows a question posted meanwhile behind “1 new post” at the top of the open list', async () => {
    const reader = await signUpMember(suite.app.baseUrl, 'reader');
    const asker = await signUpMember(suite.app.baseUrl, 'asker');
    await postThroughApi(asker.api, 'questions', uniqueTitle('An older question'), { acknowledged: true });
    const a = await openTab(reader, width);
    try {
      await openLive(a, '/answers');
      await a.page.getByRole('heading', { level: 2 }).first().waitFor();
      const title = uniqueTitle('Who keeps the car?');
      await postThroughApi(asker.api, 'questions', title, { acknowledged: true });

      const control = a.page.getByRole('button', { name: '1 new post', exact: true });
      await control.waitFor({ timeout: LIVE_WAIT_MS });
      expect(await politeRegionOf(a.page, '1 new post')).toBe('polite');
      expect(await a.page.getByRole('link', { name: title }).count()).toBe(0);
      await screenshot(a.page, `live-new-post-${device}`);
      await control.click();
      await a.page.getByRole('link', { name: title }).waitFor();
      expect(await control.count()).toBe(0);
    } finally {
      await a.page.context().close();
    }
  });
});

describe('live updates', () => {
  it('takes an answer a moderator removed off the open question', async () => {
    const asker = await signUpMember(suite.app.baseUrl, 'asker');
    const answerer = await signUpMember(suite.app.baseUrl, 'answerer');
    const reporter = await signUpMember(suite.app.baseUrl, 'reporter');
    const admin = await signUpAdministrator(suite.app);
    const questionId = await postThroughApi(asker.api, 'questions', uniqueTitle('Who keeps the cat?'), {
      acknowledged: true,
    });
    const text = `${uniqueTitle('Cheap watches')} at my shop`;
    const answerId = await answerThroughApi(answerer, questionId, text);
    const a = await openTab(asker, 1285);
    try {
      await openLive(a, `/answers/${questionId}`);
      await answerCard(a.page, text).waitFor();

      expect((await reporter.api.post(`/api/answers/${answerId}/report`, { reason: 'spam' })).status).toBe(202);
      let report: ViolationReport | undefined;
      await until(async () => {
        const { reports } = (await admin.api.get('/api/admin/reports')).body as ViolationReportList;
        report = reports.find((item) => item.targetKind === 'answers' && item.targetId === answerId);
        return report !== undefined;
      }, 'the report to reach the queue');
      if (!report) throw new Error('no report');
      expect((await admin.api.post(`/api/admin/reports/${encodeURIComponent(report.id)}/remove`, {})).status).toBe(200);

      await answerCard(a.page, text).waitFor({ state: 'detached', timeout: LIVE_WAIT_MS });
      await answersOf(a.page).getByText('No answers yet. Be the first!').waitFor();
    } finally {
      await a.page.context().close();
    }
  });

  it('misses nothing and doubles nothing after the stream drops and comes back', async () => {
    const asker = await signUpMember(suite.app.baseUrl, 'asker');
    const answerer = await signUpMember(suite.app.baseUrl, 'answerer');
    const questionId = await postThroughApi(asker.api, 'questions', uniqueTitle('Who keeps the piano?'), {
      acknowledged: true,
    });
    const a = await openTab(asker, 1285);
    try {
      await openLive(a, `/answers/${questionId}`);
      await answersOf(a.page).getByText('No answers yet. Be the first!').waitFor();

      // The stream drops (the server ends every connection) and cannot come back for a while: the
      // page's tries to reopen it fail until the way is clear again. An answer is written meanwhile.
      await a.page.route(`**${LIVE_PATH}*`, (route) => route.abort());
      const dropped = a.page.waitForEvent('requestfailed', {
        predicate: (request) => new URL(request.url()).pathname === LIVE_PATH,
        timeout: LIVE_WAIT_MS,
      });
      (suite.app.app.getHttpServer() as Server).closeAllConnections();
      await dropped;
      const before = a.readies();
      const whileAway = `${uniqueTitle('While away')}: sell it and share.`;
      await answerThroughApi(answerer, questionId, whileAway);

      // The way is clear: the stream resumes where it was and the page is told of the answer once.
      await a.page.unroute(`**${LIVE_PATH}*`);
      await until(async () => a.readies() > before, 'the stream to come back', RECONNECT_WAIT_MS);
      const control = a.page.getByRole('button', { name: '1 new answer', exact: true });
      await control.waitFor({ timeout: LIVE_WAIT_MS });
      await control.click();
      await answerCard(a.page, whileAway).waitFor();

      // And it stays live: the next answer comes the same way, and neither shows twice.
      const after = `${uniqueTitle('After')}: keep it where the children are.`;
      await answerThroughApi(answerer, questionId, after);
      await control.waitFor({ timeout: LIVE_WAIT_MS });
      await control.click();
      await answerCard(a.page, after).waitFor();
      expect(await answerCard(a.page, whileAway).count()).toBe(1);
      expect(await answerCard(a.page, after).count()).toBe(1);
      expect(await answersOf(a.page).locator('article').count()).toBe(2);
    } finally {
      await a.page.context().close();
    }
  });
});

describe('live updates in a background tab', () => {
  it('lets the stream go after a while in the background and catches up when the tab returns', async () => {
    const asker = await signUpMember(suite.app.baseUrl, 'asker');
    const answerer = await signUpMember(suite.app.baseUrl, 'answerer');
    const questionId = await postThroughApi(asker.api, 'questions', uniqueTitle('Who keeps the bikes?'), {
      acknowledged: true,
    });
    const a = await openTab(asker, 1285);
    try {
      // The test decides whether the tab is in the background, as switching tabs would.
      await a.page.addInitScript(
        `Object.defineProperty(document, 'visibilityState', { get: () => (globalThis.hiddenForTest ? 'hidden' : 'visible') })`,
      );
      const setHidden = (hidden: boolean) =>
        a.page.evaluate(`globalThis.hiddenForTest = ${hidden}; document.dispatchEvent(new Event('visibilitychange'))`);
      await openLive(a, `/answers/${questionId}`);
      await answersOf(a.page).getByText('No answers yet. Be the first!').waitFor();

      const closesBefore = a.closes();
      await setHidden(true);
      await until(async () => a.closes() > closesBefore, 'the background tab to let its stream go', 45_000);
      const whileAway = `${uniqueTitle('While in the background')}: one each.`;
      await answerThroughApi(answerer, questionId, whileAway);

      const readiesBefore = a.readies();
      await setHidden(false);
      await until(async () => a.readies() > readiesBefore, 'the stream to reopen', LIVE_WAIT_MS);
      const control = a.page.getByRole('button', { name: '1 new answer', exact: true });
      await control.waitFor({ timeout: LIVE_WAIT_MS });
      await control.click();
      await answerCard(a.page, whileAway).waitFor();
      expect(await answersOf(a.page).locator('article').count()).toBe(1);
    } finally {
      await a.page.context().close();
    }
  });
});

describe('live updates through a server restart (services profile)', () => {
  it('misses nothing: what was written while the server restarted reaches the open page once', async () => {
    const database = await createTestDatabase();
    const env = { DATABASE_URL: database.url, REDIS_URL, REDIS_PREFIX: uniqueName('redis'), RATE_LIMIT_FACTOR: '1000' };
    let server = await startTestApp('services', env);
    const port = Number(new URL(server.baseUrl).port);
    const browser = await launchChromium();
    try {
      const asker = await signUpMember(server.baseUrl, 'asker');
      const answerer = await signUpMember(server.baseUrl, 'answerer');
      const questionId = await postThroughApi(asker.api, 'questions', uniqueTitle('Who keeps the boat?'), {
        acknowledged: true,
      });
      const a = await openTab(asker, 1285, { browser, baseUrl: server.baseUrl });
      await openLive(a, `/answers/${questionId}`);
      await answersOf(a.page).getByText('No answers yet. Be the first!').waitFor();

      // The server stops (its streams end) and a new one starts on the same port and database; the
      // page's stream is held back until an answer has been written through the new one.
      await a.page.route(`**${LIVE_PATH}*`, (route) => route.abort());
      await server.close();
      server = await startTestApp('services', env, { port });
      const before = a.readies();
      const whileDown = `${uniqueTitle('While restarting')}: sell it and share.`;
      await answerThroughApi(answerer, questionId, whileDown);
      await a.page.unroute(`**${LIVE_PATH}*`);
      await until(async () => a.readies() > before, 'the stream to come back', RECONNECT_WAIT_MS);

      const control = a.page.getByRole('button', { name: '1 new answer', exact: true });
      await control.waitFor({ timeout: LIVE_WAIT_MS });
      await control.click();
      await answerCard(a.page, whileDown).waitFor();
      expect(await answersOf(a.page).locator('article').count()).toBe(1);
      await a.page.context().close();
    } finally {
      await browser.close();
      await server.close();
      await database.drop();
    }
  });
});
