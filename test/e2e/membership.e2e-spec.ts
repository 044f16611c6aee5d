import type { Locator } from 'playwright-core';
import { systemContext } from '../../src/commands/command-context';
import { changeRole } from '../../src/commands/users/users.decider';
import { CommandRunner } from '../../src/writes/command-runner';
import { screenshot, toastTexts, waitForToast } from '../support/browser';
import { fillLoginForm, logInThroughForm, postThroughApi, signUpMember, uniqueTitle } from '../support/e2e-members';
import { useAppAndBrowser, usePagePerTest } from '../support/e2e-suite';
import { until } from '../support/until';

// The spec's text, word for word.
const PAYMENT_ACCEPTED = 'Payment Accepted.';
const ACCEPTED_CARD = '4111 1111 1111 1111';
const DECLINED_CARD = '4000 1111 1111 1115';

const suite = useAppAndBrowser();
const tab = usePagePerTest(suite);

/** An expert with `posts` articles, signed up through the API; the role is given as an administrator would. */
async function expertWithPosts(posts: number) {
  const expert = await signUpMember(suite.app.baseUrl, 'expert');
  await suite.app.app
    .get(CommandRunner)
    .run(changeRole, { uid: expert.user.uid, role: 'Expert' }, systemContext('e2e'));
  await until(async () => (await expert.api.get('/api/session')).body.user.role === 'Expert', 'the Expert role');
  for (let i = 0; i < posts; i++)
    await postThroughApi(expert.api, 'articles', uniqueTitle('What to bring to mediation'));
  return expert;
}

async function openExpertArea(): Promise<Locator> {
  await tab.page.goto('/account');
  await tab.page.getByRole('button', { name: 'Expert Area', exact: true }).click();
  const region = tab.page.getByRole('region', { name: 'Expert Area', exact: true });
  await region.getByRole('heading', { name: 'Membership' }).waitFor();
  return region;
}

async function payWith(panel: Locator, card: string, button: string): Promise<void> {
  await panel.getByLabel('Card number').fill(card);
  await panel.getByLabel('Expiry (MM/YY)').fill('12/30');
  await panel.getByLabel('Security code').fill('123');
  await panel.getByRole('button', { name: button }).click();
}

const membershipStatus = (panel: Locator) => panel.getByTestId('membership-status');

async function shot(name: string): Promise<void> {
  await tab.page.evaluate('window.scrollTo(0, 0)');
  await screenshot(tab.page, name);
}

