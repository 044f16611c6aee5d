import type { Locator, Page } from 'playwright-core';
import { newPage, screenshot, waitForToast } from '../support/browser';
import { logInThroughForm, PASSWORD, postThroughApi, signUpMember, uniqueTitle } from '../support/e2e-members';
import { useAppAndBrowser } from '../support/e2e-suite';
import { until } from '../support/until';

// The spec's hint (section 2), shown to a member until "Okay".
const HINT = 'Click the + button to add content.';
const PHONE = { width: 390, height: 844 };

const suite = useAppAndBrowser();
let page: Page;
let articleId: number;
let memberEmail: string;

const addButton = () => page.getByRole('button', { name: 'Add content' });
const hint = () => page.getByRole('status').filter({ hasText: HINT });

/**
 * What a person cannot read or tap because an overlay lies over it: every link and control of the
 * page under it, and every piece of text whose glyphs (not merely whose box) it covers.
 */
const COVERED = `(() => {
  const overlay = document.querySelector('[data-overlay-under-test]');
  const o = overlay.getBoundingClientRect();
  const under = (r) => r.width > 1 && r.height > 1 && r.left < o.right && r.right > o.left && r.top < o.bottom && r.bottom > o.top;
  const covered = new Set();
  for (const root of document.querySelectorAll('main, footer')) {
    for (const control of root.querySelectorAll('a, button, input, textarea, select, img')) {
      if (overlay.contains(control) || control.contains(overlay)) continue;
      if (under(control.getBoundingClientRect())) covered.add(control.tagName.toLowerCase() + ' "' + (control.innerText || control.getAttribute('aria-label') || '') + '"');
    }
    const texts = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      if (!node.textContent.trim() || overlay.contains(node)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      if ([...range.getClientRects()].some(under)) covered.add(node.textContent.trim());
    }
  }
  return [...covered];
})()`;

async function coveredBy(overlay: Locator): Promise<string[]> {
  await overlay.evaluate((element) => element.setAttribute('data-overlay-under-test', ''));
  try {
    return await page.evaluate<string[]>(COVERED);
  } finally {
    await overlay.evaluate((element) => element.removeAttribute('data-overlay-under-test'));
  }
}

async function scrollToEnd(): Promise<void> {
  await page.evaluate('window.scrollTo(0, document.documentElement.scrollHeight)');
  // Polled from here: waitForFunction's polling evaluates in the page, where the site's CSP forbids eval.
  await until(
    () =>
      page.evaluate<boolean>('Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight'),
    'the page scrolled to its end',
  );
}

beforeAll(async () => {
  const { api, email } = await signUpMember(suite.app.baseUrl, 'overlay');
  memberEmail = email;
  // Seven articles: a full first page of the list, and the pager under it.
  for (let i = 0; i < 7; i++)
    articleId = await postThroughApi(api, 'articles', uniqueTitle('Overlaid'), {
      tags: ['custody', 'money', 'children'],
    });
  for (const text of ['A first comment.', 'A second comment.'])
    expect((await api.post(`/api/articles/${articleId}/comments`, { text })).status).toBe(201);
  const context = await suite.browser.newContext({ baseURL: suite.app.baseUrl, viewport: PHONE });
  page = await context.newPage();
  await logInThroughForm(page, email);
});

afterAll(async () => {
  await page?.context().close();
});

describe('the + button and its first-time hint on a phone', () => {
  it('cover nothing of an article page: its tags, Report links and SAVE, nor the footer at its end', async () => {
    await page.goto(`/articles/${articleId}`);
    await page.getByRole('link', { name: 'custody', exact: true }).waitFor();
    await page.getByText('A second comment.').waitFor();
    await hint().waitFor();
    await screenshot(page, 'overlays-article-390');
    // The hint shows until "Okay": it must not lie over the page the member came to read.
    expect(await coveredBy(hint())).toEqual([]);

    // A floating button passes over the page as it scrolls; the end of the page keeps room for it.
    await scrollToEnd();
    expect(await coveredBy(addButton())).toEqual([]);
    expect(await coveredBy(hint())).toEqual([]);
  });

  it('cover nothing of a list: its SAVE buttons, the pager, nor the footer at its end', async () => {
    await page.goto('/articles');
    await page.getByRole('navigation', { name: 'Pages' }).waitFor();
    await hint().waitFor();
    expect(await coveredBy(hint())).toEqual([]);

    await scrollToEnd();
    await screenshot(page, 'overlays-list-390-end');
    expect(await coveredBy(addButton())).toEqual([]);
    expect(await coveredBy(hint())).toEqual([]);
  });
});

