import type { Browser, Page } from 'playwright-core';
import { launchChromium, newPage } from './browser';
import { startTestApp, type TestApp, type TestProfile } from './test-app';

export interface AppAndBrowser {
  app: TestApp;
  browser: Browser;
}

/**
 * One app and one Chromium for a browser test file, started before its tests and closed after them.
 * What a screen does is the same in both profiles, so a browser test runs on the services profile
 * unless it is about the embedded one (docs/code-map.md#tests). Many logins come from 127.0.0.1 here, so the
 * rate limits are raised; `env` adds settings.
 */
export function useAppAndBrowser(
  env: Record<string, string> = {},
  { profile = 'services' }: { profile?: TestProfile } = {},
): AppAndBrowser {
  const suite = {} as AppAndBrowser;
  beforeAll(async () => {
    suite.app = await startTestApp(profile, { RATE_LIMIT_FACTOR: '1000', ...env });
    suite.browser = await launchChromium();
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.app?.close();
  });
  return suite;
}

/**
 * A fresh page for each test, in its own browser context so no login carries over, closed after
 * the test. A test that opens more pages closes those itself.
 */
export function usePagePerTest(suite: AppAndBrowser): { page: Page } {
  const tab = {} as { page: Page };
  beforeEach(async () => {
    tab.page = await newPage(suite.browser, suite.app.baseUrl);
  });
  afterEach(async () => {
    await tab.page?.context().close();
  });
  return tab;
}
