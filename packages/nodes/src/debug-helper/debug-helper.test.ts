import { describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, importN8nWorkflow } from '@weft/workflow';
import { builtinNodeTypes } from '../index.js';
import { generators, seededRandom } from './index.js';

const registry = createNodeTypeRegistry(builtinNodeTypes);

async function run(parameters: Record<string, unknown>) {
  const workflow = importN8nWorkflow({
    nodes: [
      {
        id: '1',
        name: 'Manual',
        type: 'n8n-nodes-base.manualTrigger',
        typeVersion: 1,
        position: [0, 0],
        parameters: {},
      },
      { id: '2', name: 'Debug', type: 'n8n-nodes-base.debugHelper', typeVersion: 1, position: [200, 0], parameters },
    ],
    connections: { Manual: { main: [[{ node: 'Debug', type: 'main', index: 0 }]] } },
  });
  const result = await runWorkflow({ workflow, nodeTypes: registry, mode: 'manual', timezone: 'UTC' });
  return {
    error: result.data.resultData.error,
    items: result.data.resultData.runData.Debug?.[0]?.data?.main?.[0] ?? [],
  };
}

describe('Debug Helper random data', () => {
  it('gives the same records for the same seed, others for another seed', async () => {
    const a = await run({ category: 'randomData', randomDataType: 'user', randomDataSeed: 'weft', randomDataCount: 5 });
    const b = await run({ category: 'randomData', randomDataType: 'user', randomDataSeed: 'weft', randomDataCount: 5 });
    const c = await run({
      category: 'randomData',
      randomDataType: 'user',
      randomDataSeed: 'other',
      randomDataCount: 5,
    });
    expect(a.items).toHaveLength(5);
    expect(a.items.map((i) => i.json)).toEqual(b.items.map((i) => i.json));
    expect(a.items.map((i) => i.json)).not.toEqual(c.items.map((i) => i.json));
    expect(Object.keys(a.items[0]!.json)).toEqual(['uid', 'email', 'firstname', 'lastname', 'password']);
    expect(a.items[0]!.json.uid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(a.items[0]!.pairedItem).toEqual({ item: 0 });
  });

  it('has n8n’s shape for every data type, and a single array on request', async () => {
    const gen = generators(seededRandom('s'));
    expect(Object.keys(gen.address())).toEqual(['firstname', 'lastname', 'street', 'city', 'zip', 'state', 'country']);
    expect(Object.keys(gen.creditCard())).toEqual(['type', 'number', 'ccv', 'exp', 'holder_name']);
    expect(gen.ipv4().ip).toMatch(/^(\d{1,3}\.){3}\d{1,3}$/);
    expect(gen.ipv6().ipv6.split(':')).toHaveLength(8);
    expect(gen.macAddress().mac).toMatch(/^([0-9a-f]{2}-){5}[0-9a-f]{2}$/);
    expect(gen.semver().version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(gen.latLong().location).toMatch(/^-?\d+\.\d{6}, -?\d+\.\d{6}$/);
    expect(gen.nanoid('ab', 8).nanoId).toMatch(/^[ab]{8}$/);
    const single = await run({
      category: 'randomData',
      randomDataType: 'nanoid',
      nanoidAlphabet: 'xyz',
      nanoidLength: '4',
      randomDataSeed: '1',
      randomDataCount: 3,
      randomDataSingleArray: true,
    });
    expect(single.items).toHaveLength(1);
    expect((single.items[0]!.json.generatedItems as Array<{ nanoId: string }>).map((g) => g.nanoId)).toEqual([
      expect.stringMatching(/^[xyz]{4}$/),
      expect.stringMatching(/^[xyz]{4}$/),
      expect.stringMatching(/^[xyz]{4}$/),
    ]);
  });

  it('credit card numbers pass the Luhn check', () => {
    const gen = generators(seededRandom('cards'));
    for (let n = 0; n < 20; n++) {
      const digits = gen.creditCard().number.split('').map(Number).reverse();
      const sum = digits.reduce((s, d, i) => s + (i % 2 ? (d * 2 > 9 ? d * 2 - 9 : d * 2) : d), 0);
      expect(sum % 10).toBe(0);
    }
  });
});

describe('Debug Helper errors', () => {
  it('refuses Out Of Memory with a clear error', async () => {
    const { error } = await run({ category: 'oom', memorySizeValue: 10 });
    expect(error?.message).toBe('Weft does not fill memory on purpose');
  });

  it('throws the chosen message', async () => {
    expect(
      (await run({ category: 'throwError', throwErrorType: 'NodeOperationError', throwErrorMessage: 'bad' })).error
        ?.message,
    ).toBe('bad');
    expect((await run({ category: 'throwError' })).error?.message).toBe('Node has thrown an error');
  });
});
