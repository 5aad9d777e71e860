/**
 * Finding community packages from the node creator, in Chromium against a real `weft start` whose
 * npm registry is a loopback fake: the owner searches, sees "More from the community", confirms the
 * warning, installs the package from the registry and adds and runs its node without a reload; the
 * install modal in Settings finds it too. A member sees no community section and never asks.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeNpmRegistry, type FakeNpmRegistry } from '../../server/test/fake-npm-registry';
import { openPage, rest, screenshot, useCookie, useSignedInWeft } from './harness';

const PACKAGE = 'n8n-nodes-zebra';
const NODE_TYPE = `${PACKAGE}.zebra`;

/** A Weft-format package with a "Zebra" node that stripes every item, with n8n's community keyword. */
function zebraPackage(): string {
  const dir = mkdtempSync(join(tmpdir(), 'weft-e2e-zebra-'));
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify({
      name: PACKAGE,
      version: '0.4.2',
      type: 'module',
      author: 'Zoe Zebra',
      description: 'Paints black and white stripes on every item that passes through',
      keywords: ['n8n-community-node-package', 'stripes'],
      weft: { nodes: ['zebra.node.js'] },
    }),
  );
  writeFileSync(
    join(dir, 'zebra.node.js'),
    `export const zebra = { description: { name: 'zebra', displayName: 'Zebra', description: 'Stripes items', group: ['transform'], version: 1, defaults: { name: 'Zebra' }, inputs: ['main'], outputs: ['main'], properties: [] }, async execute(ctx) { return [ctx.getInputData().map((item) => ({ json: { ...item.json, stripes: 'black and white' } }))]; } };\n`,
  );
  return dir;
}

/** A second community package with a long name and description, to see how the list copes. */
function longPackage(): string {
  const dir = mkdtempSync(join(tmpdir(), 'weft-e2e-long-'));
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify({
      name: '@zebra-crossing-collective/n8n-nodes-zebra-crossing-traffic-light-controller',
      version: '12.0.0-beta.3',
      type: 'module',
      description:
        'Controls the traffic lights at zebra crossings from a workflow, with a description long enough to need cutting off',
      keywords: ['n8n-community-node-package'],
      weft: { nodes: ['x.node.js'] },
    }),
  );
  writeFileSync(join(dir, 'x.node.js'), 'export const x = {};\n');
  return dir;
}

async function openCreatorAndSearch(page: Page, text: string): Promise<void> {
  await page.getByTestId('open-node-creator').click();
  await page.getByTestId('node-creator').waitFor();
  await page.getByLabel('Search nodes').fill(text);
}

const registry: { fake?: FakeNpmRegistry } = {};
const cache = mkdtempSync(join(tmpdir(), 'weft-e2e-npm-cache-'));
const folders = [zebraPackage(), longPackage()];

