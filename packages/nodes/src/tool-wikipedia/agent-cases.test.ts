/**
 * The Wikipedia and SerpApi tools under n8n's AI Agent, against n8n's recordings
 * (`src/tool-wikipedia/n8n-cases`, `src/tool-serp-api/n8n-cases`, written by
 * test/saas-fake/make-ai-services-cases.mjs): each case runs through the real engine against the
 * ai-services family's fakes seeded as the case says — the tools' services, and the chat model's
 * OpenAI (the AI fake behind the family), its credential's https://api.openai.com pointed at them —
 * and must give what n8n gave (error messages included).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, importN8nWorkflow, type WorkflowNode } from '@weft/workflow';
import { builtinCredentialTypes, builtinNodeTypes } from '../registry.js';
import { differences, type ResultLike } from '../../test/conformance-diff.js';
import { familyOfFolder, type Family } from '../../test/saas-fake/families.mjs';

const registry = createNodeTypeRegistry(builtinNodeTypes);
const RECORDED_AI = 'https://api.openai.com';
const src = fileURLToPath(new URL('../', import.meta.url));
const folders = ['tool-wikipedia', 'tool-serp-api'];

let family: Family;
let server: Server | undefined;
beforeAll(async () => {
  family = (await familyOfFolder('tool-wikipedia'))!.family;
});
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
    const cases = readdirSync(root)
      .filter((n) => existsSync(join(root, n, 'expected.json')))
      .sort();
    const credentials = JSON.parse(readFileSync(join(root, 'credentials.json'), 'utf8')) as Array<{
      id: string;
      type: string;
      data: Record<string, unknown>;
    }>;
    for (const name of cases) {
      it(`${folder}/${name}`, async () => {
        const read = (file: string) => readFileSync(join(root, name, file), 'utf8');
        const fakes = family.create(JSON.parse(read('seed.json')) as Record<string, unknown>);
        server = createServer((req, res) => {
          void Promise.resolve(fakes.handle(req, res)).then((handled) => {
            if (!handled) res.writeHead(404).end();
          });
        });
        await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
        const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
        for (const env of family.env) process.env[env] = origin;
        const load = (file: string) => JSON.parse(read(file).replaceAll(RECORDED_AI, origin)) as unknown;
        const getCredentials = async (node: WorkflowNode, type: string) => {
          const ref = (node.credentials as Record<string, { id?: string }> | undefined)?.[type];
          const found = credentials.find((c) => c.type === type && c.id === ref?.id)!;
          return JSON.parse(JSON.stringify(found.data).replaceAll(RECORDED_AI, origin)) as Record<string, unknown>;
        };
        const workflow = importN8nWorkflow(load('workflow.json'));
        const expected = load('expected.json') as { data: { resultData: ResultLike } };
        const result = await runWorkflow({
          workflow,
          nodeTypes: registry,
          mode: 'manual',
          timezone: 'UTC',
          services: {
            getCredentials,
            getCredentialType: (n: string) => builtinCredentialTypes.find((c) => c.name === n),
          },
        });
        const diffs = differences(expected.data.resultData, result.data.resultData);
        expect(diffs, diffs.join('\n')).toEqual([]);
        expect(result.data.resultData.error?.message).toEqual(expected.data.resultData.error?.message);
      }, 60_000);
    }
  }
});
