import { describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, importN8nWorkflow } from '@weft/workflow';
import { markupNodeTypes } from './registry-markup.js';
import { codeNode } from './code/index.js';
import { manualTriggerNode } from './manual-trigger/index.js';
import { safeXmlName } from './xml/execute.js';

const registry = createNodeTypeRegistry([...manualTriggerNode, ...codeNode, ...markupNodeTypes]);

/** Runs Manual → Code (jsCode) → node and answers the node's items' json. */
async function run(jsCode: string, type: string, parameters: Record<string, unknown>): Promise<unknown[]> {
  const workflow = importN8nWorkflow({
    name: 't',
    nodes: [
      {
        id: 'm',
        name: 'Manual',
        type: 'n8n-nodes-base.manualTrigger',
        typeVersion: 1,
        position: [0, 0],
        parameters: {},
      },
      {
        id: 'd',
        name: 'Data',
        type: 'n8n-nodes-base.code',
        typeVersion: 2,
        position: [200, 0],
        parameters: { jsCode },
      },
      { id: 't', name: 'Under', type, typeVersion: 1, position: [400, 0], parameters },
    ],
    connections: {
      Manual: { main: [[{ node: 'Data', type: 'main', index: 0 }]] },
      Data: { main: [[{ node: 'Under', type: 'main', index: 0 }]] },
    },
  });
  const result = await runWorkflow({ workflow, nodeTypes: registry, mode: 'manual', timezone: 'UTC' });
  const runs = (
    result.data.resultData.runData as Record<string, Array<{ data?: { main: Array<Array<{ json: unknown }>> } }>>
  ).Under;
  return (runs?.[0]?.data?.main[0] ?? []).map((item) => item.json);
}

describe('XML node', () => {
  it('renames tag and attribute names that would reach a prototype', async () => {
    expect(safeXmlName('__proto__')).toBe('sanitized___proto__');
    expect(safeXmlName('book')).toBe('book');
    const out = await run(
      'return [{json:{data:\'<r constructor="x"><__proto__><polluted>1</polluted></__proto__></r>\'}}];',
      'n8n-nodes-base.xml',
      {
        mode: 'xmlToJson',
        dataPropertyName: 'data',
      },
    );
    expect(out).toEqual([{ r: { sanitized_constructor: 'x', sanitized___proto__: { polluted: '1' } } }]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('round-trips an item through JSON to XML and back', async () => {
    const xml = await run("return [{json:{a:{b:'1',c:['x','y']}}}];", 'n8n-nodes-base.xml', {
      mode: 'jsonToxml',
      dataPropertyName: 'xml',
      options: { headless: true },
    });
    expect(xml).toEqual([{ xml: '<a>\n  <b>1</b>\n  <c>x</c>\n  <c>y</c>\n</a>' }]);
  });
});

describe('Markdown node', () => {
  it('converts both ways at a nested destination key', async () => {
    const html = await run("return [{json:{md:'**hi**'}}];", 'n8n-nodes-base.markdown', {
      mode: 'markdownToHtml',
      markdown: '={{ $json.md }}',
      destinationKey: 'out.html',
    });
    expect(html).toEqual([{ md: '**hi**', out: { html: '<p><strong>hi</strong></p>' } }]);
    const md = await run("return [{json:{h:'<ul><li>a</li></ul>'}}];", 'n8n-nodes-base.markdown', {
      mode: 'htmlToMarkdown',
      html: '={{ $json.h }}',
      destinationKey: 'md',
      options: { bulletMarker: '-' },
    });
    expect(md).toEqual([{ h: '<ul><li>a</li></ul>', md: '- a' }]);
  });
});
