import { newPage, screenshot } from '../support/browser';
import { signUpAdministrator } from '../support/e2e-admins';
import { logInThroughForm, signUpMember, uniqueTitle } from '../support/e2e-members';
import { useAppAndBrowser, usePagePerTest } from '../support/e2e-suite';

// Texts the screens show (src/contracts/pseudonyms.ts).
const TEXT = { checkbox: 'Post under a pseudonym', submitted: 'Question submitted successfully.' };
const ALIAS = /^Member [1-9]\d{3}$/;

const suite = useAppAndBrowser();
const tab = usePagePerTest(suite);

describe('posting under a pseudonym', () => {
  it('a question asked under a pseudonym shows "Member NNNN"; an administrator unmasks it with a reason and the event history lists it', async () => {
    const asker = await signUpMember(suite.app.baseUrl, 'masked');
    const username = uniqueTitle('Harriet Quill').replace(' ', '');
    expect((await asker.api.patch('/api/account', { username })).status).toBe(200);
    const { page } = tab;

    await logInThroughForm(page, asker.email);
    await page.goto('/ask');
    await page.getByRole('heading', { name: 'Ask a Question', level: 1 }).waitFor();
    const title = uniqueTitle('Moving out');
    await page.getByLabel('Question Title', { exact: true }).fill(title);
    await page.getByLabel('Question Details', { exact: true }).fill('Where do I start?');
    await page.getByRole('checkbox', { name: TEXT.checkbox }).check();
    await page.getByRole('checkbox', { name: 'I am at least 18 years of age.' }).check();
    await screenshot(page, 'pseudonym-ask-1285');
    await page.getByRole('button', { name: 'SUBMIT' }).click();
    await page.waitForURL((url) => /^\/answers\/\d+$/.test(url.pathname));
    const questionId = Number(new URL(page.url()).pathname.split('/')[2]);

    // The byline shows the alias, not the username.
    const byline = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { level: 1, name: title }) })
      .locator('header p');
    await byline.getByText(ALIAS).waitFor();
    const alias = (await byline.getByText(ALIAS).innerText()).trim();
    expect(await byline.innerText()).not.toContain(username);
    await screenshot(page, 'pseudonym-question-1285');

    // Anyone else sees the same, and nothing on the page names the asker.
    const visitor = await newPage(suite.browser, suite.app.baseUrl);
    try {
      await visitor.goto(`/answers/${questionId}`);
      await visitor.getByRole('heading', { level: 1, name: title }).waitFor();
      await visitor.getByText(alias, { exact: true }).waitFor();
      expect(await visitor.content()).not.toContain(username);
      expect(await visitor.getByRole('button', { name: 'Unmask author' }).count()).toBe(0);
    } finally {
      await visitor.context().close();
    }

    // An administrator unmasks the author, giving a reason.
    const admin = await signUpAdministrator(suite.app);
    const adminPage = await newPage(suite.browser, suite.app.baseUrl);
    try {
      await logInThroughForm(adminPage, admin.email);
      await adminPage.goto(`/answers/${questionId}`);
      await adminPage.getByRole('heading', { level: 1, name: title }).waitFor();
      expect(await adminPage.content()).not.toContain(username);
      await adminPage.getByRole('button', { name: 'Unmask author' }).click();
      const dialog = adminPage.getByRole('dialog', { name: 'Unmask the author?' });
      // No reason, no unmasking.
      await dialog.getByRole('button', { name: 'Unmask', exact: true }).click();
      await dialog.getByText('Please give the reason for unmasking the author.').waitFor();
      await dialog.getByLabel('Reason').fill('Threats reported to us by the police');
      await dialog.getByRole('button', { name: 'Unmask', exact: true }).click();
      await dialog.waitFor({ state: 'detached' });
      await adminPage.getByText(`${alias} is ${username}`).waitFor();
      await screenshot(adminPage, 'pseudonym-unmasked-1285');

      // The event history lists the unmasking: which item, by whom, why.
      await adminPage.getByRole('link', { name: 'Event history' }).click();
      await adminPage.waitForURL(
        (url) => url.pathname === '/admin/events' && url.searchParams.get('stream') === `question-${questionId}`,
      );
      const event = adminPage.getByRole('listitem').filter({ hasText: 'AuthorUnmasked' });
      await event.getByText(`user ${admin.user.uid} (Administrator)`).waitFor();
      await event.locator('summary').click();
      await event.getByText('"reason": "Threats reported to us by the police"').waitFor();
      // The posting itself is listed without its author.
      const posted = adminPage.getByRole('listitem').filter({ hasText: 'QuestionPosted' });
      expect(await posted.getByText(`user ${asker.user.uid}`).count()).toBe(0);
      await screenshot(adminPage, 'pseudonym-events-1285');
    } finally {
      await adminPage.context().close();
    }
  });
});
