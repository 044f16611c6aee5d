import type { Dialog, Page } from 'playwright-core';
import { MESSAGES } from '../../src/contracts/messages';
import { ApiClient } from '../support/api-client';
import { screenshot, toastTexts, waitForToast } from '../support/browser';
import {
  fillLoginForm,
  logInThroughForm,
  postThroughApi,
  signUpMember,
  uniqueEmail,
  uniqueTitle,
} from '../support/e2e-members';
import { useAppAndBrowser, usePagePerTest } from '../support/e2e-suite';
import { latestEmail } from '../support/test-app';
import { until } from '../support/until';

const suite = useAppAndBrowser();
const tab = usePagePerTest(suite);

const OLD_PASSWORD = 'the old password';
const onPath = (path: string) => tab.page.waitForURL((url) => url.pathname === path);
const field = (label: string) => tab.page.getByLabel(label, { exact: true });
const isFocused = (page: Page, label: string) =>
  page.getByLabel(label, { exact: true }).evaluate((input) => input === input.ownerDocument.activeElement);
// Polled from here: waitForFunction's polling evaluates in the page, where the site's CSP forbids eval.
const newPasswordFocused = (page: Page) =>
  until(() => isFocused(page, 'New Password'), 'the New Password field focused');

/** Both widths the design asks to look at. */
async function shots(name: string): Promise<void> {
  if (!process.env.E2E_SHOTS_DIR) return;
  const size = tab.page.viewportSize()!;
  await screenshot(tab.page, `${name}-1400`);
  await tab.page.setViewportSize({ width: 390, height: 844 });
  await screenshot(tab.page, `${name}-390`);
  await tab.page.setViewportSize(size);
}

describe('Change Password on My Account', () => {
  it('asks for the current password, shows each refusal at its field, then saves the new one', async () => {
    const { email } = await signUpMember(suite.app.baseUrl, 'changer', OLD_PASSWORD);
    await logInThroughForm(tab.page, email, OLD_PASSWORD);
    await tab.page.goto('/account');
    await tab.page.getByRole('button', { name: 'Account Settings', exact: true }).click();
    await tab.page.getByRole('button', { name: 'Change Password' }).click();
    await field('Current Password').waitFor();
    expect(await isFocused(tab.page, 'Current Password')).toBe(true);

    await field('New Password').fill('a new password');
    await tab.page.getByRole('button', { name: 'Save Password' }).click();
    await waitForToast(tab.page, MESSAGES.currentPasswordRequired);
    expect(await field('Current Password').getAttribute('aria-invalid')).toBe('true');

    await field('Current Password').fill('not my password');
    await tab.page.getByRole('button', { name: 'Save Password' }).click();
    await waitForToast(tab.page, MESSAGES.currentPasswordWrong);
    await tab.page.getByText(MESSAGES.currentPasswordWrong, { exact: true }).first().waitFor();

    await field('Current Password').fill(OLD_PASSWORD);
    await field('New Password').fill('Password1');
    await tab.page.getByRole('button', { name: 'Save Password' }).click();
    await waitForToast(tab.page, MESSAGES.passwordTooCommon);
    expect(await field('New Password').getAttribute('aria-invalid')).toBe('true');
    expect(await field('Current Password').getAttribute('aria-invalid')).toBeNull();
    await shots('change-password-refused');

    await field('New Password').fill('a new password');
    await tab.page.getByRole('button', { name: 'Save Password' }).click();
    await waitForToast(tab.page, MESSAGES.profileUpdated);
    expect(
      await new ApiClient(suite.app.baseUrl).post('/api/auth/login', { email, password: 'a new password' }),
    ).toMatchObject({ status: 200 });
  });
});

describe('signing up', () => {
  it('refuses one of the most used passwords, with the reason at the field, and takes another', async () => {
    const email = uniqueEmail('common');
    await tab.page.goto('/signup');
    await field('Email').fill(email);
    await field('Password').fill('Sunshine1');
    await tab.page.getByRole('checkbox', { name: 'I am at least 18 years old.' }).check();
    await tab.page.getByRole('button', { name: 'Sign Up' }).click();
    await waitForToast(tab.page, `${MESSAGES.accountNotCreated} ${MESSAGES.passwordTooCommon}`);
    expect(await field('Password').getAttribute('aria-invalid')).toBe('true');
    await shots('signup-common-password');

    await field('Password').fill('a less common one');
    await tab.page.getByRole('button', { name: 'Sign Up' }).click();
    await waitForToast(tab.page, MESSAGES.accountCreated);
  });
});

describe('after an emailed reset code', () => {
  it('asks only for the new password, and brings the member back to it from any other change', async () => {
    const author = await signUpMember(suite.app.baseUrl, 'author');
    const title = uniqueTitle('Parenting plans');
    const id = await postThroughApi(author.api, 'articles', title);
    const { email } = await signUpMember(suite.app.baseUrl, 'forgetful', OLD_PASSWORD);
    await new ApiClient(suite.app.baseUrl).post('/api/auth/reset-code', { email });
    const link = new URL(/open (\S+)/.exec((await latestEmail(suite.app.dataDir, email)).text)![1]!);
    tab.page.on('dialog', (dialog: Dialog) => void dialog.accept());

    await tab.page.goto(link.pathname + link.search);
    await tab.page.getByRole('button', { name: 'Verify' }).click();
    await onPath('/account');
    await field('New Password').waitFor();
    expect(await field('Current Password').count()).toBe(0);
    await shots('reset-new-password');

    // Leaving is allowed (after the spec's question); doing something is not, and leads back.
    await tab.page.goto(`/articles/${id}`);
    await tab.page.getByRole('button', { name: `Save ${title}`, exact: true }).click();
    await waitForToast(tab.page, MESSAGES.newPasswordFirst);
    await tab.page.waitForURL((url) => url.pathname === '/account' && url.hash === '#new-password');
    await field('New Password').waitFor();
    await newPasswordFocused(tab.page);

    // On the account page too: a profile change is refused, and the field is focused again.
    await tab.page.getByRole('button', { name: 'Personal Details', exact: true }).click();
    await tab.page.getByLabel('Username').fill('Someone Else');
    await tab.page.getByRole('button', { name: 'Save', exact: true }).click();
    await waitForToast(tab.page, MESSAGES.newPasswordFirst);
    await newPasswordFocused(tab.page);
    expect(await toastTexts(tab.page)).not.toContain(MESSAGES.profileUpdated);

    await field('New Password').fill('a new password');
    await tab.page.getByRole('button', { name: 'Save Password' }).click();
    await waitForToast(tab.page, MESSAGES.profileUpdated);
    await tab.page.goto(`/articles/${id}`);
    await tab.page.getByRole('button', { name: `Save ${title}`, exact: true }).click();
    await waitForToast(tab.page, 'Bookmarks updated');
    expect(new URL(tab.page.url()).pathname).toBe(`/articles/${id}`);

    await tab.page.context().clearCookies();
    await tab.page.goto('/login');
    await fillLoginForm(tab.page, email, 'a new password');
    await waitForToast(tab.page, MESSAGES.loggedIn);
  });
});
