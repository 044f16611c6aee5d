import type { Page } from 'playwright-core';
import { toastTexts, waitForToast } from '../support/browser';
import { logInThroughForm, PASSWORD, signUpMember, uniqueEmail, uniqueTitle } from '../support/e2e-members';
import { useAppAndBrowser, usePagePerTest } from '../support/e2e-suite';

// The spec's texts, word for word (sections 5 and 8).
const TEXT = {
  ageRequired: 'Please acknowledge that you are at least 18 years of age.',
  accountCreated: 'Account Created',
  usernameInvalid: 'Username contains invalid characters.',
  profileUpdated: 'Successfully updated profile.',
  videoHelp: 'Paste the URL to your video or audio clip. YouTube links are preferred, and will automatically embed.',
  videoSubmitted: 'Video submitted successfully.',
  loginRequired: 'Please log in before viewing',
  loggedOut: 'Successfully logged out.',
};

const suite = useAppAndBrowser();
const tab = usePagePerTest(suite);

/**
 * Waits until the toasts on screen are exactly `expected` (in any order): a toast on its way out is
 * still in the page for the spec's one-second fade, so the screen is given that long to settle, and
 * far less than the five seconds a stale toast would otherwise stay.
 */
async function toastsBecome(page: Page, expected: string[], timeoutMs = 2_500): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const want = JSON.stringify([...expected].sort());
  for (;;) {
    const seen = (await toastTexts(page)).sort();
    if (JSON.stringify(seen) === want) return;
    if (Date.now() > deadline) throw new Error(`Toasts on screen: ${JSON.stringify(seen)}; expected ${want}`);
    await page.waitForTimeout(50);
  }
}

describe('one toast per message', () => {
  it('shows a refusal sent twice once, and the account’s creation without the warnings of the failed tries', async () => {
    const taken = await signUpMember(suite.app.baseUrl, 'taken');
    const { page } = tab;
    await page.goto('/signup');
    await page.getByLabel('Email', { exact: true }).fill(taken.email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    const signUp = page.getByRole('button', { name: 'Sign Up' });
    await signUp.click();
    await waitForToast(page, TEXT.ageRequired);
    await signUp.click();
    await toastsBecome(page, [TEXT.ageRequired]);

    // A second refusal, of another kind: the address has an account already.
    await page.getByRole('checkbox', { name: 'I am at least 18 years old.' }).check();
    await signUp.click();
    await page.getByRole('alert').filter({ hasText: 'Account not created.' }).waitFor();
    expect(await toastTexts(page)).toHaveLength(2);

    await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('fresh'));
    await signUp.click();
    await waitForToast(page, TEXT.accountCreated);
    await toastsBecome(page, [TEXT.accountCreated]);
    await page.waitForURL((url) => url.pathname === '/account');
  });

  it('clears a form’s warning when the next try succeeds on the same page', async () => {
    const { email } = await signUpMember(suite.app.baseUrl, 'renamer');
    const { page } = tab;
    await logInThroughForm(page, email);
    await page.goto('/account');
    const username = page.getByLabel('Username', { exact: true });
    const save = page.getByRole('button', { name: 'Save', exact: true }).first();
    await username.fill('the admin');
    await save.click();
    await waitForToast(page, TEXT.usernameInvalid);
    await save.click();
    await toastsBecome(page, [TEXT.usernameInvalid]);

    await username.fill(uniqueTitle('calm').replace(' ', '_'));
    await save.click();
    await waitForToast(page, TEXT.profileUpdated);
    await toastsBecome(page, [TEXT.profileUpdated]);
  });
});

describe('toasts and route changes', () => {
  it('leaves the video help on the form: the new video’s page shows only its success', async () => {
    const { email } = await signUpMember(suite.app.baseUrl, 'helped');
    const { page } = tab;
    await logInThroughForm(page, email);
    await page.goto('/new-video');
    await page.getByLabel('Video / Audio Title', { exact: true }).fill(uniqueTitle('A helped video'));
    await page.getByLabel('Description', { exact: true }).fill('Ten minutes on telling the children.');
    await page.getByLabel('Video or Audio Link', { exact: true }).fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await page.getByRole('button', { name: 'Help with the video or audio link' }).click();
    await waitForToast(page, TEXT.videoHelp);
    await page.getByRole('checkbox', { name: /I have the rights to post this video/ }).check();
    await page.getByRole('button', { name: 'SUBMIT' }).click();

    await page.waitForURL((url) => /^\/videos\/\d+$/.test(url.pathname));
    await waitForToast(page, TEXT.videoSubmitted);
    await toastsBecome(page, [TEXT.videoSubmitted]);
  });

  it('keeps a toast that explains the page it sends the visitor to', async () => {
    const { page } = tab;
    await page.clock.install();
    await page.goto('/account');
    await page.waitForURL((url) => url.pathname === '/login');
    await waitForToast(page, TEXT.loginRequired);
    await page.clock.runFor(1_200);
    expect(await toastTexts(page)).toContain(TEXT.loginRequired);
  });

  it('keeps the logout’s success on the home page it lands on', async () => {
    const { email } = await signUpMember(suite.app.baseUrl, 'leaver');
    const { page } = tab;
    await page.clock.install();
    await logInThroughForm(page, email);
    await page.goto('/articles');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/home');
    await waitForToast(page, TEXT.loggedOut);
    await page.clock.runFor(1_200);
    expect(await toastTexts(page)).toContain(TEXT.loggedOut);
  });
});
