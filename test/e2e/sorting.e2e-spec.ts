import * as fs from 'node:fs';
import type { Page } from 'playwright-core';
import { currentPath, screenshot } from '../support/browser';
import { postThroughApi, signUpMember, type SignedUpMember, uniqueTitle } from '../support/e2e-members';
import { expectNoSidewaysScroll, expectWithinScreenWidth } from '../support/layout';
import { until } from '../support/until';
import { useAppAndBrowser, usePagePerTest } from '../support/e2e-suite';
import type { Topic } from '../../src/contracts/topics';

// Lists and topic tabs sorted by Newest (the spec's order), Top (the votes in the conversation)
// and, for questions, Unanswered; the sort lives in the address with the page.
const suite = useAppAndBrowser();
const tab = usePagePerTest(suite);

const WIDTHS = [
  ['desktop', 1285],
  ['phone', 375],
] as const;

/** Eight questions on Pets, oldest first: the first two answered and voted up, the third answered. */
const questions: string[] = [];

const sortGroup = (page: Page) => page.getByRole('group', { name: 'Sort by' });
const sortButton = (page: Page, name: string) => sortGroup(page).getByRole('button', { name, exact: true });
const cardTitles = (page: Page) => page.locator('main article h2').allInnerTexts();

/** Waits until the list shows these titles first, in this order. */
async function expectFirstTitles(page: Page, titles: string[]): Promise<void> {
  let shown: string[] = [];
  await until(
    async () => {
      shown = (await cardTitles(page)).map((title) => title.trim());
      return titles.every((title, i) => shown[i] === title);
    },
    `the list to start with ${JSON.stringify(titles)}`,
  ).catch(() => {
    throw new Error(`The list shows ${JSON.stringify(shown)}, not first ${JSON.stringify(titles)}`);
  });
}

const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core finds no serious or critical problem on the page (evaluated through the debugging protocol, as the CSP wants). */
async function expectNoSeriousViolations(page: Page): Promise<void> {
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate<{ id: string; impact: string | null }[]>(
    `axe.run(document, { resultTypes: ['violations'] }).then((r) => r.violations)`,
  );
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
}

async function expectPressed(page: Page, name: string): Promise<void> {
  await until(async () => (await sortButton(page, name).getAttribute('aria-pressed')) === 'true', `${name} pressed`);
}

beforeAll(async () => {
  const asker: SignedUpMember = await signUpMember(suite.app.baseUrl, 'asker');
  const answerer = await signUpMember(suite.app.baseUrl, 'answerer');
  const voters = [await signUpMember(suite.app.baseUrl, 'voter'), await signUpMember(suite.app.baseUrl, 'voter')];
  const topics = (await asker.api.get('/api/topics')).body.topics as Topic[];
  const pets = topics.find((topic) => topic.slug === 'pets')!;
  const ids: number[] = [];
  for (let i = 1; i <= 8; i++) {
    const title = uniqueTitle(`Pet question ${i}`);
    questions.push(title);
    ids.push(await postThroughApi(asker.api, 'questions', title, { acknowledged: true, categories: [pets.id] }));
  }
  const answer = async (questionId: number) => {
    const r = await answerer.api.post(`/api/questions/${questionId}/answers`, { text: 'This helped me.' });
    expect(r.status).toBe(201);
    return r.body.id as number;
  };
  const upvote = async (answerId: number, voter: SignedUpMember) =>
    expect((await voter.api.post(`/api/answers/${answerId}/vote`, { direction: 'up' })).status).toBe(200);
  // The oldest question has the best-rated answer, the second one a liked one, the third one nobody rated.
  const best = await answer(ids[0]!);
  for (const voter of voters) await upvote(best, voter);
  await upvote(await answer(ids[1]!), voters[0]!);
  await answer(ids[2]!);
});

describe.each(WIDTHS)('sorting (%s)', (_, width) => {
  beforeEach(async () => tab.page.setViewportSize({ width, height: 900 }));

  it('sorts a topic tab by Top: the most voted first, kept in the address, on reload and by the pager', async () => {
    const { page } = tab;
    await page.goto('/topic/pets?tab=qnas');
    await expectPressed(page, 'Newest');
    await expectFirstTitles(page, [questions[7]!, questions[6]!]);

    await sortButton(page, 'Top').click();
    await expectPressed(page, 'Top');
    expect(new URL(page.url()).searchParams.get('sort')).toBe('top');
    // Then the rest newest first: questions 8 to 5 on the first page, 4 and 3 on the second.
    await expectFirstTitles(page, [questions[0]!, questions[1]!, questions[7]!]);
    await expectWithinScreenWidth(sortGroup(page));
    await expectNoSidewaysScroll(page);
    await expectNoSeriousViolations(page);
    await screenshot(page, `sorting-topic-top-${width}`);

    await page.reload();
    await expectPressed(page, 'Top');
    await expectFirstTitles(page, [questions[0]!, questions[1]!]);

    await page.getByRole('button', { name: 'Next page' }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    expect(new URL(page.url()).searchParams.get('sort')).toBe('top');
    await expectFirstTitles(page, [questions[3]!, questions[2]!]);
    await expectPressed(page, 'Top');

    // Another sort starts again at the first page; Newest leaves the address plain.
    await sortButton(page, 'Newest').click();
    await page.waitForURL((url) => !url.searchParams.has('sort') && !url.searchParams.has('page'));
    await expectFirstTitles(page, [questions[7]!]);
    expect(currentPath(page)).toBe('/topic/pets?tab=qnas');
  });

  it('lists the unanswered questions on /answers, and offers Unanswered for questions only', async () => {
    const { page } = tab;
    await page.goto('/answers');
    await expectPressed(page, 'Newest');
    await sortButton(page, 'Unanswered').click();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'unanswered');
    await expectPressed(page, 'Unanswered');
    const unanswered = questions.slice(3).reverse();
    await expectFirstTitles(page, unanswered);
    expect((await cardTitles(page)).map((title) => title.trim())).toEqual(unanswered);
    await expectWithinScreenWidth(sortGroup(page));
    await expectNoSidewaysScroll(page);
    await expectNoSeriousViolations(page);
    await screenshot(page, `sorting-unanswered-${width}`);

    await page.reload();
    await expectPressed(page, 'Unanswered');
    await expectFirstTitles(page, unanswered);

    await page.goto('/articles');
    await expectPressed(page, 'Newest');
    expect(await sortGroup(page).getByRole('button').allInnerTexts()).toEqual(['Newest', 'Top']);
  });
});
