import { newPage, screenshot, waitForToast } from '../support/browser';
import { signUpAdministrator } from '../support/e2e-admins';
import { logInThroughForm, postThroughApi, signUpMember, uniqueTitle } from '../support/e2e-members';
import { useAppAndBrowser, usePagePerTest } from '../support/e2e-suite';

// About the embedded profile itself, which `npm start` runs: the other browser tests run on the services profile.
const suite = useAppAndBrowser({}, { profile: 'embedded' });
const tab = usePagePerTest(suite);

describe('the Database screen and the event history', () => {
  it('opens a read table, rebuilds a projection, and follows an item’s event history from its page', async () => {
    const author = await signUpMember(suite.app.baseUrl, 'author');
    const title = uniqueTitle('Our first holiday apart');
    const articleId = await postThroughApi(author.api, 'articles', title);
    const admin = await signUpAdministrator(suite.app);
    const { page } = tab;
    await logInThroughForm(page, admin.email);

    await page.goto('/admin');
    await page.getByRole('navigation', { name: 'Admin Area' }).getByRole('link', { name: 'Database' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/db');
    await page.getByRole('heading', { level: 1, name: 'Database' }).waitFor();
    await page.getByRole('link', { name: /^posts \d+ rows?$/ }).click();
    await page.waitForURL((url) => url.pathname === '/admin/db/posts');
    await page.getByRole('heading', { level: 1, name: 'posts', exact: true }).waitFor();
    const rows = page.getByRole('region', { name: 'Rows of posts' });
    await rows.getByRole('columnheader', { name: 'title', exact: true }).waitFor();
    await rows.getByRole('cell', { name: title, exact: true }).waitFor();
    await screenshot(page, 'admin-db-table-1285');

    await page.getByRole('link', { name: 'All tables' }).click();
    await page.getByRole('button', { name: 'Rebuild posts' }).click();
    await page
      .getByRole('dialog', { name: 'Rebuild posts?' })
      .getByRole('button', { name: 'Rebuild', exact: true })
      .click();
    await waitForToast(page, 'Rebuild requested. The projection is rebuilt beside the live site.');
    const postsRow = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'posts', exact: true }) });
    await postsRow.getByRole('cell', { name: 'Up to date' }).waitFor({ timeout: 20_000 });
    await postsRow.getByRole('cell', { name: /events\)$/ }).waitFor({ timeout: 20_000 });
    await screenshot(page, 'admin-db-1285');

    // The item's page leads administrators to what happened to it.
    await page.goto(`/articles/${articleId}`);
    await page.getByRole('link', { name: 'Event history' }).click();
    await page.waitForURL(
      (url) => url.pathname === '/admin/events' && url.searchParams.get('stream') === `article-${articleId}`,
    );
    const event = page.getByRole('listitem').filter({ hasText: 'ArticlePosted' });
    await event.getByText(`user ${author.user.uid} (member)`).waitFor();
    await event.locator('summary').click();
    await event.getByText(`"title": "${title}"`).waitFor();
    await event.getByText('"correlationId"').waitFor();
    await screenshot(page, 'admin-events-1285');

    // Filtering by type keeps the stream and narrows the list.
    await page.getByLabel('Event type').selectOption('CommentAdded');
    await page.getByRole('button', { name: 'Show events' }).click();
    await page.waitForURL((url) => url.searchParams.get('type') === 'CommentAdded');
    await page.getByText('No events match.').waitFor();
  });

  it('works on a phone, and the job queues page says why the embedded profile has none', async () => {
    const admin = await signUpAdministrator(suite.app);
    const page = await newPage(suite.browser, suite.app.baseUrl, 375);
    try {
      await logInThroughForm(page, admin.email);
      await page.goto('/admin/db/users');
      await page.getByRole('heading', { level: 1, name: 'users', exact: true }).waitFor();
      await page
        .getByRole('region', { name: 'Rows of users' })
        .getByRole('cell', { name: admin.email, exact: true })
        .waitFor();
      expect(await page.evaluate('document.documentElement.scrollWidth > document.documentElement.clientWidth')).toBe(
        false,
      );
      await screenshot(page, 'admin-db-table-375');
      await page.goto('/admin/events');
      await page.getByRole('heading', { level: 1, name: 'Event history' }).waitFor();
      await page.getByRole('listitem').first().waitFor();
      expect(await page.evaluate('document.documentElement.scrollWidth > document.documentElement.clientWidth')).toBe(
        false,
      );
      await screenshot(page, 'admin-events-375');

      await page.goto('/admin');
      await page.getByRole('navigation', { name: 'Admin Area' }).getByRole('link', { name: 'Job queues' }).click();
      await page.waitForURL((url) => url.pathname === '/admin/queues');
      await page.getByText('The job queue dashboard needs the services profile').waitFor();
    } finally {
      await page.context().close();
    }
  });

  it('offers the way back, not Try Again, for a table that does not exist; Try Again stays for a failed network', async () => {
    const admin = await signUpAdministrator(suite.app);
    for (const width of [1400, 390]) {
      const page = await newPage(suite.browser, suite.app.baseUrl, width);
      try {
        await logInThroughForm(page, admin.email);
        await page.goto('/admin/db/nope');
        await page.getByText('There is no read table of that name.').waitFor();
        expect(await page.getByRole('button', { name: 'Try Again' }).count()).toBe(0);
        await screenshot(page, `admin-db-nope-${width}`);
        await page.getByRole('main').getByRole('link', { name: 'All tables' }).last().click();
        await page.waitForURL((url) => url.pathname === '/admin/db');
        await page.getByRole('link', { name: /^posts \d+ rows?$/ }).waitFor();

        // Asking again can help when the network failed: then Try Again is offered, and works.
        await page.context().setOffline(true);
        await page.getByRole('link', { name: /^users \d+ rows?$/ }).click();
        const tryAgain = page.getByRole('button', { name: 'Try Again' });
        await tryAgain.waitFor();
        await page.context().setOffline(false);
        await tryAgain.click();
        await page
          .getByRole('region', { name: 'Rows of users' })
          .getByRole('cell', { name: admin.email, exact: true })
          .waitFor();
      } finally {
        await page.context().close();
      }
    }
  });
});
