import * as fs from 'node:fs';
import type { Page } from 'playwright-core';
import { systemContext } from '../../src/commands/command-context';
import { changeRole } from '../../src/commands/users/users.decider';
import { CommandRunner } from '../../src/writes/command-runner';
import { ProjectionProgress } from '../../src/projections/progress';
import { newPage, screenshot } from '../support/browser';
import { addListedExpert } from '../support/e2e-experts';
import { logInThroughForm, PASSWORD, postThroughApi, signUpMember, uniqueTitle } from '../support/e2e-members';
import { useAppAndBrowser } from '../support/e2e-suite';

/**
 * axe-core on every route, as a visitor and as a member, an expert and an administrator: no serious
 * or critical violation. And at each of the spec's widths the layout holds: nothing wider than the
 * window, so no page scrolls sideways.
 */
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const WIDTHS = [375, 800, 1285, 1440];

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

const suite = useAppAndBrowser();
const ids = { article: 0, question: 0, book: 0, video: 0, expertSlug: '' };
const accounts = { member: '', expert: '', admin: '' };

beforeAll(async () => {
  const author = await signUpMember(suite.app.baseUrl, 'a11y-author');
  accounts.member = author.email;
  ids.article = await postThroughApi(author.api, 'articles', uniqueTitle('Article'), {
    media: 'https://example.org/read-more',
    tags: ['coping'],
  });
  ids.question = await postThroughApi(author.api, 'questions', uniqueTitle('Question'), { acknowledged: true });
  const answer = await author.api.post(`/api/questions/${ids.question}/answers`, {
    text: 'An answer from someone who has been there.',
  });
  // Its asker chose it: visitors see the "Best answer" label, the asker its "Unmark best answer".
  await author.api.put(`/api/questions/${ids.question}/best-answer`, { answerId: answer.body.id });
  await author.api.post(`/api/articles/${ids.article}/comments`, { text: 'Thank you for this.' });
  ids.book = await postThroughApi(author.api, 'books', uniqueTitle('Book'), {
    media: 'https://www.amazon.com/dp/0143127748',
  });
  ids.video = await postThroughApi(author.api, 'videos', uniqueTitle('Video'), {
    media: 'dQw4w9WgXcQ',
    acknowledged: true,
  });
  const expert = await addListedExpert(suite.app, { name: 'Robin Calm', zip: '90210', topics: ['children'] });
  accounts.expert = expert.email;
  ids.expertSlug = expert.slug;
  const admin = await signUpMember(suite.app.baseUrl, 'a11y-admin');
  accounts.admin = admin.email;
  const { position } = await suite.app.app
    .get(CommandRunner)
    .runOnly(changeRole, { uid: admin.user.uid, role: 'Administrator' }, systemContext('e2e'));
  await suite.app.app.get(ProjectionProgress).waitFor(position ?? expert.position!);
});

const visitorRoutes = () => [
  '/',
  '/about',
  '/contact',
  '/terms',
  '/resources',
  '/login',
  '/signup',
  '/forgot',
  '/answers',
  `/answers/${ids.question}`,
  '/articles',
  `/articles/${ids.article}`,
  '/books',
  `/books/${ids.book}`,
  '/videos',
  `/videos/${ids.video}`,
  '/ask',
  '/new-article',
  '/new-book',
  '/new-video',
  '/browse',
  '/topic/children',
  '/search/divorce',
  '/results',
  '/experts',
  `/expert/${ids.expertSlug}`,
  '/expert-signup',
  '/payment-test',
  '/repos',
  '/repos/jane/notes',
  '/404',
];
// Functions, like visitorRoutes: the ids are known only once beforeAll has posted.
const memberRoutes = () => [
  '/account',
  '/',
  `/articles/${ids.article}`,
  `/answers/${ids.question}`,
  '/ask',
  '/expert-signup',
  '/notifications',
];
const expertRoutes = () => ['/account', `/expert/${ids.expertSlug}`];
const adminRoutes = [
  '/account',
  '/admin',
  '/admin-topics',
  '/admin/users?q=a',
  '/admin/reports',
  '/admin/drafts',
  '/admin/messages',
  '/admin-qotd',
  '/admin/db',
  '/admin/db/posts',
  '/admin/events',
];

// Loading shows as "Loading...", a skeleton or a busy button; a screen is ready when none is left.
const STILL_LOADING = `Boolean(document.querySelector('[class*="skeleton"], [aria-busy="true"]')) || (document.querySelector('main')?.textContent ?? '').includes('Loading...')`;

