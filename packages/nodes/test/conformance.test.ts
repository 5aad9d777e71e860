/**
 * Runs the conformance cases recorded from real n8n 1.123.81 and kept beside each node:
 * `src/<node>/conformance/<case>/{workflow.json,expected.json}` (recorded with
 * `../shared/conformance/record.sh src/<node>/conformance`), optionally with
 * `src/<node>/conformance/credentials.json` (n8n's credentials export, plain `data`) for cases
 * that use credentials by id. Each runs in-process through the real engine, in UTC, and must give
 * what n8n gave: per node the same number of runs, per run and output the same items' `json`
 * (key order ignored) and `pairedItem`; where n8n stopped with an error, Weft stops at the same node.
 * Cases that call HTTP reach the loopback service of `conformance-server.mjs`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { builtinNodeTypes } from '@weft/nodes';
import { createNodeTypeRegistry, importN8nWorkflow } from '@weft/workflow';
import { startConformanceServer } from './conformance-server.mjs';
import { caseCredentials, recordedCases } from './conformance-cases.js';
import { differences, type ResultLike } from './conformance-diff.js';

const registry = createNodeTypeRegistry(builtinNodeTypes);
const cases = recordedCases('conformance');

let server: Server | undefined;
beforeAll(async () => {
  if (!cases.some((c) => readFileSync(join(c.dir, 'workflow.json'), 'utf8').includes('18232'))) return;
  // A copy already listening (someone recording cases) serves the same routes.
  server = await startConformanceServer().catch((e: unknown) => {
    if ((e as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw e;
    return undefined;
  });
});
afterAll(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

describe('n8n conformance, recorded per node', () => {
  it('has recorded cases', () => {
    expect(cases.length).toBeGreaterThan(0);
  });
  for (const c of cases) {
    it(
      `${c.folder}/${c.name}`,
      async () => {
        const workflow = importN8nWorkflow(JSON.parse(readFileSync(join(c.dir, 'workflow.json'), 'utf8')));
        const expected = JSON.parse(readFileSync(join(c.dir, 'expected.json'), 'utf8')) as {
          data: { resultData: ResultLike };
        };
        const getCredentials = caseCredentials(c, 'conformance');
        const result = await runWorkflow({
          workflow,
          nodeTypes: registry,
          mode: 'cli', // n8n's `execute` command, which recorded the cases, runs in 'cli' mode
          timezone: 'UTC',
          services: { getCredentials },
        });
        const diffs = differences(expected.data.resultData, result.data.resultData);
        expect(diffs, diffs.join('\n')).toEqual([]);
        // Python cases start a sandboxed Pyodide process each: seconds of CPU on a busy machine.
      },
      c.name.startsWith('python') ? 120_000 : undefined,
    );
  }
});
