/**
 * The Pinecone, Qdrant and Supabase vector stores against real n8n 1.123: the cases in
 * `src/vector-store-<kind>/n8n-cases/` were recorded with `vector-store-cases/record.sh` (real n8n
 * talking to the AI fake and to the store's fake, seeded from the case's `seed.json`). Each case
 * runs through the real engine against fresh fakes of the same seed and must give what n8n gave
 * (`conformance-diff.ts`), send the AI fake the requests n8n sent (`requests.json`) and send the
 * store the requests n8n sent (`store-requests.json`: method, path, query and body, random UUIDs
 * compared as such; the version check n8n's Qdrant client makes on its own is left out).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { builtinNodeTypes } from '@weft/nodes';
import { createNodeTypeRegistry, importN8nWorkflow, type WorkflowNode } from '@weft/workflow';
import { startAiFake, type AiFake } from './ai-fake/server.mjs';
import { canon, differences, type ResultLike } from './conformance-diff.js';
import { start as startPinecone } from '../src/vector-store-pinecone/test-fake/pinecone-fake.mjs';
import { start as startQdrant } from '../src/vector-store-qdrant/test-fake/qdrant-fake.mjs';
import { start as startSupabase } from '../src/vector-store-supabase/test-fake/supabase-fake.mjs';

const registry = createNodeTypeRegistry(builtinNodeTypes);
const src = fileURLToPath(new URL('../src/', import.meta.url));
const RECORDED_AI = 'http://127.0.0.1:18233';
/** Where each store's fake listened while its cases were recorded (Pinecone's host is fixed). */
const RECORDED_STORE: Record<string, string | undefined> = {
  qdrant: 'http://127.0.0.1:18235',
  supabase: 'http://127.0.0.1:18237',
  pinecone: undefined,
};
const STARTERS = { pinecone: startPinecone, qdrant: startQdrant, supabase: startSupabase } as const;
type Kind = keyof typeof STARTERS;

interface RequestLike {
  method: string;
  path: string;
  query?: Record<string, string>;
  prefer?: string;
  body?: unknown;
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

/** A store request as compared: random UUIDs as `<uuid>`, keys sorted, an empty query dropped. */
function storeRequest(r: RequestLike): unknown {
  const out: RequestLike = { method: r.method, path: r.path, body: r.body };
  if (r.query && Object.keys(r.query).length) out.query = r.query;
  if (r.prefer) out.prefer = r.prefer;
  return canon(JSON.parse(JSON.stringify(out).replace(UUID, '<uuid>')));
}

let ai: AiFake;
let store: { url: string; state: { requests: RequestLike[] }; close(): Promise<void> } | undefined;
beforeAll(async () => {
  ai = await startAiFake({ port: 0 });
});
afterAll(() => ai?.close());
afterEach(async () => {
  await store?.close();
  store = undefined;
  delete process.env.WEFT_PINECONE_API_URL;
});

for (const kind of Object.keys(STARTERS) as Kind[]) {
  const root = join(src, `vector-store-${kind}`, 'n8n-cases');
  if (!existsSync(root)) continue;
  const cases = readdirSync(root)
    .filter((n) => existsSync(join(root, n, 'expected.json')))
    .sort();
  if (cases.length === 0) continue;
  const credentials = JSON.parse(readFileSync(join(root, 'credentials.json'), 'utf8')) as Array<{
    id: string;
    type: string;
    data: Record<string, unknown>;
  }>;

  describe(`${kind} vector store against n8n`, () => {
    for (const name of cases) {
      let sentToAi: RequestLike[] = [];
      let sentToStore: RequestLike[] = [];
      let storeUrl = '';
      const replace = (text: string) => {
        let out = text.replaceAll(RECORDED_AI, ai.url);
        const recorded = RECORDED_STORE[kind];
        if (recorded) out = out.replaceAll(recorded, storeUrl);
        return out;
      };
      const read = (file: string) => JSON.parse(replace(readFileSync(join(root, name, file), 'utf8'))) as unknown;

      it(`${name}: n8n's node outputs`, async () => {
        const seed = JSON.parse(readFileSync(join(root, name, 'seed.json'), 'utf8')) as Record<string, unknown>;
        store = await STARTERS[kind](seed);
        storeUrl = store.url;
        if (kind === 'pinecone') process.env.WEFT_PINECONE_API_URL = store.url;
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
        sentToStore = [...store.state.requests];
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

      it(`${name}: n8n's requests to ${kind}`, () => {
        const keep = (r: RequestLike) => !(kind === 'qdrant' && r.method === 'GET' && r.path === '/');
        const expected = (read('store-requests.json') as RequestLike[]).filter(keep).map(storeRequest);
        expect(sentToStore.filter(keep).map(storeRequest)).toEqual(expected);
      });
    }
  });
}