describe('community packages from the node creator, in Chromium', () => {
  beforeAll(async () => {
    registry.fake = await startFakeNpmRegistry();
    for (const dir of folders) registry.fake.addFolder(dir, { weeklyDownloads: 1234 });
    // More okapi packages than the creator lists at once.
    for (let i = 1; i <= 11; i++)
      registry.fake.addListing({
        name: `n8n-nodes-okapi-${String(i).padStart(2, '0')}`,
        version: '1.0.0',
        description: `Okapi helper number ${i}`,
        keywords: ['n8n-community-node-package'],
      });
  });
  afterAll(async () => {
    await registry.fake?.close();
    for (const dir of [...folders, cache]) rmSync(dir, { recursive: true, force: true });
  });
  // The registry's port is known only once it listens: read it when the server starts.
  const env = {} as Record<string, string>;
  beforeAll(() => {
    env.WEFT_COMMUNITY_PACKAGES_REGISTRY = registry.fake!.url;
    env.npm_config_cache = cache;
  });
  const session = useSignedInWeft(env);

  it('lets the owner find, confirm, install, add and run a package from the registry', async () => {
    const { page, errors } = await session.ownerPage();
    await page.goto(`${session.weft.url}/workflow/new`);
    await page.getByTestId('canvas-add-first-step').click();
    await page.locator('[data-testid="node-creator-item"][data-node-type="weft.manualTrigger"]').click();

    await openCreatorAndSearch(page, 'zebra');
    const section = page.getByTestId('creator-community');
    await section.waitFor();
    const item = page.locator(`[data-testid="creator-community-item"][data-package="${PACKAGE}"]`);
    await item.waitFor();
    await expect(section.getByRole('heading').textContent()).resolves.toBe('More from the community');
    await expect(item.textContent()).resolves.toContain('v0.4.2 · by Zoe Zebra · 1.2k weekly downloads');
    expect(
      registry.fake!.seen.some(
        (s) => new URL(s, 'http://x').searchParams.get('text') === 'keywords:n8n-community-node-package zebra',
      ),
    ).toBe(true);
    await screenshot(page, 'community-search-creator');

    await item.click();
    const confirm = page.getByTestId('community-install-confirm');
    await confirm.waitFor();
    await expect(page.getByTestId('community-install-warning').textContent()).resolves.toBe(
      "The code of a community package runs on this server with the server's rights. Only install packages you trust.",
    );
    await screenshot(page, 'community-search-confirm');
    await page.getByTestId('community-install-confirm-button').click();

    // Installed from the fake registry; the creator shows the package's nodes without a reload.
    const zebra = page.locator(`[data-testid="node-creator-item"][data-node-type="${NODE_TYPE}"]`);
    await zebra.waitFor({ timeout: 60_000 });
    await confirm.waitFor({ state: 'detached' });
    expect(registry.fake!.seen).toContain(`/${PACKAGE}/-/${PACKAGE}-0.4.2.tgz`);
    await expect(page.locator('.node-creator__title').textContent()).resolves.toBe(PACKAGE);
    await zebra.click();
    await page.getByTestId('ndv').waitFor();
    await page.keyboard.press('Escape');
    await page.getByTestId('ndv').waitFor({ state: 'detached' });

    await page.getByTestId('execute-workflow').click();
    await page.getByTestId('run-result').waitFor();
    await expect(page.getByTestId('run-result').textContent()).resolves.toContain('successfully');
    await expect(
      page.locator('[data-testid="canvas-node"][data-node-name="Zebra"]').getAttribute('data-status'),
    ).resolves.toBe('success');

    // Searching again marks it installed; choosing it shows its nodes (no second install).
    await openCreatorAndSearch(page, 'zebra');
    await expect.poll(() => item.textContent()).toContain('Installed');
    await item.click();
    await zebra.waitFor();
    expect(await confirm.count()).toBe(0);
    // Back from the package's page to the search.
    await page.keyboard.press('Escape');

    // More matches than the creator shows: it says so.
    await page.getByLabel('Search nodes').fill('okapi');
    await page.getByTestId('creator-community-more').waitFor();
    await expect(page.getByTestId('creator-community-item').count()).resolves.toBe(10);
    await expect(page.getByTestId('creator-community-more').textContent()).resolves.toBe(
      'The first 10 of 11 packages: add a word to narrow the search.',
    );
    await screenshot(page, 'community-search-creator-more');
    await page.keyboard.press('Escape');

    const listed = await rest(session.weft, session.cookie, 'GET', '/community-packages');
    expect(
      listed.map((p: { packageName: string; installedVersion: string }) => `${p.packageName}@${p.installedVersion}`),
    ).toEqual([`${PACKAGE}@0.4.2`]);
    expect(errors).toEqual([]);
  });

  it('finds packages from the install modal in Settings too', async () => {
    const { page, errors } = await session.ownerPage();
    await page.goto(`${session.weft.url}/settings/community-nodes`);
    await page.getByRole('button', { name: 'Install a package' }).click();
    await page.getByTestId('package-search').fill('zebra');
    const results = page.getByTestId('package-search-result');
    await expect.poll(() => results.count()).toBe(2);
    // Installed packages cannot be chosen again; the other fills in the name.
    await expect(
      results
        .filter({ has: page.locator('.install-search__name', { hasText: new RegExp(`^${PACKAGE}$`) }) })
        .isDisabled(),
    ).resolves.toBe(true);
    await results.filter({ hasText: 'traffic-light' }).click();
    await expect(page.getByTestId('package-name').inputValue()).resolves.toBe(
      '@zebra-crossing-collective/n8n-nodes-zebra-crossing-traffic-light-controller',
    );
    await screenshot(page, 'community-search-install-modal');
    expect(errors).toEqual([]);
  });

  it('shows a member no community section, and never asks the registry', async () => {
    const invited = await rest(session.weft, session.cookie, 'POST', '/users', [{ email: 'mia@weft.test' }]);
    const link = new URL(invited[0].user.inviteAcceptUrl as string);
    const res = await fetch(`${session.weft.url}/rest/users/${link.searchParams.get('inviteeId')}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        inviterId: link.searchParams.get('inviterId'),
        firstName: 'Mia',
        lastName: 'Member',
        password: 'Member-pass-1',
      }),
    });
    expect(res.status).toBe(200);
    const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0]!;
    const { page, context, errors } = await openPage(session.browser);
    await useCookie(context, session.weft, cookie);
    const searches: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/community-packages/search')) searches.push(r.url());
    });
    await page.goto(`${session.weft.url}/workflow/new`);
    await page.getByTestId('canvas-add-first-step').click();
    await page.locator('[data-testid="node-creator-item"][data-node-type="weft.manualTrigger"]').click();
    await openCreatorAndSearch(page, 'zebra');
    // The installed package's node is there for everyone; nothing from the registry is offered.
    await page.locator(`[data-testid="node-creator-item"][data-node-type="${NODE_TYPE}"]`).waitFor();
    await page.getByLabel('Search nodes').fill('crossing');
    await page.waitForTimeout(1000);
    expect(await page.getByTestId('creator-community').count()).toBe(0);
    expect(searches).toEqual([]);
    expect(errors).toEqual([]);
  });
});
