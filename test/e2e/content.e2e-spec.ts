import type { Page } from 'playwright-core';
import { systemContext } from '../../src/commands/command-context';
import { changeRole } from '../../src/commands/users/users.decider';
import { CommandRunner } from '../../src/writes/command-runner';
import { CONVERSATION_MESSAGES } from '../../src/contracts/content';
import { MODERATION_MESSAGES } from '../../src/contracts/moderation';
import { LIVE_PATH } from '../../src/contracts/live';
import { ApiClient } from '../support/api-client';
import { writeAccepted, WRITE_MESSAGES } from '../../src/contracts/writes';
import { currentPath, newPage, screenshot, toastTexts, waitForToast } from '../support/browser';
import { signUpAdministrator } from '../support/e2e-admins';
import {
  expectAbove,
  expectInReadingOrderWithoutOverlap,
  expectNoSidewaysScroll,
  expectOneColumn,
  expectSameLeftEdge,
  expectWithinScreenWidth,
} from '../support/layout';
import {
  BYLINE_DATE,
  logInThroughForm,
  logOutThroughNav,
  postThroughApi,
  signUpMember,
  uniqueTitle,
} from '../support/e2e-members';
import { useAppAndBrowser, usePagePerTest } from '../support/e2e-suite';
import { until } from '../support/until';

// The spec's texts, word for word (sections 2 and 8).
const TEXT = {
  nothingHere: 'Looks like there is nothing here yet.',
  noComments: 'No comments yet.  Be the first!',
  noAnswers: 'No answers yet. Be the first!',
  commentAdded: 'Comment added',
  answerSubmitted: 'Answer submitted',
  reported: 'Thank you for reporting.',
  notFound: 'Whoops!',
};

const suite = useAppAndBrowser();
const tab = usePagePerTest(suite);

const member = (kind: string) => signUpMember(suite.app.baseUrl, kind);
const onPath = (path: string) => tab.page.waitForURL((url) => url.pathname === path);

const cards = () => tab.page.locator('main article');
const pager = () => tab.page.getByRole('navigation', { name: 'Pages' });

// Runs first: nothing has been posted yet.
describe('empty lists', () => {
  it.each([
    ['/articles', 'Submit an Article', '/new-article'],
    ['/books', 'Submit a Book', '/new-book'],
    ['/videos', 'Submit a Video', '/new-video'],
    ['/answers', 'Submit a Question', '/ask'],
  ])('%s says there is nothing here yet and offers "%s"', async (path, button, target) => {
    await tab.page.goto(path);
    await tab.page.getByText(TEXT.nothingHere, { exact: true }).waitFor();
    const action = tab.page.getByRole('link', { name: button, exact: true });
    expect(await action.getAttribute('href')).toBe(target);
    expect(await pager().count()).toBe(0);
  });

  it('home keeps "Latest Posts" and invites the first post', async () => {
    for (const width of [1400, 390]) {
      await tab.page.setViewportSize({ width, height: 900 });
      await tab.page.goto('/');
      const latest = tab.page.getByRole('region', { name: 'Latest Posts' });
      await latest.getByText(TEXT.nothingHere, { exact: true }).waitFor();
      expect(await latest.getByRole('link', { name: 'Submit a Question', exact: true }).getAttribute('href')).toBe(
        '/ask',
      );
      await screenshot(tab.page, `home-empty-${width}`);
    }
  });
});

