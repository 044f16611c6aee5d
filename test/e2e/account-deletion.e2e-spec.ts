import { ACCOUNT_DELETION_MESSAGES } from '../../src/contracts/account-deletion';
import { MESSAGES } from '../../src/contracts/messages';
import { ApiClient } from '../support/api-client';
import { currentPath, screenshot, slowDownCpu, waitForToast } from '../support/browser';
import {
  fillLoginForm,
  logInThroughForm,
  PASSWORD,
  postThroughApi,
  signUpMember,
  uniqueTitle,
} from '../support/e2e-members';
import { useAppAndBrowser, usePagePerTest } from '../support/e2e-suite';
import { until } from '../support/until';

const suite = useAppAndBrowser();
const tab = usePagePerTest(suite);

describe('Delete my account', () => {
  it('is confirmed twice, ends the session, goes home with a toast, and the account cannot log in again', async () => {
    const { api, email } = await signUpMember(suite.app.baseUrl, 'deleting');
    const title = uniqueTitle('Left behind');
    const article = await postThroughApi(api, 'articles', title);
    await logInThroughForm(tab.page, email);
    await tab.page.goto('/account');
    await tab.page.getByRole('button', { name: 'Your Data' }).click();
    await tab.page.getByRole('button', { name: 'Delete my account' }).click();

    // First: what happens, and whether the posts go too (they stay here).
    const explain = tab.page.getByRole('dialog', { name: 'Delete my account?' });
    await explain.getByText('What you posted stays on the site under “Deleted member”', { exact: false }).waitFor();
    const removeAll = explain.getByLabel('Also remove everything I posted (posts, comments, answers)');
    expect(await removeAll.isChecked()).toBe(false);
    await screenshot(tab.page, 'delete-account-explain');
    await explain.getByRole('button', { name: 'Continue' }).click();

    // Second: the password, before the final button does anything.
    const confirm = tab.page.getByRole('dialog', { name: 'Confirm with your password' });
    const finalButton = confirm.getByRole('button', { name: 'Delete my account' });
    expect(await finalButton.isDisabled()).toBe(true);
    await confirm.getByLabel('Password', { exact: true }).fill('not my password');
    await finalButton.click();
    await confirm.getByText(ACCOUNT_DELETION_MESSAGES.wrongPassword).first().waitFor();
    expect((await api.get('/api/account')).status).toBe(200);
    await confirm.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await screenshot(tab.page, 'delete-account-confirm');
    // On a slow device the session's end could overtake the route change to /home (it did, one CI
    // run in many): the account page's login guard then sent the page to the login form.
    await slowDownCpu(tab.page, 10);
    await finalButton.click();

    await waitForToast(tab.page, ACCOUNT_DELETION_MESSAGES.deleted);
    await until(async () => currentPath(tab.page) === '/home', 'the home page');
    // It stays there: no login guard sends the page to the login form.
    await tab.page.waitForTimeout(1_000);
    expect(currentPath(tab.page)).toBe('/home');
    await slowDownCpu(tab.page, 1);
    await tab.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }).waitFor();
    // Every session ended, the API client's too.
    expect((await api.get('/api/account')).status).toBe(401);

    // What was posted stays, under "Deleted member".
    await tab.page.goto(`/articles/${article}`);
    await tab.page.getByRole('heading', { name: title }).waitFor();
    await tab.page.getByText('Deleted member', { exact: true }).first().waitFor();

    // Logging in again fails as for an unknown email.
    await tab.page.goto('/login');
    await fillLoginForm(tab.page, email);
    await waitForToast(tab.page, MESSAGES.loginFailed);
    expect(currentPath(tab.page)).toBe('/login');
    expect((await new ApiClient(suite.app.baseUrl).post('/api/auth/login', { email, password: PASSWORD })).status).toBe(
      401,
    );
  });
});
