import * as fs from 'node:fs';
import * as path from 'node:path';
import type { Page } from 'playwright-core';
import { systemContext } from '../../src/commands/command-context';
import { changeRole } from '../../src/commands/users/users.decider';
import { CommandRunner } from '../../src/writes/command-runner';
import type { GlobalPosition } from '../../src/infra/event-store/event-store.port';
import { ProjectionProgress } from '../../src/projections/progress';
import { ApiClient } from '../support/api-client';
import { currentPath, newPage, screenshot, waitForToast } from '../support/browser';
import { addListedExpert } from '../support/e2e-experts';
import { uniqueEmail } from '../support/e2e-members';
import { useAppAndBrowser, usePagePerTest } from '../support/e2e-suite';
import { fieldError } from '../support/form-fields';
import { latestEmail } from '../support/test-app';
import { until } from '../support/until';

// The spec's texts, word for word (sections 2, 5 and 8).
const TEXT = {
  zipInvalid: 'Please enter a 5-digit zip code.',
  zipUnknown: 'We could not find that zip code. Please check it and try again.',
  stateUnknown: 'Please enter a US state by its name or its two-letter code.',
  messageSent: 'Message Sent. Thank you.',
  invalidEmail: 'Please input a valid email address.',
  noneInLosAngeles: 'While we found no experts in Los Angeles, we did find these experts from elsewhere in California:',
  // 90211 is Beverly Hills too, where Ada works: the zip, not the city, is what has none.
  noneIn90211: 'While we found no experts in 90211, we did find these experts from elsewhere in California:',
  noneInNewYork: 'We do not currently have any registered experts in New York.',
  noOthersInVermont: 'No additional experts found in Vermont.',
};

const suite = useAppAndBrowser();
const tab = usePagePerTest(suite);
const adminEmail = uniqueEmail('admin');

const EXPERTS = [
  { name: 'Ada Mediator', zip: '90210', topics: ['children'] },
  { name: 'Ben Counsel', zip: '94103', topics: ['children'] },
  { name: 'Eve Green', zip: '05401', topics: ['finances'] },
];

async function addExperts(): Promise<GlobalPosition> {
  let last: GlobalPosition | null = null;
  for (const expert of EXPERTS) last = (await addListedExpert(suite.app, expert)).position ?? last;
  return last!;
}

beforeAll(async () => {
  const last = await addExperts();
  const { uid } = await new ApiClient(suite.app.baseUrl).signUp(adminEmail);
  const { position } = await suite.app.app
    .get(CommandRunner)
    .runOnly(changeRole, { uid: uid, role: 'Administrator' }, systemContext('e2e'));
  await suite.app.app.get(ProjectionProgress).waitFor(position ?? last);
});

const results = (page: Page) => page.getByRole('region', { name: /^Results for / });
const expertNames = (page: Page) => results(page).locator('article').getByRole('heading').allInnerTexts();

async function searchFor(page: Page, { zip = '', state = '' }: { zip?: string; state?: string }): Promise<void> {
  await page.getByLabel('Zip code').fill(zip);
  await page.getByLabel('State').fill(state);
  await page.getByRole('button', { name: 'Find Experts', exact: true }).click();
}

async function resultsFor(page: Page, place: string): Promise<void> {
  await page.getByRole('heading', { name: `Results for ${place}`, exact: true }).waitFor();
}