describe('lists and detail pages', () => {
  it('shows an article posted through the API in the list and on its page', async () => {
    const { api, user } = await member('author');
    const title = uniqueTitle('Article');
    const id = await postThroughApi(api, 'articles', title, { media: 'https://example.org/shared', tags: ['coping'] });

    await tab.page.goto('/articles');
    const card = cards().filter({ hasText: title });
    await card.waitFor();
    await card.getByText(user.username).waitFor();
    expect((await card.locator('time').innerText()).trim()).toMatch(BYLINE_DATE);
    await card.getByText('0 comments', { exact: true }).waitFor();

    await card.getByRole('link', { name: title }).click();
    await onPath(`/articles/${id}`);
    await tab.page.getByRole('heading', { name: title, level: 1 }).waitFor();
    // A line break in the text stays a line break.
    await tab.page.locator('main article p', { hasText: 'A second paragraph.' }).waitFor();
    expect(await tab.page.getByRole('link', { name: 'coping', exact: true }).getAttribute('href')).toBe(
      '/search/coping',
    );
    const shared = tab.page.getByRole('link', { name: /example\.org\/shared/ });
    expect(await shared.getAttribute('target')).toBe('_blank');
    expect(await shared.getAttribute('rel')).toBe('noopener noreferrer');
    expect((await tab.page.locator('p', { hasText: 'No comments yet.' }).textContent())?.trim()).toBe(TEXT.noComments);
    // Logged out there is no form, only the way to log in.
    expect(await tab.page.getByLabel('Comment', { exact: true }).count()).toBe(0);
    await tab.page.getByRole('link', { name: 'Log in' }).waitFor();
  });

  it('pages 13 articles 6 at a time, keeping the page in the URL', async () => {
    const { api } = await member('pager');
    const { body } = await api.get('/api/articles?page=1');
    const existing = body.total as number;
    for (let i = existing; i < 13; i++)
      await postThroughApi(api, 'articles', `Paged article ${String(i + 1).padStart(2, '0')}`);

    await tab.page.goto('/articles');
    await pager().waitFor();
    expect(await cards().count()).toBe(6);
    const previous = pager().getByRole('button', { name: 'Previous page' });
    const next = pager().getByRole('button', { name: 'Next page' });
    expect(await previous.isDisabled()).toBe(true);
    expect(await next.isDisabled()).toBe(false);
    expect(
      await pager()
        .getByRole('button', { name: /^Page \d+$/ })
        .count(),
    ).toBe(3);
    expect(await pager().getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');

    await next.click();
    await tab.page.waitForURL((url) => url.search === '?page=2');
    await pager().locator('[aria-current="page"]', { hasText: '2' }).waitFor();
    expect(await cards().count()).toBe(6);

    await pager().getByRole('button', { name: 'Page 3' }).click();
    await tab.page.waitForURL((url) => url.search === '?page=3');
    // The pager marks page 3 only once page 3's rows replaced page 2's.
    await pager().locator('[aria-current="page"]', { hasText: '3' }).waitFor();
    expect(await cards().count()).toBe(1);
    expect(await next.isDisabled()).toBe(true);

    await tab.page.reload();
    await tab.page.locator('[aria-current="page"]', { hasText: '3' }).waitFor();
    expect(await cards().count()).toBe(1);

    await tab.page.goBack();
    await tab.page.waitForURL((url) => url.search === '?page=2');
    await tab.page.locator('[aria-current="page"]', { hasText: '2' }).waitFor();
    expect(currentPath(tab.page)).toBe('/articles?page=2');
  });

  it.each(['/articles/abc', '/articles/999999', '/videos/0', '/answers/12x'])('%s goes to /404', async (path) => {
    await tab.page.goto(path);
    await onPath('/404');
    await tab.page.getByRole('heading', { name: TEXT.notFound }).waitFor();
  });

  it('shows a post’s words before the app starts, and the app shows the post without asking for it again', async () => {
    const { api } = await member('first-paint');
    const title = uniqueTitle('Article');
    const first = await postThroughApi(api, 'articles', title);

    // Without JavaScript: the server's markup alone.
    const context = await suite.browser.newContext({ baseURL: suite.app.baseUrl, javaScriptEnabled: false });
    const still = await context.newPage();
    await still.goto(`/articles/${first}`);
    expect(await still.locator('.first-paint h1').innerText()).toBe(title);
    await context.close();

    const asked: string[] = [];
    tab.page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/articles/')) asked.push(url.pathname);
    });
    await tab.page.goto(`/articles/${first}`);
    await tab.page.locator('#post-title').filter({ hasText: title }).waitFor();
    expect(await tab.page.locator('.first-paint').count()).toBe(0);
    expect(asked).not.toContain(`/api/articles/${first}`);

    // Coming back to it inside the app asks the server afresh: the page's copy is used once.
    await tab.page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Articles' }).click();
    const reply = tab.page.waitForResponse((response) => new URL(response.url()).pathname === `/api/articles/${first}`);
    await cards().filter({ hasText: title }).getByRole('link', { name: title }).click();
    expect((await reply).status()).toBe(200);
    await tab.page.locator('#post-title').filter({ hasText: title }).waitFor();
  });

  it('sets an article’s body in Source Serif 4, which no other page loads', async () => {
    const { api } = await member('serif');
    const articleTitle = uniqueTitle('Article');
    const article = await postThroughApi(api, 'articles', articleTitle);
    const question = await postThroughApi(api, 'questions', uniqueTitle('Question'), { acknowledged: true });
    const serifFiles: string[] = [];
    tab.page.on('request', (request) => {
      if (request.url().includes('source-serif-4')) serifFiles.push(new URL(request.url()).pathname);
    });
    // The faces of the serif the page has loaded, once its fonts are settled.
    const serifFaces = () =>
      tab.page.evaluate<number>(`document.fonts.ready.then((fonts) =>
        [...fonts].filter((face) => face.family.replace(/"/g, '') === 'Source Serif 4 Variable' && face.status === 'loaded').length)`);

    for (const path of ['/', `/answers/${question}`]) {
      await tab.page.goto(path);
      await tab.page.locator('main h1').first().waitFor();
      expect(await serifFaces()).toBe(0);
    }
    expect(serifFiles).toEqual([]);
    // An article's first paint is set in the serif's stand-in: nothing holds up the page to fetch the serif first.
    const html = async (path: string) => (await fetch(suite.app.baseUrl + path)).text();
    expect(await html(`/articles/${article}`)).not.toContain('as="font"');
    await tab.page.goto(`/articles/${article}`);
    const body = tab.page.getByText(`The body of ${articleTitle}.`, { exact: true });
    await body.waitFor();
    expect(await serifFaces()).toBe(1);
    expect(
      await body.evaluate((element) => element.ownerDocument.defaultView!.getComputedStyle(element).fontFamily),
    ).toMatch(/^"Source Serif 4 Variable"/);
    // The latin subset alone, once.
    expect(serifFiles).toEqual([expect.stringMatching(/^\/assets\/source-serif-4-latin-wght-normal-[\w-]+\.woff2$/)]);
    for (const width of [1400, 390]) {
      await tab.page.setViewportSize({ width, height: 900 });
      await screenshot(tab.page, `article-serif-${width}`);
    }
  });

  it('shows a video as an embedded player and a book as a preview', async () => {
    const { api } = await member('media');
    const video = await postThroughApi(api, 'videos', uniqueTitle('Video'), {
      media: 'dQw4w9WgXcQ',
      acknowledged: true,
    });
    const book = await postThroughApi(api, 'books', uniqueTitle('Book'), {
      media: 'https://www.amazon.com/dp/0123456789',
    });

    await tab.page.goto(`/videos/${video}`);
    const player = tab.page.locator('main iframe');
    await player.waitFor({ state: 'attached' });
    expect(await player.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');

    await tab.page.goto(`/books/${book}`);
    await tab.page.locator('main article h1').waitFor();
    const bookMedia = await api.get(`/api/books/${book}`);
    const media = bookMedia.body.media as string;
    if (media.includes('http')) {
      expect(await tab.page.locator('main a[target="_blank"]').first().getAttribute('rel')).toBe('noopener noreferrer');
    } else {
      expect(await tab.page.locator('main iframe').getAttribute('src')).toBe(
        `https://read.amazon.com/kp/card?asin=${media}&preview=inline`,
      );
    }
  });
});