/**
 * The links and controls of the page that the + button lies over. `scrolled`: each is first brought to
 * the middle of the screen (as far as the page allows), as a reader scrolls to what they want to use,
 * and counts as covered when the button is where a tap at its centre lands; else the screen is taken
 * as it first shows, and any overlap of the two counts.
 */
const underAddButton = (scrolled: boolean) => `(() => {
  const button = document.querySelector('button[aria-label="Add content"]');
  const dock = button.parentElement;
  const covered = [];
  for (const control of document.querySelectorAll('main a, main button, main input, footer a, footer button')) {
    if (dock.contains(control)) continue;
    if (${scrolled}) control.scrollIntoView({ block: 'center', behavior: 'instant' });
    const r = control.getBoundingClientRect();
    if (r.width < 1 || r.height < 1 || r.top < 0 || r.bottom > innerHeight) continue;
    const b = button.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    const under = ${scrolled}
      ? hit && dock.contains(hit)
      : r.left < b.right && r.right > b.left && r.top < b.bottom && r.bottom > b.top;
    if (under)
      covered.push(control.tagName.toLowerCase() + ' "' + (control.innerText || control.getAttribute('aria-label') || '').trim().slice(0, 40) + '"');
  }
  return covered;
})()`;

describe('the + button at 390 and 1000 px', () => {
  const screens = () =>
    [
      ['home, with its carousel', '/home', page.getByRole('button', { name: 'Next slide' })],
      ['a list with SAVE buttons', '/articles', page.getByRole('navigation', { name: 'Pages' })],
      ['a post with its Report links', `/articles/${articleId}`, page.getByText('A second comment.')],
      [
        'Browse',
        '/browse',
        page
          .getByRole('main')
          .getByRole('link', { name: /Children/ })
          .first(),
      ],
      [
        'the category chips of a form',
        '/ask',
        page.getByRole('group', { name: 'Categories' }).getByRole('button').first(),
      ],
    ] as const;

  it.each([390, 1000])(
    'lies over no link or control of the named screens, each scrolled to, at %i px',
    async (width) => {
      await page.setViewportSize({ width, height: width === 390 ? PHONE.height : 900 });
      try {
        for (const [name, path, ready] of screens()) {
          await page.goto(path);
          await ready.waitFor();
          await addButton().waitFor();
          expect({ screen: name, covered: await page.evaluate<string[]>(underAddButton(true)) }).toEqual({
            screen: name,
            covered: [],
          });
        }
      } finally {
        await page.setViewportSize(PHONE);
      }
    },
  );

  it('leaves the carousel’s controls clear on a phone’s first screen of Home', async () => {
    // A member who has said Okay to the hint: the carousel then ends at the bottom of the first screen.
    const { email } = await signUpMember(suite.app.baseUrl, 'carousel');
    const phone = await newPage(suite.browser, suite.app.baseUrl, PHONE.width);
    try {
      await phone.setViewportSize(PHONE);
      await logInThroughForm(phone, email);
      await phone.goto('/home');
      await phone.getByRole('button', { name: 'Okay' }).click();
      await phone.getByRole('status').filter({ hasText: HINT }).waitFor({ state: 'detached' });
      await phone.getByRole('button', { name: 'Next slide' }).waitFor();
      await screenshot(phone, 'overlays-home-390');
      expect(await phone.evaluate<string[]>(underAddButton(false))).toEqual([]);
    } finally {
      await phone.context().close();
    }
  });
});

