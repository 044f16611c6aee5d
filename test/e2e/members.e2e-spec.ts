import { randomBytes } from 'node:crypto';
import type { Dialog } from 'playwright-core';
import { ApiClient } from '../support/api-client';
import { currentPath, screenshot, slowDownCpu, toastTexts, waitForToast } from '../support/browser';
import { latestEmail } from '../support/test-app';
import {
  fillLoginForm,
  logInThroughForm,
  PASSWORD,
  postThroughApi,
  signUpMember,
  uniqueEmail,
  uniqueTitle,
} from '../support/e2e-members';
import { useAppAndBrowser, usePagePerTest } from '../support/e2e-suite';

// The spec's texts, word for word (sections 2, 4, 5 and 8).
const TEXT = {
  ageRequired: 'Please acknowledge that you are at least 18 years of age.',
  accountCreated: 'Account Created',
  loginFailed: 'Email / password combination failed.',
  loggedIn: 'Successfully logged in.',
  loggedOut: 'Successfully logged out.',
  changePassword: 'Please change your password',
  leaveWithoutPassword: 'You did not enter a new password.  Are you sure you want to leave?',
  profileUpdated: 'Successfully updated profile.',
  usernameInvalid: 'Username contains invalid characters.',
  usernameTooShort: 'Please use at least 2 characters for your username.',
  usernameReserved: 'The site uses that name for itself. Please choose another.',
  loginRequired: 'Please log in before viewing',
  noHistory: 'No Posts or Comments.',
  noSavedItems: 'No saved items.',
};

// About the embedded profile itself, which `npm start` runs: the other browser tests run on the services profile.
const suite = useAppAndBrowser({}, { profile: 'embedded' });
const tab = usePagePerTest(suite);

const uniqueUsername = (kind: string) => `${kind}${randomBytes(3).toString('hex')}`;

const onPath = (path: string) => tab.page.waitForURL((url) => url.pathname === path);

/** A member created through the API, so a test starts from a known account. */
async function member(kind: string, password = PASSWORD): Promise<string> {
  const { email } = await signUpMember(suite.app.baseUrl, kind, password);
  return email;
}