describe('conversations', () => {
  it('adds a comment from the form', async () => {
    const { api } = await member('host');
    const id = await postThroughApi(api, 'articles', uniqueTitle('Discussed'));
    const reader = await member('reader');
    await logInThroughForm(tab.page, reader.email);

    await tab.page.goto(`/articles/${id}`);
    await tab.page.locator('p', { hasText: 'No comments yet.' }).waitFor();
    await tab.page.getByLabel('Comment', { exact: true }).fill('First line\nSecond line');
    await tab.page.getByRole('button', { name: 'SUBMIT' }).click();
    await waitForToast(tab.page, TEXT.commentAdded);
    const comment = tab.page.locator('main section article', { hasText: 'First line' });
    await comment.waitFor();
    expect(await comment.locator('br').count()).toBe(1);
    await comment.getByText(reader.user.username).waitFor();
    expect(await tab.page.getByLabel('Comment', { exact: true }).inputValue()).toBe('');

    await comment.getByRole('button', { name: 'Report' }).click();
    const reportDialog = tab.page.getByRole('dialog', { name: 'Report this comment' });
    await reportDialog.getByRole('radio', { name: 'Something else' }).check();
    await reportDialog.getByRole('button', { name: 'Send report' }).click();
    await waitForToast(tab.page, TEXT.reported);
  });

  it('adds an answer to a question', async () => {
    const { api } = await member('asker');
    const id = await postThroughApi(api, 'questions', uniqueTitle('Q').slice(0, 40), { acknowledged: true });
    const helper = await member('helper');
    // A new member's link would wait for review: this helper is a known member.
    const admin = await signUpAdministrator(suite.app);
    expect((await admin.api.put(`/api/admin/users/${helper.user.uid}/trust-level`, { level: 'member' })).status).toBe(
      200,
    );
    await logInThroughForm(tab.page, helper.email);

    await tab.page.goto(`/answers/${id}`);
    expect((await tab.page.locator('p', { hasText: 'No answers yet.' }).textContent())?.trim()).toBe(TEXT.noAnswers);
    await tab.page
      .getByLabel('Answer', { exact: true })
      .fill('Take it *one day* at a time.\n\n- Sleep\n- Read [a guide](https://example.org/guide)');
    // The preview shows it as the answer will show.
    const preview = tab.page.getByRole('region', { name: 'Preview of your answer' });
    await preview.locator('em', { hasText: 'one day' }).waitFor();
    expect(await preview.locator('li').allInnerTexts()).toEqual(['Sleep', 'Read a guide']);
    await screenshot(tab.page, 'answer-preview');
    await tab.page.getByRole('button', { name: 'SUBMIT' }).click();
    await waitForToast(tab.page, TEXT.answerSubmitted);
    const answer = tab.page.locator('main section article', { hasText: 'at a time.' });
    await answer.locator('em', { hasText: 'one day' }).waitFor();
    expect(await answer.locator('li').allInnerTexts()).toEqual(['Sleep', 'Read a guide']);
    const link = answer.getByRole('link', { name: 'a guide' });
    expect(await link.getAttribute('rel')).toBe('ugc nofollow noopener');
    await link.click();
    const leaving = tab.page.getByRole('dialog', { name: 'Leaving the site' });
    await leaving.getByText('It goes to example.org').waitFor();
    await leaving.getByText('https://example.org/guide').waitFor();
    await screenshot(tab.page, 'answer-link-leaving');
    await leaving.getByRole('button', { name: 'Cancel' }).click();
    await leaving.waitFor({ state: 'detached' });
    expect(currentPath(tab.page)).toBe(`/answers/${id}`);
  });

  it('votes up, then down, and keeps the vote after a reload', async () => {
    const { api } = await member('commenter');
    const id = await postThroughApi(api, 'articles', uniqueTitle('Voted'));
    const added = await api.post(`/api/articles/${id}/comments`, { text: 'Vote on me' });
    expect(added.status).toBe(201);
    const voter = await member('voter');
    await logInThroughForm(tab.page, voter.email);

    await tab.page.goto(`/articles/${id}`);
    const card = tab.page.locator('main section article', { hasText: 'Vote on me' });
    const up = card.getByRole('button', { name: 'Vote up' });
    const down = card.getByRole('button', { name: 'Vote down' });
    const total = card.getByTestId('vote-total');
    await up.waitFor();
    expect(await up.getAttribute('aria-pressed')).toBe('false');

    await up.click();
    await card.locator('[aria-label="Vote up"][aria-pressed="true"]').waitFor();
    expect((await total.innerText()).trim()).toMatch(/^1\b/);

    await down.click();
    await card.locator('[aria-label="Vote down"][aria-pressed="true"]').waitFor();
    expect(await up.getAttribute('aria-pressed')).toBe('false');
    expect((await total.innerText()).trim()).toMatch(/^-1\b/);

    await tab.page.reload();
    await card.locator('[aria-label="Vote down"][aria-pressed="true"]').waitFor();
    expect((await total.innerText()).trim()).toMatch(/^-1\b/);
  });

  it('shows a vote before the server answers, and takes it back with the reason when the server refuses it', async () => {
    const { api } = await member('commenter');
    const id = await postThroughApi(api, 'articles', uniqueTitle('Voted at once'));
    const added = await api.post(`/api/articles/${id}/comments`, { text: 'Vote on me at once' });
    expect(added.status).toBe(201);
    const voter = await member('voter');
    // The page is not told of the removal below (its live stream is held back), as a page whose notice
    // is still on its way: the vote it then sends is refused by the server.
    await tab.page.route(`**${LIVE_PATH}*`, (route) => route.abort());
    await logInThroughForm(tab.page, voter.email);
    await tab.page.goto(`/articles/${id}`);
    const card = tab.page.locator('main section article', { hasText: 'Vote on me at once' });
    const total = card.getByTestId('vote-total');
    await card.getByRole('button', { name: 'Vote up' }).waitFor();

    // The vote is held on its way: the pressed button and the new total show meanwhile.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let answered = false;
    await tab.page.route('**/api/comments/*/vote', async (route) => {
      await held;
      await route.continue();
    });
    tab.page.on('response', (r) => {
      if (r.url().endsWith('/vote')) answered = true;
    });
    await card.getByRole('button', { name: 'Vote up' }).click();
    await card.locator('[aria-label="Vote up"][aria-pressed="true"]').waitFor();
    expect((await total.innerText()).trim()).toMatch(/^1\b/);
    expect(answered).toBe(false);
    release();
    await tab.page.waitForResponse((r) => r.url().endsWith('/vote'));
    await tab.page.unroute('**/api/comments/*/vote');

    // A moderator removes the comment while the page is open: the next vote shows, is refused, and is taken back.
    const reporter = await member('reporter');
    expect((await reporter.api.post(`/api/comments/${added.body.id}/report`, { reason: 'spam' })).status).toBe(202);
    const admin = await signUpAdministrator(suite.app);
    const report = (await admin.api.get('/api/admin/reports')).body.reports.find(
      (r: { targetId: number }) => r.targetId === added.body.id,
    );
    expect((await admin.api.post(`/api/admin/reports/${report.id}/remove`, {})).status).toBe(200);
    await card.getByRole('button', { name: 'Vote down' }).click();
    await waitForToast(tab.page, CONVERSATION_MESSAGES.replyNotFound);
    await card.locator('[aria-label="Vote up"][aria-pressed="true"]').waitFor();
    expect(await card.getByRole('button', { name: 'Vote down' }).getAttribute('aria-pressed')).toBe('false');
    expect((await total.innerText()).trim()).toMatch(/^1\b/);
  });

  describe('a vote whose answer is lost on its way back', () => {
    const BRIEFLY_UNAVAILABLE = {
      statusCode: 503,
      error: 'Service Unavailable',
      message: 'The service is briefly unavailable. Please try again in a moment.',
    };
    /** A member's page on a comment of its own, with every vote's Idempotency-Key noted. */
    const openComment = async (text: string) => {
      const { api } = await member('commenter');
      const id = await postThroughApi(api, 'articles', uniqueTitle('Voted once'));
      expect((await api.post(`/api/articles/${id}/comments`, { text })).status).toBe(201);
      const voter = await member('voter');
      await logInThroughForm(tab.page, voter.email);
      await tab.page.goto(`/articles/${id}`);
      const card = tab.page.locator('main section article', { hasText: text });
      await card.getByRole('button', { name: 'Vote up' }).waitFor();
      return { card, total: card.getByTestId('vote-total') };
    };
    /** The first vote reaches the server, which stores it; the page gets `answer` instead of the server's. */
    const loseFirstAnswer = async (answer: { status: number; body: unknown }) => {
      const keys: string[] = [];
      let lost = false;
      await tab.page.route('**/api/comments/*/vote', async (route) => {
        keys.push(route.request().headers()['idempotency-key'] ?? '');
        if (lost) return route.continue();
        lost = true;
        await route.fetch();
        await route.fulfill({
          status: answer.status,
          contentType: 'application/json',
          body: JSON.stringify(answer.body),
        });
      });
      return keys;
    };

    it('is sent again with the same Idempotency-Key, and the repeat does not undo it', async () => {
      const { card, total } = await openComment('Vote on me through a drop');
      const keys = await loseFirstAnswer({ status: 503, body: BRIEFLY_UNAVAILABLE });
      const retried = tab.page.waitForResponse((r) => r.url().endsWith('/vote') && r.status() === 200);
      await card.getByRole('button', { name: 'Vote up' }).click();
      await retried;
      expect(keys).toHaveLength(2);
      expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
      expect(keys[1]).toBe(keys[0]);
      await card.locator('[aria-label="Vote up"][aria-pressed="true"]').waitFor();
      expect((await total.innerText()).trim()).toMatch(/^1\b/);
      expect(await toastTexts(tab.page)).not.toContain(BRIEFLY_UNAVAILABLE.message);

      // The next vote is a new submit, with a key of its own.
      const next = tab.page.waitForResponse((r) => r.url().endsWith('/vote') && r.status() === 200);
      await card.getByRole('button', { name: 'Vote down' }).click();
      await next;
      expect(keys).toHaveLength(3);
      expect(keys[2]).not.toBe(keys[0]);
      await tab.page.reload();
      await card.locator('[aria-label="Vote down"][aria-pressed="true"]').waitFor();
      expect((await total.innerText()).trim()).toMatch(/^-1\b/);
    });

    it('answered 202 "saved" is taken as done: no error, a calm word, and the page shows the vote', async () => {
      const { card, total } = await openComment('Vote on me, saved');
      await loseFirstAnswer({ status: 202, body: writeAccepted() });
      await card.getByRole('button', { name: 'Vote up' }).click();
      await waitForToast(tab.page, WRITE_MESSAGES.accepted);
      await card.locator('[aria-label="Vote up"][aria-pressed="true"]').waitFor();
      await until(async () => /^1\b/.test((await total.innerText()).trim()), 'the refreshed vote total');
      expect((await toastTexts(tab.page)).filter((text) => /try again/i.test(text))).toEqual([]);
    });
  });

  it('disables the vote on the member’s own comment and says why, and lets them vote on others’', async () => {
    const [writer, other] = [await member('commenter'), await member('other-commenter')];
    const id = await postThroughApi(other.api, 'articles', uniqueTitle('Article'));
    expect((await writer.api.post(`/api/articles/${id}/comments`, { text: 'My own comment' })).status).toBe(201);
    expect((await other.api.post(`/api/articles/${id}/comments`, { text: 'Their comment' })).status).toBe(201);
    await logInThroughForm(tab.page, writer.email);
    await tab.page.goto(`/articles/${id}`);

    const own = tab.page.locator('main section article', { hasText: 'My own comment' });
    const reason = "You can't vote on your own comment.";
    for (const name of ['Vote up', 'Vote down']) {
      const button = own.getByRole('button', { name });
      expect(await button.isDisabled()).toBe(true);
      expect(await button.getAttribute('title')).toBe(reason);
    }
    const describedBy = await own.getByRole('group', { name: 'Votes' }).getAttribute('aria-describedby');
    expect(await tab.page.locator(`[id="${describedBy}"]`).textContent()).toBe(reason);
    for (const width of [1400, 390]) {
      await tab.page.setViewportSize({ width, height: 900 });
      await own.getByRole('button', { name: 'Vote up' }).hover();
      await screenshot(tab.page, `own-comment-vote-${width}`);
    }

    const theirs = tab.page.locator('main section article', { hasText: 'Their comment' });
    await theirs.getByRole('button', { name: 'Vote up' }).click();
    await theirs.locator('[aria-label="Vote up"][aria-pressed="true"]').waitFor();
    expect(await theirs.getByRole('group', { name: 'Votes' }).getAttribute('aria-describedby')).toBeNull();
  });

  it('follows the vote table as two members, each seeing the exact total', async () => {
    const { api } = await member('answerer');
    const id = await postThroughApi(api, 'questions', uniqueTitle('Q'), { acknowledged: true });
    expect((await api.post(`/api/questions/${id}/answers`, { text: 'Two voters' })).status).toBe(201);
    const [a, b] = [await member('voter-a'), await member('voter-b')];
    const pageA = tab.page;
    // The second member needs a browser context of their own; the test closes it at the end.
    const pageB = await newPage(suite.browser, suite.app.baseUrl);
    await logInThroughForm(pageA, a.email);
    await logInThroughForm(pageB, b.email);

    const cardOn = (p: Page) => p.locator('main section article', { hasText: 'Two voters' });
    for (const p of [pageA, pageB]) await p.goto(`/answers/${id}`);
    // Each step: who clicks, which button, then that voter's state and the total everyone sees.
    const steps: [Page, 'up' | 'down', 'up' | 'down' | 'none', number][] = [
      [pageA, 'up', 'up', 1], // A: 0 → +1
      [pageB, 'up', 'up', 2], // B: 0 → +1
      [pageA, 'down', 'down', 0], // A: +1 → -1 (total -2)
      [pageB, 'down', 'down', -2], // B: +1 → -1 (total -2)
      [pageA, 'down', 'none', -1], // A: -1 → 0 (total +1)
      [pageB, 'up', 'up', 1], // B: -1 → +1 (total +2)
      [pageB, 'up', 'none', 0], // B: +1 → 0 (total -1)
    ];
    for (const [voter, direction, state, expected] of steps) {
      // The voter sees the other member's votes once the page is read again.
      await voter.reload();
      const card = cardOn(voter);
      await card.getByRole('button', { name: `Vote ${direction}` }).click();
      for (const d of ['up', 'down'] as const) {
        await card.locator(`[aria-label="Vote ${d}"][aria-pressed="${state === d}"]`).waitFor();
      }
      await card
        .getByTestId('vote-total')
        .filter({ hasText: new RegExp(`^\\s*${expected}\\b`) })
        .waitFor();
    }
    await pageB.context().close();
  });
});

