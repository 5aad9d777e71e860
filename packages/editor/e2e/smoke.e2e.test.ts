import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage, screenshot, startWeft, type WeftProcess } from './harness';

describe('the editor shell in Chromium', () => {
  let weft: WeftProcess;
  let browser: Browser;
  beforeAll(async () => {
    weft = await startWeft();
    browser = await launchBrowser();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await weft?.stop();
  });

  it('serves the editor at / and sends a fresh instance to owner setup', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(weft.url + '/');
    await page.waitForURL('**/setup');
    await screenshot(page, 'shell-setup-redirect');
    expect(errors).toEqual([]);
  });

  it('shows the NotFound page for an unknown address and the network message when the API is down', async () => {
    const { page } = await openPage(browser);
    await page.route('**/rest/settings', (route) => route.abort('connectionrefused'));
    await page.goto(weft.url + '/home/workflows');
    await expect(page.getByTestId('boot-error').textContent()).resolves.toContain(
      'API-Server can not be reached. It is probably down.',
    );
  });
});