/** The + button's box, and those of the SAVE buttons in view, as the screen shows them (no scroll offset). */
const BUTTON_AND_SAVES = `(() => {
  const box = (element) => {
    const r = element.getBoundingClientRect();
    return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
  };
  const saves = [...document.querySelectorAll('main button')].filter((b) => /^SAVED?$/.test(b.innerText.trim()));
  return { button: box(document.querySelector('button[aria-label="Add content"]')), saves: saves.map(box), screen: innerHeight };
})()`;

interface ButtonAndSaves {
  button: Box;
  saves: Box[];
  screen: number;
}

/**
 * Scrolls by `dy`, a step of 50 px a frame, as a reader's swipe goes (Chromium's synthetic mouse wheel
 * scrolled the page once and not again), and waits for the page and the + button to come to rest.
 */
async function scrollInSteps(on: Page, dy: number): Promise<void> {
  const steps = Math.ceil(Math.abs(dy) / 50);
  for (let i = 0; i < steps; i++) {
    await on.evaluate(`window.scrollBy(0, ${Math.sign(dy) * 50})`);
    await on.evaluate('new Promise((resolve) => requestAnimationFrame(resolve))');
  }
  await comeToRest(on);
}

async function comeToRest(on: Page): Promise<void> {
  // What the last scroll changes starts in a frame or two (React's render, then the style's transition).
  await on.evaluate('new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))');
  let last = -1;
  let stillFor = 0;
  await until(async () => {
    const [y, moving] = await on.evaluate<[number, boolean]>(
      `[window.scrollY, document.getAnimations().some((animation) => animation.playState === 'running')]`,
    );
    stillFor = y === last && !moving ? stillFor + 1 : 0;
    last = y;
    return stillFor >= 2;
  }, 'the page at rest');
}

const inView = ({ button, screen }: ButtonAndSaves) => button.top >= 0 && button.bottom <= screen;

