import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { systemContext } from '../../src/commands/command-context';
import { changeRole } from '../../src/commands/users/users.decider';
import { CommandRunner } from '../../src/writes/command-runner';
import { sql } from 'kysely';
import type { SqlDatabase } from '../../src/infra/sql/database';
import { SQL_DATABASE } from '../../src/infra/tokens';
import type { ReadModel } from '../../src/projections/read-model';
import { ApiClient } from '../support/api-client';
import { currentPath, newPage, screenshot, waitForToast } from '../support/browser';
import {
  fillLoginForm,
  logInThroughForm,
  postThroughApi,
  signUpMember,
  type SignedUpMember,
  uniqueTitle,
} from '../support/e2e-members';
import {
  expectAbove,
  expectInReadingOrderWithoutOverlap,
  expectNoSidewaysScroll,
  expectWithinScreenWidth,
} from '../support/layout';
import { until } from '../support/until';
import { useAppAndBrowser, usePagePerTest } from '../support/e2e-suite';

// The spec's texts, word for word (sections 2, 5 and 8).
const TEXT = {
  searchResultsFor: 'Search results for',
  noResults: '0 results',
  nothingHere: 'Looks like there is nothing here yet.',
  topicAdded: 'Successfully added Topic.',
  suggestionRemoved: 'Successfully removed Topic suggestion.',
  loginRequired: 'Please log in before viewing',
  notFound: 'Whoops!',
};
// The topics contract's refusals (src/contracts/topics.ts).
const SLUG_TAKEN = 'A topic with this slug exists already. Please choose another slug.';
const SLUG_INVALID = 'Please use only lowercase letters, digits and hyphens in the slug.';

const TOPIC_TABS = ['Questions and Answers', 'Articles', 'Videos and Audio', 'Books', 'External Links', 'Experts'];
const SEARCH_TABS = ['Articles', 'Questions and Answers', 'Videos and Audio', 'Books'];

const suite = useAppAndBrowser();
const tab = usePagePerTest(suite);

interface Topic {
  id: number;
  slug: string;
  name: string;
}

const member = (kind: string) => signUpMember(suite.app.baseUrl, kind);
const onPath = (page: Page, path: string) => page.waitForURL((url) => url.pathname === path);
const cards = (page: Page) => page.locator('main article');
const card = (page: Page, title: string) =>
  cards(page).filter({ has: page.getByRole('heading', { name: title, exact: true }) });
