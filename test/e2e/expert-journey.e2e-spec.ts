import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { newPage, screenshot, waitForToast } from '../support/browser';
import { logInThroughForm, PASSWORD, signUpMember, uniqueEmail } from '../support/e2e-members';
import { useAppAndBrowser, usePagePerTest } from '../support/e2e-suite';

// The whole journey of issue 5 across its parts: an expert signs up, fills in the profile and
// photo, pays for membership, is found by zip and by state, and gains a follower.
const suite = useAppAndBrowser();
const tab = usePagePerTest(suite);
const suffix = () => Math.random().toString(16).slice(2, 8);

async function photo(): Promise<string> {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'journey-photo-')), 'me.jpg');
  await sharp({ create: { width: 500, height: 500, channels: 3, background: { r: 90, g: 120, b: 150 } } })
    .jpeg()
    .toFile(file);
  return file;
}

async function findExperts(page: Page, where: { zip?: string; state?: string }, heading: string): Promise<string[]> {
  await page.goto('/experts');
  await page.getByLabel('Zip code').fill(where.zip ?? '');
  await page.getByLabel('State').fill(where.state ?? '');
  await page.getByRole('button', { name: 'Find Experts', exact: true }).click();
  await page.getByRole('heading', { name: `Results for ${heading}`, exact: true }).waitFor();
  return page
    .getByRole('region', { name: /^Results for / })
    .locator('article')
    .getByRole('heading')
    .allInnerTexts();
}

describe('an expert’s journey', () => {
  it('signs up, completes the profile and photo, pays, is found by zip and state, and gains a follower', async () => {
    const { page } = tab;
    const name = `Jo Rivers ${suffix()}`;
    const slug = `jo-rivers-${suffix()}`;

    await page.goto('/expert-signup');
    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByLabel('Location', { exact: true }).fill('Boulder, CO');
    await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('journey'));
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Therapists', { exact: true }).check();
    await page.getByRole('button', { name: 'Sign Up as an Expert' }).click();
    await page.waitForURL((url) => url.pathname === '/account');
    const area = page.getByRole('region', { name: 'Expert Area' });
    await area.waitFor();

    await area.getByLabel('Profile address').fill(slug);
    await area.getByLabel('Title').fill('Family Therapist');
    await area.getByLabel('Zip').fill('80302');
    await area.getByLabel('Start year').fill(String(new Date().getFullYear() - 8));
    await area.getByLabel('Bio').fill('Calm support for parents and children through separation.');
    await area.getByRole('button', { name: 'Save Profile' }).click();
    await waitForToast(page, 'Successfully updated expert profile.');
    await area.locator('input[type="file"]').setInputFiles(await photo());
    await area.getByRole('img', { name: 'Preview of the selected image' }).waitFor();
    await area.getByRole('button', { name: 'Save Image' }).click();
    await waitForToast(page, 'Your image has been uploaded.');

    // Not listed until the membership is current.
    expect(await findExperts(page, { zip: '80302' }, '80302')).not.toContain(name);

    await page.goto('/account');
    await page.getByRole('button', { name: 'Expert Area', exact: true }).click();
    const panel = page.getByRole('region', { name: 'Expert Area', exact: true });
    await panel.getByRole('heading', { name: 'Membership' }).waitFor();
    await panel.getByLabel('Card number').fill('4111 1111 1111 1111');
    await panel.getByLabel('Expiry (MM/YY)').fill('12/30');
    await panel.getByLabel('Security code').fill('123');
    await panel.getByRole('button', { name: 'Pay 150.00 USD' }).click();
    await waitForToast(page, 'Payment Accepted.');

    expect(await findExperts(page, { zip: '80302' }, '80302')).toContain(name);
    await screenshot(page, 'journey-01-zip-results');
    expect(await findExperts(page, { state: 'CO' }, 'Colorado')).toContain(name);

    const member = await signUpMember(suite.app.baseUrl, 'journey-follower');
    const reader = await newPage(suite.browser, suite.app.baseUrl);
    try {
      await logInThroughForm(reader, member.email);
      expect(await findExperts(reader, { zip: '80302' }, '80302')).toContain(name);
      await reader.getByRole('link', { name }).click();
      await reader.waitForURL((url) => url.pathname === `/expert/${slug}`);
      const count = reader.getByTestId('follower-count');
      await count.waitFor();
      expect(await count.innerText()).toBe('0');
      await reader.getByRole('button', { name: `Follow ${name}` }).click();
      await waitForToast(reader, 'Expert successfully followed.');
      await reader.getByRole('button', { name: `Unfollow ${name}` }).waitFor();
      expect(await count.innerText()).toBe('1');
      await screenshot(reader, 'journey-02-followed');
    } finally {
      await reader.context().close();
    }
  });
});
