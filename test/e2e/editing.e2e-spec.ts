import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { screenshot, waitForToast } from '../support/browser';
import { logInThroughForm, postThroughApi, signUpMember } from '../support/e2e-members';
import { useAppAndBrowser, usePagePerTest } from '../support/e2e-suite';
import { expectNoSidewaysScroll } from '../support/layout';
import { until } from '../support/until';

const SAVED = 'Your changes are saved.';
const EDITED = /^edited \d{1,2}\/\d{1,2}\/\d{4} @ \d{1,2}:\d{2} (AM|PM)$/;

const suite = useAppAndBrowser();
const tab = usePagePerTest(suite);

/** A word of letters only, that no other test writes: the search finds this run's post by it. */
const uniqueWord = (stem: string) =>
  stem + Array.from(randomBytes(6), (b) => String.fromCharCode(97 + (b % 26))).join('');

const answers = (page: Page) => page.getByRole('region', { name: 'Answers', exact: true });

describe.each([1285, 375])('at %i px wide', (width) => {
  beforeEach(async () => tab.page.setViewportSize({ width, height: 900 }));

  it('a member edits their answer in place, sees "edited", and opens its revisions', async () => {
    const asker = await signUpMember(suite.app.baseUrl, 'asker');
    const answerer = await signUpMember(suite.app.baseUrl, 'answerer');
    const questionId = await postThroughApi(asker.api, 'questions', 'Who keeps the car?', { acknowledged: true });
    const original = 'Whoever pays the loan.';
    expect((await answerer.api.post(`/api/questions/${questionId}/answers`, { text: original })).status).toBe(201);
    const { page } = tab;

    // The asker sees no Edit control on someone else's answer.
    await logInThroughForm(page, asker.email);
    await page.goto(`/answers/${questionId}`);
    await answers(page).getByText(original).waitFor();
    expect(await answers(page).getByRole('button', { name: 'Edit this answer' }).count()).toBe(0);

    await page.context().clearCookies();
    await logInThroughForm(page, answerer.email);
    await page.goto(`/answers/${questionId}`);
    const card = answers(page).locator('article').first();
    await card.getByRole('button', { name: 'Edit this answer' }).click();
    const field = card.getByLabel('Edit your answer', { exact: true });
    expect(await field.inputValue()).toBe(original);

    // An empty text is refused beside the field; then the new text is saved.
    await field.fill('   ');
    await card.getByRole('button', { name: 'SAVE' }).click();
    await card.getByText('Please write something first.').waitFor();
    const edited = 'Whoever pays the loan, and the insurance.';
    await field.fill(edited);
    await card.getByRole('button', { name: 'SAVE' }).click();
    await waitForToast(page, SAVED);
    await card.getByText(edited).waitFor();
    const label = card.getByRole('button', { name: EDITED });
    await label.waitFor();
    await expectNoSidewaysScroll(page);
    await screenshot(page, `editing-answer-edited-${width}`);

    // The revisions: newest first, the original last, each with its time.
    await label.click();
    const dialog = page.getByRole('dialog', { name: 'Revisions' });
    const versions = dialog.getByRole('listitem');
    await until(async () => (await versions.count()) === 2, 'two versions');
    expect(await versions.nth(0).innerText()).toContain(edited);
    expect(await versions.nth(0).innerText()).toContain('Current version');
    expect(await versions.nth(1).innerText()).toContain(original);
    expect(await versions.nth(1).innerText()).toContain('Original');
    expect(await versions.locator('time').count()).toBe(2);
    await screenshot(page, `editing-answer-revisions-${width}`);
    await dialog.getByRole('button', { name: 'Close' }).first().click();

    // Another reader sees the new text and its revisions too.
    await page.context().clearCookies();
    await page.reload();
    await answers(page).getByText(edited).waitFor();
    await answers(page).getByRole('button', { name: EDITED }).waitFor();
  });

  it("a member edits their question's title, and the list and the search show it", async () => {
    const asker = await signUpMember(suite.app.baseUrl, 'asker');
    const word = uniqueWord('mediat');
    const questionId = await postThroughApi(asker.api, 'questions', `Before ${word}?`, { acknowledged: true });
    const { page } = tab;
    await logInThroughForm(page, asker.email);
    await page.goto(`/answers/${questionId}`);
    await page.getByRole('button', { name: 'Edit this question' }).click();

    // The posting form, opened on the question.
    const title = page.getByLabel('Question Title', { exact: true });
    expect(await title.inputValue()).toBe(`Before ${word}?`);
    expect(await page.getByLabel('Question Details', { exact: true }).inputValue()).toContain('The body of');
    await screenshot(page, `editing-question-form-${width}`);
    await title.fill('');
    await page.getByRole('button', { name: 'SAVE' }).click();
    await page.getByText('Please enter a title.').first().waitFor();
    const renamed = `After ${word}?`;
    await title.fill(renamed);
    await page.getByRole('button', { name: 'SAVE' }).click();
    await waitForToast(page, SAVED);
    await page.getByRole('heading', { level: 1, name: renamed }).waitFor();
    await page.getByRole('button', { name: EDITED }).waitFor();
    await expectNoSidewaysScroll(page);

    await page.goto('/answers');
    await page.getByRole('link', { name: renamed }).first().waitFor();
    expect(await page.getByText(`Before ${word}?`).count()).toBe(0);

    await page.goto(`/search/${word}?kind=qnas`);
    await page.getByRole('link', { name: renamed }).first().waitFor();
    expect(await page.getByRole('link', { name: `Before ${word}?` }).count()).toBe(0);
    await screenshot(page, `editing-question-search-${width}`);
  });
});

