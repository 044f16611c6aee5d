import type { Locator, Page } from 'playwright-core';
import type { AdminSummary } from '../../src/contracts/admin-summary';
import type { AnonymousDraft } from '../../src/contracts/drafts';
import { HOLD_MESSAGES } from '../../src/contracts/holds';
import { ApiClient } from '../support/api-client';
import { currentPath, newPage, screenshot, waitForToast } from '../support/browser';
import { signUpAdministrator } from '../support/e2e-admins';
import {
  logInThroughForm,
  postThroughApi,
  signUpMember,
  type SignedUpMember,
  uniqueTitle,
} from '../support/e2e-members';
import { useAppAndBrowser, usePagePerTest } from '../support/e2e-suite';

// What the screens say (src/contracts/user-management.ts and drafts.ts).
const TEXT = {
  draftDeleted: 'Anonymous content deleted.',
  noDrafts: 'No anonymous content.',
  queryRequired: 'Please enter a username or email address.',
};
const MEMBER_SINCE = /^\d{1,2}\/\d{1,2}\/\d{4}$/;

const suite = useAppAndBrowser();
const tab = usePagePerTest(suite);

const onPath = (page: Page, path: string) => page.waitForURL((url) => url.pathname === path);
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const row = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
const cellTexts = async (r: Locator) => (await r.getByRole('cell').allInnerTexts()).map((t) => t.trim());

async function named(kind: string, username: string): Promise<SignedUpMember> {
  const member = await signUpMember(suite.app.baseUrl, kind);
  const r = await member.api.patch('/api/account', { username });
  if (r.status !== 200) throw new Error(`rename failed: ${r.status} ${JSON.stringify(r.body)}`);
  return { ...member, user: { ...member.user, username } };
}

async function saveDraft(title: string): Promise<void> {
  const r = await new ApiClient(suite.app.baseUrl).post('/api/drafts', {
    kind: 'qnas',
    title,
    body: 'Asked while logged out.',
    tags: [],
    categories: [],
    acknowledged: true,
  });
  if (r.status !== 201) throw new Error(`draft failed: ${r.status}`);
}