describe('a new member’s links', () => {
  it('show as plain text on the page, with nothing to click', async () => {
    const { api } = await member('newcomer');
    const posted = await api.post('/api/articles', {
      title: uniqueTitle('Forms'),
      body: 'The court’s page [with the forms](https://courts.example.gov/forms) helped.',
      tags: [],
      categories: [],
    });
    expect(posted.status).toBe(201);
    await tab.page.goto(`/articles/${posted.body.id}`);
    const body = tab.page.locator('main article .post-text');
    await body.getByText('with the forms').waitFor();
    expect(await body.getByRole('link').count()).toBe(0);
  });
});

describe('reports that act', () => {
  it('hides a harassing answer at the third report, tells its author calmly, and an administrator restores it', async () => {
    const { api } = await member('asker');
    const id = await postThroughApi(api, 'questions', uniqueTitle('Q').slice(0, 40), { acknowledged: true });
    const harasser = await member('harasser');
    const answer = await harasser.api.post(`/api/questions/${id}/answers`, { text: 'I know where you sleep.' });
    expect(answer.status).toBe(201);
    for (const n of [1, 2]) {
      const reporter = await member(`reporter${n}`);
      expect((await reporter.api.post(`/api/answers/${answer.body.id}/report`, { reason: 'harassment' })).status).toBe(
        202,
      );
    }

    // The third reporter, in the browser: the answer leaves the page for everyone.
    const third = await member('reporter3');
    await logInThroughForm(tab.page, third.email);
    await tab.page.goto(`/answers/${id}`);
    const threat = tab.page.locator('main section article', { hasText: 'I know where you sleep.' });
    await threat.getByRole('button', { name: 'Report this answer' }).click();
    const dialog = tab.page.getByRole('dialog', { name: 'Report this answer' });
    await dialog.getByRole('radio', { name: 'Harassment, threats or hate' }).check();
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await waitForToast(tab.page, TEXT.reported);
    await tab.page.reload();
    await tab.page.locator('p', { hasText: 'No answers yet.' }).waitFor();
    expect(await threat.count()).toBe(0);

    // Its author still sees it, with a neutral word and nothing of who reported it.
    await logOutThroughNav(tab.page);
    await logInThroughForm(tab.page, harasser.email);
    await tab.page.goto(`/answers/${id}`);
    await threat.getByRole('note').filter({ hasText: MODERATION_MESSAGES.hiddenPendingReview }).waitFor();
    await screenshot(tab.page, 'answer-hidden-pending-review');

    // An administrator sees why in the queue and restores it: it shows to everyone again.
    await logOutThroughNav(tab.page);
    const admin = await signUpAdministrator(suite.app);
    await logInThroughForm(tab.page, admin.email);
    // The one review queue: held items, then what members reported.
    await tab.page.goto('/admin/review');
    const reported = tab.page.getByRole('region', { name: 'Reported by members' });
    const row = reported.getByRole('row', { name: /I know where you sleep\./ }).first();
    await row.getByText(MODERATION_MESSAGES.hiddenByReports).waitFor();
    await screenshot(tab.page, 'review-queue-hidden-answer');
    await row.getByRole('button', { name: /^Restore/ }).click();
    await waitForToast(tab.page, MODERATION_MESSAGES.restored);
    const visitor = await newPage(suite.browser, suite.app.baseUrl);
    try {
      await visitor.goto(`/answers/${id}`);
      await visitor.locator('main section article', { hasText: 'I know where you sleep.' }).waitFor();
    } finally {
      await visitor.context().close();
    }
  });
});

