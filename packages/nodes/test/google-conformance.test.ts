/**
 * Google node cases recorded from real n8n 1.123 against the loopback Google fakes
 * (`src/<node>/conformance-fake/<case>/{workflow.json,seed.json,expected.json}`, recorded with
 * `test/google-fake/record-google.sh`): each case runs through the real engine against fresh fakes
 * holding the same seed, with `WEFT_GOOGLE_API_URL` pointing at them, and must give what n8n gave.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { builtinNodeTypes } from '@weft/nodes';
import { createNodeTypeRegistry, importN8nWorkflow } from '@weft/workflow';
import { createGoogleFakes } from './google-fake/fakes.mjs';
import { caseCredentials, recordedCases } from './conformance-cases.js';
import { differences, type ResultLike } from './conformance-diff.js';

const registry = createNodeTypeRegistry(builtinNodeTypes);
const cases = recordedCases('conformance-fake');

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
      const getCredentials = caseCredentials(c, 'conformance-fake');
      const result = await runWorkflow({ workflow, nodeTypes: registry, mode: 'manual', timezone: 'UTC', services: { getCredentials } });
      const diffs = differences(expected.data.resultData, result.data.resultData as unknown as ResultLike);
      expect(diffs, diffs.join('\n')).toEqual([]);
    });
  }
});
