/**
 * A declarative (routing) community node in Chromium against a real weft start: an n8n-format
 * package (CommonJS class with a `description` only, a credential with n8n's generic
 * authenticate) installed from a tarball made with npm pack; its "City" options come from a
 * loopback API through declarative `loadOptions` (and reload when "Region", a
 * loadOptionsDependsOn value, changes); running the node shows the API's items in the NDV
 * output; a credential the API refuses shows the remote-options error under the parameter.
 * Screenshots light and dark.
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

/** The n8n-style declarative package, packed with npm pack; answers the tarball's path. */
function packForecastPackage(): string {
  const files: Record<string, string> = {
    'package.json': JSON.stringify({
      name: 'n8n-nodes-forecast',
      version: '0.1.0',
      main: 'index.js',
      n8n: {
        n8nNodesApiVersion: 1,
        nodes: ['dist/nodes/Forecast/Forecast.node.js'],
        credentials: ['dist/credentials/ForecastApi.credentials.js'],
      },
    }),
    'index.js': 'module.exports = {};\n',
    'dist/credentials/ForecastApi.credentials.js': `
"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
class ForecastApi {
  constructor() {
    this.name = 'forecastApi';
    this.displayName = 'Forecast API';
    this.properties = [
      { displayName: 'URL', name: 'url', type: 'string', default: '' },
      { displayName: 'API Key', name: 'apiKey', type: 'string', typeOptions: { password: true }, default: '' },
    ];
    this.authenticate = { type: 'generic', properties: { headers: { Authorization: '=Bearer {{$credentials.apiKey}}' } } };
  }
}
exports.ForecastApi = ForecastApi;
`,
    'dist/nodes/Forecast/Forecast.node.js': `
"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
class Forecast {
  constructor() {
    this.description = {
      displayName: 'Forecast', name: 'forecast', group: ['transform'], version: 1, description: 'Weather forecasts',
      subtitle: '={{"City: " + $parameter["city"]}}',
      defaults: { name: 'Forecast' }, inputs: ['main'], outputs: ['main'],
      credentials: [{ name: 'forecastApi', required: true }],
      requestDefaults: { baseURL: '={{$credentials.url}}', headers: { Accept: 'application/json' } },
      properties: [
        {
          displayName: 'Region', name: 'region', type: 'options', default: 'all',
          options: [{ name: 'All Regions', value: 'all' }, { name: 'North', value: 'north' }],
        },
        {
          displayName: 'City', name: 'city', type: 'options', default: '', required: true,
          description: 'The city to forecast, from the API',
          typeOptions: {
            loadOptionsDependsOn: ['region'],
            loadOptions: {
              routing: {
                request: { method: 'GET', url: '/cities', qs: { region: '={{$parameter.region}}' } },
                output: {
                  postReceive: [
                    { type: 'rootProperty', properties: { property: 'cities' } },
                    { type: 'setKeyValue', properties: { name: '={{$responseItem.label}}', value: '={{$responseItem.id}}' } },
                    { type: 'sort', properties: { key: 'name' } },
                  ],
                },
              },
            },
          },
          routing: { request: { method: 'GET', url: '=/forecast/{{$value}}' }, output: { postReceive: [{ type: 'rootProperty', properties: { property: 'days' } }] } },
        },
        {
          displayName: 'Days', name: 'days', type: 'number', default: 3,
          routing: { send: { type: 'query', property: 'days' } },
        },
      ],
    };
  }
}
exports.Forecast = Forecast;
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

const CITIES = [
  { id: 'osl', label: 'Oslo', region: 'south' },
  { id: 'trd', label: 'Trondheim', region: 'north' },
  { id: 'ber', label: 'Bergen', region: 'south' },
  { id: 'tos', label: 'Tromsø', region: 'north' },
];

/** The weather API on loopback: answers to Bearer "forecast-key" only. */
function startForecastApi(): Promise<{ server: Server; url: string; seen: string[] }> {
  const seen: string[] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    seen.push(`${url.pathname}${url.search}`);
    res.setHeader('content-type', 'application/json');
    if (req.headers.authorization !== 'Bearer forecast-key') {
      res.statusCode = 401;
      return res.end(JSON.stringify({ message: 'Bad token' }));
    }
    if (url.pathname === '/cities') {
      const region = url.searchParams.get('region');
      return res.end(JSON.stringify({ cities: CITIES.filter((c) => region === 'all' || c.region === region) }));
    }
    const city = /^\/forecast\/(\w+)$/.exec(url.pathname)?.[1];
    if (city) {
      const days = Number(url.searchParams.get('days') ?? 3);
      return res.end(
        JSON.stringify({
          days: Array.from({ length: days }, (_, i) => ({
            city,
            day: i + 1,
            high: 12 + i,
            sky: i % 2 ? 'cloudy' : 'sunny',
          })),
        }),
      );
    }
    res.statusCode = 404;
    res.end('{}');
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, seen, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }),
    ),
  );
}

describe('declarative community node', () => {
  const session = useSignedInWeft({ WEFT_COMMUNITY_PACKAGES_NPM_OFFLINE: 'true' });
  const pages: TrackedPage[] = [];
  let api: { server: Server; url: string; seen: string[] };
  let workflowId = '';
  let wrongCredential = '';

  beforeAll(async () => {
    const { weft, cookie } = session;
    api = await startForecastApi();
    const installed = await rest<{ installedNodes: unknown }>(weft, cookie, 'POST', '/community-packages', {
      name: packForecastPackage(),
    });
    expect(installed.installedNodes).toEqual([
      { name: 'Forecast', type: 'n8n-nodes-forecast.forecast', latestVersion: 1 },
    ]);
    const right = await rest<{ id: string }>(weft, cookie, 'POST', '/credentials', {
      name: 'Forecast account',
      type: 'forecastApi',
      data: { url: api.url, apiKey: 'forecast-key' },
    });
    wrongCredential = (
      await rest<{ id: string }>(weft, cookie, 'POST', '/credentials', {
        name: 'Expired account',
        type: 'forecastApi',
        data: { url: api.url, apiKey: 'old-key' },
      })
    ).id;
    workflowId = (
      await rest<{ id: string }>(weft, cookie, 'POST', '/workflows', {
        name: 'Weather',
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
            id: 'f',
            name: 'Forecast',
            type: 'n8n-nodes-forecast.forecast',
            typeVersion: 1,
            position: [260, 0],
            parameters: { days: 2 },
            credentials: { forecastApi: { id: right.id, name: 'Forecast account' } },
          },
        ],
        connections: { [TRIGGER]: { main: [[{ node: 'Forecast', type: 'main', index: 0 }]] } },
        settings: { executionOrder: 'v1' },
      })
    ).id;
  }, 120_000);

  afterAll(async () => {
    await new Promise((resolve) => api?.server.close(resolve));
    for (const p of pages) expect(p.errors, 'console errors').toEqual([]);
  });

  async function forecastPage(
    theme: 'light' | 'dark',
  ): Promise<{ page: Page; tracked: TrackedPage; optionRequests: URL[] }> {
    const tracked = await session.ownerPage({ width: 1440, height: 900 });
    pages.push(tracked);
    const { page } = tracked;
    const optionRequests: URL[] = [];
    page.on('request', (r: Request) => {
      if (r.url().includes('/rest/node-parameter-options')) optionRequests.push(new URL(r.url()));
    });
    await page.goto(`${session.weft.url}/workflow/${workflowId}`);
    if (theme === 'dark') await page.evaluate(() => (document.documentElement.dataset.theme = 'dark'));
    await canvasNode(page, 'Forecast').waitFor();
    await openNdv(page, 'Forecast');
    return { page, tracked, optionRequests };
  }

  it('loads the City options from the API, reloads them for another Region, and runs the node', async () => {
    const { page, optionRequests } = await forecastPage('light');
    const city = field(page, 'city').locator('select');
    await expect
      .poll(() => city.locator('option:not([disabled])').allTextContents(), { timeout: 10_000 })
      .toEqual(['Bergen', 'Oslo', 'Tromsø', 'Trondheim']);
    expect(await city.isDisabled()).toBe(false);
    // The editor asked by path, with the declarative loadOptions and the node's credential.
    const first = optionRequests[0]!;
    expect(first.searchParams.get('path')).toBe('city');
    expect(first.searchParams.get('methodName')).toBeNull();
    expect(JSON.parse(first.searchParams.get('loadOptions') ?? '{}').routing.request.url).toBe('/cities');
    expect(JSON.parse(first.searchParams.get('credentials') ?? '{}').forecastApi.name).toBe('Forecast account');
    expect(api.seen).toContain('/cities?region=all');
    await city.selectOption({ label: 'Oslo' });
    // Let the border's colour transition (from the "required" issue) finish before looking.
    await page.waitForTimeout(400);
    await screenshot(page, 'declarative-options-loaded');

    // Region is a loadOptionsDependsOn value: changing it asks again.
    await field(page, 'region').locator('select').selectOption({ label: 'North' });
    await expect
      .poll(() => city.locator('option:not([disabled])').allTextContents(), { timeout: 10_000 })
      .toEqual(['Tromsø', 'Trondheim']);
    expect(api.seen).toContain('/cities?region=north');
    await city.selectOption({ label: 'Trondheim' });

    // Run the node: the API's days show in the output.
    await page.getByTestId('ndv-execute-step').click();
    const output = page.getByTestId('ndv-output');
    await output.locator('[data-testid="ndv-table-row"]').first().waitFor({ timeout: 20_000 });
    expect(await output.locator('[data-testid="ndv-table-row"]').count()).toBe(2);
    const table = await output.getByTestId('ndv-table').textContent();
    expect(table).toContain('trd');
    expect(table).toContain('sunny');
    expect(table).toContain('cloudy');
    expect(api.seen).toContain('/forecast/trd?days=2');
    await screenshot(page, 'declarative-run-output');
  });

  it('shows the API’s refusal under the parameter when the credential is refused (dark)', async () => {
    const { page, tracked } = await forecastPage('dark');
    const city = field(page, 'city').locator('select');
    await expect.poll(() => city.locator('option:not([disabled])').count(), { timeout: 10_000 }).toBe(4);
    await city.selectOption({ label: 'Bergen' });
    // The NDV fades in: wait until it is opaque before looking.
    await page.waitForTimeout(500);
    await screenshot(page, 'declarative-options-dark');
    const credentialSelect = page.locator(
      `[data-testid="node-credentials"] [data-credential-type="forecastApi"] select`,
    );
    await credentialSelect.selectOption(wrongCredential);
    const issue = field(page, 'city').getByRole('alert');
    await issue.waitFor({ timeout: 10_000 });
    await page.waitForTimeout(400);
    expect(await issue.textContent()).toContain('There was a problem loading the parameter options from server');
    expect(await issue.textContent()).toContain('Authorization failed - please check your credentials');
    await screenshot(page, 'declarative-options-error-dark');
    // The browser logged the failed options request; nothing else went wrong.
    tracked.errors.splice(0, tracked.errors.length, ...tracked.errors.filter((e) => !/status of 500/.test(e)));
  });
});
