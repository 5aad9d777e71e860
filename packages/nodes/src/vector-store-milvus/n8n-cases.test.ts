/**
 * The Milvus Vector Store against real n8n 1.123: the cases in `n8n-cases/` were recorded with
 * `test-fake/record.sh` (real n8n, its Milvus SDK talking gRPC to the Milvus fake on the port its
 * credential names, and to the AI fake). Each case runs through the real engine, with the real
 * Milvus SDK, against fresh fakes of the same seed and must give what n8n gave
 * (`conformance-diff.ts`), send the AI fake the requests n8n sent (`requests.json`) and send
 * Milvus the RPCs n8n sent, in order and with the same requests (`store-requests.json`).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { builtinNodeTypes } from '@weft/nodes';
import { createNodeTypeRegistry, importN8nWorkflow, type WorkflowNode } from '@weft/workflow';
import { startAiFake, type AiFake } from '../../test/ai-fake/server.mjs';
import { canon, differences, type ResultLike } from '../../test/conformance-diff.js';
import { start } from './test-fake/milvus-fake.mjs';

const registry = createNodeTypeRegistry(builtinNodeTypes);
const root = fileURLToPath(new URL('./n8n-cases/', import.meta.url));
/** Where the fakes listened while the cases were recorded. */
const RECORDED_AI = 'http://127.0.0.1:18253';
const RECORDED_MILVUS = 'http://127.0.0.1:18251';

interface RequestLike {
  method: string;
  path?: string;
  body?: unknown;
  request?: unknown;
}

const cases = existsSync(root)
  ? readdirSync(root)
      .filter((n) => existsSync(join(root, n, 'expected.json')))
      .sort()
  : [];
const credentials = existsSync(join(root, 'credentials.json'))
  ? (JSON.parse(readFileSync(join(root, 'credentials.json'), 'utf8')) as Array<{
      id: string;
      type: string;
      data: Record<string, unknown>;
    }>)
  : [];

let ai: AiFake;
let milvus: Awaited<ReturnType<typeof start>> | undefined;
beforeAll(async () => {
  ai = await startAiFake({ port: 0 });
});
afterAll(() => ai?.close());
afterEach(async () => {
  await milvus?.close();
  milvus = undefined;
});

describe.skipIf(cases.length === 0)('Milvus vector store against n8n', () => {
  for (const name of cases) {
    let sentToAi: RequestLike[] = [];
    let sentToMilvus: RequestLike[] = [];
    let milvusUrl = '';
    const replace = (text: string) => text.replaceAll(RECORDED_AI, ai.url).replaceAll(RECORDED_MILVUS, milvusUrl);
    const read = (file: string) => JSON.parse(replace(readFileSync(join(root, name, file), 'utf8'))) as unknown;

    it(`${name}: n8n's node outputs`, async () => {
      const seed = JSON.parse(readFileSync(join(root, name, 'seed.json'), 'utf8')) as Record<string, never>;
      milvus = await start({ seed });
      milvusUrl = milvus.url;
      const workflow = importN8nWorkflow(read('workflow.json'));
      const expected = read('expected.json') as { data: { resultData: ResultLike } };
      const getCredentials = async (node: WorkflowNode, type: string) => {
        const ref = (node.credentials as Record<string, { id?: string }> | undefined)?.[type];
        const found = credentials.find((c) => c.type === type && c.id === ref?.id);
        if (!found) throw new Error(`No credential of type "${type}" for node "${node.name}"`);
        return JSON.parse(replace(JSON.stringify(found.data))) as Record<string, unknown>;
      };
      const before = ai.requests.length;
      const result = await runWorkflow({
        workflow,
        nodeTypes: registry,
        mode: 'cli', // n8n's `execute` command, which recorded the cases, runs in 'cli' mode
        timezone: 'UTC',
        services: { getCredentials },
      });
      sentToAi = ai.requests.slice(before).map((r) => ({ method: r.method, path: r.path, body: r.body }));
      sentToMilvus = milvus.state.requests.map((r) => ({ method: r.method, request: r.request }));
      const diffs = differences(expected.data.resultData, result.data.resultData);
      expect(diffs, diffs.join('\n')).toEqual([]);
    }, 60_000);

    it(`${name}: n8n's requests to the AI provider`, () => {
      const expected = (read('requests.json') as RequestLike[]).map((r) => ({
        method: r.method,
        path: r.path,
        body: r.body,
      }));
      expect(canon(sentToAi)).toEqual(canon(expected));
    });

    it(`${name}: n8n's calls to Milvus`, () => {
      const expected = read('store-requests.json') as RequestLike[];
      expect(canon(sentToMilvus)).toEqual(canon(expected));
    });
  }
});
