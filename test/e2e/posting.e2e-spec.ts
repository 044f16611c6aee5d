import type { Page } from 'playwright-core';
import { ApiClient } from '../support/api-client';
import { currentPath, newPage, screenshot, toastTexts, waitForToast } from '../support/browser';
import { signUpAdministrator } from '../support/e2e-admins';
import {
  fillLoginForm,
  logInThroughForm,
  PASSWORD,
  signUpMember,
  uniqueEmail,
  uniqueTitle,
} from '../support/e2e-members';
import { useAppAndBrowser, usePagePerTest } from '../support/e2e-suite';
import { until } from '../support/until';

// The spec's texts, word for word (sections 2, 4, 5 and 8).
const TEXT = {
  accountCreated: 'Account Created',
  retrieved: 'Content successfully retrieved.',
  pleaseWait: 'Please wait a moment.',
  adultRequired: 'Please acknowledge that you are at least 18 year of age',
  rightsRequired: 'Please acknowledge that you have usage rights for this content',
  questionSubmitted: 'Question submitted successfully.',
  articleSubmitted: 'Article submitted successfully.',
  bookSubmitted: 'Book submitted successfully.',
  videoSubmitted: 'Video submitted successfully.',
  bookHelp: 'Help not available at this time',
  videoHelp: 'Paste the URL to your video or audio clip. YouTube links are preferred, and will automatically embed.',
  questionPrompt: 'Please signup or login before we post your question.',
  questionPromptBody: 'We have your question ready to post, but please signup or login beforehand.',
  articlePrompt: 'Please signup or login before we post your article.',
  articlePromptBody: 'We have your article ready to post, but please signup or login beforehand.',
  draftNotFound: 'This draft could not be found. It may have expired.',
};

const BOOK_LINK = 'https://www.amazon.com/Some-Book/dp/0143127748/ref=sr_1_1';
const BOOK_PREVIEW = 'https://read.amazon.com/kp/card?asin=0143127748&preview=inline';
const VIDEO_LINK = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s';
const VIDEO_EMBED = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ';

/** The page's global, as the callback of `page.evaluate` sees it (the suites compile without the DOM lib). */
type BrowserWindow = { localStorage: { setItem(key: string, value: string): void } };

const suite = useAppAndBrowser();
const tab = usePagePerTest(suite);

const member = (kind: string) => signUpMember(suite.app.baseUrl, kind);

/** Waits for the redirect to the new item's page and answers with its id. */
async function landsOn(list: 'answers' | 'articles' | 'books' | 'videos'): Promise<number> {
  const pattern = new RegExp(`^/${list}/(\\d+)$`);
  await tab.page.waitForURL((url) => pattern.test(url.pathname));
  return Number(pattern.exec(new URL(tab.page.url()).pathname)![1]);
}

const field = (label: string) => tab.page.getByLabel(label, { exact: true });
const submit = () => tab.page.getByRole('button', { name: 'SUBMIT' }).click();
const categories = () => tab.page.getByRole('group', { name: 'Categories' });
const tagChip = (tag: string) => tab.page.getByRole('button', { name: `Remove tag ${tag}`, exact: true });
const tagChips = () => tab.page.getByRole('button', { name: /^Remove tag / });
const colour = (locator: ReturnType<Page['locator']>) =>
  locator.evaluate((el) => el.ownerDocument.defaultView!.getComputedStyle(el).color);

async function topics(): Promise<{ id: number; slug: string; name: string }[]> {
  const { body } = await new ApiClient(suite.app.baseUrl).get('/api/topics');
  return body.topics;
}

/** The draft key the browser keeps for a logged-out visitor's post (the persisted drafts store). */
async function pendingDraftKey(): Promise<string | null> {
  const { origins } = await tab.page.context().storageState();
  const entry = origins.flatMap((origin) => origin.localStorage).find((item) => item.name === 'dc-drafts');
  return entry ? (JSON.parse(entry.value).state.pendingKey as string | null) : null;
}