describe('user management', () => {
  it('looks a user up by email and makes them an Expert, then revokes it', async () => {
    const admin = await signUpAdministrator(suite.app);
    const pat = await named('pat', uniqueTitle('Pat').replace(' ', ''));
    await logInThroughForm(tab.page, admin.email);

    await tab.page.goto('/admin');
    await tab.page
      .getByRole('navigation', { name: 'Admin Area' })
      .getByRole('link', { name: 'User Management' })
      .click();
    await onPath(tab.page, '/admin/users');
    await heading(tab.page, 'User Management').waitFor();
    expect(await tab.page.title()).toContain('User Management');

    // An empty search says what it needs, next to the field.
    const field = tab.page.getByRole('searchbox', { name: 'Username or email' });
    await field.press('Enter');
    await tab.page.getByText(TEXT.queryRequired, { exact: true }).waitFor();

    await field.fill(pat.email.toUpperCase());
    await field.press('Enter');
    await tab.page.waitForURL((url) => url.searchParams.get('q') === pat.email.toUpperCase());
    const patRow = row(tab.page, pat.user.username);
    await patRow.waitFor();
    const [email, since, role] = await cellTexts(patRow);
    expect(email).toBe(pat.email);
    expect(since).toMatch(MEMBER_SINCE);
    expect(role).toBe('Member');
    await screenshot(tab.page, 'admin-users-1285');

    await patRow.getByRole('button', { name: `Make Expert, ${pat.user.username}` }).click();
    const dialog = tab.page.getByRole('dialog', { name: 'Make Expert?' });
    await dialog.waitFor();
    await dialog.getByText('They will be an Expert.', { exact: false }).waitFor();
    await screenshot(tab.page, 'admin-users-confirm');
    await dialog.getByRole('button', { name: 'Make Expert', exact: true }).click();
    await waitForToast(tab.page, `${pat.user.username} is now an Expert.`);
    await dialog.waitFor({ state: 'detached' });
    expect((await cellTexts(patRow))[2]).toBe('Expert');
    expect((await pat.api.get('/api/session')).body.user.role).toBe('Expert');

    // The row now offers to revoke it; Close leaves the role as it is.
    const revoke = patRow.getByRole('button', { name: `Revoke Expert, ${pat.user.username}` });
    await revoke.click();
    await tab.page
      .getByRole('dialog', { name: 'Revoke Expert?' })
      .getByRole('button', { name: 'Close', exact: true })
      .click();
    expect((await pat.api.get('/api/session')).body.user.role).toBe('Expert');
    await revoke.click();
    await tab.page
      .getByRole('dialog', { name: 'Revoke Expert?' })
      .getByRole('button', { name: 'Revoke Expert', exact: true })
      .click();
    await waitForToast(tab.page, `${pat.user.username} is now a Member.`);
    expect((await cellTexts(patRow))[2]).toBe('Member');

    // A reload keeps the search; the administrator's own row offers no role change.
    await tab.page.reload();
    await row(tab.page, pat.user.username).waitFor();
    await field.fill(admin.email);
    await field.press('Enter');
    const ownRow = row(tab.page, admin.user.username);
    await ownRow.getByText('Your account', { exact: true }).waitFor();
    expect(await ownRow.getByRole('button').count()).toBe(0);
  });

  it('stops a spammer after asking: their post leaves the site at once, and Undo stop brings it back', async () => {
    const admin = await signUpAdministrator(suite.app);
    const spammer = await named('spam', uniqueTitle('Spam').replace(' ', ''));
    const title = uniqueTitle('Cheap deals');
    const posted = await spammer.api.post('/api/articles', { title, body: 'Buy now.', tags: [], categories: [] });
    expect(posted.status).toBe(201);
    const listed = async () => JSON.stringify((await new ApiClient(suite.app.baseUrl).get('/api/articles')).body);
    expect(await listed()).toContain(title);
    await logInThroughForm(tab.page, admin.email);

    await tab.page.goto(`/admin/users?q=${encodeURIComponent(spammer.email)}`);
    const spamRow = row(tab.page, spammer.user.username);
    await spamRow.getByRole('button', { name: `Stop ${spammer.user.username}` }).click();
    const dialog = tab.page.getByRole('dialog', { name: `Stop ${spammer.user.username}?` });
    await dialog.getByText('They will no longer be able to post or reply', { exact: false }).waitFor();
    await screenshot(tab.page, 'admin-users-stop-confirm');
    await dialog.getByRole('button', { name: 'Stop member', exact: true }).click();
    await waitForToast(tab.page, HOLD_MESSAGES.stoppedDone(spammer.user.username));
    await spamRow.getByText('Stopped', { exact: true }).waitFor();
    expect(await listed()).not.toContain(title);
    const refused = await spammer.api.post('/api/articles', { title: 'More', body: 'Buy.', tags: [], categories: [] });
    expect(refused).toMatchObject({ status: 403, body: { message: HOLD_MESSAGES.stopped } });

    await spamRow.getByRole('button', { name: `Undo stop, ${spammer.user.username}` }).click();
    await waitForToast(tab.page, HOLD_MESSAGES.stopLifted(spammer.user.username));
    await spamRow.getByRole('button', { name: `Stop ${spammer.user.username}` }).waitFor();
    expect(await listed()).toContain(title);
  });

  it('grants Administrator on a phone: the new administrator can open the Admin Area', async () => {
    const admin = await signUpAdministrator(suite.app);
    const sam = await named('sam', uniqueTitle('Sam').replace(' ', ''));
    const page = await newPage(suite.browser, suite.app.baseUrl, 375);
    try {
      await logInThroughForm(page, admin.email);
      await page.goto(`/admin/users?q=${encodeURIComponent(sam.user.username.toLowerCase())}`);
      const samRow = row(page, sam.user.username);
      await samRow.getByRole('button', { name: `Make Administrator, ${sam.user.username}` }).click();
      await screenshot(page, 'admin-users-375-confirm');
      await page
        .getByRole('dialog', { name: 'Make Administrator?' })
        .getByRole('button', { name: 'Make Administrator', exact: true })
        .click();
      await waitForToast(page, `${sam.user.username} is now an Administrator.`);
      await samRow.getByRole('button', { name: `Revoke Administrator, ${sam.user.username}` }).waitFor();
      await screenshot(page, 'admin-users-375');
      expect((await sam.api.get('/api/admin/summary')).status).toBe(200);
    } finally {
      await page.context().close();
    }
  });
});