describe('saving an edit that changes nothing', () => {
  it('says there was nothing to change, and records no new version', async () => {
    await tab.page.setViewportSize({ width: 1000, height: 900 });
    const asker = await signUpMember(suite.app.baseUrl, 'asker');
    const title = `Unchanged ${uniqueWord('q')}?`;
    const questionId = await postThroughApi(asker.api, 'questions', title, { acknowledged: true });
    const { page } = tab;
    await logInThroughForm(page, asker.email);
    await page.goto(`/answers/${questionId}`);
    await page.getByRole('button', { name: 'Edit this question' }).click();
    await page.getByRole('button', { name: 'SAVE' }).click();
    await waitForToast(page, 'There were no changes to save.');
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(await page.getByText(SAVED).count()).toBe(0);
    expect(await page.getByRole('button', { name: EDITED }).count()).toBe(0);
    const { body } = await asker.api.get(`/api/questions/${questionId}/revisions`);
    expect(body.items).toHaveLength(1);
  });
});

describe('the revisions of a post whose categories changed', () => {
  it('show each version’s categories', async () => {
    await tab.page.setViewportSize({ width: 1000, height: 900 });
    const author = await signUpMember(suite.app.baseUrl, 'author');
    const topics = (await author.api.get('/api/topics')).body.topics as { id: number; name: string }[];
    const [before, after] = [topics[0]!, topics[1]!];
    const title = `Topics ${uniqueWord('a')}`;
    const id = await postThroughApi(author.api, 'articles', title, { categories: [before.id] });
    const edit = { title, body: 'A new body.', tags: [], categories: [after.id] };
    expect((await author.api.put(`/api/articles/${id}`, edit)).status).toBe(200);

    const { page } = tab;
    await page.goto(`/articles/${id}`);
    await page.getByRole('button', { name: EDITED }).click();
    const versions = page.getByRole('dialog', { name: 'Revisions' }).getByRole('listitem');
    await until(async () => (await versions.count()) === 2, 'two versions');
    expect(await versions.nth(0).innerText()).toContain(`Categories: ${after.name}`);
    expect(await versions.nth(1).innerText()).toContain(`Categories: ${before.name}`);
    await screenshot(page, 'editing-revisions-categories-1000');
  });
});