/** The acknowledgement refusal: the warning toast, and the checkbox's label turns red. */
async function expectRefusedAcknowledgement(label: string, message: string): Promise<void> {
  const box = tab.page.getByRole('checkbox', { name: label });
  const labelText = tab.page.locator('label', { hasText: label });
  const normal = await colour(labelText);
  await submit();
  await waitForToast(tab.page, message);
  expect(await box.getAttribute('aria-invalid')).toBe('true');
  const beside = tab.page.locator('p', { hasText: message });
  await beside.waitFor();
  expect(await colour(labelText)).toBe(await colour(beside));
  expect(await colour(labelText)).not.toBe(normal);
}

describe('posting as a member', () => {
  it('asks a question: the 50-character title with its counter, tags, categories, the 18+ refusal, then the question page', async () => {
    const {
      email,
      user: { username },
    } = await member('asker');
    const [first, second] = await topics();
    await logInThroughForm(tab.page, email);

    await tab.page.getByRole('link', { name: /^Ask/ }).first().click();
    await tab.page.waitForURL((url) => url.pathname === '/ask');
    await tab.page.getByRole('heading', { name: 'Ask a Question', level: 1 }).waitFor();
    expect(await tab.page.title()).toBe('Ask a Question | Divorce Community');

    const title = field('Question Title');
    await tab.page.getByText('0/50', { exact: true }).waitFor();
    await title.fill('x'.repeat(60));
    expect(await title.inputValue()).toHaveLength(50);
    await tab.page.getByText('50/50', { exact: true }).waitFor();
    const question = uniqueTitle('How do I tell the kids?');
    await title.fill(question);
    await tab.page.getByText(`${question.length}/50`, { exact: true }).waitFor();
    await field('Question Details').fill('We separate next month.\nThey are 6 and 9.');

    // Tags: space, Enter and leaving the field each add one; "#" is dropped; repeats are ignored.
    const tags = field('Tags');
    expect(await tags.getAttribute('placeholder')).toBe('#example #divorce');
    await tags.pressSequentially('#custody ');
    await tagChip('custody').waitFor();
    expect(await tags.inputValue()).toBe('');
    await tags.pressSequentially('money');
    await tags.press('Enter');
    await tagChip('money').waitFor();
    await tags.fill('#Custody');
    await tags.press('Tab');
    await tags.pressSequentially('school');
    await field('Question Details').focus();
    await tagChip('school').waitFor();
    expect(await tagChips().count()).toBe(3);
    await tagChip('money').click();
    await tagChip('money').waitFor({ state: 'detached' });
    expect(await tagChips().allInnerTexts()).toEqual(['#custody', '#school']);

    // Categories: chips that toggle.
    const firstChip = categories().getByRole('button', { name: first!.name, exact: true });
    const secondChip = categories().getByRole('button', { name: second!.name, exact: true });
    await firstChip.click();
    expect(await firstChip.getAttribute('aria-pressed')).toBe('true');
    await secondChip.click();
    await secondChip.click();
    expect(await secondChip.getAttribute('aria-pressed')).toBe('false');

    await expectRefusedAcknowledgement('I am at least 18 years of age.', TEXT.adultRequired);
    expect(currentPath(tab.page)).toBe('/ask');
    expect(await title.inputValue()).toBe(question);

    await tab.page.getByRole('checkbox', { name: 'I am at least 18 years of age.' }).check();
    await submit();
    await waitForToast(tab.page, TEXT.questionSubmitted);
    const id = await landsOn('answers');
    await tab.page.getByRole('heading', { name: question, level: 1 }).waitFor();
    await tab.page.locator('main article header').getByText(username).waitFor();
    expect(await tab.page.getByRole('link', { name: 'custody', exact: true }).getAttribute('href')).toBe(
      '/search/custody',
    );
    const category = tab.page.getByRole('list', { name: 'Categories' }).getByRole('link');
    expect(await category.allInnerTexts()).toEqual([first!.name]);
    expect(await category.getAttribute('href')).toBe(`/topic/${first!.slug}`);
    await screenshot(tab.page, 'posting-question-page-1285');

    const { body } = await new ApiClient(suite.app.baseUrl).get(`/api/questions/${id}`);
    expect(body).toMatchObject({
      title: question,
      tags: ['custody', 'school'],
      categories: [first!.id],
      body: 'We separate next month.\nThey are 6 and 9.',
    });
  });

  it('adds an article with a shared link, showing the wait while it is sent', async () => {
    const { email } = await member('writer');
    await logInThroughForm(tab.page, email);
    await tab.page.goto('/new-article');
    await tab.page.getByRole('heading', { name: 'Add an Article', level: 1 }).waitFor();
    const title = uniqueTitle('Finding calm');
    await field('Article Title').fill(title);
    await field('Article Content').fill('Breathe first.\nThen decide.');
    await field('Share Article Link').fill('https://example.org/calm');

    // Hold the request a moment so the busy button and the wait toast can be seen.
    await tab.page.route('**/api/articles', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    });
    await submit();
    await tab.page.locator('button[type="submit"][aria-busy="true"]').waitFor();
    await waitForToast(tab.page, TEXT.pleaseWait);
    await waitForToast(tab.page, TEXT.articleSubmitted);
    await landsOn('articles');
    await tab.page.getByRole('heading', { name: title, level: 1 }).waitFor();
    await tab.page.getByRole('link', { name: /example\.org\/calm/ }).waitFor();
  });

  it('keeps a spam wave off Home and the lists; the queue shows it, and Stop clears one spammer’s items from it', async () => {
    const marker = uniqueTitle('Pills').replace(' ', '');
    const spammers = await Promise.all([1, 2, 3].map((n) => member(`wave${n}`)));
    for (const [n, spammer] of spammers.entries())
      for (const i of [1, 2]) {
        const links = [1, 2, 3].map((k) => `https://${marker}.example/${n}-${i}-${k}`).join(' ');
        const r = await spammer.api.post('/api/articles', {
          title: `${marker} deals ${n}-${i}`,
          body: `Cheap ${links}`,
          tags: [],
          categories: [],
        });
        expect(r.body).toMatchObject({ held: true });
      }
    for (const path of ['/', '/articles']) {
      await tab.page.goto(path);
      await tab.page.locator('main').waitFor();
      expect(await tab.page.getByText(marker, { exact: false }).count()).toBe(0);
    }

    const admin = await signUpAdministrator(suite.app);
    await logInThroughForm(tab.page, admin.email);
    await tab.page.goto('/admin/review');
    const rows = tab.page.getByRole('row').filter({ hasText: marker });
    await until(async () => (await rows.count()) === 6, 'the wave in the queue', 10_000);
    await screenshot(tab.page, 'review-queue-wave');
    const first = spammers[0]!.user.username;
    await rows
      .first()
      .getByRole('button', { name: `Stop ${first}` })
      .click();
    await tab.page
      .getByRole('dialog', { name: `Stop ${first}?` })
      .getByRole('button', { name: 'Stop member' })
      .click();
    await waitForToast(tab.page, `${first} is stopped: they can no longer post or reply, and their items are hidden.`);
    await until(async () => (await rows.count()) === 4, 'the stopped spammer’s items to leave the queue', 10_000);
  });

  it('holds a new member’s article with three links for review, and shows it once an administrator approves it', async () => {
    const { email } = await member('linker');
    const admin = await signUpAdministrator(suite.app);
    await logInThroughForm(tab.page, email);
    await tab.page.goto('/new-article');
    const title = uniqueTitle('Useful forms');
    await field('Article Title').fill(title);
    await field('Article Content').fill('https://forms.example/a\nhttps://forms.example/b\nhttps://forms.example/c');
    await submit();
    await waitForToast(tab.page, 'Thanks. A moderator will look at this before it shows.');
    await tab.page.waitForURL(/\/account#history$/);
    const waiting = tab.page
      .getByRole('list', { name: 'Held for review' })
      .getByRole('listitem')
      .filter({ hasText: title });
    await waiting.getByText('Waiting for review').waitFor();

    const reviewer = await newPage(suite.browser, suite.app.baseUrl);
    try {
      await logInThroughForm(reviewer, admin.email);
      await reviewer.goto('/admin/review');
      await reviewer.getByRole('heading', { name: 'Review Queue', level: 1 }).waitFor();
      const row = reviewer.getByRole('row').filter({ hasText: title });
      await row.getByText('Links from a new member: 3 (a new member may post 2).').waitFor();
      await row.getByRole('button', { name: `Approve ${title}` }).click();
      await waitForToast(reviewer, 'Approved. It now shows to everyone.');
    } finally {
      await reviewer.context().close();
    }
    await tab.page.goto('/articles');
    await tab.page.getByRole('link', { name: title }).first().waitFor();
  });

  it('adds a book, previewing the pasted bookstore link', async () => {
    const { email } = await member('reader');
    await logInThroughForm(tab.page, email);
    await tab.page.goto('/new-book');
    await tab.page.getByRole('heading', { name: 'Add a Book', level: 1 }).waitFor();
    const title = uniqueTitle('Crazy Time');
    await field('Book Title').fill(title);
    await field('Description or Story').fill('It helped me see the stages.');
    await field('Online Bookstore Link').fill(BOOK_LINK);

    const preview = tab.page.getByRole('region', { name: 'Preview' }).locator('iframe');
    await preview.waitFor({ state: 'attached' });
    expect(await preview.getAttribute('src')).toBe(BOOK_PREVIEW);
    expect([await preview.getAttribute('width'), await preview.getAttribute('height')]).toEqual(['336', '550']);

    await tab.page.getByRole('button', { name: 'Help with the bookstore link' }).click();
    await waitForToast(tab.page, TEXT.bookHelp);

    await submit();
    await waitForToast(tab.page, TEXT.bookSubmitted);
    await landsOn('books');
    await tab.page.getByRole('heading', { name: title, level: 1 }).waitFor();
    expect(await tab.page.locator('main article iframe').getAttribute('src')).toBe(BOOK_PREVIEW);
  });

  it('adds a book without a bookstore link: the spec asks for none', async () => {
    const { email } = await member('linkless');
    await logInThroughForm(tab.page, email);
    await tab.page.goto('/new-book');
    await tab.page.getByRole('heading', { name: 'Add a Book', level: 1 }).waitFor();
    const title = uniqueTitle('No link');
    await field('Book Title').fill(title);
    await field('Description or Story').fill('A friend lent it to me.');
    await submit();
    await waitForToast(tab.page, TEXT.bookSubmitted);
    await landsOn('books');
    await tab.page.getByRole('heading', { name: title, level: 1 }).waitFor();
    expect(await tab.page.locator('main article iframe').count()).toBe(0);
  });

  it('adds a video: a live player, ten seconds of help, the rights refusal, then the video page', async () => {
    const { email } = await member('filmer');
    // The page's own clock, moved on by the test where it waits on the toast's duration.
    await tab.page.clock.install();
    await logInThroughForm(tab.page, email);
    await tab.page.goto('/new-video');
    await tab.page.getByRole('heading', { name: 'Add a Video / Audio', level: 1 }).waitFor();
    const title = uniqueTitle('Talking to children');
    await field('Video / Audio Title').fill(title);
    await field('Description').fill('A short talk.');
    await field('Video or Audio Link').fill(VIDEO_LINK);
    const player = tab.page.getByRole('region', { name: 'Preview' }).locator('iframe');
    await player.waitFor({ state: 'attached' });
    expect(await player.getAttribute('src')).toBe(VIDEO_EMBED);
    expect([await player.getAttribute('width'), await player.getAttribute('height')]).toEqual(['560', '315']);

    await tab.page.getByRole('button', { name: 'Help with the video or audio link' }).click();
    await waitForToast(tab.page, TEXT.videoHelp);
    // Longer than the 5-second default: still there after 6.5 seconds.
    await tab.page.clock.runFor(6_500);
    expect(await toastTexts(tab.page)).toContain(TEXT.videoHelp);

    const rights =
      'I have the rights to post this video or audio on this site, and I assume all responsibility for it.';
    await expectRefusedAcknowledgement(rights, TEXT.rightsRequired);
    expect(currentPath(tab.page)).toBe('/new-video');

    await tab.page.getByRole('checkbox', { name: rights }).check();
    await submit();
    await waitForToast(tab.page, TEXT.videoSubmitted);
    await landsOn('videos');
    await tab.page.getByRole('heading', { name: title, level: 1 }).waitFor();
    expect(await tab.page.locator('main article iframe').getAttribute('src')).toBe(VIDEO_EMBED);
  });
});

