import { describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, type Workflow } from '@weft/workflow';
import { builtinNodeTypes } from '../index.js';
import { DEFAULT_EXCLUDED_NODE_TYPES } from '../nodes-exclude.js';
import { classicModuleName, requiredModuleNames } from './modules.js';

const registry = createNodeTypeRegistry(builtinNodeTypes);

/** Start → Items → LangChain Code (`execute` code, one main input and output). */
function workflow(code: string, rows: object[] = [{ n: 1 }], extra: Record<string, unknown> = {}): Workflow {
  return {
    name: 'LangChain Code',
    nodes: [
      { id: '1', name: 'Start', type: 'weft.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
      {
        id: '2',
        name: 'Items',
        type: 'weft.code',
        typeVersion: 2,
        position: [200, 0],
        parameters: { jsCode: `return ${JSON.stringify(rows.map((json) => ({ json })))};` },
      },
      {
        id: '3',
        name: 'LangChain Code',
        type: '@n8n/n8n-nodes-langchain.code',
        typeVersion: 1,
        position: [400, 0],
        parameters: {
          code: { execute: { code } },
          inputs: { input: [{ type: 'main', required: true, maxConnections: 1 }] },
          outputs: { output: [{ type: 'main' }] },
        },
        ...extra,
      },
    ],
    connections: {
      Start: { main: [[{ node: 'Items', type: 'main', index: 0 }]] },
      Items: { main: [[{ node: 'LangChain Code', type: 'main', index: 0 }]] },
    },
  };
}

async function run(code: string, rows?: object[], messages: unknown[][] = []) {
  const result = await runWorkflow({
    workflow: workflow(code, rows),
    nodeTypes: registry,
    mode: 'manual',
    timezone: 'UTC',
    services: { onConsole: (_node: string, args: unknown[]) => void messages.push(args) },
  });
  const resultData = result.data.resultData;
  return {
    error: resultData.error as (Error & { description?: string }) | undefined,
    items: resultData.runData['LangChain Code']?.[0]?.data?.main?.[0]?.map((i) => i.json),
  };
}

describe('LangChain Code node', () => {
  it("is left out of a server unless its operator enables it: its code runs in Weft's own process", () => {
    expect(DEFAULT_EXCLUDED_NODE_TYPES).toContain('@n8n/n8n-nodes-langchain.code');
  });

  it("reads n8n's older langchain/… imports as @langchain/classic/…, and finds the modules code requires", () => {
    expect(classicModuleName('langchain/chains')).toBe('@langchain/classic/chains');
    expect(classicModuleName('langchain/tools/calculator')).toBe('@langchain/classic/tools/calculator');
    expect(classicModuleName('langchain/prompts')).toBe('langchain/prompts');
    expect(classicModuleName('@langchain/core/prompts')).toBe('@langchain/core/prompts');
    expect(
      requiredModuleNames(
        'const a = require(\'@langchain/core/tools\');\nconst b = require( "langchain/chains" ); require(x);',
      ),
    ).toEqual(['@langchain/core/tools', 'langchain/chains']);
  });

  it('gives the code the same LangChain modules Weft runs, also for a name built at run time', async () => {
    const { items, error } = await run(
      [
        "const { PromptTemplate } = require('@langchain/core/prompts');",
        "const name = ['@langchain', 'core', 'prompts'].join('/');",
        'const again = require(name);',
        "const text = await PromptTemplate.fromTemplate('Hello {who}').format({ who: $json.who });",
        'return [{ json: { text, same: typeof again.PromptTemplate === "function" } }];',
      ].join('\n'),
      [{ who: 'weaver' }],
    );
    expect(error).toBeUndefined();
    expect(items).toEqual([{ text: 'Hello weaver', same: true }]);
  });

  it("refuses other modules with n8n's message, the line, and what the operator can do", async () => {
    const { error } = await run("const a = 1;\nconst fs = require('fs');\nreturn [];");
    expect(error?.message).toBe("Cannot find module 'fs' [line 2]");
    expect(error?.description).toContain('WEFT_FUNCTION_ALLOW_BUILTIN');
    const missing = await run("require('@langchain/not-a-package');\nreturn [];");
    expect(missing.error?.message).toBe("Cannot find module '@langchain/not-a-package' [line 1]");
    expect(missing.error?.description).toContain('not installed with Weft');
  });

  it('names the line and the error type when the code throws, as n8n does', async () => {
    const { error } = await run("const shafts = 8;\n\nthrow new RangeError('Too many shafts: ' + shafts);");
    expect(error?.message).toBe('Too many shafts: 8 [line 3]');
    expect(error?.description).toBe('RangeError');
  });

  it("sees n8n's globals and the node's functions on `this`, and sends console output to the editor", async () => {
    const messages: unknown[][] = [];
    const { items, error } = await run(
      [
        'console.log("items", items.length);',
        'return [{ json: {',
        '  first: $input.first().json.n,',
        "  fromNode: $('Items').last().json.n,",
        '  count: this.getInputData().length,',
        '  node: this.getNode().name,',
        '  sameThis: this.getNode === getNode,',
        '  runIndex: $runIndex,',
        '} }];',
      ].join('\n'),
      [{ n: 1 }, { n: 2 }],
      messages,
    );
    expect(error).toBeUndefined();
    expect(items).toEqual([{ first: 1, fromNode: 2, count: 2, node: 'LangChain Code', sameThis: true, runIndex: 0 }]);
    expect(messages).toContainEqual(['items', 2]);
  });
});