const tabNamed = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name}\\b`) });

/** A made-up word of letters only, so that a search for it finds just this test's items. */
const uniqueWord = (stem: string) =>
  stem + Array.from(randomBytes(6), (b) => String.fromCharCode(97 + (b % 26))).join('');

async function topics(): Promise<Topic[]> {
  const { body } = await new ApiClient(suite.app.baseUrl).get('/api/topics');
  return body.topics;
}

async function topicNamed(name: string): Promise<Topic> {
  const topic = (await topics()).find((t) => t.name === name);
  if (!topic) throw new Error(`no topic named ${name}`);
  return topic;
}

/** The count badge a tab shows, read from its accessible name ("Articles, 3"). */
async function tabCount(page: Page, name: string): Promise<number> {
  const text = (await tabNamed(page, name).innerText()).replace(/\s+/g, ' ');
  const match = /(\d+)\s*$/.exec(text);
  if (!match) throw new Error(`tab ${name} shows no count: ${text}`);
  return Number(match[1]);
}

/** A member made an administrator, once the session knows the role (the read model catches up). */
async function administrator(): Promise<SignedUpMember> {
  const admin = await member('admin');
  await suite.app.app
    .get(CommandRunner)
    .run(changeRole, { uid: admin.user.uid, role: 'Administrator' }, systemContext('e2e'));
  for (let tries = 0; (await admin.api.get('/api/admin/topic-suggestions')).status !== 200; tries++) {
    if (tries > 100) throw new Error('the administrator role never arrived');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return admin;
}

/** A second browser page, logged in as the administrator; the caller closes its context. */
async function adminPage(admin: SignedUpMember): Promise<Page> {
  const page = await newPage(suite.browser, suite.app.baseUrl);
  await logInThroughForm(page, admin.email);
  return page;
}

describe('search', () => {
  it('searches from the header: Enter opens the results with a tab and count per kind', async () => {
    const { api } = await member('searcher');
    const word = uniqueWord('marmot');
    const articles = [uniqueTitle(`Keeping ${word} routines`), uniqueTitle(`Why ${word} matters`)];
    for (const title of articles) await postThroughApi(api, 'articles', title);
    const question = uniqueTitle(`Is ${word} normal?`);
    await postThroughApi(api, 'questions', question, { acknowledged: true });

    await tab.page.goto('/');
    const toggle = tab.page.getByRole('button', { name: 'Search', exact: true });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const field = tab.page.getByRole('searchbox', { name: 'Search the site' });

    // Empty text does nothing: no navigation, and the focus stays in the field.
    await field.fill('   ');
    await field.press('Enter');
    await tab.page.waitForTimeout(200);
    expect(currentPath(tab.page)).toBe('/');
    expect(await field.evaluate((el) => el === el.ownerDocument.activeElement)).toBe(true);

    await field.fill(word);
    await field.press('Enter');
    await onPath(tab.page, `/search/${word}`);
    await tab.page.getByRole('heading', { level: 1, name: `${TEXT.searchResultsFor} ${word}` }).waitFor();
    expect(await tab.page.title()).toBe(`Search results for ${word} | Divorce Community`);
    const tabList = tab.page.getByRole('tablist');
    await tabList.waitFor();
    expect((await tab.page.getByRole('tab').allInnerTexts()).map((t) => t.replace(/[\s,]*\d+\s*$/, '').trim())).toEqual(
      SEARCH_TABS,
    );
    expect(await tabCount(tab.page, 'Articles')).toBe(2);
    expect(await tabCount(tab.page, 'Questions and Answers')).toBe(1);
    expect(await tabCount(tab.page, 'Videos and Audio')).toBe(0);
    expect(await tabCount(tab.page, 'Books')).toBe(0);

    // Articles first; each row is a list row with the matched word marked in its snippet.
    expect(await tabNamed(tab.page, 'Articles').getAttribute('aria-selected')).toBe('true');
    for (const title of articles) await card(tab.page, title).waitFor();
    expect(await cards(tab.page).count()).toBe(2);
    const marked = await card(tab.page, articles[0]!).locator('mark').allInnerTexts();
    expect(marked.map((m) => m.toLowerCase())).toContain(word);
    await card(tab.page, articles[0]!).getByText('0 comments', { exact: true }).waitFor();
    await screenshot(tab.page, 'search-results-1285');

    await tabNamed(tab.page, 'Questions and Answers').click();
    await tab.page.waitForURL((url) => url.search === '?kind=qnas');
    await card(tab.page, question).waitFor();
    await card(tab.page, question).getByText('0 answers', { exact: true }).waitFor();
    // The keyboard moves along the tabs; Enter opens the one with the focus.
    await tabNamed(tab.page, 'Questions and Answers').press('ArrowRight');
    // The results of the tab just opened may still be arriving: the focus is waited for, not sampled once.
    const videos = tabNamed(tab.page, 'Videos and Audio');
    await until(
      () => videos.evaluate((el) => el === el.ownerDocument.activeElement),
      'the focus on the Videos and Audio tab',
      5_000,
    );
    await tabNamed(tab.page, 'Videos and Audio').press('Enter');
    await tab.page.waitForURL((url) => url.search === '?kind=videos');
    await tab.page.getByText(TEXT.noResults, { exact: true }).waitFor();

    await tab.page.goBack();
    await card(tab.page, question).waitFor();

    // A result opens its page, with the breadcrumb leading back to the results.
    await card(tab.page, question).getByRole('link', { name: question }).click();
    await tab.page.waitForURL((url) => url.pathname.startsWith('/answers/'));
    const crumb = tab.page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: `Search results for ${word}` });
    expect(await crumb.getAttribute('href')).toBe(`/search/${word}?kind=qnas`);
  });

  it('pages each tab on its own, keeping the page in the address', async () => {
    const { api } = await member('pager');
    const word = uniqueWord('heron');
    for (let i = 1; i <= 8; i++) await postThroughApi(api, 'articles', `Article ${i} about ${word}`);

    await tab.page.goto(`/search/${word}`);
    const pager = tab.page.getByRole('navigation', { name: 'Pages' });
    await pager.waitFor();
    expect(await tabCount(tab.page, 'Articles')).toBe(8);
    expect(await cards(tab.page).count()).toBe(6);
    await pager.getByRole('button', { name: 'Page 2' }).click();
    await tab.page.waitForURL((url) => url.search === '?kind=articles&page=2');
    await pager.locator('[aria-current="page"]', { hasText: '2' }).waitFor();
    expect(await cards(tab.page).count()).toBe(2);
    await tab.page.goBack();
    await tab.page.waitForURL((url) => url.search === '');
    await pager.locator('[aria-current="page"]', { hasText: '1' }).waitFor();
    expect(await cards(tab.page).count()).toBe(6);

    // Beyond 1,000 matches a tab shows "1,000+": 1,001 books written straight into the search
    // tables, as the projection would (no page of them is opened, so no post rows are needed).
    const many = uniqueWord('egret');
    await sql`
      with seeded as (
        insert into search (kind, id, posted_at, document)
        select 'books', 2000000000 - g, now(), to_tsvector('english'::regconfig, ${many})
        from generate_series(1, 1001) as g
        returning document
      )
      insert into search_lexemes (lexeme, kind, documents)
      select (tsvector_to_array(to_tsvector('english'::regconfig, ${many})))[1], 'books', count(*)::int from seeded`.execute(
      suite.app.app.get<SqlDatabase<ReadModel>>(SQL_DATABASE).db,
    );
    await tab.page.goto(`/search/${many}`);
    await tabNamed(tab.page, 'Books')
      .filter({ hasText: /1,000\+\s*$/ })
      .waitFor();
    expect(await tabCount(tab.page, 'Articles')).toBe(0);
  });

  it('finds a custody article from the misspelling "custdy"', async () => {
    const { api } = await member('speller');
    const title = uniqueTitle('Sharing custody over the holidays');
    await postThroughApi(api, 'articles', title);

    await tab.page.goto('/search/custdy');
    await tab.page.getByRole('heading', { level: 1, name: `${TEXT.searchResultsFor} custdy` }).waitFor();
    await card(tab.page, title).waitFor();
    expect(await tabCount(tab.page, 'Articles')).toBeGreaterThanOrEqual(1);
  });

  it('says "0 results" when nothing matches, and offers to browse', async () => {
    await tab.page.goto(`/search/${uniqueWord('zzqx')}`);
    await tab.page.getByText(TEXT.noResults, { exact: true }).waitFor();
    expect(await tab.page.getByRole('tablist').count()).toBe(0);
    expect(await tab.page.getByRole('link', { name: 'Browse Topics' }).getAttribute('href')).toBe('/browse');
  });

  it('shows the results that hold some of the words when none holds them all, and says so', async () => {
    const { api } = await member('some-words');
    const [children, custody] = [uniqueWord('kids'), uniqueWord('custody')];
    const [first, second] = [uniqueTitle(`${children} first`), uniqueTitle(`${custody} schedule`)];
    await postThroughApi(api, 'articles', first);
    await postThroughApi(api, 'articles', second);
    await postThroughApi(api, 'questions', uniqueTitle(`${children} at school`), { acknowledged: true });

    for (const width of [1400, 390]) {
      await tab.page.setViewportSize({ width, height: 900 });
      await tab.page.goto(`/search/${children} ${custody}`);
      await tab.page
        .getByText('No results contain all of your words. Showing results for some of them.', { exact: true })
        .waitFor();
      await card(tab.page, first).waitFor();
      await card(tab.page, second).waitFor();
      expect(await tabCount(tab.page, 'Articles')).toBe(2);
      expect(await tabCount(tab.page, 'Questions')).toBe(1);
      expect(await tab.page.getByText(TEXT.noResults, { exact: true }).count()).toBe(0);
      await screenshot(tab.page, `search-some-words-${width}`);
    }
  });

  it('shows no related topics above "0 results"', async () => {
    await tab.page.goto(`/search/"custody ${uniqueWord('zzqx')}"`);
    await tab.page.getByText(TEXT.noResults, { exact: true }).waitFor();
    await screenshot(tab.page, 'search-no-topics');
    expect(await tab.page.getByText('Related topics').count()).toBe(0);
  });

  it('opens the search results for a tag chip on a post', async () => {
    const { api } = await member('tagger');
    const tag = uniqueWord('calm');
    const title = uniqueTitle('Breathing through the first week');
    const id = await postThroughApi(api, 'articles', title, { tags: [tag] });

    await tab.page.goto(`/articles/${id}`);
    await tab.page.getByRole('list', { name: 'Tags' }).getByRole('link', { name: tag, exact: true }).click();
    await onPath(tab.page, `/search/${tag}`);
    await tab.page.getByRole('heading', { level: 1, name: `${TEXT.searchResultsFor} ${tag}` }).waitFor();
    await card(tab.page, title).waitFor();
  });

  it('shows the search field with a prompt on /search alone', async () => {
    await tab.page.goto('/search');
    await tab.page.getByRole('heading', { level: 1, name: 'Search' }).waitFor();
    const field = tab.page.locator('main').getByRole('searchbox', { name: 'Search the site' });
    await tab.page.getByText('Please type something to search for.').waitFor();
    await field.press('Enter');
    await tab.page.waitForTimeout(200);
    expect(currentPath(tab.page)).toBe('/search');
    await field.fill('co-parenting plans');
    await field.press('Enter');
    await onPath(tab.page, '/search/co-parenting%20plans');
    await tab.page.getByRole('heading', { level: 1, name: `${TEXT.searchResultsFor} co-parenting plans` }).waitFor();
  });
});

describe('browse and topic pages', () => {
  it('browses to a topic and switches its tabs, each with its count', async () => {
    const children = await topicNamed('Children');
    const families = await topicNamed('Families');
    const { api } = await member('parent');
    const article = uniqueTitle('Telling the kids together');
    const linked = uniqueTitle('A good read on school changes');
    const question = uniqueTitle('When do kids adjust?');
    await postThroughApi(api, 'articles', article, { categories: [children.id] });
    await postThroughApi(api, 'articles', linked, {
      categories: [children.id, families.id],
      media: 'https://example.org/school',
    });
    await postThroughApi(api, 'questions', question, { categories: [children.id], acknowledged: true });
    const { body: overview } = await new ApiClient(suite.app.baseUrl).get(`/api/topics/${children.slug}`);

    await tab.page.goto('/browse');
    const grid = tab.page.locator('main ul').filter({ has: tab.page.getByRole('link', { name: 'Children' }) });
    await grid.waitFor();
    expect(await tab.page.title()).toBe('Browse Topics | Divorce Community');
    const names = await grid.getByRole('link').allInnerTexts();
    expect(names.map((n) => n.trim())).toEqual(
      [...names.map((n) => n.trim())].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })),
    );
    expect(names.length).toBe((await topics()).length);
    await screenshot(tab.page, 'browse-1285');

    await grid.getByRole('link', { name: 'Children', exact: true }).click();
    await onPath(tab.page, `/topic/${children.slug}`);
    await tab.page.getByRole('heading', { level: 1, name: 'Children' }).waitFor();
    expect(await tab.page.title()).toBe('Children | Divorce Community');
    const crumbs = tab.page.getByRole('navigation', { name: 'Breadcrumb' });
    expect((await crumbs.innerText()).replace(/\s+/g, ' ').trim()).toBe('Home Browse Children');

    await tab.page.getByRole('tablist').waitFor();
    const labels = (await tab.page.getByRole('tab').allInnerTexts()).map((t) => t.replace(/[\s,]*\d+\s*$/, '').trim());
    expect(labels).toEqual(TOPIC_TABS);
    const keys = ['qnas', 'articles', 'videos', 'books', 'links', 'experts'];
    for (const [index, label] of TOPIC_TABS.entries())
      expect(await tabCount(tab.page, label)).toBe(overview.counts[keys[index]!]);
    expect(await tabCount(tab.page, 'Articles')).toBeGreaterThanOrEqual(2);

    // It opens on the first tab with something in it: the questions here.
    expect(await tabNamed(tab.page, 'Questions and Answers').getAttribute('aria-selected')).toBe('true');
    await card(tab.page, question).waitFor();

    await tabNamed(tab.page, 'Articles').click();
    await tab.page.waitForURL((url) => url.search === '?tab=articles');
    // Newest first: the last one posted leads.
    await card(tab.page, linked).waitFor();
    const titles = await cards(tab.page).getByRole('heading').allInnerTexts();
    expect(titles.indexOf(linked)).toBeLessThan(titles.indexOf(article));

    await tabNamed(tab.page, 'External Links').click();
    await tab.page.waitForURL((url) => url.search === '?tab=links');
    await card(tab.page, linked).waitFor();
    expect(await card(tab.page, article).count()).toBe(0);
    await screenshot(tab.page, 'topic-1285');

    await tabNamed(tab.page, 'Experts').click();
    await tab.page.waitForURL((url) => url.search === '?tab=experts');
    if (overview.counts.experts === 0) {
      await tab.page.getByText(TEXT.nothingHere, { exact: true }).waitFor();
      expect(await tab.page.getByRole('link', { name: 'Register as an Expert' }).getAttribute('href')).toBe(
        '/expert-signup',
      );
    }

    // Back and forward walk the tabs.
    await tab.page.goBack();
    await tab.page.waitForURL((url) => url.search === '?tab=links');
    expect(await tabNamed(tab.page, 'External Links').getAttribute('aria-selected')).toBe('true');

    // Related categories (those its items also carry) link to their topic pages.
    const related = tab.page.getByRole('region', { name: 'Related categories' }).getByRole('link');
    expect(await related.filter({ hasText: 'Families' }).getAttribute('href')).toBe(`/topic/${families.slug}`);
    for (const href of await related.evaluateAll((links) => links.map((a) => a.getAttribute('href'))))
      expect(href).toMatch(/^\/topic\/[a-z0-9-]+$/);

    // A post opened from the topic leads back to it through the breadcrumb.
    await card(tab.page, linked).getByRole('link', { name: linked }).click();
    await tab.page.waitForURL((url) => url.pathname.startsWith('/articles/'));
    const back = tab.page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Children' });
    expect(await back.getAttribute('href')).toBe(`/topic/${children.slug}?tab=links`);
    expect(
      await tab.page
        .getByRole('list', { name: 'Categories' })
        .getByRole('link', { name: 'Children' })
        .getAttribute('href'),
    ).toBe(`/topic/${children.slug}`);
  });

  it('pages a topic tab 6 at a time, with the page in the address', async () => {
    const pets = await topicNamed('Pets');
    const { api } = await member('petowner');
    const { body: before } = await new ApiClient(suite.app.baseUrl).get(`/api/topics/${pets.slug}`);
    for (let i = before.counts.articles; i < 8; i++)
      await postThroughApi(api, 'articles', uniqueTitle(`Who keeps the dog ${i}`), { categories: [pets.id] });

    await tab.page.goto(`/topic/${pets.slug}?tab=articles`);
    const pager = tab.page.getByRole('navigation', { name: 'Pages' });
    await pager.waitFor();
    expect(await cards(tab.page).count()).toBe(6);
    await pager.getByRole('button', { name: 'Next page' }).click();
    await tab.page.waitForURL((url) => url.search === '?tab=articles&page=2');
    await pager.locator('[aria-current="page"]', { hasText: '2' }).waitFor();
    await tab.page.reload();
    await pager.locator('[aria-current="page"]', { hasText: '2' }).waitFor();
    await tab.page.goBack();
    await tab.page.waitForURL((url) => url.search === '?tab=articles');
    await pager.locator('[aria-current="page"]', { hasText: '1' }).waitFor();
  });

  it('shows only icons on the tabs below 405 px, text labels above', async () => {
    const children = await topicNamed('Children');
    const labelWidth = async () =>
      tabNamed(tab.page, 'Articles')
        .getByText('Articles', { exact: true })
        .evaluate((el) => el.getBoundingClientRect().width);

    await tab.page.setViewportSize({ width: 375, height: 800 });
    await tab.page.goto(`/topic/${children.slug}`);
    await tab.page.getByRole('tablist').waitFor();
    for (const label of TOPIC_TABS) {
      // The label is the tab's accessible name, without showing.
      const trigger = tabNamed(tab.page, label);
      expect(await trigger.locator('svg').count()).toBe(1);
      expect(
        await trigger.getByText(label, { exact: true }).evaluate((el) => el.getBoundingClientRect().width),
      ).toBeLessThanOrEqual(1);
    }
    // All six fit on the screen without scrolling sideways.
    expect(await tab.page.getByRole('tablist').evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await cards(tab.page).first().waitFor();
    await screenshot(tab.page, 'topic-375');

    for (const width of [600, 800]) {
      await tab.page.setViewportSize({ width, height: 900 });
      expect(await labelWidth()).toBeGreaterThan(20);
      await screenshot(tab.page, `topic-${width}`);
    }

    await tab.page.setViewportSize({ width: 375, height: 800 });
    await tab.page.goto('/browse');
    await tab.page.getByRole('link', { name: 'Children', exact: true }).waitFor();
    await screenshot(tab.page, 'browse-375');
  });

  it('sends an unknown topic to /404 and /topic alone to Browse', async () => {
    await tab.page.goto('/topic/no-such-topic-here');
    await onPath(tab.page, '/404');
    await tab.page.getByRole('heading', { name: TEXT.notFound }).waitFor();
    await tab.page.goto('/topic');
    await onPath(tab.page, '/browse');
  });

  it('lists the latest items of every kind on /results, each row with its kind', async () => {
    const { api } = await member('mixer');
    const video = uniqueTitle('Starting over, a talk');
    await postThroughApi(api, 'videos', video, { media: 'dQw4w9WgXcQ', acknowledged: true });
    const book = uniqueTitle('A book for the long nights');
    await postThroughApi(api, 'books', book, { media: '0143127748' });

    await tab.page.goto('/results');
    await tab.page.getByRole('heading', { level: 1, name: 'Latest Posts' }).waitFor();
    await card(tab.page, book).getByText('Book', { exact: true }).waitFor();
    await card(tab.page, video).getByText('Video / Audio', { exact: true }).waitFor();
    const titles = await cards(tab.page).getByRole('heading').allInnerTexts();
    expect(titles.indexOf(book)).toBeLessThan(titles.indexOf(video));
    expect(await cards(tab.page).count()).toBeLessThanOrEqual(6);
  });
});

describe('suggested categories', () => {
  it('files a suggestion while posting; an administrator approves it and the post appears under the new topic', async () => {
    const poster = await member('suggester');
    const suggestion = `Co-Parenting Apps ${uniqueWord('')}`;
    const slug = suggestion.toLowerCase().replace(/\s+/g, '-');
    const title = uniqueTitle('Apps that keep the peace');

    await logInThroughForm(tab.page, poster.email);
    await tab.page.goto('/new-article');
    await tab.page.getByLabel('Article Title', { exact: true }).fill(title);
    await tab.page.getByLabel('Article Content', { exact: true }).fill('Shared calendars helped us most.');
    const suggest = tab.page.getByLabel('Suggest a category', { exact: true });
    await tab.page.getByText("Can't find a fitting category? Suggest one.", { exact: false }).waitFor();
    expect(await suggest.getAttribute('maxlength')).toBe('40');
    await suggest.fill(suggestion);
    await tab.page.getByText(`${suggestion.length}/40`, { exact: true }).waitFor();
    await tab.page.getByRole('button', { name: 'SUBMIT' }).click();
    await tab.page.waitForURL((url) => /^\/articles\/\d+$/.test(url.pathname));
    const articlePath = new URL(tab.page.url()).pathname;

    const admin = await administrator();
    const page = await adminPage(admin);
    try {
      await page.goto('/admin-topics');
      await page.getByRole('heading', { level: 1, name: 'Suggested Categories' }).waitFor();
      const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: suggestion, exact: true }) });
      await row.waitFor();
      await row.getByRole('cell', { name: String(poster.user.uid), exact: true }).waitFor();
      expect((await row.locator('time').innerText()).trim()).toMatch(
        /^\d{1,2}\/\d{1,2}\/\d{4} @ \d{1,2}:\d{2} (AM|PM)$/,
      );
      expect(await row.getByRole('link', { name: articlePath }).getAttribute('href')).toBe(articlePath);
      await screenshot(page, 'admin-topics-1285');

      await row.getByRole('button', { name: `Approve ${suggestion}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Approve suggested category' });
      await dialog.waitFor();
      const slugField = dialog.getByLabel('Slug', { exact: true });
      expect(await slugField.inputValue()).toBe(slug);
      expect(await slugField.evaluate((el) => el === el.ownerDocument.activeElement)).toBe(true);
      await screenshot(page, 'admin-topics-approve-1285');

      // A slug in use is refused: the dialog stays, with the message beside the field and in a toast.
      const children = await topicNamed('Children');
      await slugField.fill(children.slug);
      await dialog.getByRole('button', { name: 'Approve' }).click();
      await waitForToast(page, SLUG_TAKEN);
      await dialog.getByText(SLUG_TAKEN).waitFor();
      expect(await slugField.getAttribute('aria-invalid')).toBe('true');

      await slugField.fill('Not a Slug!');
      await slugField.press('Enter');
      await waitForToast(page, SLUG_INVALID);
      expect(await dialog.isVisible()).toBe(true);

      await slugField.fill(slug);
      await slugField.press('Enter');
      await waitForToast(page, TEXT.topicAdded);
      await dialog.waitFor({ state: 'detached' });
      await row.waitFor({ state: 'detached' });

      // The new topic is in Browse, and the suggesting article is under it.
      await page
        .getByRole('link', { name: /^Browse/ })
        .first()
        .click();
      await page.getByRole('link', { name: suggestion, exact: true }).click();
      await onPath(page, `/topic/${slug}`);
      await page.getByRole('heading', { level: 1, name: suggestion }).waitFor();
      expect(await tabCount(page, 'Articles')).toBe(1);
      await card(page, title).waitFor();
    } finally {
      await page.context().close();
    }
  });

  it('keeps the suggested category with a logged-out draft, and files it once the visitor logs in', async () => {
    const { email, user } = await member('drafter');
    const suggestion = `Moving Abroad ${uniqueWord('')}`;
    const title = uniqueTitle('Starting again somewhere new');

    await tab.page.goto('/new-article');
    await tab.page.getByLabel('Article Title', { exact: true }).fill(title);
    await tab.page.getByLabel('Article Content', { exact: true }).fill('We moved back to my home country.');
    await tab.page.getByLabel('Suggest a category', { exact: true }).fill(`  ${suggestion} `);
    const draftSent = tab.page.waitForRequest(
      (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/drafts',
    );
    await tab.page.getByRole('button', { name: 'SUBMIT' }).click();
    expect((await draftSent).postDataJSON()).toMatchObject({ kind: 'articles', title, suggestedTopic: suggestion });

    const dialog = tab.page.getByRole('dialog', { name: 'Please signup or login before we post your article.' });
    await dialog.getByRole('button', { name: 'LOGIN' }).click();
    await onPath(tab.page, '/login');
    await fillLoginForm(tab.page, email);
    await waitForToast(tab.page, 'Content successfully retrieved.');
    await tab.page.waitForURL((url) => /^\/articles\/\d+$/.test(url.pathname));
    const articlePath = new URL(tab.page.url()).pathname;

    const admin = await administrator();
    const { body } = await admin.api.get('/api/admin/topic-suggestions');
    expect(body.suggestions).toContainEqual(
      expect.objectContaining({ topic: suggestion, suggestedBy: user.uid, path: articlePath }),
    );
  });

  it('denies a suggestion, which leaves the table for good', async () => {
    const poster = await member('denied');
    const suggestion = `Ex Drama ${uniqueWord('')}`;
    await postThroughApi(poster.api, 'questions', uniqueTitle('Is this normal?'), {
      acknowledged: true,
      suggestedTopic: suggestion,
    });

    const admin = await administrator();
    await logInThroughForm(tab.page, admin.email);
    await tab.page.goto('/admin-topics');
    const row = tab.page
      .getByRole('row')
      .filter({ has: tab.page.getByRole('rowheader', { name: suggestion, exact: true }) });
    await row.waitFor();
    await row.getByRole('button', { name: `Deny ${suggestion}` }).click();
    await waitForToast(tab.page, TEXT.suggestionRemoved);
    await row.waitFor({ state: 'detached' });

    await tab.page.reload();
    await tab.page.getByRole('heading', { level: 1, name: 'Suggested Categories' }).waitFor();
    await tab.page
      .getByRole('table')
      .or(tab.page.getByText('No suggested categories.', { exact: true }))
      .waitFor();
    expect(await row.count()).toBe(0);
    const { body } = await admin.api.get('/api/admin/topic-suggestions');
    expect(body.suggestions.map((s: { topic: string }) => s.topic)).not.toContain(suggestion);
  });

  it('shows members the not-allowed state, and sends visitors to log in', async () => {
    await tab.page.goto('/admin-topics');
    await waitForToast(tab.page, TEXT.loginRequired);
    await onPath(tab.page, '/login');

    const { email } = await member('curious');
    await logInThroughForm(tab.page, email);
    await tab.page.goto('/admin-topics');
    await tab.page.getByText('Only administrators can review suggested categories.').waitFor();
    expect(await tab.page.getByRole('table').count()).toBe(0);
  });

  it('keeps the suggestions table and the search results on a phone’s screen, in reading order', async () => {
    const poster = await member('phone');
    await postThroughApi(poster.api, 'articles', uniqueTitle('Small screens'), {
      suggestedTopic: `Phone Topic ${uniqueWord('')}`,
    });
    const admin = await administrator();
    await tab.page.setViewportSize({ width: 375, height: 800 });
    await logInThroughForm(tab.page, admin.email);
    await tab.page.goto('/admin-topics');
    await tab.page.getByRole('row').nth(1).waitFor();
    await expectNoSidewaysScroll(tab.page);
    // On a phone each suggestion is a card of its own; the column headings are left to screen readers.
    const suggestions = tab.page.getByRole('row').filter({ has: tab.page.getByRole('cell') });
    await expectWithinScreenWidth(suggestions);
    await expectInReadingOrderWithoutOverlap(suggestions);
    await screenshot(tab.page, 'admin-topics-375');

    await tab.page.goto('/search/custody');
    await tab.page.getByRole('tablist').waitFor();
    await cards(tab.page).first().waitFor();
    await expectNoSidewaysScroll(tab.page);
    // The tabs sit side by side on the screen, above the results, which stack in one column.
    await expectWithinScreenWidth(tab.page.getByRole('tab'));
    await expectInReadingOrderWithoutOverlap(tab.page.getByRole('tab'));
    await expectAbove(tab.page.getByRole('tablist'), cards(tab.page));
    await expectWithinScreenWidth(cards(tab.page));
    await expectInReadingOrderWithoutOverlap(cards(tab.page));
    await screenshot(tab.page, 'search-results-375');
  });
});