describe('a tag longer than the rule', () => {
  const tagTooLong = 'Please keep each tag to 40 characters or fewer.';

  it('is told beside the tags and in a toast, and nothing is posted without it', async () => {
    await tab.page.setViewportSize({ width: 1000, height: 900 });
    const writer = await member('writer');
    await logInThroughForm(tab.page, writer.email);
    await tab.page.goto('/new-article');
    const title = uniqueTitle('Long tag');
    await field('Article Title').fill(title);
    await field('Article Content').fill('Some words.');
    await field('Tags').fill('t'.repeat(100));
    // Back in the title, Enter sends the form: the typed tag goes with it, under the same rule.
    await field('Article Title').press('Enter');
    await waitForToast(tab.page, tagTooLong);
    await tab.page.locator('p', { hasText: tagTooLong }).waitFor();
    expect(await field('Tags').getAttribute('aria-invalid')).toBe('true');
    // The typed text stays to shorten, and the form is still here: nothing was posted.
    expect(await field('Tags').inputValue()).toBe('t'.repeat(100));
    expect(new URL(tab.page.url()).pathname).toBe('/new-article');
    expect(JSON.stringify((await writer.api.get('/api/articles')).body)).not.toContain(title);
  });
});

describe('a form left before it is sent', () => {
  const leaveUnsent =
    'What you wrote here has not been sent yet. Leave this page anyway? It will still be here if you come back during this visit.';

  it('keeps the question through a reload, asks before another page opens, and forgets it once posted', async () => {
    await tab.page.setViewportSize({ width: 1400, height: 900 });
    const asker = await member('asker');
    await logInThroughForm(tab.page, asker.email);
    await tab.page.goto('/ask');
    const question = uniqueTitle('Kept through a reload?');
    await field('Question Title').click();
    await field('Question Title').pressSequentially(question);
    await field('Question Details').fill('Half of what I meant to ask.');

    const asked: string[] = [];
    let answer: 'accept' | 'dismiss' = 'accept';
    tab.page.on('dialog', (dialog) => {
      asked.push(`${dialog.type()}: ${dialog.message()}`);
      void (answer === 'accept' ? dialog.accept() : dialog.dismiss());
    });
    await tab.page.reload();
    await tab.page.getByRole('heading', { name: 'Ask a Question', level: 1 }).waitFor();
    await until(async () => (await field('Question Title').inputValue()) === question, 'the kept title');
    expect(await field('Question Details').inputValue()).toBe('Half of what I meant to ask.');
    expect(asked.some((text) => text.startsWith('beforeunload'))).toBe(true);

    // Another page of the site: asked calmly first; staying keeps the form as it is.
    answer = 'dismiss';
    await tab.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Account' }).click();
    await until(async () => asked.includes(`confirm: ${leaveUnsent}`), 'the question before leaving');
    expect(new URL(tab.page.url()).pathname).toBe('/ask');
    expect(await field('Question Title').inputValue()).toBe(question);
    answer = 'accept';
    await tab.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Account' }).click();
    await tab.page.waitForURL((url) => url.pathname === '/account');
    await tab.page.goBack();
    await until(async () => (await field('Question Title').inputValue()) === question, 'the title, still kept');

    await tab.page.getByRole('checkbox', { name: 'I am at least 18 years of age.' }).check();
    await submit();
    await landsOn('answers');
    expect(await tab.page.evaluate('JSON.stringify(sessionStorage)')).not.toContain(question);
    await tab.page.goto('/ask');
    expect(await field('Question Title').inputValue()).toBe('');
  });
});