describe('the + button while a phone’s list scrolls', () => {
  const saveButtons = () => page.getByRole('main').getByRole('button', { name: /^Save / });

  beforeEach(async () => {
    await page.setViewportSize(PHONE);
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto('/articles');
    await page.getByRole('navigation', { name: 'Pages' }).waitFor();
    await saveButtons().first().waitFor();
    // From the top: opened again, the list would be where the last test left it.
    await page.evaluate('window.scrollTo(0, 0)');
    await comeToRest(page);
  });

  afterAll(() => page.emulateMedia({ reducedMotion: null }));

  it('slides out of the way of the SAVE buttons while the page scrolls down, and comes back when it scrolls up', async () => {
    expect(inView(await page.evaluate<ButtonAndSaves>(BUTTON_AND_SAVES))).toBe(true);
    // Down a card or two: not yet at the end, where it comes back.
    await scrollInSteps(page, 300);
    await scrollInSteps(page, 300);
    const down = await page.evaluate<ButtonAndSaves>(BUTTON_AND_SAVES);
    await screenshot(page, 'overlays-list-390-scrolled-down', { wholePage: false });
    expect(down.saves.length).toBeGreaterThan(0);
    expect({ down, coversSave: down.saves.some((save) => overlaps(save, down.button)) }).toEqual(
      expect.objectContaining({ coversSave: false }),
    );
    expect(down.button.top).toBeGreaterThanOrEqual(down.screen);

    await scrollInSteps(page, -150);
    const up = await page.evaluate<ButtonAndSaves>(BUTTON_AND_SAVES);
    await screenshot(page, 'overlays-list-390-scrolled-up', { wholePage: false });
    expect({ up, inView: inView(up) }).toEqual(expect.objectContaining({ inView: true }));
    // Where a tap on it lands, it is there to take it.
    expect(
      await page.evaluate<boolean>(`(() => {
        const button = document.querySelector('button[aria-label="Add content"]');
        const r = button.getBoundingClientRect();
        return button.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2));
      })()`),
    ).toBe(true);
  });

  it('is back at the end of the list, where the last card and its SAVE scroll clear of it', async () => {
    await scrollInSteps(page, 300);
    await scrollToEnd();
    await comeToRest(page);
    const end = await page.evaluate<ButtonAndSaves>(BUTTON_AND_SAVES);
    expect(inView(end)).toBe(true);
    const lastCard = await page
      .locator('main article')
      .last()
      .evaluate((card) => {
        const r = card.getBoundingClientRect();
        return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
      });
    expect({ lastCard, button: end.button, clear: lastCard.bottom <= end.button.top }).toEqual(
      expect.objectContaining({ clear: true }),
    );
  });

  it('stays while it or its menu has the focus, and comes back to the keyboard', async () => {
    await addButton().click();
    const menu = page.getByRole('list', { name: 'Add content' });
    await menu.waitFor();
    await scrollInSteps(page, 300);
    expect(inView(await page.evaluate<ButtonAndSaves>(BUTTON_AND_SAVES))).toBe(true);
    await menu.getByRole('link').first().focus();
    await scrollInSteps(page, 200);
    expect(await menu.isVisible()).toBe(true);
    expect(inView(await page.evaluate<ButtonAndSaves>(BUTTON_AND_SAVES))).toBe(true);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    // The focus is back on the button: it stays.
    await scrollInSteps(page, 200);
    expect(inView(await page.evaluate<ButtonAndSaves>(BUTTON_AND_SAVES))).toBe(true);

    // Away once the focus is elsewhere; back as soon as the keyboard reaches it.
    await saveButtons().first().focus();
    await scrollInSteps(page, 200);
    expect(inView(await page.evaluate<ButtonAndSaves>(BUTTON_AND_SAVES))).toBe(false);
    await addButton().focus();
    await comeToRest(page);
    expect(inView(await page.evaluate<ButtonAndSaves>(BUTTON_AND_SAVES))).toBe(true);
  });

  it('hides without sliding when the reader asks for less motion, and lets taps through to what it was over', async () => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await scrollInSteps(page, 300);
    await scrollInSteps(page, 300);
    const dockStyle = () =>
      page.evaluate<{ transform: string; opacity: string; pointerEvents: string }>(`(() => {
        const style = getComputedStyle(document.querySelector('button[aria-label="Add content"]').parentElement);
        return { transform: style.transform, opacity: style.opacity, pointerEvents: style.pointerEvents };
      })()`);
    expect(await dockStyle()).toEqual({ transform: 'none', opacity: '0', pointerEvents: 'none' });
    // A tap where it was lands on the page under it.
    expect(
      await page.evaluate<boolean>(`(() => {
        const button = document.querySelector('button[aria-label="Add content"]');
        const r = button.getBoundingClientRect();
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return hit !== null && !button.parentElement.contains(hit);
      })()`),
    ).toBe(true);
    await screenshot(page, 'overlays-list-390-reduced-motion-down', { wholePage: false });
    await scrollInSteps(page, -150);
    expect(await dockStyle()).toEqual({ transform: 'none', opacity: '1', pointerEvents: 'auto' });
  });

  it('does not move on a wide screen', async () => {
    await page.setViewportSize({ width: 1000, height: 900 });
    try {
      const before = (await page.evaluate<ButtonAndSaves>(BUTTON_AND_SAVES)).button;
      await scrollInSteps(page, 300);
      expect((await page.evaluate<ButtonAndSaves>(BUTTON_AND_SAVES)).button).toEqual(before);
    } finally {
      await page.setViewportSize(PHONE);
    }
  });
});