describe('/experts location search', () => {
  it('lists a zip’s experts first, then the others in the state, with the spec’s messages', async () => {
    const page = tab.page;
    await page.goto('/experts');
    await searchFor(page, { zip: '90210' });
    await resultsFor(page, '90210');
    expect(currentPath(page)).toBe('/experts?zip=90210');
    expect(await expertNames(page)).toEqual(['Ada Mediator', 'Ben Counsel']);
    const ada = results(page).locator('article').first();
    expect(await ada.getByRole('link', { name: 'Ada Mediator' }).getAttribute('href')).toBe('/expert/ada-mediator');
    await ada.getByText('Family Mediator', { exact: true }).waitFor();
    await ada.getByText('Beverly Hills, CA').waitFor();
    await ada.getByText('Ada helps families through separation with calm, practical steps.').waitFor();
    await screenshot(page, 'experts-zip-1285');

    await searchFor(page, { zip: '90001' });
    await resultsFor(page, '90001');
    await page.getByText(TEXT.noneInLosAngeles, { exact: true }).waitFor();
    expect(await expertNames(page)).toEqual(['Ada Mediator', 'Ben Counsel']);

    await searchFor(page, { zip: '90211' });
    await resultsFor(page, '90211');
    await page.getByText(TEXT.noneIn90211, { exact: true }).waitFor();
    expect(await page.getByText('While we found no experts in Beverly Hills', { exact: false }).count()).toBe(0);
    expect(await expertNames(page)).toEqual(['Ada Mediator', 'Ben Counsel']);

    await searchFor(page, { zip: '05401' });
    await resultsFor(page, '05401');
    await page.getByText(TEXT.noOthersInVermont, { exact: true }).waitFor();
    expect(await expertNames(page)).toEqual(['Eve Green']);

    await searchFor(page, { zip: '10001' });
    await resultsFor(page, '10001');
    await page.getByText(TEXT.noneInNewYork, { exact: true }).waitFor();
    expect(await expertNames(page)).toEqual([]);
  });

  it('searches a state by name or code, and clears the results when both fields are empty', async () => {
    const page = tab.page;
    await page.goto('/experts');
    await searchFor(page, { state: 'New York' });
    await resultsFor(page, 'New York');
    await page.getByText(TEXT.noneInNewYork, { exact: true }).waitFor();

    await searchFor(page, { state: 'ca' });
    await resultsFor(page, 'California');
    expect(currentPath(page)).toBe('/experts?state=ca');
    expect(await expertNames(page)).toEqual(['Ada Mediator', 'Ben Counsel']);

    await searchFor(page, {});
    await page.waitForURL((url) => url.search === '');
    expect(await results(page).count()).toBe(0);
    expect(await page.getByRole('heading', { name: /^Results for / }).count()).toBe(0);
  });

  it('says beside the field what is wrong with a zip or a state, typed or in the address, and keeps the last results', async () => {
    const page = tab.page;
    const zipField = page.getByLabel('Zip code');
    const stateField = page.getByLabel('State');
    await page.goto('/experts');
    await searchFor(page, { state: 'Vermont' });
    await resultsFor(page, 'Vermont');
    for (const zip of ['123', 'abcde']) {
      await searchFor(page, { zip, state: 'Vermont' });
      expect(await fieldError(zipField)).toBe(TEXT.zipInvalid);
      expect(await zipField.evaluate((input) => input.ownerDocument.activeElement === input)).toBe(true);
      // Nothing was asked: the address and the last results stay.
      expect(currentPath(page)).toBe('/experts?state=Vermont');
      expect(await expertNames(page)).toEqual(['Eve Green']);
    }
    await screenshot(page, 'experts-zip-invalid');

    await searchFor(page, { zip: '00000' });
    await page.getByText(TEXT.zipUnknown, { exact: true }).first().waitFor();
    expect(await fieldError(zipField)).toBe(TEXT.zipUnknown);

    await searchFor(page, { state: 'Narnia' });
    await page.getByText(TEXT.stateUnknown, { exact: true }).first().waitFor();
    expect(await fieldError(stateField)).toBe(TEXT.stateUnknown);
    expect(await fieldError(zipField)).toBeNull();

    // A shared or typed address is checked by the server, and said beside the field too.
    await page.goto('/experts?zip=abcde');
    await zipField.waitFor();
    await until(async () => (await fieldError(zipField)) === TEXT.zipInvalid, 'the zip field to say what is wrong');
    expect(await zipField.inputValue()).toBe('abcde');
  });

  it('reads well on a phone', async () => {
    const page = await newPage(suite.browser, suite.app.baseUrl, 375);
    try {
      await page.goto('/experts?zip=90001');
      await resultsFor(page, '90001');
      await page.getByText(TEXT.noneInLosAngeles, { exact: true }).waitFor();
      expect(await page.locator('html').evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      await screenshot(page, 'experts-zip-375');
    } finally {
      await page.context().close();
    }
  });
});

describe('/experts message form', () => {
  const outbox = () => {
    const dir = path.join(suite.app.dataDir, 'outbox');
    return fs.existsSync(dir) ? fs.readdirSync(dir).map((f) => fs.readFileSync(path.join(dir, f), 'utf8')) : [];
  };

  async function fillMessage(page: Page, email: string, message: string): Promise<void> {
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Location', { exact: true }).fill('Portland, OR');
    await page.getByLabel('Message', { exact: true }).fill(message);
  }

  it('warns beside the field about an invalid email, then sends a valid message to the administrators', async () => {
    const page = tab.page;
    await page.goto('/experts');
    await fillMessage(page, 'not-an-email', 'Do you know a mediator in Portland?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await waitForToast(page, TEXT.invalidEmail);
    const email = page.getByLabel('Email', { exact: true });
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    const described = (await email.getAttribute('aria-describedby'))!;
    expect(await page.locator(`[id="${described}"]`).innerText()).toBe(TEXT.invalidEmail);
    await screenshot(page, 'experts-message-invalid');

    await email.fill('visitor@example.org');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await waitForToast(page, TEXT.messageSent);
    const mail = await latestEmail(suite.app.dataDir, adminEmail);
    expect(mail.text).toContain('Do you know a mediator in Portland?');
    expect(mail.text).toContain('Location: Portland, OR');
    expect(await page.getByLabel('Message', { exact: true }).inputValue()).toBe('');
  });

  it('sends a bot that fills the hidden field elsewhere, and sends nothing', async () => {
    const page = tab.page;
    await page.goto('/experts');
    await fillMessage(page, 'bot@example.org', 'Buy followers now');
    await page.locator('input[name="website"]').fill('http://spam.example', { force: true });
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.waitForURL((url) => url.pathname === '/home');
    await page.waitForTimeout(500);
    expect(outbox().some((m) => m.includes('Buy followers now'))).toBe(false);
  });
});

describe('the topic page’s Experts tab', () => {
  it('lists the experts working with the topic, with the same cards', async () => {
    const page = tab.page;
    await page.goto('/topic/children?tab=experts');
    const tabName = await page.getByRole('tab', { name: /^Experts\b/ }).innerText();
    expect(tabName.replace(/\s+/g, ' ')).toMatch(/2$/);
    await page.getByRole('link', { name: 'Ada Mediator' }).waitFor();
    const names = await page.locator('main article').getByRole('heading').allInnerTexts();
    // Newest first: Ben became an expert after Ada.
    expect(names).toEqual(['Ben Counsel', 'Ada Mediator']);
    expect(await page.getByRole('link', { name: 'Ben Counsel' }).getAttribute('href')).toBe('/expert/ben-counsel');
    await screenshot(page, 'topic-experts-tab');
  });
});
