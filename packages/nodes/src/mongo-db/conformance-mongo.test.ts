/**
 * Replays the MongoDB cases recorded from real n8n 1.123 (conformance-mongo/, written by
 * test-fake/make-cases.mjs, recorded against test-fake/mongo-fake.mjs) on Weft, against a fresh fake
 * with the same seed. ObjectIds the driver makes on insert (and search index ids) differ from run to
 * run, so hex ids not in the seed are compared as one placeholder.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import mongodb from 'mongodb';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, importN8nWorkflow, type WorkflowNode } from '@weft/workflow';
import { builtinNodeTypes } from '../registry.js';
import { differences, type ResultLike } from '../../test/conformance-diff.js';
import { createMongoFake, type MongoFake } from './test-fake/mongo-fake.mjs';

const root = fileURLToPath(new URL('./conformance-mongo/', import.meta.url));
const RECORDED_PORT = 27999;
const registry = createNodeTypeRegistry(builtinNodeTypes);
const seedText = readFileSync(join(root, 'seed.json'), 'utf8');
const seedIds = new Set([...seedText.matchAll(/"\$oid": "([0-9a-f]{24})"/g)].map((m) => m[1]!));
const credentials = JSON.parse(readFileSync(join(root, 'credentials.json'), 'utf8')) as Array<{
  id: string;
  type: string;
  data: Record<string, unknown>;
}>;
const cases = readdirSync(root)
  .filter((name) => existsSync(join(root, name, 'expected.json')))
  .sort();

/** The value with generated ObjectId hex strings replaced by a placeholder. */
function normalize(value: unknown): unknown {
  if (typeof value === 'string')
    return /^[0-9a-f]{24}$/.test(value) && !seedIds.has(value) ? '<generated ObjectId>' : value;
  if (Array.isArray(value)) return value.map(normalize);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, normalize(v)]));
  return value;
}

let fake: MongoFake;
let port: number;
beforeAll(async () => {
  fake = createMongoFake({ users: [{ user: 'weft', password: 's3cret' }] });
  port = await fake.start();
  const seed = mongodb.BSON.EJSON.parse(seedText) as Record<string, Record<string, Array<Record<string, unknown>>>>;
  for (const [db, collections] of Object.entries(seed))
    for (const [name, docs] of Object.entries(collections)) fake.seed(db, name, docs);
});
afterAll(async () => {
  await fake.close();
});

/** The case's credential, pointed at this run's fake. */
async function getCredentials(node: WorkflowNode, type: string): Promise<Record<string, unknown>> {
  const ref = (node.credentials as Record<string, { id?: string }> | undefined)?.[type];
  const found = credentials.find((c) => c.type === type && c.id === ref?.id);
  if (!found) throw new Error(`no credential ${type} for ${node.name}`);
  const data = { ...found.data };
  if (data.port === RECORDED_PORT) data.port = port;
  if (typeof data.connectionString === 'string')
    data.connectionString = data.connectionString.replace(`:${RECORDED_PORT}`, `:${port}`);
  return data;
}

describe('MongoDB cases recorded from n8n', () => {
  it('has recorded cases', () => {
    expect(cases.length).toBeGreaterThan(0);
  });
  for (const name of cases) {
    it(name, async () => {
      const workflow = importN8nWorkflow(JSON.parse(readFileSync(join(root, name, 'workflow.json'), 'utf8')));
      const expected = JSON.parse(readFileSync(join(root, name, 'expected.json'), 'utf8')) as {
        data: { resultData: ResultLike };
      };
      const result = await runWorkflow({
        workflow,
        nodeTypes: registry,
        mode: 'manual',
        timezone: 'UTC',
        services: { getCredentials },
      });
      const diffs = differences(
        normalize(expected.data.resultData) as ResultLike,
        normalize(result.data.resultData) as ResultLike,
      );
      expect(diffs, diffs.join('\n')).toEqual([]);
    });
  }
});
