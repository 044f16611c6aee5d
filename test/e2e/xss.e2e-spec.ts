import type { Page } from 'playwright-core';
import { ApiClient } from '../support/api-client';
import { addListedExpert } from '../support/e2e-experts';
import { PASSWORD, signUpMember } from '../support/e2e-members';
import { useAppAndBrowser, usePagePerTest } from '../support/e2e-suite';

// Hostile text in every field a member or an expert can fill, then every page that shows it, in
// Chromium: no script runs (each payload would set window.__xss or open a dialog), no markup
// escapes into the page (no element the payloads would create), and the text reads as written.
const PAYLOADS = [
  `<img src=x onerror="window.__xss='img'">`,
  `<script>window.__xss='script'</script>`,
  `"><svg onload="window.__xss='svg'">`,
  `'><iframe srcdoc="<script>parent.__xss='iframe'</script>"></iframe>`,
  `<a href="javascript:window.__xss='href'">tap</a>`,
  `{{constructor.constructor('window.__xss="template"')()}}`,
  // Markdown's own ways in: a link to a script, an image that fails, an address in angle brackets.
  `[tap](javascript:window.__xss='md') ![x](x" onerror="window.__xss='mdimg') <javascript:window.__xss='auto'>`,
];
const INJECTED = 'img[src="x"], img[onerror], svg[onload], iframe[srcdoc], a[href^="javascript:"], script:not([src])';

const suite = useAppAndBrowser();
const tab = usePagePerTest(suite);

async function expectInert(page: Page, path: string, visibleText?: string): Promise<void> {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto(path);
  await page.locator('main').first().waitFor();
  if (visibleText) await page.getByText(visibleText, { exact: false }).first().waitFor();
  // A moment for any handler that would fire on load or on a late render.
  await page.waitForTimeout(300);
  const xss = await page.evaluate('window.__xss ?? null');
  const injected = await page
    .locator(INJECTED)
    .evaluateAll((elements) =>
      elements
        .filter(
          (el) =>
            el.tagName !== 'SCRIPT' ||
            (/^$|javascript|module/.test(el.getAttribute('type') ?? '') && (el.textContent ?? '').includes('__xss')),
        )
        .map((el) => el.outerHTML.slice(0, 120)),
    );
  const found = { xss, injected };
  expect({ path, ...found, dialogs }).toEqual({ path, xss: null, injected: [], dialogs: [] });
}

describe('hostile text in every field, rendered in Chromium', () => {
  it('runs no script and lets no markup escape from posts, comments, answers and tags', async () => {
    const author = await signUpMember(suite.app.baseUrl, 'hostile');
    const ids: Record<string, number> = {};
    for (const [path, extra] of [
      ['articles', { media: PAYLOADS[4] }],
      ['questions', { acknowledged: true }],
      ['books', { media: `https://www.amazon.com/dp/B0${PAYLOADS[0]}` }],
      ['videos', { media: `https://www.youtube.com/watch?v=${PAYLOADS[2]}`, acknowledged: true }],
    ] as const) {
      const title = path === 'questions' ? '<img src=x onerror=alert(1)>?' : `${PAYLOADS[1]} ${path}`;
      const r = await author.api.post(`/api/${path}`, {
        title,
        body: PAYLOADS.join('\n'),
        tags: ['<b>bold</b>', PAYLOADS[0]!.slice(0, 30)],
        categories: [],
        ...extra,
      });
      expect(r.status).toBe(201);
      ids[path] = r.body.id;
    }
    const reader = await signUpMember(suite.app.baseUrl, 'reader');
    for (const payload of PAYLOADS) {
      expect((await reader.api.post(`/api/articles/${ids.articles}/comments`, { text: payload })).status).toBe(201);
      expect((await reader.api.post(`/api/questions/${ids.questions}/answers`, { text: payload })).status).toBe(201);
    }

    await expectInert(tab.page, `/articles/${ids.articles}`, "window.__xss='img'");
    await expectInert(tab.page, `/answers/${ids.questions}`, "window.__xss='script'");
    await expectInert(tab.page, `/books/${ids.books}`);
    await expectInert(tab.page, `/videos/${ids.videos}`);
    await expectInert(tab.page, '/articles', `${PAYLOADS[1]} articles`);
    await expectInert(tab.page, '/answers');
    await expectInert(tab.page, `/search/${encodeURIComponent(PAYLOADS[0]!)}`);
    await expectInert(tab.page, `/search/${encodeURIComponent('window.__xss')}`);
  });

  it('runs no script from a username, an expert’s profile or a search typed in the header', async () => {
    const member = await signUpMember(suite.app.baseUrl, 'named');
    const renamed = await member.api.patch('/api/account', { username: '<svg onload=alert(1)>' });
    // A username may refuse markup outright; if it takes it, it must show it as text.
    expect([200, 400]).toContain(renamed.status);
    await member.api.post('/api/articles', { title: 'By a hostile name', body: 'Plain.', tags: [], categories: [] });

    const expert = await addListedExpert(suite.app, { name: 'Hostile Expert', zip: '10001', topics: [] });
    const api = new ApiClient(suite.app.baseUrl);
    expect((await api.post('/api/auth/login', { email: expert.email, password: PASSWORD })).status).toBe(200);
    const saved = await api.put('/api/account/expert', {
      slug: expert.slug,
      title: PAYLOADS[0]!.slice(0, 90),
      bio: PAYLOADS[3]!.slice(0, 250),
      zip: '10001',
      startYear: 2008,
      categories: [],
    });
    if (saved.status !== 200) throw new Error(`profile not saved: ${JSON.stringify(saved.body)}`);

    await expectInert(tab.page, '/articles', 'By a hostile name');
    await expectInert(tab.page, `/expert/${expert.slug}`, 'onerror="window.__xss=\'img\'"');
    await expectInert(tab.page, '/experts?zip=10001');

    await tab.page.goto('/');
    await tab.page.getByRole('button', { name: 'Search', exact: true }).click();
    await tab.page.getByRole('searchbox', { name: 'Search the site' }).fill(PAYLOADS[2]!);
    await tab.page.keyboard.press('Enter');
    await tab.page.waitForURL((url) => url.pathname.startsWith('/search/'));
    await expectInert(tab.page, new URL(tab.page.url()).pathname);
  });
});
