import * as fs from 'node:fs';
import type { Request } from 'playwright-core';
import { ApiClient } from '../support/api-client';
import { currentPath, screenshot, waitForToast } from '../support/browser';
import { fillLoginForm, logInThroughForm, postThroughApi, signUpMember, uniqueTitle } from '../support/e2e-members';
import { useAppAndBrowser, usePagePerTest } from '../support/e2e-suite';
import { until } from '../support/until';

// The texts of issue 9, point 3, word for word.
const WARNING = 'Posts like this have been used in court. Consider removing details that identify you or others.';
const QUESTION_SUBMITTED = 'Question submitted successfully.';

const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

const suite = useAppAndBrowser();
const tab = usePagePerTest(suite);

const field = (label: string) => tab.page.getByLabel(label, { exact: true });
const dialog = () => tab.page.getByRole('dialog', { name: 'Think before you post' });
const submit = () => tab.page.getByRole('button', { name: 'SUBMIT' }).click();

/** The bodies of the questions the page sends to the server. */
function questionsSent(): unknown[] {
  const sent: unknown[] = [];
  tab.page.on('request', (request: Request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/questions')
      sent.push(request.postDataJSON());
  });
  return sent;
}

async function askQuestion(title: string, details: string): Promise<void> {
  await tab.page.goto('/ask');
  await tab.page.getByRole('heading', { name: 'Ask a Question', level: 1 }).waitFor();
  await field('Question Title').fill(title);
  await field('Question Details').fill(details);
  await tab.page.getByRole('checkbox', { name: 'I am at least 18 years of age.' }).check();
  await submit();
}

/** Waits for the new question's page and answers with its id. */
async function landsOnQuestion(): Promise<number> {
  await tab.page.waitForURL((url) => /^\/answers\/\d+$/.test(url.pathname));
  return Number(/\d+$/.exec(new URL(tab.page.url()).pathname)![0]);
}

/** axe-core's serious or critical findings inside the open dialog (evaluated through the debugging protocol: the CSP refuses inline scripts). */
async function dialogViolations(): Promise<string[]> {
  await tab.page.evaluate(AXE_SOURCE);
  return tab.page.evaluate<string[]>(
    `axe.run(document.querySelector('[role="dialog"]'), { resultTypes: ['violations'] }).then((r) => r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id))`,
  );
}

const focusedFieldName = async () =>
  (await tab.page.evaluate('document.activeElement && document.activeElement.getAttribute("name")')) as string | null;

