/**
 * AI Transform 1 through the real engine: the saved `jsCode` runs once for all items in the Code
 * sandbox; a node with no generated code fails with n8n's messages; errors in the code are the Code
 * node's (with the line), or one `{ error }` item under Continue On Fail.
 */
import { describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, importN8nWorkflow, type Item } from '@weft/workflow';
import { builtinNodeTypes } from '../registry.js';

const registry = createNodeTypeRegistry(builtinNodeTypes);

async function run(parameters: Record<string, unknown>, options: { items?: Item[]; onError?: string } = {}) {
  const node: Record<string, unknown> = {
    id: 'a1',
    name: 'AI Transform',
    type: 'n8n-nodes-base.aiTransform',
    typeVersion: 1,
    position: [0, 0],
    parameters,
  };
  if (options.onError) node.onError = options.onError;
  const workflow = importN8nWorkflow({ id: 'wf', name: 'ai transform test', nodes: [node], connections: {} });
  const result = await runWorkflow({
    workflow,
    nodeTypes: registry,
    mode: 'manual',
    timezone: 'UTC',
    startNode: 'AI Transform',
    startItems: options.items ?? [{ json: { a: 1 } }, { json: { a: 2 } }],
  });
  const items = result.data.resultData.runData['AI Transform']?.[0]?.data?.main?.[0] ?? [];
  return { json: items.map((i) => i.json), error: result.data.resultData.error };
}

describe('AI Transform', () => {
  it('registers AI Transform 1', () => {
    expect(registry.versions?.('n8n-nodes-base.aiTransform')).toEqual([1]);
  });

  it('runs the generated code once for all items', async () => {
    const { json, error } = await run({
      instructions: 'Double a and add the total',
      codeGeneratedForPrompt: 'Double a and add the total',
      jsCode: 'const all = $input.all();\nreturn all.map((i) => ({ json: { a: i.json.a * 2, total: items.length } }));',
    });
    expect(error).toBeUndefined();
    expect(json).toEqual([
      { a: 2, total: 2 },
      { a: 4, total: 2 },
    ]);
  });

  it("fails with n8n's messages when no code was generated", async () => {
    const none = await run({});
    expect(none.error?.message).toBe('Missing instructions to generate code');
    expect(none.error?.description).toBe("Enter your prompt in the 'Instructions' parameter and click 'Generate code'");
    const notGenerated = await run({ instructions: 'Sort by a' });
    expect(notGenerated.error?.message).toBe('Missing code for data transformation');
    expect(notGenerated.error?.description).toBe("Click the 'Generate code' button to create the code");
  });

  it('reports errors in the code with their line, or one error item under Continue On Fail', async () => {
    expect((await run({ jsCode: "throw new Error('nope');" })).error?.message).toBe('nope [line 1]');
    const continued = await run({ jsCode: 'const x = undefined;\nreturn x.y;' }, { onError: 'continueRegularOutput' });
    expect(continued.json).toEqual([{ error: "Cannot read properties of undefined (reading 'y') [line 2]" }]);
  });
});
