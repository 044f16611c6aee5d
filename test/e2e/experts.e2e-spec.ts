import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { ApiClient } from '../support/api-client';
import { currentPath, newPage, screenshot, waitForToast } from '../support/browser';
import { logInThroughForm, PASSWORD, signUpMember, uniqueEmail } from '../support/e2e-members';
import { payMembership } from '../support/expert-membership';
import { useAppAndBrowser, usePagePerTest } from '../support/e2e-suite';
import { fieldError } from '../support/form-fields';
import { until } from '../support/until';

// The spec's texts, word for word.
const TEXT = {
  accountCreated: 'Account Created',
  profileUpdated: 'Successfully updated expert profile.',
  followed: 'Expert successfully followed.',
  unfollowed: 'Expert successfully unfollowed.',
  invalidEmail: 'Please input a valid email address.',
  notFound: 'Whoops!',
};
const PROFESSIONS = [
  'Collaborative Lawyers',
  'Litigation Lawyers',
  'Coaches',
  'Therapists',
  'Real Estate Agents',
  'Mediators',
  'Financial Planners',
  'Divorce Specialized Accountants',
  'Other',
];

const suite = useAppAndBrowser();
const tab = usePagePerTest(suite);
const onPath = (page: Page, pathname: string) => page.waitForURL((url) => url.pathname === pathname);
const suffix = () => Math.random().toString(16).slice(2, 8);

async function fillSignupForm(page: Page, fields: { name: string; email?: string; password?: string }): Promise<void> {
  await page.getByLabel('Name', { exact: true }).fill(fields.name);
  await page.getByLabel('Location', { exact: true }).fill('Denver, CO');
  if (fields.email !== undefined) await page.getByLabel('Email', { exact: true }).fill(fields.email);
  if (fields.password !== undefined) await page.getByLabel('Password', { exact: true }).fill(fields.password);
  await page.getByLabel('Mediators', { exact: true }).check();
}

interface LoadedImage {
  complete: boolean;
  naturalWidth: number;
}

/** Waits until the image has loaded (a broken one never does) and answers its width in pixels. */
async function loadedWidth(image: Locator): Promise<number> {
  // Polled from here: the site's CSP refuses the eval that page-side polling needs.
  await until(
    () =>
      image.evaluate(
        (img) => (img as unknown as LoadedImage).complete && (img as unknown as LoadedImage).naturalWidth > 0,
      ),
    'the picture to load',
    10_000,
  );
  return image.evaluate((img) => (img as unknown as LoadedImage).naturalWidth);
}

async function pictureFile(): Promise<string> {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'expert-photo-')), 'portrait.png');
  await sharp({ create: { width: 600, height: 800, channels: 3, background: { r: 70, g: 130, b: 120 } } })
    .png()
    .toFile(file);
  return file;
}

/** An expert signed up through the API (no profile yet), logged in on the page, with the Expert Area open. */
async function openOwnExpertArea(page: Page): Promise<Locator> {
  const email = uniqueEmail('expert');
  const signup = await new ApiClient(suite.app.baseUrl).post('/api/experts/signup', {
    name: `Dana Reyes ${suffix()}`,
    location: 'Denver, CO',
    email,
    password: PASSWORD,
    professions: ['Mediators'],
  });
  expect(signup.status).toBe(201);
  await logInThroughForm(page, email);
  await page.goto('/account');
  await page.getByRole('button', { name: 'Expert Area', exact: true }).click();
  const area = page.getByRole('region', { name: 'Expert Area', exact: true });
  await area.getByLabel('Profile address').waitFor();
  return area;
}