describe('a dialog', () => {
  it('dims the whole page, the header and the + button included', async () => {
    await page.setViewportSize({ width: 1000, height: 900 });
    try {
      await page.goto('/articles');
      await page.getByRole('navigation', { name: 'Pages' }).waitFor();
      await page.getByRole('contentinfo').getByRole('button', { name: 'Report a Bug' }).click();
      const dialog = page.getByRole('dialog', { name: 'Report a Bug' });
      await dialog.waitFor();
      await screenshot(page, 'overlays-dialog-1000');
      // What lies on top at the centre of each of them is the dialog's backdrop, not the control. (The
      // open dialog takes pointer events from the page, which elementFromPoint would skip: given back
      // for the look.)
      const onTop = await page.evaluate<string[]>(`(() => {
        const style = document.createElement('style');
        style.textContent = 'body, body * { pointer-events: auto !important; }';
        document.head.append(style);
        const controls = [...document.querySelectorAll('header a, header button'), document.querySelector('button[aria-label="Add content"]')];
        const onTop = controls
          .filter((c) => c.getBoundingClientRect().width > 0)
          .filter((c) => {
            const r = c.getBoundingClientRect();
            const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
            return hit && c.contains(hit);
          })
          .map((c) => c.innerText.trim() || c.getAttribute('aria-label'));
        style.remove();
        return onTop;
      })()`);
      expect(onTop).toEqual([]);
    } finally {
      await page.keyboard.press('Escape');
      await page.setViewportSize(PHONE);
    }
  });
});

/** The boxes of the toasts on screen, once they have slid into place. */
async function settledToastBoxes(on: Page): Promise<Box[]> {
  await until(
    () => on.evaluate<boolean>(`document.getAnimations().every((animation) => animation.playState !== 'running')`),
    'the toasts in place',
  );
  return on.evaluate<Box[]>(
    `[...document.querySelectorAll('[data-rht-toaster] [role="status"], [data-rht-toaster] [role="alert"]')].map((m) => {
      const r = m.parentElement.getBoundingClientRect();
      return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
    })`,
  );
}

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const overlaps = (a: Box, b: Box) => a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top;

describe('toasts', () => {
  it.each([390, 1000, 1400])(
    'lie over none of the header’s controls, nor the signup benefits, at %i px',
    async (width) => {
      const visitor = await newPage(suite.browser, suite.app.baseUrl, width);
      try {
        await visitor.goto('/signup');
        const signUp = visitor.getByRole('button', { name: 'Sign Up' });
        await signUp.click();
        await waitForToast(visitor, 'Please acknowledge that you are at least 18 years of age.');
        // A second refusal, of another kind: the address has an account already.
        await visitor.getByLabel('Email', { exact: true }).fill(memberEmail);
        await visitor.getByLabel('Password', { exact: true }).fill(PASSWORD);
        await visitor.getByRole('checkbox', { name: 'I am at least 18 years old.' }).check();
        await signUp.click();
        await visitor.getByRole('alert').filter({ hasText: 'Account not created.' }).waitFor();
        const toasts = await settledToastBoxes(visitor);
        await screenshot(visitor, `overlays-toasts-${width}`);

        const controls = await visitor.locator('header a, header button').evaluateAll((elements) =>
          elements
            .map((element) => {
              const r = element.getBoundingClientRect();
              return {
                name: element.textContent!.trim() || element.getAttribute('aria-label'),
                box: { left: r.left, top: r.top, right: r.right, bottom: r.bottom },
              };
            })
            .filter(({ box }) => box.right > box.left),
        );
        expect(controls.length).toBeGreaterThan(2);
        // The benefits' words and their link, line by line (a toast may pass over the panel's margin).
        const benefits = await visitor.evaluate<{ name: string; box: Box }[]>(`(() => {
          const aside = [...document.querySelectorAll('aside')].find((a) => a.innerText.includes('As a member you can'));
          const lines = [];
          const texts = document.createTreeWalker(aside, NodeFilter.SHOW_TEXT);
          for (let node = texts.nextNode(); node; node = texts.nextNode()) {
            const range = document.createRange();
            range.selectNodeContents(node);
            for (const r of range.getClientRects())
              lines.push({ name: node.textContent.trim(), box: { left: r.left, top: r.top, right: r.right, bottom: r.bottom } });
          }
          return lines.filter(({ name }) => name);
        })()`);
        expect(benefits.length).toBeGreaterThan(5);
        const covered = [...controls, ...benefits]
          .filter(({ box }) => toasts.some((toast) => overlaps(toast, box)))
          .map(({ name }) => name);
        expect(covered).toEqual([]);
      } finally {
        await visitor.context().close();
      }
    },
  );
});