describe('posting while logged out', () => {
  it('keeps the question, signs the visitor up, then posts it as the new member', async () => {
    await tab.page.goto('/ask');
    const question = uniqueTitle('Is mediation right?');
    await field('Question Title').fill(question);
    await field('Question Details').fill('We still talk to each other.');
    await field('Tags').fill('#mediation');
    await tab.page.getByRole('checkbox', { name: 'I am at least 18 years of age.' }).check();
    await submit();

    const dialog = tab.page.getByRole('dialog', { name: TEXT.questionPrompt });
    await dialog.waitFor();
    await dialog.getByText(TEXT.questionPromptBody, { exact: true }).waitFor();
    expect(await pendingDraftKey()).toMatch(/^[A-Za-z0-9_-]{22,64}$/);
    await dialog.getByRole('link', { name: 'SIGNUP' }).click();
    await tab.page.waitForURL((url) => url.pathname === '/signup');

    await tab.page.getByLabel('Email', { exact: true }).fill(uniqueEmail('joiner'));
    await tab.page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await tab.page.getByRole('checkbox', { name: 'I am at least 18 years old.' }).check();
    await tab.page.getByRole('button', { name: 'Sign Up' }).click();
    await waitForToast(tab.page, TEXT.accountCreated);
    await waitForToast(tab.page, TEXT.retrieved);
    await landsOn('answers');
    await tab.page.getByRole('heading', { name: question, level: 1 }).waitFor();

    const session = (await tab.page.evaluate(() => fetch('/api/session').then((r) => r.json()))) as {
      user: { username: string };
    };
    await tab.page.locator('main article header').getByText(session.user.username, { exact: true }).waitFor();
    await tab.page.getByRole('link', { name: 'mediation', exact: true }).waitFor();
    // The key is spent: a later login posts nothing twice.
    expect(await pendingDraftKey()).toBeNull();
  });

  it('keeps the article, then posts it once the visitor logs in', async () => {
    const {
      email,
      user: { username },
    } = await member('returning');
    await tab.page.goto('/new-article');
    const title = uniqueTitle('What I wish I knew');
    await field('Article Title').fill(title);
    await field('Article Content').fill('Keep copies of everything.');
    await submit();

    const dialog = tab.page.getByRole('dialog', { name: TEXT.articlePrompt });
    await dialog.getByText(TEXT.articlePromptBody, { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'LOGIN' }).click();
    await tab.page.waitForURL((url) => url.pathname === '/login');
    await fillLoginForm(tab.page, email);
    await waitForToast(tab.page, TEXT.retrieved);
    await landsOn('articles');
    await tab.page.getByRole('heading', { name: title, level: 1 }).waitFor();
    await tab.page.locator('main article header').getByText(username, { exact: true }).waitFor();
  });

  it('says so when the kept draft has expired, and logs in as usual', async () => {
    const { email } = await member('late');
    await tab.page.goto('/login');
    // A key the server never gave out, as an expired one reads.
    const stale = JSON.stringify({ state: { pendingKey: 'A'.repeat(32) }, version: 0 });
    await tab.page.evaluate(
      (value) => (globalThis as unknown as BrowserWindow).localStorage.setItem('dc-drafts', value),
      stale,
    );
    await tab.page.reload();
    await fillLoginForm(tab.page, email);
    await waitForToast(tab.page, TEXT.draftNotFound);
    await tab.page.waitForURL((url) => url.pathname === '/home');
    expect(await pendingDraftKey()).toBeNull();
  });
});

