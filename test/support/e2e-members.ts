import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { ApiClient } from './api-client';
import { waitForToast } from './browser';

/** The password the members of the browser tests sign up with, unless a test picks another. */
export const PASSWORD = 'correct horse battery';

/** How a post's or comment's date reads on screen, e.g. "3/7/2025 @ 4:05 PM" (spec section 8). */
export const BYLINE_DATE = /^\d{1,2}\/\d{1,2}\/\d{4} @ \d{1,2}:\d{2} (AM|PM)$/;

// The spec's toast after a login from the form (section 8).
const LOGGED_IN = 'Successfully logged in.';

/** An address no other test uses, e.g. "reader-1a2b3c4d@example.com". */
export const uniqueEmail = (kind: string) => `${kind}-${randomBytes(4).toString('hex')}@example.com`;

/** A title no other test uses, so a test finds its own item in lists others fill too. */
export const uniqueTitle = (kind: string) => `${kind} ${randomBytes(4).toString('hex')}`;

export interface SignedUpMember {
  /** Logged in as the member; the browser logs in separately. */
  api: ApiClient;
  email: string;
  user: { uid: number; username: string };
}

/** A member signed up through the API, so a test starts from a known account. */
export async function signUpMember(baseUrl: string, kind: string, password = PASSWORD): Promise<SignedUpMember> {
  const api = new ApiClient(baseUrl);
  const email = uniqueEmail(kind);
  const user = await api.signUp(email, password);
  return { api, email, user };
}

/** Posts to /api/<path> (articles, books, videos, questions) as the client's member; answers with the new id. */
export async function postThroughApi(
  api: ApiClient,
  path: string,
  title: string,
  extra: Record<string, unknown> = {},
): Promise<number> {
  const r = await api.post(`/api/${path}`, {
    title,
    body: `The body of ${title}.\nA second paragraph.`,
    tags: [],
    categories: [],
    ...extra,
  });
  if (r.status !== 201) throw new Error(`post failed: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.id as number;
}

/** Fills the login form the page shows and sends it, without waiting for the outcome. */
export async function fillLoginForm(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** Logs the page out through the main navigation's Logout button and waits until it shows Login on /home. */
export async function logOutThroughNav(page: Page): Promise<void> {
  const mainNav = page.getByRole('navigation', { name: 'Main' });
  await mainNav.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL((url) => url.pathname === '/home');
  await mainNav.getByRole('link', { name: 'Login' }).waitFor();
}

/** Logs the page in from /login and waits for the success toast. */
export async function logInThroughForm(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto('/login');
  await fillLoginForm(page, email, password);
  await waitForToast(page, LOGGED_IN);
  // The toast comes before the move to the next page (a pending draft is posted in between): a test
  // that acts on /login meanwhile would see the move undo what it did, such as an opened menu.
  await page.waitForURL((url) => url.pathname !== '/login');
}