describe('expert membership', () => {
  it('asks an expert with too little content for more, in the panel on every visit, announcing nothing', async () => {
    const expert = await expertWithPosts(1);
    await logInThroughForm(tab.page, expert.email);
    const message =
      'Please submit at least 3 articles, books, videos or answers to activate your expert profile. You have submitted 1 so far.';
    for (let visit = 0; visit < 2; visit++) {
      const panel = await openExpertArea();
      await panel.getByText(message).waitFor();
      // Neither a toast nor a live region (which screen readers read out like one) carries it.
      expect(
        await tab.page.locator('[role="status"], [role="alert"], [aria-live]').filter({ hasText: message }).count(),
      ).toBe(0);
      expect(await toastTexts(tab.page)).toEqual([]);
      expect((await membershipStatus(panel).innerText()).trim()).toBe(message);
      expect(await panel.getByRole('button', { name: 'Activate Profile' }).count()).toBe(0);
    }
  });

  it('activates the free month at 3 posts, declines the declining card without a change, and accepts the test card for a year', async () => {
    const expert = await expertWithPosts(3);
    await logInThroughForm(tab.page, expert.email);
    const panel = await openExpertArea();
    await panel.getByText('Thank you for your 3 contributions.', { exact: false }).waitFor();
    await shot('membership-activate');

    await panel.getByRole('button', { name: 'Activate Profile' }).click();
    await waitForToast(tab.page, 'Your profile is active for a month. Thank you for sharing your experience.');
    await panel.getByText('Your content-based membership runs until', { exact: false }).waitFor();
    const contentBased = (await membershipStatus(panel).innerText()).trim();
    expect(contentBased).toMatch(
      /^Your content-based membership runs until \d{1,2}\/\d{1,2}\/\d{4} @ \d{1,2}:\d{2} (AM|PM)\. Your last content submission was on /,
    );
    await shot('membership-content-based');

    await payWith(panel, DECLINED_CARD, 'Renew: Pay 150.00 USD');
    const declined = panel.getByRole('alert');
    await declined.waitFor();
    expect((await declined.innerText()).trim()).toBe(
      'Your payment was declined: Do Not Honor. No charge was made; please check the details or try another card.',
    );
    expect((await membershipStatus(panel).innerText()).trim()).toBe(contentBased);
    expect((await expert.api.get('/api/account/membership')).body).toMatchObject({
      status: 'content-based',
      paid: false,
    });
    await shot('membership-declined');

    await payWith(panel, ACCEPTED_CARD, 'Renew: Pay 150.00 USD');
    await waitForToast(tab.page, PAYMENT_ACCEPTED);
    await panel.getByText('Your membership is valid until', { exact: false }).waitFor();
    expect((await membershipStatus(panel).innerText()).trim()).toMatch(
      /^Your membership is valid until \d{1,2}\/\d{1,2}\/\d{4} @ \d{1,2}:\d{2} (AM|PM): 3\d\d days left\.$/,
    );
    expect(await panel.getByRole('alert').count()).toBe(0);
    expect((await expert.api.get('/api/account/membership')).body).toMatchObject({ status: 'valid', paid: true });
    await shot('membership-valid');
  });

  it('checks the card form before anything is sent', async () => {
    const expert = await expertWithPosts(0);
    await logInThroughForm(tab.page, expert.email);
    const panel = await openExpertArea();
    await panel.getByRole('button', { name: 'Pay 150.00 USD' }).click();
    await panel.getByText('Please enter a valid card number.').waitFor();
    await panel.getByText('Please enter the expiry date as MM/YY.').waitFor();
    await panel.getByText('Please enter the 3 or 4 digit security code.').waitFor();
    expect((await expert.api.get('/api/account/membership')).body.status).toBe('submit-content');
  });

  it('says on /payment-test before any card form that paying needs a login, which comes back there', async () => {
    const expert = await expertWithPosts(0);
    const { page } = tab;
    await page.goto('/payment-test');
    await page
      .getByText('Please log in to your expert account before paying. You will come back to this page.')
      .waitFor();
    expect(await page.getByLabel('Card number').count()).toBe(0);
    await shot('payment-test-logged-out');
    await page.getByRole('link', { name: 'Log in', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await fillLoginForm(page, expert.email);
    await page.waitForURL((url) => url.pathname === '/payment-test');
    await page.getByRole('region', { name: 'Payment' }).getByLabel('Card number').waitFor();
  });

  it('tells a member on /payment-test that the membership is for experts, with the way to become one', async () => {
    const member = await signUpMember(suite.app.baseUrl, 'member');
    await logInThroughForm(tab.page, member.email);
    await tab.page.goto('/payment-test');
    await tab.page.getByText('The membership is for experts.', { exact: false }).waitFor();
    expect(await tab.page.getByLabel('Card number').count()).toBe(0);
    expect(await tab.page.getByRole('link', { name: 'Register as an Expert' }).getAttribute('href')).toBe(
      '/expert-signup',
    );
  });

  it('shows the payment widget on /payment-test to an expert', async () => {
    const expert = await expertWithPosts(0);
    await logInThroughForm(tab.page, expert.email);
    await tab.page.goto('/payment-test');
    await tab.page.getByRole('heading', { name: 'Expert Membership' }).waitFor();
    const widget = tab.page.getByRole('region', { name: 'Payment' });
    await widget.getByLabel('Card number').waitFor();
    await widget.getByRole('button', { name: 'Sign Up' }).waitFor();
    expect(await widget.getByText('One year of expert membership: 150.00 USD').count()).toBe(1);
    await shot('payment-test');
  });
});
