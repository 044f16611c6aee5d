import { screenshot, waitForToast } from '../support/browser';
import { BYLINE_DATE, logInThroughForm, postThroughApi, signUpMember, uniqueTitle } from '../support/e2e-members';
import { useAppAndBrowser, usePagePerTest } from '../support/e2e-suite';
import { until } from '../support/until';

const DIGEST_LABEL = 'Email me a weekly digest of my notifications';

const suite = useAppAndBrowser();
const tab = usePagePerTest(suite);

const bell = () => tab.page.getByRole('link', { name: /^Notifications, / });
/** A text as a regular expression that matches it literally (titles hold question marks). */
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const bellName = async () => (await bell().getAttribute('aria-label')) ?? '';

describe('notifications', () => {
  it('shows the asker an answer under the bell, opens it on the question and counts it read', async () => {
    const asker = await signUpMember(suite.app.baseUrl, 'asker');
    const answerer = await signUpMember(suite.app.baseUrl, 'answerer');
    const name = uniqueTitle('Dana Reyes');
    expect((await answerer.api.patch('/api/account', { username: name })).status).toBe(200);
    const title = uniqueTitle('Who keeps the dog?');
    const questionId = await postThroughApi(asker.api, 'questions', title, { acknowledged: true });

    await logInThroughForm(tab.page, asker.email);
    await bell().waitFor();
    expect(await bellName()).toBe('Notifications, none unread');

    expect(
      (await answerer.api.post(`/api/questions/${questionId}/answers`, { text: 'The one who walks it.' })).status,
    ).toBe(201);
    // The count follows on the next navigation, without a reload.
    await tab.page.getByRole('link', { name: 'Experts', exact: true }).first().click();
    await until(async () => (await bellName()) === 'Notifications, 1 unread', 'the bell to count the answer');
    expect((await bell().innerText()).trim()).toBe('1');
    await screenshot(tab.page, 'notifications-bell');

    await bell().click();
    await tab.page.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor();
    const entry = tab.page.getByRole('link', {
      name: new RegExp(`^Unread: ${literally(`${name} answered your question “${title}”`)}`),
    });
    await entry.waitFor();
    expect((await entry.locator('time').innerText()).trim()).toMatch(BYLINE_DATE);
    await screenshot(tab.page, 'notifications-list');
    await entry.click();
    await tab.page.waitForURL((url) => url.pathname === `/answers/${questionId}`);
    await tab.page.getByRole('heading', { level: 1, name: title }).waitFor();
    await tab.page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: 'Notifications', exact: true })
      .waitFor();
    await until(async () => (await bellName()) === 'Notifications, none unread', 'the count to go to 0');
    expect((await bell().innerText()).trim()).toBe('');

    await bell().click();
    await tab.page.getByRole('link', { name: new RegExp(`^${literally(name)} answered your question`) }).waitFor();
    expect(await tab.page.getByRole('button', { name: 'Mark all as read' }).isDisabled()).toBe(true);
    await tab.page.setViewportSize({ width: 375, height: 800 });
    await screenshot(tab.page, 'notifications-narrow');
  });

  it('keeps the weekly digest turned on in Account Settings after a reload', async () => {
    const member = await signUpMember(suite.app.baseUrl, 'digest');
    await logInThroughForm(tab.page, member.email);
    const openSettings = async () => {
      await tab.page.goto('/account');
      await tab.page.getByRole('button', { name: 'Account Settings', exact: true }).click();
      const checkbox = tab.page
        .getByRole('region', { name: 'Account Settings' })
        .getByRole('checkbox', { name: DIGEST_LABEL });
      await checkbox.waitFor();
      return checkbox;
    };

    const checkbox = await openSettings();
    expect(await checkbox.isChecked()).toBe(false);
    await checkbox.check();
    await waitForToast(tab.page, 'Notification settings saved.');
    expect((await member.api.get('/api/account/notification-settings')).body).toEqual({ weeklyDigest: true });

    await tab.page.reload();
    expect(await (await openSettings()).isChecked()).toBe(true);
  });
});
