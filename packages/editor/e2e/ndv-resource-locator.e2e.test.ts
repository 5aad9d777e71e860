/**
 * The resource locator in Chromium against a real weft start, through Execute Workflow 1.2's
 * "Workflow" parameter (listSearch `searchWorkflows`): 67 workflows made through the API; the
 * list opens on focus with 3 loading placeholders, shows 50, loads the next page on scroll,
 * searches after 1000 ms, picks with the keyboard and shows the open-in-new-tab link; the
 * parent run shows the sub-workflow's output in the NDV; By URL takes a pasted editor URL and
 * the run uses it; an expression disables From list. A community node listing an HTTP API through
 * its credential: a refused key shows the error slot, Open credential fixes it. Screenshots light
 * and dark.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { rest, screenshot, useSignedInWeft, type TrackedPage } from './harness';
import { TRIGGER, canvasNode, openNdv, parameterField } from './ndv-helpers';

const field = parameterField;
const options = (page: Page) => field(page, 'workflowId').getByRole('listbox').getByRole('option');

/**
 * A community package (Weft format) whose "Catalog" node lists items from an HTTP API through
 * its `catalogApi` credential (`ctx.getCredentials`, `ctx.helpers.httpRequestWithAuthentication`).
 */
function packCatalogPackage(): string {
  const files: Record<string, string> = {
    'package.json': JSON.stringify({
      name: 'weft-nodes-catalog',
      version: '1.0.0',
      type: 'module',
      weft: { nodes: ['dist/catalog.node.js'], credentials: ['dist/catalog-api.credentials.js'] },
    }),
    'dist/catalog-api.credentials.js': `
export const catalogApi = {
  name: 'catalogApi',
  displayName: 'Catalog API',
  properties: [
    { displayName: 'Base URL', name: 'baseUrl', type: 'string', default: '' },
    { displayName: 'API Key', name: 'apiKey', type: 'string', typeOptions: { password: true }, default: '' },
  ],
  authenticate: (credentials, request) => ({ ...request, headers: { ...request.headers, 'x-api-key': String(credentials.apiKey ?? '') } }),
};
`,
    'dist/catalog.node.js': `
export const catalogNode = {
  description: {
    name: 'catalog', displayName: 'Catalog', group: ['transform'], version: 1, defaults: { name: 'Catalog' }, inputs: ['main'], outputs: ['main'],
    credentials: [{ name: 'catalogApi', required: true }],
    properties: [{
      displayName: 'Item', name: 'item', type: 'resourceLocator', default: { __rl: true, value: '', mode: 'list' },
      modes: [
        { displayName: 'From list', name: 'list', type: 'list', typeOptions: { searchListMethod: 'searchItems', searchable: true } },
        { displayName: 'By ID', name: 'id', type: 'string' },
      ],
    }],
  },
  methods: {
    listSearch: {
      async searchItems(ctx, filter) {
        const { baseUrl } = await ctx.getCredentials('catalogApi');
        const res = await ctx.helpers.httpRequestWithAuthentication('catalogApi', { url: baseUrl + '/items', qs: { q: filter || '' }, responseType: 'json' });
        return { results: res.body.items.map((i) => ({ name: i.title, value: i.id, url: baseUrl + '/items/' + i.id })) };
      },
    },
  },
  async execute(ctx) {
    return [ctx.getInputData().map((_, i) => ({ json: { item: ctx.getNodeParameter('item', i, '', { extractValue: true }) } }))];
  },
};
`,
  };
  const dir = mkdtempSync(join(tmpdir(), 'weft-e2e-pkg-'));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  const out = execFileSync('npm', ['pack', '--json', '--ignore-scripts'], {
    cwd: dir,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  return join(dir, (JSON.parse(out) as Array<{ filename: string }>)[0]!.filename);
}

/** The catalog API on loopback: items for the key "right-key", 401 for any other. */
function startCatalogApi(): Promise<{ server: Server; url: string; keysSeen: string[] }> {
  const keysSeen: string[] = [];
  const server = createServer((req, res) => {
    const key = String(req.headers['x-api-key'] ?? '');
    keysSeen.push(key);
    res.setHeader('content-type', 'application/json');
    if (key !== 'right-key') {
      res.statusCode = 401;
      res.end(JSON.stringify({ message: 'Invalid API key' }));
      return;
    }
    const q = new URL(req.url ?? '/', 'http://x').searchParams.get('q') ?? '';
    const items = [
      { id: 'a-1', title: 'Anvil' },
      { id: 'b-2', title: 'Bellows' },
      { id: 'c-3', title: 'Crucible' },
    ].filter((i) => i.title.toLowerCase().includes(q.toLowerCase()));
    res.end(JSON.stringify({ items }));
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, keysSeen, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }),
    ),
  );
}

