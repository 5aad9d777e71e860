/**
 * Workflows list, credentials list and the credential modal in Chromium against a real
 * `weft start`: the owner creates a testable credential through the UI (its test request goes
 * to an HTTP server this test runs on loopback), shares it with a member through the modal, and
 * the member sees it listed as shared and read-only. The workflows list goes from its empty
 * state to three workflows made over REST, with search, tag filter, sort and activation.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  launchBrowser,
  openPage,
  rest,
  screenshot,
  setupOwnerViaApi,
  startWeft,
  useCookie,
  type TrackedPage,
  type WeftProcess,
} from './harness';

const GOOD_KEY = 'k-3f9a1c';
const MEMBER = { email: 'mia.member@weft.test', password: 'Member-pass-1', firstName: 'Mia', lastName: 'Member' };

/** A community package with one credential type whose `test` request goes to its own Base URL. */
function echoPackage(): Record<string, string> {
  return {
    'package.json': JSON.stringify({
      name: 'weft-nodes-echo-service',
      version: '1.0.0',
      type: 'module',
      weft: { nodes: ['dist/echo-service.node.js'], credentials: ['dist/echo-service-api.credentials.js'] },
    }),
    'dist/echo-service.node.js': `
export const echoService = {
  description: {
    name: 'echoService', displayName: 'Echo Service', description: 'Passes items on', group: ['transform'], version: 1,
    defaults: { name: 'Echo Service' }, inputs: ['main'], outputs: ['main'], credentials: [{ name: 'echoServiceApi', required: true }], properties: [],
  },
  async execute(ctx) { return [ctx.getInputData()]; },
};
`,
    'dist/echo-service-api.credentials.js': `
export const echoServiceApi = {
  name: 'echoServiceApi',
  displayName: 'Echo Service API',
  properties: [
    { displayName: 'Base URL', name: 'baseUrl', type: 'string', default: '', required: true, placeholder: 'https://api.example.com' },
    { displayName: 'API Key', name: 'apiKey', type: 'string', typeOptions: { password: true }, default: '', required: true },
    { displayName: 'Environment', name: 'environment', type: 'options', options: [{ name: 'Production', value: 'production' }, { name: 'Sandbox', value: 'sandbox' }], default: 'production' },
    { displayName: 'Sandbox ID', name: 'sandboxId', type: 'string', default: '', description: 'The sandbox to use', displayOptions: { show: { environment: ['sandbox'] } } },
  ],
  authenticate: (credentials, request) => ({ ...request, headers: { ...request.headers, 'x-api-key': String(credentials.apiKey ?? '') } }),
  test: { request: { baseURL: '={{$credentials.baseUrl}}', url: '/check' } },
};
`,
  };
}

