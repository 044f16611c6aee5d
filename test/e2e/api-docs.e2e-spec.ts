import type { Page } from 'playwright-core';
import { ApiClient } from '../support/api-client';
import { useAppAndBrowser, usePagePerTest } from '../support/e2e-suite';
import { watchPage } from '../support/page-problems';

// The API reference at /api/docs: Swagger UI, served by the site itself under the site's own
// content security policy, lists every operation of the OpenAPI document, and "Try it out" works
// in the browser as the site's pages do (the session cookie, the CSRF header).
const suite = useAppAndBrowser();
const tab = usePagePerTest(suite);

const operationCount = async () => {
  const { paths } = (await new ApiClient(suite.app.baseUrl).get('/api/openapi.json')).body as {
    paths: Record<string, object>;
  };
  return Object.values(paths).reduce((n, operations) => n + Object.keys(operations).length, 0);
};

/** Opens an operation, turns on "Try it out", optionally types its JSON body, runs it and answers with the status shown. */
async function tryOut(page: Page, operationId: string, body?: object): Promise<string> {
  const operation = page.locator(`[id$="-${operationId}"]`);
  await operation.locator('.opblock-summary').click();
  await operation.getByRole('button', { name: 'Try it out' }).click();
  if (body) await operation.locator('textarea.body-param__text').fill(JSON.stringify(body));
  await operation.getByRole('button', { name: 'Execute' }).click();
  const status = operation.locator('.live-responses-table .response .response-col_status');
  await status.waitFor();
  return (await status.innerText()).trim();
}

describe('the API reference', () => {
  it('lists every operation of the document, with nothing refused by the page’s policy', async () => {
    const { page } = tab;
    const { problems, settled } = watchPage(page);
    await page.goto('/api/docs');
    await page.getByRole('heading', { name: /Divorce community API/ }).waitFor();
    await page.locator('.opblock').first().waitFor();
    expect(await page.locator('.opblock').count()).toBe(await operationCount());
    await expect(page.locator('.opblock-summary-description').allInnerTexts()).resolves.toContain(
      'Log in with email and password',
    );
    await settled();
    // A script or style the policy refused would be a console error here.
    expect(problems).toEqual([]);
  });

  it('signs up and reads the account through "Try it out": the browser keeps the session, the page sends the CSRF header', async () => {
    const { page } = tab;
    const { problems, settled } = watchPage(page);
    await page.goto('/api/docs');
    await page.locator('.opblock').first().waitFor();
    const email = `docs-${Date.now()}@example.org`;
    expect(
      await tryOut(page, 'AuthController_signup', { email, password: 'correct horse battery', isAdult: true }),
    ).toBe('201');
    expect(await tryOut(page, 'AccountController_profile')).toBe('200');
    const answer = page.locator(
      '[id$="-AccountController_profile"] .live-responses-table .response .response-col_description',
    );
    await expect(answer.innerText()).resolves.toContain(email);
    await settled();
    expect(problems).toEqual([]);
  });
});
