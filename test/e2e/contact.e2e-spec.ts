import { CommandRunner } from '../../src/writes/command-runner';
import { reportBug } from '../../src/commands/admin-messages/admin-message-writes';
import { systemContext } from '../../src/commands/command-context';
import { ProjectionProgress } from '../../src/projections/progress';
import { newPage, screenshot, waitForToast } from '../support/browser';
import { signUpAdministrator } from '../support/e2e-admins';
import { logInThroughForm, uniqueTitle } from '../support/e2e-members';
import { useAppAndBrowser, usePagePerTest } from '../support/e2e-suite';

// The spec's texts, word for word.
const TEXT = {
  invalidEmail: 'Please input a valid email address.',
  sent: 'Message Sent. Thank you.',
  bugSent: 'Report sent.  Thank you!',
};

const suite = useAppAndBrowser();
const tab = usePagePerTest(suite);

describe('Contact Us and Report a Bug', () => {
  it('a visitor writes through Contact Us and reports a bug from the footer; an administrator reads both in Messages', async () => {
    const { page } = tab;
    const message = `${uniqueTitle('Please add')} a topic on elder care.`;
    const bug = `${uniqueTitle('The pager')} skips a page.`;

    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).click();
    await page.waitForURL((url) => url.pathname === '/contact');
    await page.getByRole('heading', { level: 1, name: 'Contact Us' }).waitFor();
    await page.getByLabel('Name', { exact: true }).fill('Dana');
    await page.getByLabel('Email', { exact: true }).fill('dana@example');
    await page.getByLabel(/^Message/).fill(message);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await waitForToast(page, TEXT.invalidEmail);
    expect(await page.getByLabel('Email', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    await page.getByLabel('Email', { exact: true }).fill('dana@example.org');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await waitForToast(page, TEXT.sent);
    expect(await page.getByLabel(/^Message/).inputValue()).toBe('');
    await screenshot(page, 'contact-1285');

    await page.goto('/articles?page=2');
    const trigger = page.getByRole('contentinfo').getByRole('button', { name: 'Report a Bug' });
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: 'Report a Bug' });
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    await dialog.getByText('Please describe the problem.').waitFor();
    await dialog.getByLabel(/^What went wrong/).fill(bug);
    await screenshot(page, 'report-bug-1285');
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    await waitForToast(page, TEXT.bugSent);
    await dialog.waitFor({ state: 'detached' });
    // The focus goes back to the footer's button.
    expect(await trigger.evaluate((el) => el.matches(':focus'))).toBe(true);

    const admin = await signUpAdministrator(suite.app);
    const inbox = await newPage(suite.browser, suite.app.baseUrl);
    try {
      await logInThroughForm(inbox, admin.email);
      await inbox.goto('/account');
      await inbox.getByRole('button', { name: 'Admin Area' }).click();
      await inbox.getByRole('link', { name: /^Messages, \d+ unread$/ }).click();
      await inbox.waitForURL((url) => url.pathname === '/admin/messages');
      const contactCard = inbox
        .getByRole('article', { name: 'Contact message from Dana, unread' })
        .filter({ hasText: message });
      await contactCard.getByRole('link', { name: 'dana@example.org' }).waitFor();
      const bugCard = inbox
        .getByRole('article', { name: 'Bug report from A visitor, unread' })
        .filter({ hasText: bug });
      await bugCard.getByRole('link', { name: '/articles?page=2' }).waitFor();
      await screenshot(inbox, 'admin-messages-1285');

      await contactCard.getByRole('button', { name: 'Mark as read, contact message from Dana' }).click();
      await inbox.getByRole('article', { name: 'Contact message from Dana' }).filter({ hasText: message }).waitFor();
      await inbox.getByRole('button', { name: 'Bug reports', exact: true }).click();
      await inbox.waitForURL((url) => url.searchParams.get('kind') === 'bug');
      // The bug report was already on the list of all messages: the contact message leaving it
      // is what shows the filtered list has arrived.
      await inbox.getByRole('article').filter({ hasText: message }).waitFor({ state: 'detached' });
      await bugCard.waitFor();
    } finally {
      await inbox.context().close();
    }
  });

  it('sends an administrator to a reported page off the site only through the leaving-site dialog', async () => {
    // The server now refuses such a page; a report kept from before it did still reaches the inbox.
    const bug = `${uniqueTitle('Kept')} from before the check.`;
    const { position } = await suite.app.app
      .get(CommandRunner)
      .runOnly(
        reportBug,
        { text: bug, page: '/\\evil.example/phish', userAgent: null, reporterId: null },
        systemContext('e2e'),
      );
    await suite.app.app.get(ProjectionProgress).waitFor(position!, 10_000);
    const admin = await signUpAdministrator(suite.app);
    const { page } = tab;
    await logInThroughForm(page, admin.email);
    await page.goto('/admin/messages?kind=bug');
    const card = page.getByRole('article').filter({ hasText: bug });
    await card.getByRole('link', { name: '/\\evil.example/phish' }).click();
    const dialog = page.getByRole('dialog', { name: 'Leaving the site' });
    await dialog.getByText('evil.example', { exact: true }).waitFor();
    expect(await dialog.getByText('http://evil.example/phish', { exact: true }).isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).origin).toBe(suite.app.baseUrl);
    expect(new URL(page.url()).pathname).toBe('/admin/messages');
    expect(page.context().pages()).toHaveLength(1);
  });

  it('works on a phone', async () => {
    const page = await newPage(suite.browser, suite.app.baseUrl, 375);
    try {
      await page.goto('/contact');
      await page.getByLabel('Name', { exact: true }).fill('Sam');
      await page.getByLabel('Email', { exact: true }).fill('sam@example.org');
      await page.getByLabel(/^Message/).fill('Thank you for this site.');
      await page.getByRole('button', { name: 'Send Message' }).click();
      await waitForToast(page, TEXT.sent);
      await screenshot(page, 'contact-375');
      expect(await page.evaluate('document.documentElement.scrollWidth > document.documentElement.clientWidth')).toBe(
        false,
      );
    } finally {
      await page.context().close();
    }
  });
});
