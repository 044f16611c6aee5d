import { newPage, screenshot, waitForToast } from '../support/browser';
import { signUpAdministrator } from '../support/e2e-admins';
import { logInThroughForm, uniqueTitle } from '../support/e2e-members';
import { useAppAndBrowser, usePagePerTest } from '../support/e2e-suite';
import { emailsIn } from '../support/test-app';

// The spec's text, word for word.
const SENT = 'Message Sent. Thank you.';

// About the embedded profile itself, which `npm start` runs: the other browser tests run on the services profile.
const suite = useAppAndBrowser({}, { profile: 'embedded' });
const tab = usePagePerTest(suite);

// A site just installed has no administrator yet: a visitor's message from the Experts page is
// still taken and kept, and the first administrator finds it waiting under Messages.
describe('a fresh site, before its first administrator', () => {
  it('takes a visitor’s message from the Experts page and shows it to the first administrator', async () => {
    const { page } = tab;
    const message = `${uniqueTitle('Is there')} a mediator near Boise?`;
    await page.goto('/experts');
    await page.getByLabel('Email', { exact: true }).fill('visitor@example.org');
    await page.getByLabel('Location', { exact: true }).fill('Boise, ID');
    await page.getByLabel('Message', { exact: true }).fill(message);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await waitForToast(page, SENT);
    expect(await page.getByLabel('Message', { exact: true }).inputValue()).toBe('');
    expect(emailsIn(suite.app.dataDir)).toEqual([]);

    const admin = await signUpAdministrator(suite.app);
    for (const width of [1400, 390]) {
      const inbox = await newPage(suite.browser, suite.app.baseUrl, width);
      try {
        await logInThroughForm(inbox, admin.email);
        await inbox.goto('/account');
        await inbox.getByRole('button', { name: 'Admin Area' }).click();
        await inbox.getByRole('link', { name: 'Messages, 1 unread' }).click();
        await inbox.waitForURL((url) => url.pathname === '/admin/messages');
        await inbox.getByRole('button', { name: 'Experts page', exact: true }).click();
        await inbox.waitForURL((url) => url.searchParams.get('kind') === 'expert');
        const card = inbox
          .getByRole('article', { name: 'Experts page message from A visitor, unread' })
          .filter({ hasText: message });
        await card.getByRole('link', { name: 'visitor@example.org' }).waitFor();
        await card.getByText('looking near Boise, ID').waitFor();
        await screenshot(inbox, `fresh-site-messages-${width}`);
      } finally {
        await inbox.context().close();
      }
    }
  });
});
