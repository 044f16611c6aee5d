import type { Page } from 'playwright-core';
import { newPage, screenshot, waitForToast } from '../support/browser';
import { logInThroughForm, signUpMember, uniqueTitle } from '../support/e2e-members';
import { useAppAndBrowser, usePagePerTest } from '../support/e2e-suite';
import { until } from '../support/until';

// The texts, word for word.
const TEXT = {
  questionSubmitted: 'Question submitted successfully.',
  updated: 'Best answer updated',
  label: 'Best answer',
  mark: 'Mark as best answer',
  unmark: 'Unmark best answer',
};

const suite = useAppAndBrowser();
const tab = usePagePerTest(suite);

const FROM_B = 'share the dog week about, and keep his routine.';
const FROM_C = 'whoever keeps the house with the garden.';

const answers = (page: Page) => page.getByRole('region', { name: 'Answers', exact: true });
const answerCards = (page: Page) => answers(page).locator('article');
const cardWith = (page: Page, text: string) => answerCards(page).filter({ hasText: text });
const labels = (page: Page) => answers(page).getByText(TEXT.label, { exact: true });

/** The answers' texts in the order the page shows them, once it shows `count` of them. */
async function shownOrder(page: Page, count: number): Promise<string[]> {
  await answerCards(page)
    .nth(count - 1)
    .waitFor();
  const texts = await answerCards(page).allInnerTexts();
  return texts.map((text) => (text.includes(FROM_B) ? 'B' : text.includes(FROM_C) ? 'C' : text));
}

async function expectFirst(page: Page, who: 'B' | 'C', other: 'B' | 'C'): Promise<void> {
  await until(async () => (await shownOrder(page, 2)).join() === [who, other].join(), `${who}'s answer first`, 10_000);
  const best = cardWith(page, who === 'B' ? FROM_B : FROM_C);
  await best.getByText(TEXT.label, { exact: true }).waitFor();
  expect(await labels(page).count()).toBe(1);
}

it('the asker marks the best answer, sees it first with its label, then changes the choice', async () => {
  const [a, b, c] = [
    await signUpMember(suite.app.baseUrl, 'asker'),
    await signUpMember(suite.app.baseUrl, 'bee'),
    await signUpMember(suite.app.baseUrl, 'cee'),
  ];
  const page = tab.page;

  // Member A asks.
  await logInThroughForm(page, a.email);
  await page.goto('/ask');
  const title = uniqueTitle('Who keeps the dog?');
  await page.getByLabel('Question Title', { exact: true }).fill(title);
  await page.getByLabel('Question Details', { exact: true }).fill('we both love him and he is old.');
  await page.getByRole('checkbox', { name: 'I am at least 18 years of age.' }).check();
  await page.getByRole('button', { name: 'SUBMIT' }).click();
  await waitForToast(page, TEXT.questionSubmitted);
  await page.waitForURL((url) => /^\/answers\/\d+$/.test(url.pathname));
  const questionId = Number(new URL(page.url()).pathname.split('/').pop());

  // Members B and C answer, B first.
  for (const [who, text] of [
    [b, FROM_B],
    [c, FROM_C],
  ] as const) {
    expect((await who.api.post(`/api/questions/${questionId}/answers`, { text })).status).toBe(201);
  }

  await page.reload();
  expect(await shownOrder(page, 2)).toEqual(['B', 'C']);
  expect(await labels(page).count()).toBe(0);
  for (const text of [FROM_B, FROM_C])
    await cardWith(page, text).getByRole('button', { name: TEXT.mark, exact: true }).waitFor();

  // A marks C's answer: it moves first, with the label, and offers to unmark it.
  await cardWith(page, FROM_C).getByRole('button', { name: TEXT.mark, exact: true }).click();
  await waitForToast(page, TEXT.updated);
  await expectFirst(page, 'C', 'B');
  await cardWith(page, FROM_C).getByRole('button', { name: TEXT.unmark, exact: true }).waitFor();
  expect(await cardWith(page, FROM_C).getByRole('button', { name: TEXT.mark, exact: true }).count()).toBe(0);
  await screenshot(page, 'best-answer-marked-1285');

  // Others see the label but no buttons to choose.
  const other = await newPage(suite.browser, suite.app.baseUrl);
  await logInThroughForm(other, b.email);
  await other.goto(`/answers/${questionId}`);
  await expectFirst(other, 'C', 'B');
  expect(await other.getByRole('button', { name: TEXT.mark }).count()).toBe(0);
  expect(await other.getByRole('button', { name: TEXT.unmark }).count()).toBe(0);
  await other.context().close();

  // A changes the choice to B's answer: B moves first, C loses the label.
  await cardWith(page, FROM_B).getByRole('button', { name: TEXT.mark, exact: true }).click();
  await expectFirst(page, 'B', 'C');
  await cardWith(page, FROM_C).getByRole('button', { name: TEXT.mark, exact: true }).waitFor();
  await page.reload();
  await expectFirst(page, 'B', 'C');

  // And unmarks it: no best answer, and the toast again.
  await cardWith(page, FROM_B).getByRole('button', { name: TEXT.unmark, exact: true }).click();
  await waitForToast(page, TEXT.updated);
  await cardWith(page, FROM_B).getByRole('button', { name: TEXT.mark, exact: true }).waitFor();
  expect(await labels(page).count()).toBe(0);
});