describe('think before you post', () => {
  it('warns about a phone number: Edit keeps the text and sends nothing; without the number it posts directly', async () => {
    const { email } = await signUpMember(suite.app.baseUrl, 'careful');
    await logInThroughForm(tab.page, email);
    const sent = questionsSent();
    const title = uniqueTitle('Who keeps the house?');
    const details = 'We both want it. Text me on 555-234-5678 if you have been there.';

    await askQuestion(title, details);
    await dialog().waitFor();
    await dialog().getByText(WARNING, { exact: true }).waitFor();
    await dialog().getByText('It seems to include a phone number.', { exact: true }).waitFor();
    expect(await dialog().getAttribute('aria-describedby')).toBe(
      await dialog().getByText(WARNING, { exact: true }).getAttribute('id'),
    );
    expect(await dialogViolations()).toEqual([]);
    await screenshot(tab.page, 'think-before-post-warning-1285');

    await dialog().getByRole('button', { name: 'Edit', exact: true }).click();
    await dialog().waitFor({ state: 'detached' });
    // The keyboard is back in the field that holds the number, the text as typed, and nothing left the browser.
    await until(async () => (await focusedFieldName()) === 'body', 'the focus back in Question Details');
    expect(await field('Question Details').inputValue()).toBe(details);
    expect(await field('Question Title').inputValue()).toBe(title);
    expect(currentPath(tab.page)).toBe('/ask');
    expect(sent).toEqual([]);

    const edited = 'We both want it. Any advice from people who have been there?';
    await field('Question Details').fill(edited);
    await submit();
    await waitForToast(tab.page, QUESTION_SUBMITTED);
    const id = await landsOnQuestion();
    expect(sent).toEqual([expect.not.objectContaining({ identifyingDetailsConfirmed: expect.anything() })]);
    expect(await dialog().count()).toBe(0);
    const { body } = await new ApiClient(suite.app.baseUrl).get(`/api/questions/${id}`);
    expect(body).toMatchObject({ title, body: edited });
  });

  it('warns about an email address, and Post anyway posts the question as typed', async () => {
    const { email } = await signUpMember(suite.app.baseUrl, 'bold');
    await logInThroughForm(tab.page, email);
    const sent = questionsSent();
    const title = uniqueTitle('Is mediation worth it?');
    const details = 'Happy to compare notes: write to me at mediation.mom@example.com.';

    await askQuestion(title, details);
    await dialog().getByText('It seems to include an email address.', { exact: true }).waitFor();
    expect(sent).toEqual([]);
    await dialog().getByRole('button', { name: 'Post anyway', exact: true }).click();
    await waitForToast(tab.page, QUESTION_SUBMITTED);
    const id = await landsOnQuestion();
    expect(sent).toEqual([expect.objectContaining({ title, body: details, identifyingDetailsConfirmed: true })]);
    await tab.page.getByRole('heading', { name: title, level: 1 }).waitFor();
    const { body } = await new ApiClient(suite.app.baseUrl).get(`/api/questions/${id}`);
    expect(body).toMatchObject({ title, body: details });
  });

  it('warns on the answer form too: Edit returns to the answer, Post anyway adds it', async () => {
    const asker = await signUpMember(suite.app.baseUrl, 'asker');
    const id = await postThroughApi(asker.api, 'questions', uniqueTitle('Who pays for school?'), {
      acknowledged: true,
    });
    const { email } = await signUpMember(suite.app.baseUrl, 'answerer');
    await logInThroughForm(tab.page, email);
    await tab.page.goto(`/answers/${id}`);
    const text = 'Our mediator, Ruth Alvarez, settled exactly this for us.';
    await field('Answer').fill(text);
    await submit();
    await dialog().getByText('It seems to include a full name.', { exact: true }).waitFor();
    await dialog().getByRole('button', { name: 'Edit', exact: true }).click();
    await until(
      async () =>
        (await tab.page.evaluate('document.activeElement && document.activeElement.id')) ===
        (await field('Answer').getAttribute('id')),
      'the focus back in Answer',
    );
    expect(await new ApiClient(suite.app.baseUrl).get(`/api/questions/${id}/answers`)).toMatchObject({
      body: { items: [] },
    });

    await submit();
    await dialog().getByRole('button', { name: 'Post anyway', exact: true }).click();
    await waitForToast(tab.page, 'Answer submitted');
    await tab.page.locator('main').getByText(text, { exact: true }).waitFor();
  });

  it('keeps a logged-out visitor’s Post anyway with the draft: logging in posts it without asking again', async () => {
    const { email } = await signUpMember(suite.app.baseUrl, 'returning');
    await tab.page.goto('/new-article');
    const title = uniqueTitle('Our first year apart');
    const text = 'We sold the house at 42 Oak Street and started over.';
    await field('Article Title').fill(title);
    await field('Article Content').fill(text);
    await submit();
    await dialog().getByText('It seems to include a street address.', { exact: true }).waitFor();
    await dialog().getByRole('button', { name: 'Post anyway', exact: true }).click();

    const prompt = tab.page.getByRole('dialog', { name: 'Please signup or login before we post your article.' });
    await prompt.getByRole('button', { name: 'LOGIN' }).click();
    await tab.page.waitForURL((url) => url.pathname === '/login');
    await fillLoginForm(tab.page, email);
    await waitForToast(tab.page, 'Content successfully retrieved.');
    await tab.page.waitForURL((url) => /^\/articles\/\d+$/.test(url.pathname));
    await tab.page.getByRole('heading', { name: title, level: 1 }).waitFor();
    await tab.page.locator('main').getByText(text).waitFor();
  });
});
