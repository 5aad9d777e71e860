import { describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, type Workflow, type WorkflowNode } from '@weft/workflow';
import { builtinNodeTypes } from '../registry.js';

const nodeTypes = createNodeTypeRegistry(builtinNodeTypes);
const node = (
  name: string,
  type: string,
  typeVersion: number,
  parameters: Record<string, unknown> = {},
): WorkflowNode => ({
  id: name,
  name,
  type,
  typeVersion,
  position: [0, 0],
  parameters: parameters as WorkflowNode['parameters'],
});
const link = (...names: string[]) =>
  Object.fromEntries(
    names.slice(0, -1).map((n, i) => [n, { main: [[{ node: names[i + 1]!, type: 'main' as const, index: 0 }]] }]),
  );

describe('Form Trigger and Form nodes', () => {
  it('declares the versions n8n 1.123 has, with version-specific parameters', () => {
    for (const v of [1, 2, 2.1, 2.2, 2.3])
      expect(nodeTypes.get('n8n-nodes-base.formTrigger', v), `formTrigger ${v}`).toBeTruthy();
    for (const v of [1, 2.3]) expect(nodeTypes.get('n8n-nodes-base.form', v), `form ${v}`).toBeTruthy();
    expect(nodeTypes.get('n8n-nodes-base.form', 2)).toBeUndefined();
    const v1 = nodeTypes.get('weft.formTrigger', 1)!.description;
    expect(v1.properties.map((p) => p.name)).toEqual([
      'path',
      'formTitle',
      'formDescription',
      'formFields',
      'responseMode',
      'options',
    ]);
    const v2 = nodeTypes.get('weft.formTrigger', 2.3)!.description;
    expect(v2.credentials?.[0]?.name).toBe('httpBasicAuth');
    const options = v2.properties.find((p) => p.name === 'options') as { options: Array<{ name: string }> };
    expect(options.options.map((o) => o.name)).toEqual([
      'appendAttribution',
      'buttonLabel',
      'path',
      'respondWithOptions',
      'ignoreBots',
      'useWorkflowTimezone',
      'useWorkflowTimezone',
      'customCss',
    ]);
  });

  it('passes the submitted item on from the trigger', async () => {
    const workflow: Workflow = {
      name: 'f',
      nodes: [node('Form', 'n8n-nodes-base.formTrigger', 2.3, { formTitle: 'T' })],
      connections: {},
    };
    const item = { json: { Name: 'Ada', submittedAt: '2026-01-01T00:00:00.000Z', formMode: 'production' } };
    const result = await runWorkflow({ workflow, nodeTypes, mode: 'webhook', startNode: 'Form', startItems: [item] });
    expect(result.data.resultData.runData.Form![0]!.data!.main![0]!.map((i) => i.json)).toEqual([item.json]);
  });

  it('a Form page waits for its submission; without a Form Trigger before it, or as an ending with a page after it, it fails as n8n does', async () => {
    const trigger = node('Form', 'n8n-nodes-base.formTrigger', 2.3, { formTitle: 'T' });
    const page = node('Page', 'n8n-nodes-base.form', 2.3, { operation: 'page' });
    const waiting = await runWorkflow({
      workflow: { name: 'w', nodes: [trigger, page], connections: link('Form', 'Page') },
      nodeTypes,
      mode: 'webhook',
      startNode: 'Form',
      startItems: [{ json: {} }],
    });
    expect(waiting.status).toBe('waiting');

    const alone = await runWorkflow({
      workflow: {
        name: 'a',
        nodes: [node('Start', 'n8n-nodes-base.manualTrigger', 1), node('Page', 'n8n-nodes-base.form', 1)],
        connections: link('Start', 'Page'),
      },
      nodeTypes,
      mode: 'manual',
    });
    expect(alone.data.resultData.error?.message).toBe('Form Trigger node must be set before this node');

    const end = node('End', 'n8n-nodes-base.form', 2.3, { operation: 'completion' });
    const after = await runWorkflow({
      workflow: { name: 'e', nodes: [trigger, end, page], connections: link('Form', 'End', 'Page') },
      nodeTypes,
      mode: 'webhook',
      startNode: 'Form',
      startItems: [{ json: {} }],
    });
    expect(after.data.resultData.error?.message).toBe('Completion has to be the last Form node in the workflow');
  });
});
