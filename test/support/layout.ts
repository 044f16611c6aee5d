import type { Locator, Page } from 'playwright-core';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

// Sub-pixel rounding: boxes that touch may overlap by a fraction of a pixel.
const SLACK = 1;

/** The elements' boxes in page coordinates (the scroll offset added), so that boxes compare across the page. */
async function boxesOf(locator: Locator): Promise<Box[]> {
  const [scrollX, scrollY] = await locator.page().evaluate<[number, number]>('[window.scrollX, window.scrollY]');
  const boxes = await locator.evaluateAll((elements) =>
    elements.map((element) => {
      const r = element.getBoundingClientRect();
      return { x: r.x, y: r.y, width: r.width, height: r.height };
    }),
  );
  return boxes.map((box) => ({ ...box, x: box.x + scrollX, y: box.y + scrollY }));
}

const screenWidth = (page: Page) => page.evaluate<number>('document.documentElement.clientWidth');

/** The page is no wider than the screen: nothing makes a reader scroll sideways. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(
    await screenWidth(page),
  );
}

/** Every element shows, whole, between the screen's left and right edges. */
export async function expectWithinScreenWidth(locator: Locator): Promise<void> {
  const width = await screenWidth(locator.page());
  const boxes = await boxesOf(locator);
  expect(boxes.length).toBeGreaterThan(0);
  for (const box of boxes) {
    expect(box.width).toBeGreaterThan(0);
    expect(box.x).toBeGreaterThanOrEqual(-SLACK);
    expect(box.x + box.width).toBeLessThanOrEqual(width + SLACK);
  }
}

/** The elements read in their document order (top to bottom, then left to right) and none covers another. */
export async function expectInReadingOrderWithoutOverlap(locator: Locator): Promise<void> {
  const boxes = await boxesOf(locator);
  for (let i = 1; i < boxes.length; i++) {
    const [before, after] = [boxes[i - 1]!, boxes[i]!];
    const below = after.y >= before.y + before.height - SLACK;
    const besideOnSameRow = Math.abs(after.y - before.y) <= SLACK && after.x >= before.x + before.width - SLACK;
    // The boxes are in the message of a failure.
    expect({ index: i, before, after, inOrder: below || besideOnSameRow }).toEqual(
      expect.objectContaining({ inOrder: true }),
    );
  }
}

/** One column: the elements share their left edge and stack top to bottom. */
export async function expectOneColumn(locator: Locator): Promise<void> {
  const boxes = await boxesOf(locator);
  expect(boxes.length).toBeGreaterThan(1);
  for (const box of boxes) expect(Math.abs(box.x - boxes[0]!.x)).toBeLessThanOrEqual(SLACK);
  await expectInReadingOrderWithoutOverlap(locator);
}

/** `upper` ends above where `lower` starts. */
export async function expectAbove(upper: Locator, lower: Locator): Promise<void> {
  const [[a], [b]] = [await boxesOf(upper.first()), await boxesOf(lower.first())];
  expect(a).toBeDefined();
  expect(b).toBeDefined();
  expect(a!.y + a!.height).toBeLessThanOrEqual(b!.y + SLACK);
}

/** Side by side or stacked, the elements together span `outer` from its left edge to its right: no empty strip beside them. */
export async function expectSpanWidthOf(locators: Locator[], outer: Locator): Promise<void> {
  const boxes = (await Promise.all(locators.map((locator) => boxesOf(locator.first())))).flat();
  const [column] = await boxesOf(outer.first());
  expect(boxes.length).toBe(locators.length);
  expect(column).toBeDefined();
  const left = Math.min(...boxes.map((box) => box.x));
  const right = Math.max(...boxes.map((box) => box.x + box.width));
  const spans = Math.abs(left - column!.x) <= SLACK && Math.abs(right - (column!.x + column!.width)) <= SLACK;
  expect({ left, right, column, spans }).toEqual(expect.objectContaining({ spans: true }));
}

/** Every element shows whole in the first screen, before any scrolling. */
export async function expectInFirstScreen(locator: Locator): Promise<void> {
  const page = locator.page();
  await page.evaluate('window.scrollTo(0, 0)');
  const height = await page.evaluate<number>('window.innerHeight');
  const boxes = await boxesOf(locator);
  expect(boxes.length).toBeGreaterThan(0);
  for (const box of boxes) {
    const inFirstScreen = box.y >= -SLACK && box.y + box.height <= height + SLACK;
    expect({ box, height, inFirstScreen }).toEqual(expect.objectContaining({ inFirstScreen: true }));
  }
}

/** The elements start at the same left edge, as a column's parts do. */
export async function expectSameLeftEdge(first: Locator, second: Locator): Promise<void> {
  const [[a], [b]] = [await boxesOf(first.first()), await boxesOf(second.first())];
  expect(a).toBeDefined();
  expect(b).toBeDefined();
  expect({ first: a, second: b, aligned: Math.abs(a!.x - b!.x) <= SLACK }).toEqual(
    expect.objectContaining({ aligned: true }),
  );
}

/** `left` sits to the left of `right`, on the same rows (their heights overlap). */
export async function expectBeside(left: Locator, right: Locator): Promise<void> {
  const [[a], [b]] = [await boxesOf(left.first()), await boxesOf(right.first())];
  expect(a).toBeDefined();
  expect(b).toBeDefined();
  const beside = a!.x + a!.width <= b!.x + SLACK && a!.y < b!.y + b!.height && b!.y < a!.y + a!.height;
  expect({ left: a, right: b, beside }).toEqual(expect.objectContaining({ beside: true }));
}
