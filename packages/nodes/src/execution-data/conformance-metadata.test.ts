/**
 * The shared conformance runner compares items only; this one checks what else n8n recorded for
 * the Execution Data cases: each case's `resultData.metadata` (the execution's custom data) must
 * be what real n8n stored. Runs in n8n's recording mode ('cli': bad pairs are skipped, not thrown).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, importN8nWorkflow } from '@weft/workflow';
import { builtinNodeTypes } from '../index.js';

const root = fileURLToPath(new URL('./conformance/', import.meta.url));
const registry = createNodeTypeRegistry(builtinNodeTypes);
const cases = readdirSync(root)
  .sort()
  .filter((name) => existsSync(join(root, name, 'workflow.json')) && existsSync(join(root, name, 'expected.json')));

describe('Execution Data conformance: the custom data n8n stored', () => {
  it('has cases', () => expect(cases.length).toBeGreaterThanOrEqual(6));

  it.each(cases)('%s', async (name) => {
    const workflow = importN8nWorkflow(JSON.parse(readFileSync(join(root, name, 'workflow.json'), 'utf8')));
    const expected = JSON.parse(readFileSync(join(root, name, 'expected.json'), 'utf8')) as {
      data: { resultData: { metadata?: Record<string, string> } };
    };
    const result = await runWorkflow({ workflow, nodeTypes: registry, mode: 'cli', timezone: 'UTC' });
    expect(result.data.resultData.metadata ?? {}).toEqual(expected.data.resultData.metadata ?? {});
  });
});
