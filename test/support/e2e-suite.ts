import type { Browser } from 'playwright-core';
import { launchChromium } from './browser';
import { startTestApp, type TestApp } from './test-app';

/**
 * One embedded app and one Chromium for a browser test file, started before its tests and closed
 * after them. Many logins come from 127.0.0.1 here, so the rate limits are raised.
 */
export function useAppAndBrowser(): { app: TestApp; browser: Browser } {
  const suite = {} as { app: TestApp; browser: Browser };
  beforeAll(async () => {
    suite.app = await startTestApp('embedded', { RATE_LIMIT_FACTOR: '1000' });
    suite.browser = await launchChromium();
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.app?.close();
  });
  return suite;
}