describe('looks', () => {
  it('shows every form calmly on a phone and a wide screen', async () => {
    const { email } = await member('looker');
    await logInThroughForm(tab.page, email);
    for (const width of [375, 1440]) {
      await tab.page.setViewportSize({ width, height: 900 });
      for (const path of ['/ask', '/new-article', '/new-book', '/new-video']) {
        await tab.page.goto(path);
        await categories().locator('button[aria-pressed]').first().waitFor();
        if (path === '/new-book') await field('Online Bookstore Link').fill(BOOK_LINK);
        if (path === '/new-video') await field('Video or Audio Link').fill(VIDEO_LINK);
        if (path === '/new-article') {
          await field('Article Content').fill(
            'What helped **me**:\n\n1. Sleep\n2. [A guide](https://example.org)\n\n> One day at a time.',
          );
          await tab.page.getByRole('region', { name: 'Preview of your post' }).locator('blockquote').waitFor();
        }
        if (path === '/ask') {
          await field('Tags').fill('#custody #school ');
          await categories().locator('button[aria-pressed]').first().click();
        }
        await screenshot(tab.page, `posting${path.replace('/', '-')}-${width}`, { settleMs: 500 });
      }
    }
  });

  it('shows the login prompt on a phone', async () => {
    await tab.page.setViewportSize({ width: 375, height: 800 });
    await tab.page.goto('/new-book');
    await field('Book Title').fill(uniqueTitle('Prompted'));
    await field('Online Bookstore Link').fill(BOOK_LINK);
    await submit();
    await tab.page.getByRole('dialog', { name: 'Please signup or login before we post your book.' }).waitFor();
    await screenshot(tab.page, 'posting-prompt-375');
  });
});
