/**
 * n8n's AI nodes against real n8n 1.123.81: the cases in `ai-cases/` were recorded with
 * `ai-cases/record-ai.sh` (real n8n talking to the loopback fake providers of `ai-fake/`). Each
 * case runs in-process through the real engine against a fresh fake, and must give what n8n gave
 * (see `conformance-diff.ts`) and send the providers the requests n8n sent (`requests.json`:
 * method, path and body, key order ignored).
 *
 * A case whose node types Weft does not have yet is listed as a todo naming them, so the cases
 * still to build stay visible; once every type is registered the case runs and must pass.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { builtinNodeTypes } from '@weft/nodes';
import { createNodeTypeRegistry, importN8nWorkflow, unsupportedNodes } from '@weft/workflow';
import type { WorkflowNode } from '@weft/workflow';
import { startAiFake, type AiFake } from './ai-fake/server.mjs';
import { startMcpFake, type McpFake } from './mcp-fake/server.mjs';
import { canon, differences, type ResultLike } from './conformance-diff.js';

const root = fileURLToPath(new URL('./ai-cases/', import.meta.url));
const registry = createNodeTypeRegistry(builtinNodeTypes);
const RECORDED_URL = 'http://127.0.0.1:18233';
/** Where the MCP cases reached `mcp-fake/server.mjs` while they were recorded. */
const RECORDED_MCP_URL = 'http://127.0.0.1:18234';
const credentials = JSON.parse(readFileSync(join(root, 'credentials.json'), 'utf8')) as Array<{
  id: string;
  name: string;
  type: string;
  data: Record<string, unknown>;
}>;
const cases = readdirSync(root)
  .filter((name) => existsSync(join(root, name, 'workflow.json')) && existsSync(join(root, name, 'expected.json')))
  .sort();

let fake: AiFake;
let mcp: McpFake;
/** Whether the tests' PostgreSQL has the pgvector extension (scripts/ensure-services.sh installs it where it can). */
let hasVector = false;
beforeAll(async () => {
  [fake, mcp] = await Promise.all([startAiFake({ port: 0 }), startMcpFake({ port: 0 })]);
  const client = new pg.Client({ host: '127.0.0.1', port: 5432, user: 'postgres', password: '', database: 'postgres' });
  try {
    await client.connect();
    hasVector = (await client.query("SELECT 1 FROM pg_available_extensions WHERE name = 'vector'")).rowCount === 1;
  } catch {
    hasVector = false;
  } finally {
    await client.end().catch(() => undefined);
  }
});
afterAll(async () => {
  await Promise.all([fake?.close(), mcp?.close()]);
});

/** A result with each item's JSON as a saved execution holds it (`JSON.stringify`, then parsed). */
function asSaved<T extends ResultLike>(result: T): T {
  for (const runs of Object.values(result.runData ?? {}))
    for (const run of runs as Array<{ data?: Record<string, Array<Array<{ json?: unknown }> | null>> }>)
      for (const outputs of Object.values(run.data ?? {}))
        for (const items of outputs)
          for (const item of items ?? []) item.json = JSON.parse(JSON.stringify(item.json ?? {}));
  return result;
}

/** A case's JSON with the fake's recorded address replaced by this run's. */
function load(name: string, file: string): unknown {
  return JSON.parse(
    readFileSync(join(root, name, file), 'utf8')
      .replaceAll(RECORDED_URL, fake.url)
      .replaceAll(RECORDED_MCP_URL, mcp.url),
  );
}

interface RequestLike {
  method: string;
  path: string;
  body?: unknown;
  multipart?: boolean;
}

describe('n8n AI nodes conformance', () => {
  it('has recorded cases', () => {
    expect(cases.length).toBeGreaterThan(0);
  });
  for (const name of cases) {
    const raw = JSON.parse(readFileSync(join(root, name, 'workflow.json'), 'utf8')) as { nodes: WorkflowNode[] };
    const missing = unsupportedNodes(importN8nWorkflow(raw).nodes, registry, { skipDisabled: true });
    if (missing.length) {
      it.todo(`${name} (needs ${[...new Set(missing.map((m) => `${m.type} ${m.version}`))].join(', ')})`);
      continue;
    }
    let sent: RequestLike[] = [];
    // Cases on the PGVector store need the pgvector extension; without it they are skipped, as the store's own tests are.
    const needsVector = raw.nodes.some((n) => /vectorStorePGVector$/.test(n.type));
    it(`${name}: n8n's node outputs`, async (t) => {
      if (needsVector && !hasVector) t.skip();
      const workflow = importN8nWorkflow(load(name, 'workflow.json'));
      const expected = load(name, 'expected.json') as { data: { resultData: ResultLike } };
      const data = credentials.map((c) => ({
        ...c,
        data: JSON.parse(JSON.stringify(c.data).replaceAll(RECORDED_URL, fake.url)) as Record<string, unknown>,
      }));
      const getCredentials = async (node: WorkflowNode, type: string) => {
        const ref = (node.credentials as Record<string, { id?: string; name?: string }> | undefined)?.[type];
        const found = data.find((x) => x.type === type && (x.id === ref?.id || x.name === ref?.name));
        if (!found)
          throw new Error(`No credential of type "${type}" for node "${node.name}" in ai-cases/credentials.json`);
        return found.data;
      };
      const before = fake.requests.length;
      const result = await runWorkflow({
        workflow,
        nodeTypes: registry,
        mode: 'cli', // n8n's `execute` command, which recorded the cases, runs in 'cli' mode
        timezone: 'UTC',
        services: { getCredentials },
      });
      sent = fake.requests.slice(before).map((r) => ({
        method: r.method,
        path: r.path,
        body: r.body,
        multipart: String(r.headers['content-type'] ?? '').startsWith('multipart/'),
      }));
      // n8n's recording is its execution as JSON: compare Weft's as saved (Dates as ISO text,
      // LangChain objects in their `toJSON` form), not the objects still held in memory.
      const diffs = differences(expected.data.resultData, asSaved(result.data.resultData));
      expect(diffs, diffs.join('\n')).toEqual([]);
    }, 60_000);
    it(`${name}: n8n's requests to the provider`, (t) => {
      if (needsVector && !hasVector) t.skip();
      const file = join(root, name, 'requests.json');
      const expected = existsSync(file)
        ? (load(name, 'requests.json') as RequestLike[]).map((r) => ({ method: r.method, path: r.path, body: r.body }))
        : [];
      // The recording log wrote multipart requests before their bodies were parsed (as `{}`):
      // for those, only the method and path were recorded, so only they are compared.
      const actual = sent.map(({ multipart, ...r }, i) => {
        const e = expected[i];
        return multipart && e && JSON.stringify(e.body) === '{}' ? { ...r, body: {} } : r;
      });
      expect(canon(actual)).toEqual(canon(expected));
    });
  }
});
