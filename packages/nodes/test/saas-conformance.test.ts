/**
 * Cases recorded from real n8n 1.123 against the loopback service fakes
 * (`src/<node>/conformance-fake/<case>/{workflow.json,seed.json,expected.json}`, recorded with
 * `test/saas-fake/record.sh <family>`): each case runs through the real engine against fresh fakes
 * of its folder's family holding the same seed, with the family's `WEFT_*_URL` variables pointing
 * at them, and must give what n8n gave.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { builtinNodeTypes } from '@weft/nodes';
import { createNodeTypeRegistry, importN8nWorkflow } from '@weft/workflow';
import { familyOfFolder, loadFamilies } from './saas-fake/families.mjs';
import { caseCredentials, recordedCases } from './conformance-cases.js';
import { differences, type ResultLike } from './conformance-diff.js';

const registry = createNodeTypeRegistry(builtinNodeTypes);
const cases = recordedCases('conformance-fake');
const families = await loadFamilies();

let server: Server | undefined;
let envSet: string[] = [];
afterEach(async () => {
  for (const name of envSet) delete process.env[name];
  envSet = [];
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

describe('nodes against n8n, recorded on the loopback service fakes', () => {
  it('has recorded cases, each in a folder some family serves', async () => {
    expect(Object.keys(families).length).toBeGreaterThan(0);
    expect(cases.length).toBeGreaterThan(0);
    for (const folder of new Set(cases.map((c) => c.folder)))
      expect(await familyOfFolder(folder), folder).toBeDefined();
  });
  for (const c of cases) {
    it(`${c.folder}/${c.name}`, async () => {
      const { family } = (await familyOfFolder(c.folder))!;
      const seedFile = join(c.dir, 'seed.json');
      const fakes = family.create(existsSync(seedFile) ? JSON.parse(readFileSync(seedFile, 'utf8')) : {});
      server = createServer((req, res) => {
        void Promise.resolve(fakes.handle(req, res)).then((handled) => {
          if (!handled) res.writeHead(404).end();
        });
      });
      await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
      const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      for (const name of family.env) process.env[name] = origin;
      envSet = [...family.env];
      const workflow = importN8nWorkflow(JSON.parse(readFileSync(join(c.dir, 'workflow.json'), 'utf8')));
      const expected = JSON.parse(readFileSync(join(c.dir, 'expected.json'), 'utf8')) as {
        data: { resultData: ResultLike };
      };
      const getCredentials = caseCredentials(c, 'conformance-fake');
      const result = await runWorkflow({
        workflow,
        nodeTypes: registry,
        mode: 'cli', // n8n's `execute` command, which recorded the cases, runs in 'cli' mode
        timezone: 'UTC',
        services: { getCredentials },
      });
      const diffs = differences(expected.data.resultData, result.data.resultData);
      expect(diffs, diffs.join('\n')).toEqual([]);
    });
  }
});
