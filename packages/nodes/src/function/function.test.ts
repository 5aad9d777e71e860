import { describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, importN8nWorkflow } from '@weft/workflow';
import type { Workflow } from '@weft/workflow';
import { builtinNodeTypes } from '../index.js';

const registry = createNodeTypeRegistry(builtinNodeTypes);

function workflow(
  type: 'function' | 'functionItem',
  functionCode: string,
  extra: Record<string, unknown> = {},
): Workflow {
  return importN8nWorkflow({
    nodes: [
      {
        id: '1',
        name: 'Manual',
        type: 'n8n-nodes-base.manualTrigger',
        typeVersion: 1,
        position: [0, 0],
        parameters: {},
      },
      {
        id: '2',
        name: 'Input',
        type: 'n8n-nodes-base.code',
        typeVersion: 2,
        position: [200, 0],
        parameters: { jsCode: 'return [{json:{n:1}},{json:{n:2}}];' },
      },
      {
        id: '3',
        name: 'Fn',
        type: `n8n-nodes-base.${type}`,
        typeVersion: 1,
        position: [400, 0],
        parameters: { functionCode },
        ...extra,
      },
    ],
    connections: {
      Manual: { main: [[{ node: 'Input', type: 'main', index: 0 }]] },
      Input: { main: [[{ node: 'Fn', type: 'main', index: 0 }]] },
    },
  });
}

async function run(wf: Workflow) {
  const result = await runWorkflow({ workflow: wf, nodeTypes: registry, mode: 'manual', timezone: 'UTC' });
  return { error: result.data.resultData.error, items: result.data.resultData.runData.Fn?.[0]?.data?.main?.[0] ?? [] };
}

describe('Function node', () => {
  it('keeps workflow static data between runs of the same workflow', async () => {
    const wf = workflow(
      'function',
      "const d = getWorkflowStaticData('global');\nd.runs = (d.runs || 0) + 1;\nconst own = getWorkflowStaticData('node');\nown.last = items.length;\nreturn [{ json: { runs: d.runs } }];",
    );
    wf.staticData = {};
    expect((await run(wf)).items[0]!.json).toEqual({ runs: 1 });
    expect((await run(wf)).items[0]!.json).toEqual({ runs: 2 });
    expect(wf.staticData).toMatchObject({ global: { runs: 2 }, 'node:Fn': { last: 2 } });
  });

  it('offers helpers.returnJsonArray, luxon and $jmespath', async () => {
    const { items, error } = await run(
      workflow(
        'function',
        "return helpers.returnJsonArray([{ a: DateTime.fromISO('2024-01-02', { zone: 'utc' }).toFormat('yyyy') }, { b: $jmespath({ x: [1, 2] }, 'x[1]') }]);",
      ),
    );
    expect(error).toBeUndefined();
    expect(items.map((i) => i.json)).toEqual([{ a: '2024' }, { b: 2 }]);
  });

  it('names the line of an error like n8n', async () => {
    const { error } = await run(workflow('function', 'const a = 1;\n\nnull.boom;\nreturn items;'));
    expect(error?.message).toMatch(/\[Line 3\]$/);
  });

  it('reports a syntax error clearly', async () => {
    const { error } = await run(workflow('function', 'return [{ json: { a: 1 } ];'));
    expect(error).toBeDefined();
    expect(error?.message).toMatch(/Unexpected token|SyntaxError|expected/i);
  });
});

describe('Function Item node', () => {
  it('names the line and the item of an error', async () => {
    const { error } = await run(
      workflow('functionItem', "if (item.n === 2) {\n  throw new Error('no');\n}\nreturn item;"),
    );
    expect(error?.message).toBe('no [Line 2 | Item Index: 1]');
  });

  it('keeps binary data set with setBinaryData, paired with the item', async () => {
    const { items } = await run(
      workflow(
        'functionItem',
        "await setBinaryData({ file: { data: 'aGk=', mimeType: 'text/plain' } });\nreturn { n: item.n, had: Object.keys(getBinaryData()) };",
      ),
    );
    expect(items.map((i) => i.json)).toEqual([
      { n: 1, had: ['file'] },
      { n: 2, had: ['file'] },
    ]);
    expect(items[1]!.binary?.file?.mimeType).toBe('text/plain');
    expect(items[1]!.pairedItem).toEqual({ item: 1 });
  });
});