/** A sub-workflow: Execute Workflow Trigger → Set (adds `field` = `value`, keeps the input). */
function subWorkflow(name: string, field: string, value: string): Record<string, unknown> {
  return {
    name,
    nodes: [
      {
        id: 'in',
        name: 'When Executed by Another Workflow',
        type: 'n8n-nodes-base.executeWorkflowTrigger',
        typeVersion: 1.1,
        position: [0, 0],
        parameters: { inputSource: 'passthrough' },
      },
      {
        id: 'set',
        name: 'Mark',
        type: 'n8n-nodes-base.set',
        typeVersion: 3.4,
        position: [240, 0],
        parameters: {
          mode: 'manual',
          includeOtherFields: true,
          options: {},
          assignments: { assignments: [{ id: 'a', name: field, value, type: 'number' }] },
        },
      },
    ],
    connections: { 'When Executed by Another Workflow': { main: [[{ node: 'Mark', type: 'main', index: 0 }]] } },
    settings: { executionOrder: 'v1' },
  };
}

describe('resource locator (Execute Workflow 1.2)', () => {
  const session = useSignedInWeft({ WEFT_COMMUNITY_PACKAGES_NPM_OFFLINE: 'true' });
  const pages: TrackedPage[] = [];
  let catalog: { server: Server; url: string; keysSeen: string[] };
  const ids: Record<string, string> = {};
  let parentId = '';
  let listRequests: Array<{ at: number; url: URL }> = [];

  async function parentPage(theme: 'light' | 'dark' = 'light'): Promise<Page> {
    const tracked = await session.ownerPage({ width: 1440, height: 900 });
    pages.push(tracked);
    const { page } = tracked;
    listRequests = [];
    page.on('request', (r: Request) => {
      if (r.url().includes('/rest/nodes-list-search')) listRequests.push({ at: Date.now(), url: new URL(r.url()) });
    });
    await page.goto(`${session.weft.url}/workflow/${parentId}`);
    if (theme === 'dark') await page.evaluate(() => (document.documentElement.dataset.theme = 'dark'));
    await canvasNode(page, 'Execute Workflow').waitFor();
    await openNdv(page, 'Execute Workflow');
    return page;
  }

  beforeAll(async () => {
    const { weft, cookie } = session;
    catalog = await startCatalogApi();
    // 64 "Batch" workflows and two sub-workflows whose names sort last ("Zeta …").
    for (let i = 1; i <= 64; i++) {
      const created = await rest<{ id: string }>(weft, cookie, 'POST', '/workflows', {
        name: `Batch ${String(i).padStart(2, '0')}`,
        nodes: [],
        connections: {},
      });
      ids[`Batch ${String(i).padStart(2, '0')}`] = created.id;
    }
    ids['Zeta archive'] = (
      await rest<{ id: string }>(weft, cookie, 'POST', '/workflows', subWorkflow('Zeta archive', 'archived', '1'))
    ).id;
    ids['Zeta doubler'] = (
      await rest<{ id: string }>(
        weft,
        cookie,
        'POST',
        '/workflows',
        subWorkflow('Zeta doubler', 'doubled', '={{ $json.n * 2 }}'),
      )
    ).id;
    parentId = (
      await rest<{ id: string }>(weft, cookie, 'POST', '/workflows', {
        name: 'Parent caller',
        nodes: [
          {
            id: 't',
            name: TRIGGER,
            type: 'n8n-nodes-base.manualTrigger',
            typeVersion: 1,
            position: [0, 0],
            parameters: {},
          },
          {
            id: 'd',
            name: 'Data',
            type: 'n8n-nodes-base.set',
            typeVersion: 3.4,
            position: [240, 0],
            parameters: {
              mode: 'manual',
              options: {},
              assignments: { assignments: [{ id: 'n', name: 'n', value: 21, type: 'number' }] },
            },
          },
          {
            id: 'x',
            name: 'Execute Workflow',
            type: 'n8n-nodes-base.executeWorkflow',
            typeVersion: 1.2,
            position: [480, 0],
            parameters: { workflowId: { __rl: true, value: '', mode: 'list' }, options: {} },
          },
        ],
        connections: {
          [TRIGGER]: { main: [[{ node: 'Data', type: 'main', index: 0 }]] },
          Data: { main: [[{ node: 'Execute Workflow', type: 'main', index: 0 }]] },
        },
        settings: { executionOrder: 'v1' },
      })
    ).id;
  }, 120_000);

  afterAll(async () => {
    await new Promise((resolve) => catalog?.server.close(resolve));
    for (const p of pages) expect(p.errors, 'console errors').toEqual([]);
  });

  it('opens the list on focus, pages by scrolling, searches after 1000 ms, picks with the keyboard and runs the chosen sub-workflow', async () => {
    const page = await parentPage();
    const locator = field(page, 'workflowId');
    // Hold the first answer back a little so the loading placeholders can be seen.
    await page.route('**/rest/nodes-list-search**', async (route) => {
      await new Promise((r) => setTimeout(r, 700));
      await route.continue();
    });
    await locator.getByRole('combobox', { name: 'Workflow (From list)' }).focus();
    await expect.poll(() => locator.getByTestId('rl-placeholder').count()).toBe(3);
    await screenshot(page, 'rl-list-loading');

    // First page: 50 workflows by name; the workflow being edited is not offered.
    await expect.poll(() => options(page).count(), { timeout: 10_000 }).toBe(50);
    await page.unroute('**/rest/nodes-list-search**');
    expect(await options(page).first().textContent()).toBe('Batch 01');
    expect(await options(page).nth(49).textContent()).toBe('Batch 50');
    expect(listRequests).toHaveLength(1);
    expect(listRequests[0]!.url.searchParams.get('workflowId')).toBe(parentId);
    // Hovering a result shows its external link after a moment.
    await options(page).first().hover();
    const external = page.getByRole('link', { name: 'Open Batch 01 in a new tab' });
    await external.waitFor();
    expect(await external.getAttribute('href')).toBe(`/workflow/${ids['Batch 01']}`);
    await screenshot(page, 'rl-list-first-page');

    // Scrolling to the end appends the next page (by its token).
    await locator.getByRole('listbox').evaluate((el) => el.scrollTo(0, el.scrollHeight));
    await expect.poll(() => options(page).count(), { timeout: 10_000 }).toBe(66);
    expect(listRequests).toHaveLength(2);
    expect(listRequests[1]!.url.searchParams.get('paginationToken')).toBeTruthy();
    expect(await options(page).last().textContent()).toBe('Zeta doubler');
    expect(await options(page).allTextContents()).not.toContain('Parent caller');

    // Typing searches once, 1000 ms after the last key.
    const search = page.getByLabel('Search resources');
    const typedAt = Date.now();
    await search.pressSequentially('zeta', { delay: 60 });
    const lastKey = Date.now();
    await page.waitForTimeout(600);
    expect(listRequests).toHaveLength(2);
    await expect.poll(() => options(page).count(), { timeout: 5000 }).toBe(2);
    expect(listRequests).toHaveLength(3);
    expect(listRequests[2]!.url.searchParams.get('filter')).toBe('zeta');
    expect(listRequests[2]!.at - lastKey).toBeGreaterThanOrEqual(900);
    expect(listRequests[2]!.at - typedAt).toBeLessThan(4000);
    expect(await options(page).allTextContents()).toEqual(['Zeta archive', 'Zeta doubler']);

    // Arrow down to the second result, Enter chooses it.
    await search.press('ArrowDown');
    expect(await options(page).nth(1).getAttribute('class')).toContain('is-hover');
    await screenshot(page, 'rl-list-search');
    await search.press('Enter');
    await locator.getByRole('listbox').waitFor({ state: 'detached' });
    expect(await locator.getByRole('combobox', { name: 'Workflow (From list)' }).inputValue()).toBe('Zeta doubler');
    const link = locator.getByRole('link', { name: 'Open resource in a new tab' });
    expect(await link.getAttribute('href')).toBe(`/workflow/${ids['Zeta doubler']}`);
    await screenshot(page, 'rl-chosen');

    // Opening the list again answers from the cache; "Refresh list" clears it and loads again.
    await locator.getByRole('combobox', { name: 'Workflow (From list)' }).click();
    await expect.poll(() => options(page).count()).toBe(2);
    expect(listRequests).toHaveLength(3);
    await page.keyboard.press('Escape');
    await locator.getByRole('listbox').waitFor({ state: 'detached' });
    await page.getByTestId('ndv').waitFor();
    await locator.hover();
    await locator.getByRole('button', { name: 'Workflow options' }).click();
    await page.getByRole('menuitem', { name: 'Refresh list' }).click();
    await locator.getByRole('combobox', { name: 'Workflow (From list)' }).click();
    await expect.poll(() => listRequests.length).toBe(4);
    await page.keyboard.press('Escape');

    // Run: the sub-workflow's output shows in the NDV.
    await page.getByTestId('ndv-execute-step').click();
    const output = page.getByTestId('ndv-output');
    await output.locator('[data-testid="ndv-table-row"]').first().waitFor({ timeout: 20_000 });
    const table = await output.getByTestId('ndv-table').textContent();
    expect(table).toContain('doubled');
    expect(table).toContain('42');
    await screenshot(page, 'rl-run-output');

    // Saved in n8n's 1.2 shape.
    await page.getByTestId('ndv').press('Escape');
    await page.getByTestId('ndv').waitFor({ state: 'detached' });
    // The canvas names the chosen workflow under the node.
    expect(await canvasNode(page, 'Execute Workflow').locator('.wnode__subtitle').textContent()).toBe(
      'Workflow: Zeta doubler',
    );
    await screenshot(page, 'rl-canvas');
    await page.keyboard.press('Control+s');
    await expect
      .poll(
        async () =>
          (await rest(session.weft, session.cookie, 'GET', `/workflows/${parentId}`)).nodes.find(
            (n: { name: string }) => n.name === 'Execute Workflow',
          )?.parameters.workflowId,
        { timeout: 5000 },
      )
      .toEqual({
        __rl: true,
        value: ids['Zeta doubler'],
        mode: 'list',
        cachedResultName: 'Zeta doubler',
        cachedResultUrl: `/workflow/${ids['Zeta doubler']}`,
      });
  });

  /** Sets the parent's Execute Workflow "Workflow" value through the API. */
  async function setParentWorkflowValue(value: Record<string, unknown>): Promise<void> {
    const stored = await rest<{ nodes: Array<{ name: string; parameters: Record<string, unknown> }> }>(
      session.weft,
      session.cookie,
      'GET',
      `/workflows/${parentId}`,
    );
    const nodes = stored.nodes.map((n) =>
      n.name === 'Execute Workflow' ? { ...n, parameters: { ...n.parameters, workflowId: value } } : n,
    );
    await rest(session.weft, session.cookie, 'PATCH', `/workflows/${parentId}`, { nodes });
  }

  it('takes a pasted editor URL in By URL mode and runs that workflow; an expression disables From list', async () => {
    const zeta = ids['Zeta doubler']!;
    await setParentWorkflowValue({
      __rl: true,
      value: zeta,
      mode: 'list',
      cachedResultName: 'Zeta doubler',
      cachedResultUrl: `/workflow/${zeta}`,
    });
    const page = await parentPage();
    const locator = field(page, 'workflowId');
    const modeSelect = locator.getByLabel('Workflow mode');
    // list → url turns the chosen workflow's relative link into an absolute editor URL.
    await modeSelect.selectOption('url');
    const urlInput = locator.getByLabel('Workflow (By URL)');
    expect(await urlInput.inputValue()).toBe(`${session.weft.url}/workflow/${ids['Zeta doubler']}`);
    await urlInput.fill(`${session.weft.url}/workflow/${ids['Zeta archive']}`);
    await locator.getByText(`ID: ${ids['Zeta archive']}`).waitFor();
    expect(await locator.getByRole('link', { name: 'Open resource in a new tab' }).getAttribute('href')).toBe(
      `${session.weft.url}/workflow/${ids['Zeta archive']}`,
    );
    await screenshot(page, 'rl-by-url');

    await page.getByTestId('ndv-execute-step').click();
    const output = page.getByTestId('ndv-output');
    await output.getByTestId('ndv-table').getByText('archived').waitFor({ timeout: 20_000 });
    expect(await output.getByTestId('ndv-table').textContent()).not.toContain('doubled');

    // A URL that is not an editor URL says so under the input.
    await urlInput.fill('https://example.com/somewhere');
    await locator.getByText('The URL does not match the expected format').waitFor();

    // Back to the list, then an expression: list mode is left for By ID and its option disabled.
    await modeSelect.selectOption('list');
    await locator.hover();
    await locator.getByRole('radio', { name: 'Expression' }).click();
    await expect.poll(() => modeSelect.inputValue()).toBe('id');
    const listOption = modeSelect.locator('option[value="list"]');
    expect(await listOption.isDisabled()).toBe(true);
    expect(await modeSelect.getAttribute('title')).toBe('From list is not available while the value is an expression');
    // The id comes from an expression now; the run uses what it evaluates to.
    const editor = locator.locator('.cm-content');
    await editor.waitFor();
    await editor.click();
    await page.keyboard.type(`{{ "${ids['Zeta doubler']}" `);
    await expect
      .poll(() => locator.getByTestId('inline-expression-output').textContent(), { timeout: 5000 })
      .toBe(ids['Zeta doubler']);
    await screenshot(page, 'rl-expression');
    await page.getByTestId('ndv-execute-step').click();
    await output.getByTestId('ndv-table').getByText('doubled').waitFor({ timeout: 20_000 });
  });

  it('lists a community node’s API through its credential: a refused key shows the error slot, Open credential fixes it (dark)', async () => {
    const { weft, cookie } = session;
    const installed = await rest(weft, cookie, 'POST', '/community-packages', { name: packCatalogPackage() });
    expect(installed.installedNodes).toEqual([
      { name: 'Catalog', type: 'weft-nodes-catalog.catalog', latestVersion: 1 },
    ]);
    const credential = await rest<{ id: string }>(weft, cookie, 'POST', '/credentials', {
      name: 'Catalog account',
      type: 'catalogApi',
      data: { baseUrl: catalog.url, apiKey: 'wrong-key' },
    });
    const workflow = await rest<{ id: string }>(weft, cookie, 'POST', '/workflows', {
      name: 'Catalog lookup',
      nodes: [
        {
          id: 'c',
          name: 'Catalog',
          type: 'weft-nodes-catalog.catalog',
          typeVersion: 1,
          position: [0, 0],
          parameters: { item: { __rl: true, value: '', mode: 'list' } },
          credentials: { catalogApi: { id: credential.id, name: 'Catalog account' } },
        },
      ],
      connections: {},
    });
    const tracked = await session.ownerPage({ width: 1440, height: 900 });
    pages.push(tracked);
    const { page } = tracked;
    await page.goto(`${weft.url}/workflow/${workflow.id}`);
    await page.evaluate(() => (document.documentElement.dataset.theme = 'dark'));
    await canvasNode(page, 'Catalog').waitFor();
    await openNdv(page, 'Catalog');
    const locator = field(page, 'item');
    await locator.getByRole('combobox', { name: 'Item (From list)' }).focus();
    // The catalog answers 401 to the wrong key: the message reaches the error slot.
    const alert = locator.getByRole('alert');
    await alert.waitFor({ timeout: 10_000 });
    expect(await alert.textContent()).toContain('Could not load the list');
    expect(await alert.textContent()).toContain('401');
    expect(await alert.textContent()).toContain('Invalid API key');
    expect(catalog.keysSeen).toEqual(['wrong-key']);
    await screenshot(page, 'rl-error-dark');

    // Open credential opens the node's credential; with the right key the list loads.
    await alert.getByRole('button', { name: 'Open credential' }).click();
    const modal = page.locator('[data-modal="editCredential"]');
    await modal.waitFor();
    await modal.getByLabel('API Key', { exact: true }).fill('right-key');
    await modal.getByTestId('credential-save').click();
    await expect
      .poll(async () => await modal.getByTestId('credential-save').isDisabled(), { timeout: 10_000 })
      .toBe(true);
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'detached' });
    await locator.hover();
    await locator.getByRole('button', { name: 'Item options' }).click();
    await page.getByRole('menuitem', { name: 'Refresh list' }).click();
    await locator.getByRole('combobox', { name: 'Item (From list)' }).click();
    const items = locator.getByRole('listbox').getByRole('option');
    await expect.poll(() => items.allTextContents(), { timeout: 10_000 }).toEqual(['Anvil', 'Bellows', 'Crucible']);
    expect(catalog.keysSeen.at(-1)).toBe('right-key');
    await screenshot(page, 'rl-community-list-dark');
    await items.nth(1).click();
    expect(await locator.getByRole('combobox', { name: 'Item (From list)' }).inputValue()).toBe('Bellows');
    expect(await locator.getByRole('link', { name: 'Open resource in a new tab' }).getAttribute('href')).toBe(
      `${catalog.url}/items/b-2`,
    );
    // The browser logged the failed list request; nothing else went wrong.
    tracked.errors.splice(0, tracked.errors.length, ...tracked.errors.filter((e) => !/status of 500/.test(e)));
  });

  it('looks right in the dark theme', async () => {
    const page = await parentPage('dark');
    const locator = field(page, 'workflowId');
    await locator.getByRole('combobox', { name: 'Workflow (From list)' }).focus();
    await expect.poll(() => options(page).count(), { timeout: 10_000 }).toBe(50);
    await options(page).nth(2).hover();
    await page.getByRole('link', { name: 'Open Batch 03 in a new tab' }).waitFor();
    await screenshot(page, 'rl-list-dark');
    await page.keyboard.press('Escape');
    await screenshot(page, 'rl-chosen-dark');
  });
});
