/**
 * Customer Datastore (n8n training) 1: n8n's five customers, the first one per item, all of them or
 * the first Limit per item, and the parameters as n8n 1.123 declares them.
 */
import { existsSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, importN8nWorkflow, type Item } from '@weft/workflow';
import { builtinNodeTypes } from '../registry.js';
import { trainingDatastoreNode } from './index.js';

const registry = createNodeTypeRegistry(builtinNodeTypes);

async function run(parameters: Record<string, unknown>, items: Item[] = [{ json: {} }]) {
  const node = {
    id: 'd',
    name: 'Datastore',
    type: 'n8n-nodes-base.n8nTrainingCustomerDatastore',
    typeVersion: 1,
    position: [0, 0],
    parameters,
  };
  const workflow = importN8nWorkflow({ id: 'wf', name: 'datastore', nodes: [node], connections: {} });
  const result = await runWorkflow({
    workflow,
    nodeTypes: registry,
    mode: 'manual',
    timezone: 'UTC',
    startNode: 'Datastore',
    startItems: items,
  });
  return result.data.resultData.runData.Datastore?.[0]?.data?.main?.[0] ?? [];
}

describe('Customer Datastore (n8n training)', () => {
  it('gives the first customer once per item', async () => {
    const out = await run({}, [{ json: {} }, { json: {} }]);
    expect(out.map((i) => i.json.name)).toEqual(['Jay Gatsby', 'Jay Gatsby']);
    expect(out[0]!.json).toEqual({
      id: '23423532',
      name: 'Jay Gatsby',
      email: 'gatsby@west-egg.com',
      notes: 'Keeps asking about a green light??',
      country: 'US',
      created: '1925-04-10',
    });
  });

  it('gives all five customers, or the first Limit (5 by default) per item', async () => {
    expect((await run({ operation: 'getAllPeople', returnAll: true })).map((i) => i.json.id)).toEqual([
      '23423532',
      '23423533',
      '23423534',
      '23423535',
      '23423536',
    ]);
    expect(await run({ operation: 'getAllPeople' })).toHaveLength(5);
    const limited = await run({ operation: 'getAllPeople', limit: 2 }, [{ json: {} }, { json: {} }]);
    expect(limited.map((i) => [i.json.name, i.pairedItem])).toEqual([
      ['Jay Gatsby', { item: 0 }],
      ['José Arcadio Buendía', { item: 0 }],
      ['Jay Gatsby', { item: 1 }],
      ['José Arcadio Buendía', { item: 1 }],
    ]);
  });
});

const file = join(homedir(), '.cache/weft-n8n-oracle/node_modules/n8n-nodes-base/dist/types/nodes.json');
describe.skipIf(!existsSync(file))('Customer Datastore parameters as n8n 1.123 declares them', () => {
  it('Customer Datastore (n8n training) 1', () => {
    const theirs = (JSON.parse(readFileSync(file, 'utf8')) as Array<Record<string, any>>).find(
      (n) => n.name === 'n8nTrainingCustomerDatastore',
    )!;
    const pick = (p: Record<string, any>) =>
      JSON.parse(
        JSON.stringify({
          name: p.name,
          type: p.type,
          default: p.default,
          displayOptions: p.displayOptions,
          typeOptions: p.typeOptions,
          values: p.options?.map((o: Record<string, any>) => o.value),
        }),
      );
    expect(trainingDatastoreNode[0]!.description.properties.map(pick)).toEqual(theirs.properties.map(pick));
  });
});
