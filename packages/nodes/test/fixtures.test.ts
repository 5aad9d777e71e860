/**
 * Runs every node fixture: `src/<node>/fixtures/*.json` files shaped
 * `{ workflow, expected: { "<node>": [[<item json>…] per output] }, expectError?: "<node>",
 * expectErrorMessage?: "text", expectNotRun?: ["<node>"], workflows?: { "<id>": <workflow> } }`.
 * Each is a workflow in n8n's format run through the real engine; the named nodes' last runs
 * must output exactly those items. `workflows` are the stored workflows sub-workflow calls load by id.
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { builtinNodeTypes } from '@weft/nodes';
import { createNodeTypeRegistry, importN8nWorkflow } from '@weft/workflow';

const src = fileURLToPath(new URL('../src/', import.meta.url));
const registry = createNodeTypeRegistry(builtinNodeTypes);

interface Fixture {
  workflow: unknown;
  expected?: Record<string, unknown[][]>;
  /** The node the run must stop at with an error. */
  expectError?: string;
  /** Text the error message must contain. */
  expectErrorMessage?: string;
  /** Nodes that must not run. */
  expectNotRun?: string[];
  /** Workflows (n8n's format) that Execute Workflow nodes load by id, as a server's database would. */
  workflows?: Record<string, unknown>;
}

const files: Array<{ folder: string; file: string }> = [];
for (const folder of readdirSync(src)) {
  const dir = join(src, folder, 'fixtures');
  if (!existsSync(dir)) continue;
  for (const file of readdirSync(dir)) if (file.endsWith('.json')) files.push({ folder, file: join(dir, file) });
}

describe('node fixtures', () => {
  it('has fixtures to run', () => {
    expect(files.length).toBeGreaterThan(0);
  });
  for (const { folder, file } of files) {
    it(`${folder}/${file.split('/').pop()}`, async () => {
      const fixture = JSON.parse(readFileSync(file, 'utf8')) as Fixture;
      const stored = fixture.workflows ?? {};
      const loadWorkflow = async (id: string) => {
        if (!(id in stored)) throw new Error(`The workflow with id "${id}" does not exist`);
        return importN8nWorkflow(stored[id]);
      };
      const result = await runWorkflow({
        workflow: importN8nWorkflow(fixture.workflow),
        nodeTypes: registry,
        mode: 'manual',
        services: { loadWorkflow },
      });
      const rd = result.data.resultData;
      if (fixture.expectError) {
        expect(rd.error, 'the run should fail').toBeDefined();
        expect(rd.lastNodeExecuted).toBe(fixture.expectError);
        if (fixture.expectErrorMessage) expect(rd.error?.message).toContain(fixture.expectErrorMessage);
      } else {
        expect(rd.error, rd.error?.message).toBeUndefined();
      }
      for (const node of fixture.expectNotRun ?? [])
        expect(rd.runData[node], `node "${node}" should not run`).toBeUndefined();
      for (const [node, outputs] of Object.entries(fixture.expected ?? {})) {
        const last = rd.runData[node]?.at(-1);
        expect(last, `node "${node}" should have run`).toBeDefined();
        const got = (last?.data?.main ?? []).map((items) => (items ?? []).map((i) => i.json));
        while (got.length < outputs.length) got.push([]);
        expect(got.slice(0, Math.max(outputs.length, got.filter((o) => o.length).length))).toEqual(outputs);
      }
    });
  }
});
