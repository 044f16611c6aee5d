import type { Page } from 'playwright-core';
import { newPage, screenshot, waitForToast } from '../support/browser';
import { signUpAdministrator } from '../support/e2e-admins';
import { logInThroughForm, postThroughApi, signUpMember, uniqueTitle } from '../support/e2e-members';
import { expectBeside } from '../support/layout';
import { until } from '../support/until';
import { useAppAndBrowser, usePagePerTest } from '../support/e2e-suite';

// The spec's refusal, word for word.
const CURRENT_CANNOT_LEAVE =
  'This QOTD cannot be disabled because it is the current QOTD. Please set a different QOTD before removing this from the cycle.';

const suite = useAppAndBrowser();
const tab = usePagePerTest(suite);

const row = (page: Page, title: string) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: title, exact: true }) });
const cycleSwitch = (page: Page, title: string) => page.getByRole('switch', { name: `Cycle as QOTD?, ${title}` });

async function askQuestions(count: number): Promise<string[]> {
  const asker = await signUpMember(suite.app.baseUrl, 'asker');
  const titles: string[] = [];
  for (let i = 0; i < count; i++) {
    const title = uniqueTitle('Will it get easier');
    await postThroughApi(asker.api, 'questions', title, { acknowledged: true });
    titles.push(title);
  }
  return titles;
}

describe('question of the day management', () => {
  it('puts questions in the cycle, makes one current, refuses to take the current one out, and the home page shows it', async () => {
    const [first, second] = await askQuestions(2);
    const admin = await signUpAdministrator(suite.app);
    const { page } = tab;
    await logInThroughForm(page, admin.email);
    await page.goto('/admin');
    await page.getByRole('link', { name: 'Question of the Day' }).first().click();
    await page.waitForURL((url) => url.pathname === '/admin-qotd');
    await page.getByRole('heading', { level: 1, name: 'Question of the Day Management' }).waitFor();

    for (const title of [first!, second!]) {
      expect(await cycleSwitch(page, title).getAttribute('aria-checked')).toBe('false');
      await cycleSwitch(page, title).click();
      await waitForToast(page, `“${title}” is in the cycle.`);
      await until(
        async () => (await cycleSwitch(page, title).getAttribute('aria-checked')) === 'true',
        `${title} in the cycle`,
        5_000,
      );
    }

    await row(page, first!)
      .getByRole('button', { name: `Make active, ${first}` })
      .click();
    await waitForToast(page, `“${first}” is now the question of the day.`);
    await row(page, first!).getByRole('cell', { name: 'Yes', exact: true }).last().waitFor();
    // The current question heads the table, used once today.
    expect((await row(page, first!).getByRole('cell').allInnerTexts()).map((t) => t.trim())).toEqual([
      'View',
      'Yes',
      '1',
      expect.stringMatching(/^\d{1,2}\/\d{1,2}\/\d{4}$/),
      'Yes',
    ]);
    expect(await page.getByRole('rowheader').first().innerText()).toBe(first);
    await screenshot(page, 'admin-qotd-1285');

    await cycleSwitch(page, first!).click();
    await waitForToast(page, CURRENT_CANNOT_LEAVE);
    expect(await cycleSwitch(page, first!).getAttribute('aria-checked')).toBe('true');

    // A question out of the cycle cannot be made current: it offers no Make active.
    await cycleSwitch(page, second!).click();
    await waitForToast(page, `“${second}” left the cycle.`);
    await row(page, second!)
      .getByRole('button', { name: /^Make active/ })
      .waitFor({ state: 'detached' });

    await page.goto('/');
    await page.getByText(first!).first().waitFor();
  });

  it('works on a phone', async () => {
    const [title] = await askQuestions(1);
    const admin = await signUpAdministrator(suite.app);
    const page = await newPage(suite.browser, suite.app.baseUrl, 375);
    try {
      await logInThroughForm(page, admin.email);
      await page.goto('/admin-qotd');
      await cycleSwitch(page, title!).click();
      await waitForToast(page, `“${title}” is in the cycle.`);
      await screenshot(page, 'admin-qotd-375');
      const overflow = await page.evaluate(
        'document.documentElement.scrollWidth > document.documentElement.clientWidth',
      );
      expect(overflow).toBe(false);
    } finally {
      await page.context().close();
    }
  });

  it('sits in the Admin Area with its side menu, as Suggested Categories does, at 1400 px', async () => {
    const admin = await signUpAdministrator(suite.app);
    await tab.page.setViewportSize({ width: 1400, height: 900 });
    await logInThroughForm(tab.page, admin.email);
    const menu = tab.page.getByRole('navigation', { name: 'Admin Area' });
    for (const [path, heading, current] of [
      ['/admin-qotd', 'Question of the Day Management', 'Question of the Day'],
      ['/admin-topics', 'Suggested Categories', 'Suggested Categories'],
      ['/admin/users', 'User Management', 'User Management'],
    ] as const) {
      await tab.page.goto(path);
      await tab.page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await menu.getByRole('link', { name: 'Dashboard' }).waitFor();
      expect(await menu.locator('[aria-current="page"]').innerText()).toBe(current);
      // The menu beside the page, not above it.
      await expectBeside(menu, tab.page.getByRole('heading', { level: 1, name: heading }));
    }
    await tab.page.goto('/admin-qotd');
    await menu.waitFor();
    await screenshot(tab.page, 'admin-qotd-menu-1400');
  });

  it('turns a member away', async () => {
    const member = await signUpMember(suite.app.baseUrl, 'member');
    await logInThroughForm(tab.page, member.email);
    await tab.page.goto('/admin-qotd');
    await tab.page.getByText('Only administrators can manage the question of the day.').waitFor();
  });
});