/** Polls a condition on test-side state (e.g. dialogs seen) until it holds. */
async function until(condition: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Condition not met within ${timeoutMs} ms`);
    await tab.page.waitForTimeout(50);
  }
}

const mainNav = () => tab.page.getByRole('navigation', { name: 'Main' });

describe('signup', () => {
  it('asks for the 18+ acknowledgement, then creates the account and opens My Account', async () => {
    const email = uniqueEmail('signup');
    await tab.page.goto('/signup');
    await tab.page.getByRole('heading', { name: "Become a Member. It's free!" }).waitFor();
    await tab.page.getByLabel('Email', { exact: true }).fill(email);
    await tab.page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    const adult = tab.page.getByRole('checkbox', { name: 'I am at least 18 years old.' });
    const label = tab.page.locator('label', { hasText: 'I am at least 18 years old.' });
    const normalColour = await label.evaluate((el) => el.ownerDocument.defaultView!.getComputedStyle(el).color);

    await tab.page.getByRole('button', { name: 'Sign Up' }).click();

    await waitForToast(tab.page, TEXT.ageRequired);
    expect(await adult.getAttribute('aria-invalid')).toBe('true');
    expect(await label.getAttribute('class')).toMatch(/invalid/);
    // The message beside the checkbox is the one the label turns red for, in the same colour.
    const message = tab.page.locator('p', { hasText: TEXT.ageRequired });
    await message.waitFor();
    const [labelColour, messageColour] = await Promise.all([
      label.evaluate((el) => el.ownerDocument.defaultView!.getComputedStyle(el).color),
      message.evaluate((el) => el.ownerDocument.defaultView!.getComputedStyle(el).color),
    ]);
    expect(labelColour).toBe(messageColour);
    expect(labelColour).not.toBe(normalColour);
    expect(currentPath(tab.page)).toBe('/signup');

    await adult.check();
    expect(await adult.getAttribute('aria-invalid')).toBeNull();
    expect(await label.getAttribute('class')).not.toMatch(/invalid/);
    await tab.page.getByRole('button', { name: 'Sign Up' }).click();

    await waitForToast(tab.page, TEXT.accountCreated);
    await onPath('/account');
    await tab.page.getByRole('heading', { name: 'My Account', level: 1 }).waitFor();
    await tab.page.getByText(`Logged in as ${email}`).waitFor();
    await mainNav().getByRole('link', { name: 'My Account' }).waitFor();
  });
});

describe('a signup whose answer is lost on its way back', () => {
  it('is sent again with the same Idempotency-Key: one account, logged in, not "already taken"', async () => {
    const email = uniqueEmail('signup-lost');
    const keys: string[] = [];
    let lost = false;
    await tab.page.route('**/api/auth/signup', async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      if (lost) return route.continue();
      lost = true;
      // The server signs the member up; the browser gets neither the answer nor its cookie.
      await route.fetch();
      await tab.page.context().clearCookies({ name: 'sid' });
      await route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({
          statusCode: 503,
          error: 'Service Unavailable',
          message: 'The service is briefly unavailable. Please try again in a moment.',
        }),
      });
    });
    await tab.page.goto('/signup');
    await tab.page.getByLabel('Email', { exact: true }).fill(email);
    await tab.page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await tab.page.getByRole('checkbox', { name: 'I am at least 18 years old.' }).check();
    await tab.page.getByRole('button', { name: 'Sign Up' }).click();

    await waitForToast(tab.page, TEXT.accountCreated);
    await onPath('/account');
    await tab.page.getByText(`Logged in as ${email}`).waitFor();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect((await toastTexts(tab.page)).filter((text) => text.includes('already exists'))).toEqual([]);
  });
});

describe('signup errors', () => {
  const passwordTooCommon = 'Please choose a less common password: this one is among the first a stranger would try.';
  const invalidEmail = 'Please input a valid email address.';

  it('replaces the last submit’s errors with the next one’s: a refused password does not stay beside a fixed one', async () => {
    await tab.page.setViewportSize({ width: 1000, height: 900 });
    await tab.page.goto('/signup');
    const password = tab.page.getByLabel('Password', { exact: true });
    await tab.page.getByLabel('Email', { exact: true }).fill(uniqueEmail('common'));
    await password.fill('password123');
    await tab.page.getByRole('checkbox', { name: 'I am at least 18 years old.' }).check();
    await tab.page.getByRole('button', { name: 'Sign Up' }).click();
    await tab.page.locator('p', { hasText: passwordTooCommon }).waitFor();
    expect(await password.getAttribute('aria-invalid')).toBe('true');

    await password.fill(`${PASSWORD} and more`);
    await tab.page.getByLabel('Email', { exact: true }).fill('not an email');
    await tab.page.getByRole('button', { name: 'Sign Up' }).click();
    await tab.page.locator('p', { hasText: invalidEmail }).waitFor();
    expect(await tab.page.locator('p', { hasText: passwordTooCommon }).count()).toBe(0);
    expect(await password.getAttribute('aria-invalid')).toBeNull();
  });
});

describe('login', () => {
  it('warns when the email and password do not match and stays on the login page', async () => {
    const email = await member('wrongpw');
    await tab.page.goto('/login');
    await fillLoginForm(tab.page, email, 'not the password');

    await waitForToast(tab.page, TEXT.loginFailed);
    expect(currentPath(tab.page)).toBe('/login');
    expect(await toastTexts(tab.page)).not.toContain(TEXT.loggedIn);

    // An email with no account reads the same, so it does not tell who is a member.
    await tab.page.reload();
    await fillLoginForm(tab.page, uniqueEmail('nobody'), PASSWORD);
    await waitForToast(tab.page, TEXT.loginFailed);
    expect(currentPath(tab.page)).toBe('/login');
  });

  it('logs in with Enter, lands on /home, and sends a logged-in visitor of /login to /home', async () => {
    const email = await member('login');
    await tab.page.goto('/login');
    await tab.page.getByLabel('Email', { exact: true }).fill(email);
    await tab.page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await tab.page.getByLabel('Password', { exact: true }).press('Enter');

    await waitForToast(tab.page, TEXT.loggedIn);
    await onPath('/home');
    await mainNav().getByRole('link', { name: 'My Account' }).waitFor();
    await mainNav().getByRole('button', { name: 'Logout' }).waitFor();

    await tab.page.goto('/login');
    await onPath('/home');
    expect(await tab.page.getByRole('button', { name: 'Login', exact: true }).count()).toBe(0);
  });

  it('returns to the page the user was on when they chose Login', async () => {
    const email = await member('remember');
    await tab.page.goto('/no/such/page');
    await tab.page.getByRole('heading', { name: 'Whoops!' }).waitFor();
    await mainNav().getByRole('link', { name: 'Login' }).click();
    await onPath('/login');
    await fillLoginForm(tab.page, email, PASSWORD);

    await waitForToast(tab.page, TEXT.loggedIn);
    await onPath('/no/such/page');
  });
});

describe('logout', () => {
  it('logs out to /home and the header offers Signup and Login again', async () => {
    const email = await member('logout');
    await logInThroughForm(tab.page, email);
    await tab.page.goto('/account');
    await tab.page.getByText(`Logged in as ${email}`).waitFor();

    // Slowed down like a cheap phone: the session's end must not overtake the route change and let
    // the account page's login guard send the page to the login form.
    await slowDownCpu(tab.page, 10);
    await mainNav().getByRole('button', { name: 'Logout' }).click();

    await waitForToast(tab.page, TEXT.loggedOut);
    await onPath('/home');
    await tab.page.waitForTimeout(1_000);
    expect(currentPath(tab.page)).toBe('/home');
    await slowDownCpu(tab.page, 1);
    await mainNav().getByRole('link', { name: 'Signup' }).waitFor();
    await mainNav().getByRole('link', { name: 'Login' }).waitFor();
    expect(await mainNav().getByRole('link', { name: 'My Account' }).count()).toBe(0);
    expect(await mainNav().getByRole('button', { name: 'Logout' }).count()).toBe(0);

    // The session is gone on the server too: the account page now asks to log in.
    await tab.page.goto('/account');
    await onPath('/login');
  });
});

describe('password reset', () => {
  it('logs in with the emailed code, insists on a new password, then the new password works', async () => {
    const email = await member('reset', 'the old password');
    const dialogs: string[] = [];
    tab.page.on('dialog', (dialog: Dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });

    await tab.page.goto('/forgot');
    await tab.page.getByLabel('Email', { exact: true }).fill(email);
    await tab.page.getByRole('button', { name: 'Send Code' }).click();
    const codeField = tab.page.getByLabel('Verification Code');
    await codeField.waitFor();

    const mail = await latestEmail(suite.app.dataDir, email);
    const code = /^ {4}(\S{10})$/m.exec(mail.text)?.[1];
    expect(code).toBeDefined();
    await codeField.fill(code!);
    await tab.page.getByRole('button', { name: 'Verify' }).click();

    await onPath('/account');
    await waitForToast(tab.page, TEXT.changePassword);
    const newPassword = tab.page.getByLabel('New Password');
    await newPassword.waitFor();

    // Leaving without a new password asks first; dismissing keeps the user on the page.
    await tab.page.getByRole('link', { name: 'Divorce Community' }).first().click();
    await until(() => dialogs.length > 0);
    expect(dialogs).toEqual([TEXT.leaveWithoutPassword]);
    expect(currentPath(tab.page)).toBe('/account');
    await newPassword.waitFor();

    await newPassword.fill('a brand new password');
    await tab.page.getByRole('button', { name: 'Save Password' }).click();
    await waitForToast(tab.page, TEXT.profileUpdated);

    await tab.page.getByRole('link', { name: 'Divorce Community' }).first().click();
    await onPath('/home');
    expect(dialogs).toEqual([TEXT.leaveWithoutPassword]);

    await mainNav().getByRole('button', { name: 'Logout' }).click();
    await waitForToast(tab.page, TEXT.loggedOut);
    await tab.page.goto('/login');
    await fillLoginForm(tab.page, email, 'the old password');
    await waitForToast(tab.page, TEXT.loginFailed);
    await fillLoginForm(tab.page, email, 'a brand new password');
    await waitForToast(tab.page, TEXT.loggedIn);
    await onPath('/home');
  });

  it('says the same true words whether or not the email has an account', async () => {
    const known = await member('resetknown');
    const unknown = uniqueEmail('nobody');
    for (const email of [known, unknown]) {
      await tab.page.goto('/forgot');
      await tab.page.getByLabel('Email', { exact: true }).fill(email);
      await tab.page.getByRole('button', { name: 'Send Code' }).click();
      // Not "we sent it to": for an email without an account nothing was sent, and the screen must not say which.
      const codeField = tab.page.getByLabel('Verification Code');
      await codeField.waitFor();
      const help = tab.page.locator(`[id="${await codeField.getAttribute('aria-describedby')}"]`);
      expect(await help.textContent()).toBe(`If an account uses ${email}, we sent a code to it.`);
    }
  });

  it('accepts the link from the email, with email and code filled in', async () => {
    const email = await member('resetlink');
    await new ApiClient(suite.app.baseUrl).post('/api/auth/reset-code', { email });
    const mail = await latestEmail(suite.app.dataDir, email);
    const link = new URL(/open (\S+)/.exec(mail.text)![1]!);
    expect(link.pathname).toBe('/account-reset');

    // The link's host is the configured public address; the query is what the page needs.
    const response = await tab.page.goto(link.pathname + link.search);
    expect(response?.status()).toBe(200);
    expect(await tab.page.getByLabel('Email', { exact: true }).inputValue()).toBe(email);
    expect(await tab.page.getByLabel('Email', { exact: true }).isEditable()).toBe(true);
    expect(await tab.page.getByLabel('Verification Code').inputValue()).toBe(link.searchParams.get('code'));
    await tab.page.getByRole('button', { name: 'Verify' }).click();

    await onPath('/account');
    await waitForToast(tab.page, TEXT.changePassword);
    await tab.page.getByLabel('New Password').waitFor();
  });
});

describe('My Account', () => {
  it('shows the four sections with their empty lists, saves the profile, rejects a forbidden username', async () => {
    const email = await member('profile');
    await logInThroughForm(tab.page, email);
    await tab.page.goto('/account');

    const section = (name: string) => tab.page.getByRole('button', { name, exact: true });
    for (const name of ['Personal Details', 'Post / Comment History', 'Saved Items', 'Account Settings']) {
      await section(name).waitFor();
    }
    // Not an administrator or an expert: neither of their areas is offered.
    expect(await section('Admin Area').count()).toBe(0);
    expect(await section('Expert Area').count()).toBe(0);
    expect(await section('Personal Details').getAttribute('aria-expanded')).toBe('true');

    await section('Post / Comment History').click();
    await tab.page.getByText(TEXT.noHistory, { exact: true }).waitFor();
    await section('Saved Items').click();
    await tab.page.getByText(TEXT.noSavedItems, { exact: true }).waitFor();
    await section('Account Settings').click();
    await tab.page.getByRole('button', { name: 'Change Password' }).click();
    await tab.page.getByLabel('New Password').waitFor();

    const emailField = tab.page.getByLabel('Email', { exact: true });
    expect(await emailField.inputValue()).toBe(email);
    expect(await emailField.isEditable()).toBe(false);

    const username = uniqueUsername('Robin');
    await tab.page.getByLabel('Username').fill(username);
    await tab.page.getByLabel('Gender').selectOption('Female');
    await tab.page.getByLabel('State', { exact: true }).selectOption('Oregon');
    await tab.page.getByLabel('Marital Status').selectOption('Separated');
    await tab.page.getByLabel('Number of Children').fill('2');
    await tab.page.getByRole('button', { name: 'Save', exact: true }).click();
    await waitForToast(tab.page, TEXT.profileUpdated);

    await tab.page.reload();
    const saved = {
      username: await tab.page.getByLabel('Username').inputValue(),
      gender: await tab.page.getByLabel('Gender').inputValue(),
      state: await tab.page.getByLabel('State', { exact: true }).inputValue(),
      maritalStatus: await tab.page.getByLabel('Marital Status').inputValue(),
      children: await tab.page.getByLabel('Number of Children').inputValue(),
    };
    expect(saved).toEqual({ username, gender: 'Female', state: 'Oregon', maritalStatus: 'Separated', children: '2' });

    await tab.page.getByLabel('Username').fill('admin123');
    await tab.page.getByRole('button', { name: 'Save', exact: true }).click();
    await waitForToast(tab.page, TEXT.usernameInvalid);
    expect(await tab.page.getByLabel('Username').getAttribute('aria-invalid')).toBe('true');
    expect(await toastTexts(tab.page)).not.toContain(TEXT.profileUpdated);
    // A name too short is told the length rule; the site's own names are kept for it.
    for (const [name, message] of [
      ['J', TEXT.usernameTooShort],
      ['Deleted Member', TEXT.usernameReserved],
    ] as const) {
      await tab.page.getByLabel('Username').fill(name);
      await tab.page.getByRole('button', { name: 'Save', exact: true }).click();
      await waitForToast(tab.page, message);
      expect(await tab.page.getByLabel('Username').getAttribute('aria-invalid')).toBe('true');
    }

    await tab.page.reload();
    expect(await tab.page.getByLabel('Username').inputValue()).toBe(username);
  });
});

describe('handles', () => {
  const invite = () => tab.page.getByRole('note').filter({ hasText: 'Choose a username' });

  it('shows a new member under their handle, and Personal Details invites them once to choose a username', async () => {
    const { api, email, user } = await signUpMember(suite.app.baseUrl, 'handle');
    expect(user.username).toMatch(/^Member \d{6}$/);
    const title = uniqueTitle('Posted under my handle');
    const id = await postThroughApi(api, 'articles', title);
    await logInThroughForm(tab.page, email);
    for (const width of [1400, 390]) {
      await tab.page.setViewportSize({ width, height: 900 });
      await tab.page.goto(`/articles/${id}`);
      await tab.page.locator('main article header').getByText(user.username, { exact: true }).waitFor();
      await screenshot(tab.page, `byline-handle-${width}`);
      await tab.page.goto('/account');
      await invite().getByText(user.username).waitFor();
      const field = tab.page.getByLabel('Username');
      expect(await field.inputValue()).toBe('');
      expect(await field.getAttribute('placeholder')).toBe(user.username);
      await screenshot(tab.page, `username-invite-${width}`);
    }

    // Closed, it stays closed: on this page, after a reload, and on any other device.
    await invite().getByRole('button', { name: 'Not now' }).click();
    expect(await invite().count()).toBe(0);
    await tab.page.reload();
    await tab.page.getByLabel('Username').waitFor();
    expect(await invite().count()).toBe(0);
    expect((await api.get('/api/account')).body.profile).toMatchObject({
      usernameChosen: false,
      usernameInviteDismissed: true,
    });
  });

  it('stops inviting once the member chose a username, which their new posts carry', async () => {
    const { api, email } = await signUpMember(suite.app.baseUrl, 'chooser');
    await logInThroughForm(tab.page, email);
    await tab.page.goto('/account');
    await invite().waitFor();
    const username = uniqueUsername('Robin');
    await tab.page.getByLabel('Username').fill(username);
    await tab.page.getByRole('button', { name: 'Save', exact: true }).click();
    await waitForToast(tab.page, TEXT.profileUpdated);
    await tab.page
      .getByLabel('Username')
      .and(tab.page.locator(`[value="${username}"]`))
      .waitFor();
    expect(await invite().count()).toBe(0);

    const id = await postThroughApi(api, 'articles', uniqueTitle('Posted under my name'));
    await tab.page.goto(`/articles/${id}`);
    await tab.page.locator('main article header').getByText(username, { exact: true }).waitFor();
  });
});

describe('account guard', () => {
  it('sends a logged-out visitor of /account to /login, and back to /account after logging in', async () => {
    const email = await member('guard');
    await tab.page.goto('/account');

    await waitForToast(tab.page, TEXT.loginRequired);
    await onPath('/login');

    await fillLoginForm(tab.page, email, PASSWORD);
    await waitForToast(tab.page, TEXT.loggedIn);
    await onPath('/account');
    await tab.page.getByText(`Logged in as ${email}`).waitFor();
  });
});