describe('the Admin Area of My Account', () => {
  it('shows the counts as badges beside the links, and the links open', async () => {
    const admin = await signUpAdministrator(suite.app);
    const author = await signUpMember(suite.app.baseUrl, 'author');
    const article = await postThroughApi(author.api, 'articles', uniqueTitle('Holidays'), {
      suggestedTopic: uniqueTitle('Holidays'),
    });
    const comment = await author.api.post(`/api/articles/${article}/comments`, { text: 'Cheap watches here' });
    expect((await admin.api.post(`/api/comments/${comment.body.id}/report`, { reason: 'spam' })).status).toBe(202);
    await saveDraft(uniqueTitle('Draft'));
    let summary: AdminSummary;
    for (let tries = 0; ; tries++) {
      summary = (await admin.api.get('/api/admin/summary')).body;
      if (summary.violationReports > 0 || tries > 100) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(summary.suggestedCategories).toBeGreaterThan(0);
    expect(summary.violationReports).toBeGreaterThan(0);
    expect(summary.anonymousContent).toBeGreaterThan(0);

    await logInThroughForm(tab.page, admin.email);
    await tab.page.goto('/account');
    const area = tab.page.getByRole('region', { name: 'Admin Area', exact: true });
    const openArea = async () => {
      const trigger = tab.page.getByRole('button', { name: 'Admin Area', exact: true });
      if ((await trigger.getAttribute('aria-expanded')) !== 'true') await trigger.click();
      await area.getByRole('link', { name: 'Enter Admin Area' }).waitFor();
    };
    await openArea();
    const links = {
      '/admin-topics': `Suggested Categories, ${summary.suggestedCategories} open`,
      '/admin/users': 'User Management',
      '/admin/reports': `Violation Reports, ${summary.violationReports} open`,
      '/admin/drafts': `Anonymous Content, ${summary.anonymousContent} pending`,
      '/admin-qotd': 'Question of the Day',
      '/admin': 'Enter Admin Area',
    };
    for (const [path, name] of Object.entries(links)) {
      expect(await area.getByRole('link', { name, exact: true }).getAttribute('href')).toBe(path);
    }
    await screenshot(tab.page, 'account-admin-area-1285');

    for (const [path, title] of [
      ['/admin-topics', 'Suggested Categories'],
      ['/admin/users', 'User Management'],
      ['/admin/drafts', 'Anonymous Content'],
      ['/admin', 'Admin Area'],
    ] as const) {
      await area.getByRole('link', { name: links[path], exact: true }).click();
      await onPath(tab.page, path);
      await heading(tab.page, title).waitFor();
      await tab.page.goBack();
      await onPath(tab.page, '/account');
      await openArea();
    }
    expect(currentPath(tab.page)).toBe('/account');
  });
});

describe('anonymous content', () => {
  it('lists the drafts of logged-out visitors with their age, and deletes one after asking', async () => {
    const admin = await signUpAdministrator(suite.app);
    // Only this test's drafts are left, so that the empty table can be seen at the end.
    for (const draft of (await admin.api.get('/api/admin/drafts')).body.drafts as AnonymousDraft[]) {
      expect((await admin.api.request('DELETE', `/api/admin/drafts/${draft.draftId}`)).status).toBe(204);
    }
    const [older, newer] = [uniqueTitle('Older question'), uniqueTitle('Newer question')];
    await saveDraft(older);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await saveDraft(newer);

    await logInThroughForm(tab.page, admin.email);
    await tab.page.goto('/admin/drafts');
    await heading(tab.page, 'Anonymous Content').waitFor();
    await row(tab.page, newer).waitFor();
    expect(await tab.page.getByRole('rowheader').allInnerTexts()).toEqual([newer, older]);
    expect(await cellTexts(row(tab.page, newer))).toEqual(['Question', 'less than a minute', 'Delete']);
    await screenshot(tab.page, 'admin-drafts-1285');

    for (const title of [newer, older]) {
      await row(tab.page, title)
        .getByRole('button', { name: `Delete ${title}` })
        .click();
      const dialog = tab.page.getByRole('dialog', { name: 'Delete anonymous content?' });
      await dialog.getByText(title, { exact: true }).waitFor();
      await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
      await waitForToast(tab.page, TEXT.draftDeleted);
      await row(tab.page, title).waitFor({ state: 'detached' });
    }
    await tab.page.getByText(TEXT.noDrafts, { exact: true }).waitFor();
    expect((await admin.api.get('/api/admin/summary')).body.anonymousContent).toBe(0);
  });
});
