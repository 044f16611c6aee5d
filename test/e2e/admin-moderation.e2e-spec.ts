import type { Page } from 'playwright-core';
import { newPage, screenshot, waitForToast } from '../support/browser';
import { signUpAdministrator } from '../support/e2e-admins';
import { BYLINE_DATE, logInThroughForm, postThroughApi, signUpMember, uniqueTitle } from '../support/e2e-members';
import { useAppAndBrowser, usePagePerTest } from '../support/e2e-suite';

// What the screens say (src/contracts/content.ts and moderation.ts).
const TEXT = { reported: 'Thank you for reporting.', removed: 'Content removed.', dismissed: 'Report dismissed.' };

const suite = useAppAndBrowser();
const tab = usePagePerTest(suite);

const reportRow = (page: Page, text: string) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader').filter({ hasText: text }) });

/** An article with one comment by another member; answers with the article's id and the comment's text. */
async function commentedArticle(): Promise<{
  articleId: number;
  text: string;
  commenter: Awaited<ReturnType<typeof signUpMember>>;
}> {
  const author = await signUpMember(suite.app.baseUrl, 'author');
  const commenter = await signUpMember(suite.app.baseUrl, 'commenter');
  const articleId = await postThroughApi(author.api, 'articles', uniqueTitle('Holidays apart'));
  const text = `${uniqueTitle('Cheap watches')} at my shop`;
  const r = await commenter.api.post(`/api/articles/${articleId}/comments`, { text });
  if (r.status !== 201) throw new Error(`comment failed: ${r.status}`);
  return { articleId, text, commenter };
}

/** A member reports the comment from the article page, through its Report link. */
async function reportThroughPage(articleId: number, text: string): Promise<string> {
  const reporter = await signUpMember(suite.app.baseUrl, 'reporter');
  const page = await newPage(suite.browser, suite.app.baseUrl);
  try {
    await logInThroughForm(page, reporter.email);
    await page.goto(`/articles/${articleId}`);
    const comment = page.getByRole('article').filter({ hasText: text });
    await comment.getByRole('button', { name: 'Report this comment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report this comment' });
    await dialog.getByRole('radio', { name: 'Spam or advertising' }).check();
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await waitForToast(page, TEXT.reported);
    return reporter.user.username;
  } finally {
    await page.context().close();
  }
}

describe('violation reports', () => {
  it('asks why before filing a report, and takes one report per member and item', async () => {
    const { articleId, text } = await commentedArticle();
    const reporter = await signUpMember(suite.app.baseUrl, 'reporter');
    const { page } = tab;
    await page.setViewportSize({ width: 1000, height: 900 });
    await logInThroughForm(page, reporter.email);
    await page.goto(`/articles/${articleId}`);
    const comment = page.getByRole('article').filter({ hasText: text });
    await comment.getByRole('button', { name: 'Report this comment' }).click();
    // Nothing is filed by the click: a dialog asks for the reason, and Send waits for one.
    const dialog = page.getByRole('dialog', { name: 'Report this comment' });
    await dialog.waitFor();
    expect(await dialog.getByRole('button', { name: 'Send report' }).isDisabled()).toBe(true);
    await screenshot(page, 'report-reasons-1000');
    await dialog.getByRole('radio', { name: 'It names or identifies someone' }).check();
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await waitForToast(page, TEXT.reported);
    await comment.getByText('Reported', { exact: true }).waitFor();
    expect(await comment.getByRole('button', { name: 'Report this comment' }).count()).toBe(0);

    // Reported before: a page opened again knows it (the server refuses a second report all the same).
    await page.reload();
    await comment.getByText('Reported', { exact: true }).waitFor();
    expect(await comment.getByRole('button', { name: 'Report this comment' }).count()).toBe(0);
  });

  it('a reported comment reaches the queue from My Account, and removing it takes it off the site and marks it in its author’s history', async () => {
    const { articleId, text, commenter } = await commentedArticle();
    const reporter = await reportThroughPage(articleId, text);
    const admin = await signUpAdministrator(suite.app);
    const { page } = tab;

    await logInThroughForm(page, admin.email);
    await page.goto('/account');
    await page.getByRole('button', { name: 'Admin Area' }).click();
    await page.getByRole('link', { name: /^Violation Reports, \d+ open$/ }).click();
    await page.waitForURL((url) => url.pathname === '/admin/reports');
    await page.getByRole('heading', { level: 1, name: 'Violation Reports' }).waitFor();

    const row = reportRow(page, text);
    const [kind, reportedBy, reportedAt] = (await row.getByRole('cell').allInnerTexts()).map((t) => t.trim());
    expect([kind, reportedBy]).toEqual(['Comment', reporter]);
    expect(reportedAt).toMatch(BYLINE_DATE);
    // Why the member reported it, as they chose it in the Report dialog.
    await row.getByText('Reason: Spam or advertising', { exact: true }).waitFor();
    await screenshot(page, 'admin-reports-1285');
    await row.getByRole('button', { name: /^Remove / }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove this comment?' });
    await dialog.getByLabel(/^Reason/).fill('Advertising');
    await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
    await waitForToast(page, TEXT.removed);
    await row.waitFor({ state: 'detached' });

    // Gone for everyone: the article page no longer shows it.
    await page.goto(`/articles/${articleId}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByText('No comments yet.', { exact: false }).waitFor();
    expect(await page.getByText(text).count()).toBe(0);

    // Its author still finds it in their history, marked removed, with no link to follow.
    const own = await newPage(suite.browser, suite.app.baseUrl);
    try {
      await logInThroughForm(own, commenter.email);
      await own.goto('/account');
      await own.getByRole('button', { name: 'Post / Comment History' }).click();
      const item = own.getByRole('listitem').filter({ hasText: text });
      await item.getByText('Removed', { exact: true }).waitFor();
      expect(await item.getByRole('link').count()).toBe(0);
    } finally {
      await own.context().close();
    }
  });

  it('dismissing a report keeps the content, on a phone', async () => {
    const { articleId, text } = await commentedArticle();
    await reportThroughPage(articleId, text);
    const admin = await signUpAdministrator(suite.app);
    const page = await newPage(suite.browser, suite.app.baseUrl, 375);
    try {
      await logInThroughForm(page, admin.email);
      await page.goto('/admin/reports');
      const row = reportRow(page, text);
      await row.getByRole('link', { name: 'View on its page' }).waitFor();
      await screenshot(page, 'admin-reports-375');
      await row.getByRole('button', { name: /^Dismiss the report of / }).click();
      await waitForToast(page, TEXT.dismissed);
      await row.waitFor({ state: 'detached' });
      await page.goto(`/articles/${articleId}`);
      await page.getByText(text).waitFor();
    } finally {
      await page.context().close();
    }
  });

  it('is for administrators only: a member is turned away', async () => {
    const member = await signUpMember(suite.app.baseUrl, 'member');
    await logInThroughForm(tab.page, member.email);
    await tab.page.goto('/admin/reports');
    await tab.page.getByText('The Admin Area is for administrators.').waitFor();
    expect(await tab.page.getByRole('table').count()).toBe(0);
  });
});