describe('experts', () => {
  it('offers the spec’s professions; Other asks "What Profession?"', async () => {
    const { page } = tab;
    await page.goto('/expert-signup');
    const group = page.getByRole('group', { name: 'Profession' });
    await group.getByRole('checkbox').first().waitFor();
    expect(await group.getByRole('checkbox').count()).toBe(PROFESSIONS.length);
    expect(await group.locator('label').allInnerTexts()).toEqual(PROFESSIONS);
    expect(await page.getByLabel('What Profession?').count()).toBe(0);
    await page.getByLabel('Other', { exact: true }).check();
    await page.getByLabel('What Profession?').waitFor();
  });

  it('warns beside the field about an invalid email, and sends nothing', async () => {
    const { page } = tab;
    await page.goto('/expert-signup');
    await fillSignupForm(page, { name: 'Kim Vale', email: 'not-an-email', password: PASSWORD });
    await page.getByRole('button', { name: 'Sign Up as an Expert' }).click();
    await waitForToast(page, TEXT.invalidEmail);
    const email = page.getByLabel('Email', { exact: true });
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    expect(
      await page
        .locator(`#${await email.getAttribute('aria-describedby').then((ids) => ids!.split(' ').pop())}`)
        .innerText(),
    ).toBe(TEXT.invalidEmail);
    expect(currentPath(page)).toBe('/expert-signup');
  });

  it('goes quietly elsewhere when the honeypot is filled, and creates no account', async () => {
    const { page } = tab;
    const email = uniqueEmail('bot');
    await page.goto('/expert-signup');
    await fillSignupForm(page, { name: 'Spam Bot', email, password: PASSWORD });
    await page.locator('input[name="website"]').fill('http://spam.example', { force: true });
    await page.getByRole('button', { name: 'Sign Up as an Expert' }).click();
    await onPath(page, '/home');
    const login = await new ApiClient(suite.app.baseUrl).post('/api/auth/login', { email, password: PASSWORD });
    expect(login.status).toBe(401);
  });

  it('converts a signed-in member into an expert', async () => {
    const { page } = tab;
    const member = await signUpMember(suite.app.baseUrl, 'convert');
    await logInThroughForm(page, member.email);
    await page.goto('/expert-signup');
    const email = page.getByLabel('Email', { exact: true });
    await email.waitFor();
    expect(await email.inputValue()).toBe(member.email);
    expect(await email.getAttribute('readonly')).not.toBeNull();
    expect(await page.getByLabel('Password', { exact: true }).count()).toBe(0);
    await fillSignupForm(page, { name: `Robin Hale ${suffix()}` });
    await page.getByRole('button', { name: 'Become an Expert' }).click();
    await onPath(page, '/account');
    await page.getByRole('region', { name: 'Expert Area' }).waitFor();
    expect((await member.api.get('/api/session')).body.user.role).toBe('Expert');
  });

  it('cleans the profile address as it is typed, and a refused save keeps every value with the message beside its field', async () => {
    const { page } = tab;
    const area = await openOwnExpertArea(page);
    const address = area.getByLabel('Profile address');
    const fields = {
      title: area.getByLabel('Title'),
      zip: area.getByLabel('Zip'),
      startYear: area.getByLabel('Start year'),
      bio: area.getByLabel('Bio'),
    };
    const unique = suffix();
    await address.pressSequentially(`Dana Mediator  Denver ${unique}!`);
    expect(await address.inputValue()).toBe(`dana-mediator-denver-${unique}`);
    await area.getByText(`/expert/dana-mediator-denver-${unique}`, { exact: false }).waitFor();
    await fields.title.fill('Family Mediator');
    // A zip of the right shape that no place has: only the server can tell.
    await fields.zip.fill('00000');
    await fields.startYear.fill('2009');
    await fields.bio.fill('Calm, practical help through separation.');
    await area.getByRole('button', { name: 'Save Profile' }).click();
    await waitForToast(page, 'We could not find that zip code. Please check it.');
    expect(await fieldError(fields.zip)).toBe('We could not find that zip code. Please check it.');
    expect(await fieldError(address)).toBeNull();
    const typed = async () => ({
      address: await address.inputValue(),
      title: await fields.title.inputValue(),
      zip: await fields.zip.inputValue(),
      startYear: await fields.startYear.inputValue(),
      bio: await fields.bio.inputValue(),
    });
    const kept = {
      address: `dana-mediator-denver-${unique}`,
      title: 'Family Mediator',
      zip: '00000',
      startYear: '2009',
      bio: 'Calm, practical help through separation.',
    };
    expect(await typed()).toEqual(kept);
    await screenshot(page, 'experts-06-refused-zip');

    // An address another expert holds is refused beside the address; the rest stays as typed.
    const other = new ApiClient(suite.app.baseUrl);
    const signup = {
      name: `Kim Vale ${unique}`,
      location: 'Denver, CO',
      email: uniqueEmail('other'),
      password: PASSWORD,
      professions: ['Coaches'],
    };
    expect((await other.post('/api/experts/signup', signup)).status).toBe(201);
    const taken = {
      slug: `taken-${unique}`,
      title: 'Coach',
      bio: 'Hello.',
      zip: '80202',
      startYear: 2015,
      categories: [],
    };
    expect((await other.put('/api/account/expert', taken)).status).toBe(200);
    await fields.zip.fill('80202');
    expect(await fieldError(fields.zip)).toBeNull();
    await address.fill(`taken-${unique}`);
    await area.getByRole('button', { name: 'Save Profile' }).click();
    await waitForToast(page, 'That profile address is already taken. Please choose another.');
    expect(await fieldError(address)).toBe('That profile address is already taken. Please choose another.');
    expect(await typed()).toEqual({ ...kept, address: `taken-${unique}`, zip: '80202' });

    await address.fill(`dana-reyes-${unique}`);
    await area.getByRole('button', { name: 'Save Profile' }).click();
    await waitForToast(page, TEXT.profileUpdated);
    expect(await fieldError(address)).toBeNull();
  });

  it('goes to /404 for an unknown expert', async () => {
    const { page } = tab;
    await page.goto('/expert/no-such-expert-here');
    await onPath(page, '/404');
    await page.getByText(TEXT.notFound).waitFor();
  });

  it('signs an expert up, edits the profile and image, and lets a member follow and unfollow', async () => {
    const { page } = tab;
    const name = `Pat Lee ${suffix()}`;
    const slug = `pat-lee-${suffix()}`;
    const email = uniqueEmail('expert');

    // Signup → My Account's Expert Area.
    await page.goto('/expert-signup');
    await fillSignupForm(page, { name, email, password: PASSWORD });
    await page.getByLabel('Other', { exact: true }).check();
    await page.getByLabel('What Profession?').fill('Parenting coordinator');
    await screenshot(page, 'experts-01-signup-form');
    await page.getByRole('button', { name: 'Sign Up as an Expert' }).click();
    await waitForToast(page, TEXT.accountCreated);
    await onPath(page, '/account');
    const area = page.getByRole('region', { name: 'Expert Area' });
    await area.waitFor();

    // The profile: spaces in the address become hyphens, the bio counts to 255.
    await area.getByLabel('Profile address').fill(slug.replace(/-/g, ' ').toUpperCase());
    expect(await area.getByLabel('Profile address').inputValue()).toBe(slug);
    await area.getByLabel('Title').fill('Family Mediator');
    await area.getByLabel('Zip').fill('80202');
    await area.getByLabel('Start year').fill(String(new Date().getFullYear() - 15));
    const bio = 'I help families reach calm, fair agreements.';
    await area.getByLabel('Bio').fill(bio);
    await area.getByText(`${bio.length}/255`).waitFor();
    await area.getByRole('button', { name: 'Children' }).click();
    await area.getByRole('button', { name: 'Save Profile' }).click();
    await waitForToast(page, TEXT.profileUpdated);

    // The image: Select File shows a preview, Save Image stores it.
    await area.locator('input[type="file"]').setInputFiles(await pictureFile());
    const preview = area.getByRole('img', { name: 'Preview of the selected image' });
    await preview.waitFor();
    expect(await preview.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(await loadedWidth(preview)).toBe(600);
    await screenshot(page, 'experts-02-expert-area-preview');
    await area.getByRole('button', { name: 'Save Image' }).click();
    await waitForToast(page, 'Your image has been uploaded.');
    const avatar = area.getByRole('img', { name: `Photo of ${name}` });
    await avatar.waitFor();
    expect(await avatar.getAttribute('src')).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);

    // The profile shows it all; its owner reads why it is not public yet, and a visitor does not find it.
    await page.goto(`/expert/${slug}`);
    await page.getByRole('heading', { name, level: 1 }).waitFor();
    await page.getByText('Family Mediator').waitFor();
    await page.getByText('Denver, Colorado').waitFor();
    await page.getByText('15+ years').waitFor();
    await page.getByText(bio).waitFor();
    const photo = page.getByRole('img', { name: `Photo of ${name}` });
    expect(await loadedWidth(photo)).toBe(400);
    expect(await page.getByRole('link', { name: `Email ${name}` }).getAttribute('href')).toMatch(/^mailto:expert-/);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    expect(await crumbs.getByRole('link', { name: 'Experts' }).getAttribute('href')).toBe('/experts');
    expect(await page.getByRole('button', { name: `Follow ${name}` }).count()).toBe(0);
    const notPublic = page.getByText('Your profile is not public yet.');
    await notPublic.waitFor();
    expect(await page.getByRole('link', { name: 'Expert Area of My Account' }).getAttribute('href')).toBe(
      '/account#expert-area',
    );
    await screenshot(page, 'experts-03-profile-not-public');
    const visitor = await newPage(suite.browser, suite.app.baseUrl);
    await visitor.goto(`/expert/${slug}`);
    await onPath(visitor, '/404');

    // Once the membership is paid, the profile is public; logged out, there is no follow control.
    const expertApi = new ApiClient(suite.app.baseUrl);
    expect((await expertApi.post('/api/auth/login', { email, password: PASSWORD })).status).toBe(200);
    await payMembership(expertApi);
    await page.reload();
    await page.getByRole('heading', { name, level: 1 }).waitFor();
    expect(await notPublic.count()).toBe(0);
    await screenshot(page, 'experts-03-profile');
    await visitor.goto(`/expert/${slug}`);
    await visitor.getByRole('heading', { name, level: 1 }).waitFor();
    expect(await visitor.getByRole('button', { name: `Follow ${name}` }).count()).toBe(0);
    await visitor.context().close();

    // A member follows: the count moves by one and the expert is in Saved Items.
    const member = await signUpMember(suite.app.baseUrl, 'follower');
    const reader = await newPage(suite.browser, suite.app.baseUrl, 375);
    try {
      await logInThroughForm(reader, member.email);
      await reader.goto(`/expert/${slug}`);
      const count = reader.getByTestId('follower-count');
      await count.waitFor();
      expect(await count.innerText()).toBe('0');
      // The follow is held on its way: the button and the count change before the server answers.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await reader.route(`**/api/experts/${slug}/follow`, async (route) => {
        await held;
        await route.continue();
      });
      await reader.getByRole('button', { name: `Follow ${name}` }).click();
      await reader.getByRole('button', { name: `Unfollow ${name}` }).waitFor();
      expect(await count.innerText()).toBe('1');
      release();
      await waitForToast(reader, TEXT.followed);
      await reader.unroute(`**/api/experts/${slug}/follow`);
      expect(await count.innerText()).toBe('1');
      await screenshot(reader, 'experts-04-followed-375');

      await reader.goto('/account');
      await reader.getByRole('button', { name: 'Saved Items', exact: true }).click();
      const saved = reader.getByRole('region', { name: 'Saved Items', exact: true });
      const link = saved.getByRole('link', { name });
      await link.waitFor();
      expect(await link.getAttribute('href')).toBe(`/expert/${slug}`);
      await screenshot(reader, 'experts-05-saved-items');

      await link.click();
      await onPath(reader, `/expert/${slug}`);
      await reader.getByRole('button', { name: `Unfollow ${name}` }).click();
      await waitForToast(reader, TEXT.unfollowed);
      await reader.getByRole('button', { name: `Follow ${name}` }).waitFor();
      expect(await reader.getByTestId('follower-count').innerText()).toBe('0');
      expect((await member.api.get('/api/account/saved')).body.items).toEqual([]);
    } finally {
      await reader.context().close();
    }
  });
});
