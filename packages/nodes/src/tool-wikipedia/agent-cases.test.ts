/**
 * The Wikipedia and SerpApi tools under n8n's AI Agent, against n8n's recordings
 * (`src/tool-wikipedia/n8n-cases`, `src/tool-serp-api/n8n-cases`, written by
 * test/saas-fake/make-ai-services-cases.mjs): each case runs through the real engine with its chat
 * model on the AI fake (recorded at 127.0.0.1:18233, here on a free port) and the tools on the
 * ai-services family's fakes seeded as the case says, and must give what n8n gave (error messages
 * included).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, importN8nWorkflow, type WorkflowNode } from '@weft/workflow';
import { builtinCredentialTypes, builtinNodeTypes } from '../registry.js';
import { differences, type ResultLike } from '../../test/conformance-diff.js';
import { startAiFake, type AiFake } from '../../test/ai-fake/server.mjs';
import { familyOfFolder, type Family } from '../../test/saas-fake/families.mjs';

const registry = createNodeTypeRegistry(builtinNodeTypes);
const RECORDED_AI = 'http://127.0.0.1:18233';
const src = fileURLToPath(new URL('../', import.meta.url));
const folders = ['tool-wikipedia', 'tool-serp-api'];

let ai: AiFake;
let family: Family;
let server: Server | undefined;
beforeAll(async () => {
  ai = await startAiFake({ port: 0 });
  family = (await familyOfFolder('tool-wikipedia'))!.family;
});
afterAll(() => ai?.close());
afterEach(async () => {
  for (const name of family?.env ?? []) delete process.env[name];
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

describe('the AI tools under an agent, against n8n', () => {
  it('has the agent cases written', () => {
    for (const folder of folders) expect(readdirSync(join(src, folder, 'n8n-cases')).length).toBeGreaterThan(1);
  });
  for (const folder of folders) {
    const root = join(src, folder, 'n8n-cases');
    const cases = readdirSync(root).filter((n) => existsSync(join(root, n, 'expected.json'))).sort();
    const credentials = JSON.parse(readFileSync(join(root, 'credentials.json'), 'utf8')) as Array<{ id: string; type: string; data: Record<string, unknown> }>;
    for (const name of cases) {
      it(`${folder}/${name}`, async () => {
        const load = (file: string) => JSON.parse(readFileSync(join(root, name, file), 'utf8').replaceAll(RECORDED_AI, ai.url)) as unknown;
        const fakes = family.create(load('seed.json') as Record<string, unknown>);
        server = createServer((req, res) => {
          void Promise.resolve(fakes.handle(req, res)).then((handled) => {
            if (!handled) res.writeHead(404).end();
          });
        });
        await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
        for (const env of family.env) process.env[env] = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
        const getCredentials = async (node: WorkflowNode, type: string) => {
          const ref = (node.credentials as Record<string, { id?: string }> | undefined)?.[type];
          const found = credentials.find((c) => c.type === type && c.id === ref?.id)!;
          return JSON.parse(JSON.stringify(found.data).replaceAll(RECORDED_AI, ai.url)) as Record<string, unknown>;
        };
        const workflow = importN8nWorkflow(load('workflow.json'));
        const expected = load('expected.json') as { data: { resultData: ResultLike } };
        const result = await runWorkflow({
          workflow, nodeTypes: registry, mode: 'manual', timezone: 'UTC',
          services: { getCredentials, getCredentialType: (n: string) => builtinCredentialTypes.find((c) => c.name === n) },
        });
        const diffs = differences(expected.data.resultData, result.data.resultData as unknown as ResultLike);
        expect(diffs, diffs.join('\n')).toEqual([]);
        expect(result.data.resultData.error?.message).toEqual(expected.data.resultData.error?.message);
      }, 60_000);
    }
  }
});