function packPackage(files: Record<string, string>): { dir: string; tarball: string } {
  const dir = mkdtempSync(join(tmpdir(), 'weft-lists-pkg-'));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  const out = execFileSync('npm', ['pack', '--json', '--ignore-scripts'], {
    cwd: dir,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  return { dir, tarball: join(dir, (JSON.parse(out) as Array<{ filename: string }>)[0]!.filename) };
}

/** Console errors other than the expected HTTP 400 of a refused activation. */
function unexpected(errors: string[]): string[] {
  return errors.filter((e) => !/Failed to load resource: the server responded with a status of 400/.test(e));
}

async function names(page: Page): Promise<string[]> {
  return page.getByTestId('workflow-name').allTextContents();
}

async function setTheme(page: Page, theme: 'dark' | 'light'): Promise<void> {
  await page.evaluate((t) => {
    document.documentElement.dataset.theme = t;
  }, theme);
}

describe('workflows and credentials lists, and the credential modal', () => {
  let weft: WeftProcess;
  let browser: Browser;
  let api: Server;
  let apiUrl = '';
  let pkgDir = '';
  let owner = '';
  let member = '';
  let memberId = '';
  const seenKeys: string[] = [];

  beforeAll(async () => {
    api = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://provider');
      if (url.pathname === '/authorize') {
        // A provider that approves at once: back to Weft's callback (on the address the browser uses) with a code.
        const back = new URL(url.searchParams.get('redirect_uri')!);
        back.hostname = '127.0.0.1';
        back.searchParams.set('code', 'code-42');
        back.searchParams.set('state', url.searchParams.get('state')!);
        res.writeHead(302, { location: back.toString() }).end();
        return;
      }
      if (url.pathname === '/token') {
        let body = '';
        req.on('data', (d) => (body += d));
        req.on('end', () => {
          const ok = new URLSearchParams(body).get('code') === 'code-42';
          res.writeHead(ok ? 200 : 400, { 'content-type': 'application/json' });
          res.end(
            JSON.stringify(
              ok ? { access_token: 'at-1', token_type: 'bearer', expires_in: 3600 } : { error: 'invalid_grant' },
            ),
          );
        });
        return;
      }
      const key = String(req.headers['x-api-key'] ?? '');
      seenKeys.push(`${req.method} ${req.url} ${key}`);
      const ok = req.url === '/check' && key === GOOD_KEY;
      res.writeHead(ok ? 200 : 401, { 'content-type': 'application/json' });
      res.end(JSON.stringify(ok ? { ok: true } : { message: 'Invalid API key' }));
    });
    await new Promise<void>((r) => api.listen(0, '127.0.0.1', () => r()));
    apiUrl = `http://127.0.0.1:${(api.address() as { port: number }).port}`;
    weft = await startWeft({ WEFT_COMMUNITY_PACKAGES_CHECK_UPDATES: 'false' });
    browser = await launchBrowser();
    owner = await setupOwnerViaApi(weft);
    const pkg = packPackage(echoPackage());
    pkgDir = pkg.dir;
    await rest(weft, owner, 'POST', '/community-packages', { name: pkg.tarball });
    const [invite] = await rest<Array<{ user: { id: string } }>>(weft, owner, 'POST', '/users', [
      { email: MEMBER.email },
    ]);
    memberId = invite!.user.id;
    const ownerUser = await rest<{ id: string }>(weft, owner, 'GET', '/login');
    const res = await fetch(`${weft.url}/rest/users/${memberId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        inviterId: ownerUser.id,
        firstName: MEMBER.firstName,
        lastName: MEMBER.lastName,
        password: MEMBER.password,
      }),
    });
    if (!res.ok) throw new Error(`member sign-up failed: ${res.status} ${await res.text()}`);
    member = (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await weft?.stop();
    await new Promise((r) => api?.close(r));
    if (pkgDir) rmSync(pkgDir, { recursive: true, force: true });
  });

  async function ownerPage(viewport?: { width: number; height: number }): Promise<TrackedPage> {
    const tracked = await openPage(browser, viewport);
    await useCookie(tracked.context, weft, owner);
    return tracked;
  }

  it('shows the workflows empty state, then searches, filters, sorts and activates three workflows', async () => {
    const { page, errors, context } = await ownerPage();
    await page.goto(`${weft.url}/home/workflows`);
    const empty = page.getByTestId('empty-state');
    await empty.waitFor();
    await expect(empty.getByTestId('create-first-workflow').textContent()).resolves.toContain(
      'Create your first workflow',
    );
    await expect(empty.getByTestId('browse-templates').isVisible()).resolves.toBe(true);
    await screenshot(page, 'workflows-empty');
    const wide = await ownerPage({ width: 1920, height: 1080 });
    await wide.page.goto(`${weft.url}/home/workflows`);
    await wide.page.getByTestId('empty-state').waitFor();
    await screenshot(wide.page, 'workflows-empty-1920');
    await wide.context.close();

    await empty.getByTestId('create-first-workflow').click();
    await page.waitForURL('**/workflow/new');

    const tag = await rest<{ id: string }>(weft, owner, 'POST', '/tags', { name: 'finance' });
    const manual = {
      name: 'When clicking ‘Test workflow’',
      type: 'weft.manualTrigger',
      typeVersion: 1,
      position: [0, 0],
      parameters: {},
    };
    const webhook = {
      name: 'Webhook',
      type: 'weft.webhook',
      typeVersion: 2,
      position: [0, 0],
      parameters: { path: 'lead-router', httpMethod: 'POST' },
      webhookId: '7d7c5b63-5a8e-4c52-9d0b-1f3c3c1c9a11',
    };
    await rest(weft, owner, 'POST', '/workflows', {
      name: 'Invoice sync',
      nodes: [manual],
      connections: {},
      tags: [tag.id],
    });
    await new Promise((r) => setTimeout(r, 20));
    const lead = await rest<{ id: string; versionId: string }>(weft, owner, 'POST', '/workflows', {
      name: 'Lead router',
      nodes: [webhook],
      connections: {},
    });
    await rest(weft, owner, 'PATCH', `/workflows/${lead.id}`, { active: true, versionId: lead.versionId });
    await new Promise((r) => setTimeout(r, 20));
    await rest(weft, owner, 'POST', '/workflows', { name: 'Weekly report', nodes: [manual], connections: {} });

    await page.goto(`${weft.url}/home/workflows`);
    await page.getByTestId('workflows-list').waitFor();
    expect(await names(page)).toEqual(['Weekly report', 'Lead router', 'Invoice sync']);
    const leadRow = page.locator('[data-testid="workflow-row"]', { hasText: 'Lead router' });
    await expect(leadRow.getByTestId('workflow-activate').getAttribute('aria-checked')).resolves.toBe('true');
    await screenshot(page, 'workflows-list');

    // Search (debounced) by name.
    await page.getByTestId('workflows-search').fill('lead');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="workflow-row"]').length === 1);
    expect(await names(page)).toEqual(['Lead router']);
    await page.getByTestId('workflows-search').fill('nothing like this');
    await page.getByText('No workflows match').waitFor();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="workflow-row"]').length === 3);

    // Tag filter: type-ahead chip.
    await page.getByRole('combobox', { name: 'Filter by tags' }).fill('fin');
    await page.getByRole('option', { name: 'finance' }).click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="workflow-row"]').length === 1);
    expect(await names(page)).toEqual(['Invoice sync']);
    await page.getByRole('button', { name: 'Remove tag finance' }).click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="workflow-row"]').length === 3);

    // Sort.
    await page.getByTestId('workflows-sort').selectOption('nameAsc');
    expect(await names(page)).toEqual(['Invoice sync', 'Lead router', 'Weekly report']);
    await page.getByTestId('workflows-sort').selectOption('nameDesc');
    expect(await names(page)).toEqual(['Weekly report', 'Lead router', 'Invoice sync']);
    await page.getByTestId('workflows-sort').selectOption('lastCreated');
    expect(await names(page)).toEqual(['Weekly report', 'Lead router', 'Invoice sync']);

    // Edit tags from the row menu: Enter on a new name creates the tag (POST /tags), Save patches the workflow.
    const weeklyRow = page.locator('[data-testid="workflow-row"]', { hasText: 'Weekly report' });
    await weeklyRow.getByTestId('workflow-menu').click();
    await page.getByTestId('workflow-edit-tags').click();
    const tagBox = page.getByRole('combobox', { name: 'Workflow tags' });
    await tagBox.fill('reporting');
    await tagBox.press('Enter');
    await page.getByTestId('edit-tags-input').getByTestId('tag-chip').filter({ hasText: 'reporting' }).waitFor();
    await tagBox.fill('fin');
    await tagBox.press('Enter');
    await page.waitForTimeout(200);
    await screenshot(page, 'workflows-edit-tags');
    await page.getByTestId('edit-tags-save').click();
    await page.getByTestId('edit-tags-dialog').waitFor({ state: 'detached' });
    await expect(weeklyRow.getByTestId('workflow-tag').allTextContents()).resolves.toEqual(['finance', 'reporting']);
    const tagNames = (await rest<Array<{ name: string }>>(weft, owner, 'GET', '/tags')).map((t) => t.name).sort();
    expect(tagNames).toEqual(['finance', 'reporting']);

    // A manual trigger cannot be activated: the server's reason shows in a toast and the switch goes back.
    const invoiceSwitch = page
      .locator('[data-testid="workflow-row"]', { hasText: 'Invoice sync' })
      .getByTestId('workflow-activate');
    await invoiceSwitch.click();
    const errorToast = page.locator('.toast--error');
    await errorToast.waitFor();
    const toastText = (await errorToast.textContent()) ?? '';
    expect(toastText).toContain('Problem activating workflow');
    expect(toastText).toContain('could not be activated');
    await expect(invoiceSwitch.getAttribute('aria-checked')).resolves.toBe('false');
    await page.waitForTimeout(300);
    await screenshot(page, 'workflows-activation-error');
    const stored = await rest<{ active: boolean }>(
      weft,
      owner,
      'GET',
      `/workflows/${(await invoiceSwitch.locator('xpath=ancestor::*[@data-workflow-id]').getAttribute('data-workflow-id'))!}`,
    );
    expect(stored.active).toBe(false);

    // Deactivating the webhook workflow works.
    await leadRow.getByTestId('workflow-activate').click();
    await page.locator('.toast--success', { hasText: 'Workflow deactivated' }).waitFor();
    expect((await rest<{ active: boolean }>(weft, owner, 'GET', `/workflows/${lead.id}`)).active).toBe(false);

    // Duplicate copies the graph and tags under '<name> copy' and opens the copy; delete asks first.
    const rowNamed = (name: string) =>
      page
        .locator('[data-testid="workflow-row"]')
        .filter({ has: page.getByTestId('workflow-name').getByText(name, { exact: true }) });
    await rowNamed('Invoice sync').getByTestId('workflow-menu').click();
    await page.getByTestId('workflow-duplicate').click();
    await page.waitForURL(/\/workflow\/(?!new)[^/]+$/);
    const copy = (
      await rest<Array<{ id: string; name: string; tags: Array<{ name: string }> }>>(weft, owner, 'GET', '/workflows')
    ).find((w) => w.name === 'Invoice sync copy')!;
    expect(copy.tags.map((t) => t.name)).toEqual(['finance']);
    expect(page.url()).toContain(`/workflow/${copy.id}`);
    await page.goto(`${weft.url}/home/workflows`);
    await rowNamed('Invoice sync copy').getByTestId('workflow-menu').click();
    await page.getByTestId('workflow-delete').click();
    await page.getByTestId('confirm-dialog').waitFor();
    await page.waitForTimeout(250);
    await screenshot(page, 'workflows-delete-confirm');
    await page.getByTestId('confirm-button').click();
    await page.getByTestId('confirm-dialog').waitFor({ state: 'detached' });
    await expect(rowNamed('Invoice sync copy').count()).resolves.toBe(0);
    expect((await rest<Array<{ name: string }>>(weft, owner, 'GET', '/workflows')).map((w) => w.name).sort()).toEqual([
      'Invoice sync',
      'Lead router',
      'Weekly report',
    ]);

    // Dark theme at 1920×1080.
    const dark = await ownerPage({ width: 1920, height: 1080 });
    await dark.page.goto(`${weft.url}/home/workflows`);
    await dark.page.getByTestId('workflows-list').waitFor();
    await setTheme(dark.page, 'dark');
    await screenshot(dark.page, 'workflows-list-1920-dark');
    expect(dark.errors).toEqual([]);
    await dark.context.close();

    // Hundreds scale through pages: 30 more workflows make two pages.
    for (let i = 1; i <= 30; i++)
      await rest(weft, owner, 'POST', '/workflows', {
        name: `Bulk ${String(i).padStart(2, '0')}`,
        nodes: [manual],
        connections: {},
      });
    await page.goto(`${weft.url}/home/workflows`);
    await page.getByTestId('workflows-list').waitFor();
    await expect(page.getByTestId('workflow-row').count()).resolves.toBe(25);
    await expect(page.getByTestId('pager-range').textContent()).resolves.toBe('1–25 of 33 workflows');
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page.getByTestId('pager-range').textContent()).resolves.toBe('26–33 of 33 workflows');
    await expect(page.getByTestId('workflow-row').count()).resolves.toBe(8);
    expect(unexpected(errors)).toEqual([]);
    await context.close();

    // A workflow shared with the member carries the Shared badge in the member's list, and only that one.
    const weekly = (await rest<Array<{ id: string; name: string }>>(weft, owner, 'GET', '/workflows')).find(
      (w) => w.name === 'Weekly report',
    )!;
    await rest(weft, owner, 'PUT', `/workflows/${weekly.id}/share`, { shareWithIds: [memberId] });
    const m = await openPage(browser);
    await useCookie(m.context, weft, member);
    await m.page.goto(`${weft.url}/home/workflows`);
    await m.page.getByTestId('workflows-list').waitFor();
    expect(await names(m.page)).toEqual(['Weekly report']);
    await expect(m.page.getByTestId('shared-badge').count()).resolves.toBe(1);
    await expect(m.page.getByTestId('workflow-delete').count()).resolves.toBe(0);
    await m.page.getByTestId('workflows-owner-filter').selectOption('mine');
    await m.page.getByText('No workflows match').waitFor();
    await m.page.getByTestId('workflows-owner-filter').selectOption('shared');
    await m.page.getByTestId('workflows-list').waitFor();
    await screenshot(m.page, 'workflows-list-member');
    expect(m.errors).toEqual([]);
    await m.context.close();
  });

  it('creates and tests a credential through the modal, shares it, and the member sees it read-only', async () => {
    const { page, errors, context } = await ownerPage();
    await page.goto(`${weft.url}/home/credentials`);
    await page.getByTestId('empty-state').waitFor();
    await screenshot(page, 'credentials-empty');

    await page.getByTestId('add-first-credential').click();
    await page.getByTestId('credential-type-picker').waitFor();
    await page.getByTestId('credential-type-search').fill('echo');
    await expect(page.getByTestId('credential-type-option').count()).resolves.toBe(1);
    await page.getByTestId('credential-type-option').click();

    // The name is the server's proposal, and display rules follow the chosen options.
    const form = page.getByTestId('credential-form');
    await form.waitFor();
    await expect(page.getByTestId('credential-modal-name').textContent()).resolves.toBe('Echo Service account');
    await expect(page.getByTestId('cred-param-sandboxId').count()).resolves.toBe(0);
    await page.getByTestId('cred-param-environment').selectOption('sandbox');
    await page.getByTestId('cred-param-sandboxId').waitFor();
    await page.getByTestId('cred-param-environment').selectOption('production');
    await expect(page.getByTestId('cred-param-sandboxId').count()).resolves.toBe(0);
    await page.getByTestId('cred-param-baseUrl').fill(apiUrl);
    await page.getByTestId('cred-param-apiKey').fill('wrong-key');
    await screenshot(page, 'credential-modal-new');

    // Rename inline, then save: the test runs and fails with the server's message.
    await page.getByTestId('credential-modal-name').click();
    await page.getByTestId('credential-name-input').fill('Echo production');
    await page.getByTestId('credential-name-input').press('Enter');
    await page.getByTestId('credential-save').click();
    const result = page.getByTestId('credential-test-result');
    await result.waitFor();
    await expect(result.getAttribute('data-status')).resolves.toBe('Error');
    expect(await result.textContent()).toContain('Authorization failed');
    await screenshot(page, 'credential-modal-test-failed');

    await page.getByTestId('cred-param-apiKey').fill(GOOD_KEY);
    await page.getByTestId('credential-save').click();
    await page.locator('[data-testid="credential-test-result"][data-status="OK"]').waitFor();
    expect(seenKeys).toContain(`GET /check ${GOOD_KEY}`);
    await screenshot(page, 'credential-modal-test-result');

    // Share with the member through the Sharing tab.
    await page.getByTestId('tab-sharing').click();
    await page.getByTestId('sharing-user-select').selectOption({ label: `Mia Member (${MEMBER.email})` });
    await page.getByTestId('sharing-add').click();
    await expect(page.getByTestId('sharee').count()).resolves.toBe(2);
    await screenshot(page, 'credential-modal-sharing');
    await page.getByTestId('credential-save').click();
    await page.waitForFunction(
      () => document.querySelector('[data-testid="credential-save"]')?.textContent === 'Saved',
    );
    const [stored] = await rest<Array<{ name: string; sharedWith: Array<{ id: string }> }>>(
      weft,
      owner,
      'GET',
      '/credentials',
    );
    expect(stored!.name).toBe('Echo production');
    expect(stored!.sharedWith.map((s) => s.id)).toEqual([memberId]);
    await page.keyboard.press('Escape');
    await page.getByTestId('credentials-list').waitFor();
    await expect(page.getByTestId('credential-name').allTextContents()).resolves.toEqual(['Echo production']);
    await expect(page.getByTestId('credential-type').first().textContent()).resolves.toBe('Echo Service API');
    await screenshot(page, 'credentials-list');
    const wide = await ownerPage({ width: 1920, height: 1080 });
    await wide.page.goto(`${weft.url}/home/credentials`);
    await wide.page.getByTestId('credentials-list').waitFor();
    await screenshot(wide.page, 'credentials-list-1920');
    await wide.context.close();
    expect(errors).toEqual([]);
    await context.close();

    // The member, in a browser context of their own.
    const m = await openPage(browser, { width: 1920, height: 1080 });
    await useCookie(m.context, weft, member);
    await m.page.goto(`${weft.url}/home/credentials`);
    const row = m.page.getByTestId('credential-row');
    await row.waitFor();
    await expect(row.getByTestId('shared-badge').textContent()).resolves.toContain('Shared with you');
    await setTheme(m.page, 'dark');
    await screenshot(m.page, 'credentials-list-member-1920-dark');
    await row.click();
    await m.page.getByTestId('credential-readonly').waitFor();
    await expect(m.page.getByTestId('credential-save').count()).resolves.toBe(0);
    await expect(m.page.getByTestId('credential-delete-button').count()).resolves.toBe(0);
    await expect(m.page.getByTestId('credential-form').count()).resolves.toBe(0);
    await expect(m.page.getByTestId('credential-modal-name').isDisabled()).resolves.toBe(true);
    await screenshot(m.page, 'credential-modal-sharee-1920-dark');
    await m.page.getByTestId('tab-sharing').click();
    await m.page.getByTestId('credential-sharing').waitFor();
    await expect(m.page.getByTestId('sharing-user-select').count()).resolves.toBe(0);
    expect(await m.page.getByTestId('credential-sharing').textContent()).toContain(
      'Only the owner of this credential can change who it is shared with.',
    );
    expect(m.errors).toEqual([]);
    await m.context.close();
  });

  it("connects an OAuth2 credential through the provider's popup and shows it connected", async () => {
    const { page, errors, context } = await ownerPage();
    await page.goto(`${weft.url}/home/credentials`);
    const add = page.locator('[data-testid="add-credential"], [data-testid="add-first-credential"]').first();
    await add.waitFor();
    await add.click();
    await page.getByTestId('credential-type-search').fill('oauth2');
    await screenshot(page, 'credential-modal-type-picker');
    await page.locator('[data-testid="credential-type-option"][data-type="oAuth2Api"]').click();
    await page.getByTestId('credential-form').waitFor();
    // The generic OAuth2 type proposes 'Unnamed credential'.
    await expect(page.getByTestId('credential-modal-name').textContent()).resolves.toBe('Unnamed credential');
    await page.getByTestId('cred-param-authUrl').fill(`${apiUrl}/authorize`);
    await page.getByTestId('cred-param-accessTokenUrl').fill(`${apiUrl}/token`);
    await page.getByTestId('cred-param-clientId').fill('weft-client');
    await page.getByTestId('cred-param-clientSecret').fill('s3cret');
    await expect(page.getByTestId('oauth-connected').count()).resolves.toBe(0);
    const popup = page.waitForEvent('popup');
    await page.getByTestId('oauth-connect').click();
    await (await popup).waitForEvent('close', { timeout: 20_000 }).catch(() => undefined);
    await page.getByTestId('oauth-connected').waitFor();
    await screenshot(page, 'credential-modal-oauth-connected');
    const list = await rest<Array<{ id: string; type: string }>>(weft, owner, 'GET', '/credentials');
    const created = list.find((c) => c.type === 'oAuth2Api')!;
    const full = await rest<{ data: Record<string, unknown> }>(
      weft,
      owner,
      'GET',
      `/credentials/${created.id}?includeData=true`,
    );
    expect(full.data.oauthTokenData).toBe(true);
    expect(full.data.clientSecret).not.toBe('s3cret');
    expect(errors).toEqual([]);
    await context.close();
  });
  it('shows an error with a retry when a list cannot load, and recovers', async () => {
    const { page, errors, context } = await ownerPage();
    let fail = true;
    await page.route('**/rest/workflows', (route) => (fail ? route.abort('connectionrefused') : route.continue()));
    await page.goto(`${weft.url}/home/workflows`);
    const alert = page.getByRole('alert').filter({ hasText: 'API-Server can not be reached. It is probably down.' });
    await alert.waitFor();
    await screenshot(page, 'workflows-error');
    fail = false;
    await alert.getByRole('button', { name: 'Retry' }).click();
    await page.locator('[data-testid="workflows-list"], [data-testid="empty-state"]').first().waitFor();
    await expect(alert.count()).resolves.toBe(0);
    expect(errors.filter((e) => !/ERR_CONNECTION_REFUSED|Failed to load resource/.test(e))).toEqual([]);
    await context.close();
  });
});
