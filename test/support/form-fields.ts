import type { Locator } from 'playwright-core';

/** The message shown beside a form field (its last aria-describedby element), or null when it is not marked invalid. */
export async function fieldError(field: Locator): Promise<string | null> {
  if ((await field.getAttribute('aria-invalid')) !== 'true') return null;
  const ids = (await field.getAttribute('aria-describedby'))!.split(' ');
  return (
    await field
      .page()
      .locator(`[id="${ids[ids.length - 1]}"]`)
      .innerText()
  ).trim();
}