describe('home', () => {
  it('shows the latest question, video and article under the tiles', async () => {
    await tab.page.goto('/');
    const latest = tab.page.getByRole('region', { name: 'Latest Posts' });
    await latest.waitFor();
    const links = latest.getByRole('link');
    await links.first().waitFor();
    const hrefs = await links.evaluateAll((els) => els.map((el) => el.getAttribute('href')));
    expect(hrefs).toHaveLength(3);
    expect(hrefs[0]).toMatch(/^\/answers\/\d+$/);
    expect(hrefs[1]).toMatch(/^\/videos\/\d+$/);
    expect(hrefs[2]).toMatch(/^\/articles\/\d+$/);
  });

  it('shows the question of the day an administrator chose, and opens it', async () => {
    const { api } = await member('asker');
    const title = uniqueTitle('Will the holidays ever feel normal?');
    const id = await postThroughApi(api, 'questions', title, { acknowledged: true });
    const admin = await member('admin');
    await suite.app.app
      .get(CommandRunner)
      .run(changeRole, { uid: admin.user.uid, role: 'Administrator' }, systemContext('e2e'));
    for (
      let tries = 0;
      (await admin.api.put(`/api/admin/qotd/${id}/cycle`, { available: true })).status !== 200;
      tries++
    ) {
      // The new role reaches the session once the users read model has it.
      if (tries > 50) throw new Error('the administrator role never arrived');
      await new Promise((r) => setTimeout(r, 50));
    }
    expect((await admin.api.put(`/api/admin/qotd/${id}/active`, {})).status).toBe(200);

    await tab.page.goto('/');
    const qotd = tab.page.getByRole('region', { name: 'Question of the Day' });
    await qotd.getByRole('link', { name: title }).click();
    await onPath(`/answers/${id}`);
    await tab.page.getByRole('heading', { level: 1, name: title }).waitFor();
    // Its own page marks it, and shows no second card for it.
    await tab.page.getByText('Question of the Day', { exact: true }).waitFor();
    expect(await tab.page.getByRole('region', { name: 'Question of the Day' }).count()).toBe(0);

    // Another question's page offers the day's question below its answers.
    const other = await postThroughApi(api, 'questions', uniqueTitle('Another question'), { acknowledged: true });
    await tab.page.goto(`/answers/${other}`);
    await tab.page.getByRole('region', { name: 'Question of the Day' }).getByRole('link', { name: title }).waitFor();

    // Mark and card line up with the question in the reading column, on a wide screen too.
    await tab.page.setViewportSize({ width: 1400, height: 900 });
    const readingColumn = tab.page.locator('main article h1');
    await expectSameLeftEdge(tab.page.getByRole('region', { name: 'Question of the Day' }), readingColumn);
    await screenshot(tab.page, 'qotd-card-1400');
    await tab.page.goto(`/answers/${id}`);
    await readingColumn.waitFor();
    await expectSameLeftEdge(tab.page.getByText('Question of the Day', { exact: true }), readingColumn);
    await screenshot(tab.page, 'qotd-mark-1400');
  });

  it('keeps home, the list and the article on the screen, in reading order, on a phone and a wide screen', async () => {
    const { body } = await new ApiClient(suite.app.baseUrl).get('/api/articles?page=1');
    const id = body.items[0].id as number;
    for (const width of [375, 1440]) {
      await tab.page.setViewportSize({ width, height: 900 });
      await tab.page.goto('/');
      const latest = tab.page.getByRole('region', { name: 'Latest Posts' }).getByRole('link');
      await latest.first().waitFor();
      await expectNoSidewaysScroll(tab.page);
      await expectWithinScreenWidth(latest);
      await screenshot(tab.page, `home-${width}`);

      await tab.page.goto('/articles?page=1');
      await pager().waitFor();
      await expectNoSidewaysScroll(tab.page);
      await expectWithinScreenWidth(cards());
      // A phone stacks the cards in one column; any width keeps them in order, none over another.
      if (width === 375) await expectOneColumn(cards());
      else await expectInReadingOrderWithoutOverlap(cards());
      await expectAbove(cards().last(), pager());
      await screenshot(tab.page, `articles-${width}`);

      await tab.page.goto(`/articles/${id}`);
      const title = tab.page.locator('main article h1');
      await title.waitFor();
      await expectNoSidewaysScroll(tab.page);
      await expectWithinScreenWidth(title);
      await expectWithinScreenWidth(tab.page.locator('main article p'));
      await expectAbove(title, tab.page.locator('main article p'));
      await screenshot(tab.page, `article-${width}`);
    }
  });
});
