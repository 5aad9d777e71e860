/**
 * Every built-in node type is registered at exactly the typeVersions n8n 1.123 declares for it
 * (`n8n-type-versions.json`: name → versions, read from the `dist/types/nodes.json` of n8n's
 * `n8n-nodes-base` and `@n8n/n8n-nodes-langchain` packages). A missing version would refuse
 * workflows n8n runs; an extra one would run a version n8n never had. A workflow naming a version
 * that is not registered is refused before it runs, with the versions there are.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { builtinNodeTypes } from '@weft/nodes';
import { createNodeTypeRegistry, importN8nWorkflow, toN8nTypeName } from '@weft/workflow';

const n8n = JSON.parse(readFileSync(new URL('./n8n-type-versions.json', import.meta.url), 'utf8')) as Record<
  string,
  number[]
>;

const registered = new Map<string, Set<number>>();
for (const t of builtinNodeTypes) {
  const name = toN8nTypeName(t.description.name);
  const versions = Array.isArray(t.description.version) ? t.description.version : [t.description.version];
  const set = registered.get(name) ?? new Set<number>();
  for (const v of versions) set.add(v);
  registered.set(name, set);
}

describe('typeVersions', () => {
  it("every built-in type that n8n has is registered at exactly n8n's versions", () => {
    const wrong: string[] = [];
    let checked = 0;
    for (const [name, versions] of registered) {
      const expected = n8n[name];
      if (!expected) continue;
      checked++;
      const have = [...versions].sort((a, b) => a - b);
      if (JSON.stringify(have) !== JSON.stringify(expected))
        wrong.push(`${name}: Weft ${have.join(', ')}, n8n ${expected.join(', ')}`);
    }
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThan(100);
  });

  it('types n8n does not list are only the <type>Tool variants built from usable-as-tool nodes', () => {
    const others = [...registered.keys()].filter(
      (name) => !n8n[name] && !(name.endsWith('Tool') && n8n[name.slice(0, -4)]),
    );
    expect(others).toEqual([]);
  });

  it('refuses an AI node at a version Weft does not have, naming the versions there are, before anything runs', async () => {
    const workflow = importN8nWorkflow({
      nodes: [
        {
          id: '1',
          name: 'Start',
          type: 'n8n-nodes-base.manualTrigger',
          typeVersion: 1,
          position: [0, 0],
          parameters: {},
        },
        {
          id: '2',
          name: 'AI Agent',
          type: '@n8n/n8n-nodes-langchain.agent',
          typeVersion: 1.95,
          position: [200, 0],
          parameters: {},
        },
        {
          id: '3',
          name: 'Model',
          type: '@n8n/n8n-nodes-langchain.lmChatOpenAi',
          typeVersion: 1.4,
          position: [200, 200],
          parameters: {},
        },
      ],
      connections: {
        Start: { main: [[{ node: 'AI Agent', type: 'main', index: 0 }]] },
        Model: { ai_languageModel: [[{ node: 'AI Agent', type: 'ai_languageModel', index: 0 }]] },
      },
    });
    const result = await runWorkflow({
      workflow,
      nodeTypes: createNodeTypeRegistry(builtinNodeTypes),
      mode: 'manual',
      timezone: 'UTC',
    });
    const message = result.data.resultData.error?.message ?? '';
    expect(message).toMatch(/1\.95/);
    expect(message).toMatch(/1\.9\b/);
    expect(result.data.resultData.runData['AI Agent']).toBeUndefined();
  });
});
