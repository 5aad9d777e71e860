/** Node packages written, packed and served to the community-packages tests; a restart helper. */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { createServer, type ServerContext } from '@weft/server';
import type { FastifyInstance } from 'fastify';
import { PG_ADMIN_URL, type TestResponse } from './harness.js';

/** Writes a package's files into a fresh folder, runs `npm pack` there and answers the tarball path. */
export function packPackage(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'weft-pkg-'));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  const out = execFileSync('npm', ['pack', '--json', '--ignore-scripts'], {
    cwd: dir,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const [packed] = JSON.parse(out) as Array<{ filename: string }>;
  if (!packed) throw new Error(`npm pack made nothing in ${dir}`);
  return join(dir, packed.filename);
}

/** A Weft-format package (ESM, `weft` block) with a "Shout" node that upper-cases a field, and a credential type. */
export function shoutPackage(version = '1.0.0', suffix = '!'): Record<string, string> {
  return {
    'package.json': JSON.stringify({
      name: 'weft-nodes-shout',
      version,
      type: 'module',
      author: 'Sam Shout <sam@example.com>',
      weft: { nodes: ['dist/shout.node.js'], credentials: ['dist/shout-api.credentials.js'] },
    }),
    'dist/shout.node.js': `
export const shoutNode = {
  description: {
    name: 'shout', displayName: 'Shout', description: 'Upper-cases a field', group: ['transform'], version: [1, 2],
    defaults: { name: 'Shout' }, inputs: ['main'], outputs: ['main'],
    properties: [{ displayName: 'Field', name: 'field', type: 'string', default: 'text' }],
  },
  async execute(ctx) {
    return [ctx.getInputData().map((item, i) => {
      const field = ctx.getNodeParameter('field', i);
      return { json: { ...item.json, [field]: String(item.json[field] ?? '').toUpperCase() + ${JSON.stringify(suffix)} }, pairedItem: { item: i } };
    })];
  },
};
`,
    'dist/shout-api.credentials.js': `
export const shoutApi = { name: 'shoutApi', displayName: 'Shout API', properties: [{ displayName: 'Key', name: 'key', type: 'string', default: '' }] };
`,
  };
}

/** An n8n-format package (CommonJS classes, `n8n` block) whose node and remote methods use `this` the n8n way. */
export function n8nStylePackage(): Record<string, string> {
  return {
    'package.json': JSON.stringify({
      name: 'n8n-nodes-greeter',
      version: '0.3.0',
      author: { name: 'Gia Greeter', email: 'gia@example.com' },
      main: 'index.js',
      n8n: { n8nNodesApiVersion: 1, nodes: ['dist/nodes/Greeter/Greeter.node.js'], credentials: [] },
    }),
    'index.js': 'module.exports = {};\n',
    'dist/nodes/Greeter/Greeter.node.js': `
"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.Greeter = void 0;
class Greeter {
  constructor() {
    this.description = {
      displayName: 'Greeter', name: 'greeter', group: ['transform'], version: 1, description: 'Says hello',
      defaults: { name: 'Greeter' }, inputs: ['main'], outputs: ['main'],
      properties: [{ displayName: 'Name', name: 'who', type: 'string', default: 'world' }],
    };
    // n8n-style remote methods: the context is 'this'; listSearch takes (filter, paginationToken).
    this.methods = {
      loadOptions: {
        async getGreetings() {
          return [{ name: 'Hello ' + this.getCurrentNodeParameter('who'), value: 'hello' }];
        },
      },
      listSearch: {
        async searchPeople(filter, paginationToken) {
          const people = ['Ada', 'Alan', 'Grace'].filter((n) => !filter || n.toLowerCase().includes(filter.toLowerCase()));
          return { results: people.map((n) => ({ name: n, value: n.toLowerCase() })), paginationToken: paginationToken ? undefined : 'page-2' };
        },
      },
    };
  }
  async execute() {
    const items = this.getInputData();
    return [items.map((item, i) => ({ json: { ...item.json, greeting: 'Hello ' + this.getNodeParameter('who', i) } }))];
  }
}
exports.Greeter = Greeter;
`,
  };
}

/**
 * An n8n-format declarative package (CommonJS classes, `n8n` block), as n8n's node starter makes
 * them: a "Forecast" node with a `description` only (requestDefaults, an options parameter filled
 * by declarative loadOptions, operations with routing) and a credential whose `authenticate` is
 * n8n's generic (declarative) form.
 */
export function declarativePackage(): Record<string, string> {
  return {
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
exports.ForecastApi = void 0;
class ForecastApi {
  constructor() {
    this.name = 'forecastApi';
    this.displayName = 'Forecast API';
    this.properties = [
      { displayName: 'URL', name: 'url', type: 'string', default: '' },
      { displayName: 'API Key', name: 'apiKey', type: 'string', typeOptions: { password: true }, default: '' },
    ];
    this.authenticate = { type: 'generic', properties: { headers: { Authorization: '=Bearer {{$credentials.apiKey}}' } } };
    this.test = { request: { baseURL: '={{$credentials.url}}', url: '/me' } };
  }
}
exports.ForecastApi = ForecastApi;
`,
    'dist/nodes/Forecast/Forecast.node.js': `
"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.Forecast = void 0;
class Forecast {
  constructor() {
    this.description = {
      displayName: 'Forecast', name: 'forecast', group: ['transform'], version: 1, description: 'Weather forecasts',
      defaults: { name: 'Forecast' }, inputs: ['main'], outputs: ['main'],
      credentials: [{ name: 'forecastApi', required: true }],
      requestDefaults: { baseURL: '={{$credentials.url}}', headers: { Accept: 'application/json' } },
      properties: [
        {
          displayName: 'Operation', name: 'operation', type: 'options', noDataExpression: true, default: 'daily',
          options: [
            {
              name: 'Daily', value: 'daily', action: 'Get the daily forecast',
              routing: {
                request: { method: 'GET', url: '=/forecast/{{$parameter.city}}' },
                output: { postReceive: [{ type: 'rootProperty', properties: { property: 'days' } }] },
              },
            },
          ],
        },
        {
          displayName: 'City', name: 'city', type: 'options', default: '',
          typeOptions: {
            loadOptions: {
              routing: {
                request: { method: 'GET', url: '/cities' },
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
        },
        {
          displayName: 'Days', name: 'days', type: 'number', default: 3,
          routing: { send: { type: 'query', property: 'days' }, output: { postReceive: [{ type: 'limit', properties: { maxResults: '={{$value}}' } }] } },
        },
      ],
    };
  }
}
exports.Forecast = Forecast;
`,
  };
}

/** The weather API the Forecast package talks to, on loopback: Bearer "forecast-key" only. */
export async function startForecastApi(): Promise<{
  url: string;
  seen: Array<{ path: string; auth: string | undefined }>;
  close(): Promise<void>;
}> {
  const { createServer } = await import('node:http');
  const seen: Array<{ path: string; auth: string | undefined }> = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    seen.push({ path: `${url.pathname}${url.search}`, auth: req.headers.authorization });
    res.setHeader('content-type', 'application/json');
    if (req.headers.authorization !== 'Bearer forecast-key') {
      res.statusCode = 401;
      return res.end(JSON.stringify({ message: 'Bad token' }));
    }
    if (url.pathname === '/me') return res.end(JSON.stringify({ user: 'forecaster' }));
    if (url.pathname === '/cities')
      return res.end(
        JSON.stringify({
          cities: [
            { id: 'osl', label: 'Oslo' },
            { id: 'ber', label: 'Bergen' },
            { id: 'trd', label: 'Trondheim' },
          ],
        }),
      );
    const city = /^\/forecast\/(\w+)$/.exec(url.pathname)?.[1];
    if (city) {
      const days = Number(url.searchParams.get('days') ?? 7);
      return res.end(
        JSON.stringify({
          city,
          days: Array.from({ length: 7 }, (_, i) => ({ city, day: i + 1, high: 10 + i })).slice(0, days + 1),
        }),
      );
    }
    res.statusCode = 404;
    res.end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A package whose node file throws while it is imported. */
export function throwingPackage(): Record<string, string> {
  return {
    'package.json': JSON.stringify({
      name: 'weft-nodes-broken',
      version: '1.0.0',
      type: 'module',
      weft: { nodes: ['dist/broken.js'] },
    }),
    'dist/broken.js': "throw new Error('broken on purpose at import');\n",
  };
}

/** A package whose node file loads but exports something that is not a node type. */
export function invalidExportPackage(): Record<string, string> {
  return {
    'package.json': JSON.stringify({
      name: 'weft-nodes-invalid',
      version: '1.0.0',
      type: 'module',
      weft: { nodes: ['dist/invalid.js'] },
    }),
    'dist/invalid.js':
      "export const notANode = { hello: 'world' };\nexport const half = { description: { name: 'half', displayName: 'Half' } };\n",
  };
}

/** A valid node, but a credential type that takes the name of a built-in one. */
export function credentialClashPackage(): Record<string, string> {
  const shout = shoutPackage();
  return {
    ...shout,
    'package.json': JSON.stringify({
      name: 'weft-nodes-clash',
      version: '1.0.0',
      type: 'module',
      weft: { nodes: ['dist/shout.node.js'], credentials: ['dist/basic.js'] },
    }),
    'dist/basic.js':
      "export const basic = { name: 'httpBasicAuth', displayName: 'Fake basic auth', properties: [] };\n",
  };
}

/** A package.json without a `weft` or `n8n` block. */
export function plainPackage(): Record<string, string> {
  return {
    'package.json': JSON.stringify({ name: 'left-pad-ish', version: '1.0.0', main: 'index.js' }),
    'index.js': 'module.exports = (s) => s;\n',
  };
}

/** A second server on the same home and database (a restart), called in-process. */
export interface Restarted {
  app: FastifyInstance;
  ctx: ServerContext;
  request(method: string, url: string, cookie?: string, body?: unknown): Promise<TestResponse>;
  /** Closes it and removes the home folder and the PostgreSQL database. */
  destroy(): Promise<void>;
}

/** Stops a server (keeping its home and database) and starts a new one on the same configuration. */
export async function restart(app: FastifyInstance, ctx: ServerContext): Promise<Restarted> {
  await ctx.activeWorkflows.stopAll();
  await app.close();
  await ctx.db.close();
  const next = await createServer(ctx.config);
  await next.app.ready();
  return {
    ...next,
    async request(method, url, cookie, body) {
      const res = await next.app.inject({
        method: method as 'GET',
        url,
        headers: {
          ...(cookie ? { cookie } : {}),
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        payload: body === undefined ? undefined : JSON.stringify(body),
      });
      let parsed: unknown;
      try {
        parsed = res.body ? JSON.parse(res.body) : undefined;
      } catch {
        parsed = res.body;
      }
      return { status: res.statusCode, body: parsed, headers: res.headers as TestResponse['headers'], text: res.body };
    },
    async destroy() {
      await next.ctx.activeWorkflows.stopAll();
      await next.app.close();
      await next.ctx.db.close();
      rmSync(ctx.config.home, { recursive: true, force: true });
      if (ctx.config.db.type === 'postgresdb') {
        const name = new URL(ctx.config.db.url).pathname.slice(1);
        const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
        await admin.connect();
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      }
    },
  };
}