/** The page once its screen has loaded (polled with evaluate, which the site's CSP does not govern). */
async function settled(page: Page): Promise<void> {
  await page.locator('main').waitFor();
  const deadline = Date.now() + 10_000;
  while (await page.evaluate<boolean>(STILL_LOADING)) {
    if (Date.now() > deadline) throw new Error(`${page.url()} was still loading after 10 s`);
    await page.waitForTimeout(50);
  }
}

async function seriousViolations(page: Page): Promise<string[]> {
  // Evaluated through the debugging protocol: the site's CSP rightly refuses inline scripts.
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate<AxeViolation[]>(
    `axe.run(document, { resultTypes: ['violations'] }).then((r) => r.violations)`,
  );
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`);
}

async function checkRoutes(
  routes: string[],
  email: string | null,
  widths: number[],
): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  for (const width of widths) {
    const page = await newPage(suite.browser, suite.app.baseUrl, width);
    if (email) await logInThroughForm(page, email, PASSWORD);
    for (const route of routes) {
      await page.goto(route);
      await settled(page);
      const problems = await seriousViolations(page);
      if (problems.length > 0) found[`${route} @ ${width}px`] = problems;
    }
    await page.context().close();
  }
  return found;
}

describe('accessibility (axe-core: no serious or critical violation)', () => {
  it('on every route as a visitor, on a phone and a laptop', async () => {
    expect(await checkRoutes(visitorRoutes(), null, [375, 1285])).toEqual({});
  });

  it('on the member’s screens', async () => {
    expect(await checkRoutes(memberRoutes(), accounts.member, [1285])).toEqual({});
  });

  it('on the expert’s screens', async () => {
    expect(await checkRoutes(expertRoutes(), accounts.expert, [1285])).toEqual({});
  });

  it('on the administrator’s screens', async () => {
    expect(await checkRoutes(adminRoutes, accounts.admin, [1285])).toEqual({});
  });
});

// The focused element, described, and whether something shows it: an outline or a focus ring shadow.
const FOCUS_STATE = `(() => {
  const el = document.activeElement;
  if (!el || el === document.body) return null;
  const style = getComputedStyle(el);
  const shown = (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
  return { name: el.tagName.toLowerCase() + ' "' + (el.getAttribute('aria-label') || el.textContent || '').trim().slice(0, 40) + '"', shown };
})()`;

describe('keyboard', () => {
  it('reaches every control of the main screens with Tab, each showing where the focus is', async () => {
    const page = await newPage(suite.browser, suite.app.baseUrl, 1285);
    const unseen: string[] = [];
    for (const route of ['/', `/articles/${ids.article}`, '/ask', '/login', '/experts', '/terms']) {
      await page.goto(route);
      await settled(page);
      const seen = new Set<string>();
      for (let i = 0; i < 80; i++) {
        await page.keyboard.press('Tab');
        const focus = await page.evaluate<{ name: string; shown: boolean } | null>(FOCUS_STATE);
        if (!focus || seen.has(focus.name)) break; // back at the start: every control was reached
        seen.add(focus.name);
        if (!focus.shown) unseen.push(`${route}: ${focus.name}`);
      }
      expect(seen.size).toBeGreaterThan(5);
    }
    await page.context().close();
    expect(unseen).toEqual([]);
  });
});

describe('layout at 375, 800, 1285 and 1440 px', () => {
  it('never scrolls sideways on any route', async () => {
    const overflowing: string[] = [];
    for (const width of WIDTHS) {
      const page = await newPage(suite.browser, suite.app.baseUrl, width);
      for (const route of visitorRoutes()) {
        await page.goto(route);
        await settled(page);
        const scrollWidth = await page.evaluate<number>('document.documentElement.scrollWidth');
        if (scrollWidth > width) overflowing.push(`${route} @ ${width}px is ${scrollWidth}px wide`);
        await screenshot(page, `layout-${width}-${route.replace(/\W+/g, '_') || 'home'}`);
      }
      await page.context().close();
    }
    expect(overflowing).toEqual([]);
  });

  // A member's header holds more: My Account, Logout and the notification bell.
  it('never scrolls sideways for a member either', async () => {
    const overflowing: string[] = [];
    for (const width of WIDTHS) {
      const page = await newPage(suite.browser, suite.app.baseUrl, width);
      await logInThroughForm(page, accounts.member, PASSWORD);
      for (const route of memberRoutes()) {
        await page.goto(route);
        await settled(page);
        const scrollWidth = await page.evaluate<number>('document.documentElement.scrollWidth');
        if (scrollWidth > width) overflowing.push(`${route} @ ${width}px is ${scrollWidth}px wide`);
      }
      await page.context().close();
    }
    expect(overflowing).toEqual([]);
  });
});
