/**
 * Google node cases recorded from real n8n 1.123 against the loopback Google fakes
 * (`src/<node>/conformance-fake/<case>/{workflow.json,seed.json,expected.json}`, recorded with
 * `test/google-fake/record-google.sh`): each case runs through the real engine against fresh fakes
 * holding the same seed, with `WEFT_GOOGLE_API_URL` pointing at them, and must give what n8n gave.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { builtinNodeTypes } from '@weft/nodes';
import { createNodeTypeRegistry, importN8nWorkflow, type WorkflowNode } from '@weft/workflow';
import { createGoogleFakes } from './google-fake/fakes.mjs';
import { differences, type ResultLike } from './conformance-diff.js';

const src = fileURLToPath(new URL('../src/', import.meta.url));
const registry = createNodeTypeRegistry(builtinNodeTypes);

interface Case {
  folder: string;
  name: string;
  dir: string;
  credentials: Array<{ id: string; name: string; type: string; data: Record<string, unknown> }>;
}

const cases: Case[] = [];
for (const folder of readdirSync(src).sort()) {
  const root = join(src, folder, 'conformance-fake');
  if (!existsSync(root)) continue;
  const credFile = join(root, 'credentials.json');
  const credentials = existsSync(credFile) ? (JSON.parse(readFileSync(credFile, 'utf8')) as Case['credentials']) : [];
  for (const name of readdirSync(root).sort()) {
    const dir = join(root, name);
    if (existsSync(join(dir, 'workflow.json')) && existsSync(join(dir, 'expected.json'))) cases.push({ folder, name, dir, credentials });
  }
}

let server: Server | undefined;
afterEach(async () => {
  delete process.env.WEFT_GOOGLE_API_URL;
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

describe('Google nodes against n8n, recorded on the loopback fakes', () => {
  it('has recorded cases', () => {
    expect(cases.length).toBeGreaterThan(0);
  });
  for (const c of cases) {
    it(`${c.folder}/${c.name}`, async () => {
      const seedFile = join(c.dir, 'seed.json');
      const fakes = createGoogleFakes(existsSync(seedFile) ? JSON.parse(readFileSync(seedFile, 'utf8')) : {});
      server = createServer((req, res) => {
        if (!fakes.handle(req, res)) res.writeHead(404).end();
      });
      await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
      process.env.WEFT_GOOGLE_API_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const workflow = importN8nWorkflow(JSON.parse(readFileSync(join(c.dir, 'workflow.json'), 'utf8')));
      const expected = JSON.parse(readFileSync(join(c.dir, 'expected.json'), 'utf8')) as { data: { resultData: ResultLike } };
      const getCredentials = async (node: WorkflowNode, type: string) => {
        const ref = (node.credentials as Record<string, { id?: string; name?: string }> | undefined)?.[type];
        const found = c.credentials.find((x) => x.type === type && (x.id === ref?.id || x.name === ref?.name));
        if (!found) throw new Error(`No credential of type "${type}" for node "${node.name}" in ${c.folder}/conformance-fake/credentials.json`);
        return found.data;
      };
      const result = await runWorkflow({ workflow, nodeTypes: registry, mode: 'manual', timezone: 'UTC', services: { getCredentials } });
      const diffs = differences(expected.data.resultData, result.data.resultData as unknown as ResultLike);
      expect(diffs, diffs.join('\n')).toEqual([]);
    });
  }
});
