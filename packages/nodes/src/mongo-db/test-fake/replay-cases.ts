/**
 * Replays cases recorded from real n8n 1.123 against the MongoDB fake (and the AI fake, for
 * embeddings and agents) on Weft, against fresh fakes of the same seed: every node's output (and
 * error) must be n8n's. Shared by the MongoDB Chat Memory and MongoDB Atlas Vector Store cases
 * (`<node>/n8n-cases/`, written by each node's `test-fake/make-cases.mjs`). ObjectIds the driver
 * makes on insert differ from run to run, so 24-digit hex ids are compared as one placeholder.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import mongodb from 'mongodb';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, importN8nWorkflow, type WorkflowNode } from '@weft/workflow';
import { builtinNodeTypes } from '../../registry.js';
import { differences, type ResultLike } from '../../../test/conformance-diff.js';
import { startAiFake, type AiFake } from '../../../test/ai-fake/server.mjs';
import { createMongoFake, type MongoFake } from './mongo-fake.mjs';

/** The MongoDB fake's port and the AI fake's origin the cases were recorded with. */
const RECORDED_MONGO_PORT = 27991;
const RECORDED_AI = 'http://127.0.0.1:18291';

/** The value with ObjectId hex strings (generated on insert) replaced by a placeholder. */
function normalize(value: unknown): unknown {
  if (typeof value === 'string') return value.replace(/\b[0-9a-f]{24}\b/g, '<ObjectId>');
  if (Array.isArray(value)) return value.map(normalize);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, normalize(v)]));
  return value;
}

/** Declares a suite `title` that replays every case under `root` (a node's `n8n-cases/` folder). */
export function replayMongoCases(title: string, root: string): void {
  const registry = createNodeTypeRegistry(builtinNodeTypes);
  const credentials = JSON.parse(readFileSync(join(root, 'credentials.json'), 'utf8')) as Array<{
    id: string;
    type: string;
    data: Record<string, unknown>;
  }>;
  const cases = readdirSync(root)
    .filter((name) => existsSync(join(root, name, 'expected.json')))
    .sort();

  let mongo: MongoFake;
  let mongoPort: number;
  let ai: AiFake;
  beforeAll(async () => {
    ai = await startAiFake({ port: 0 });
    mongo = createMongoFake({ users: [{ user: 'weft', password: 's3cret' }] });
    mongoPort = await mongo.start();
    const { $searchIndexes: indexes = {}, ...dbs } = mongodb.BSON.EJSON.parse(
      readFileSync(join(root, 'seed.json'), 'utf8'),
    ) as Record<string, Record<string, Array<Record<string, unknown>>>>;
    for (const [db, collections] of Object.entries(dbs))
      for (const [name, docs] of Object.entries(collections)) mongo.seed(db, name, docs);
    for (const [ns, list] of Object.entries(indexes)) {
      const [db, ...rest] = ns.split('.');
      for (const ix of list) mongo.seedSearchIndex(db!, rest.join('.'), ix as never);
    }
  });
  afterAll(async () => {
    await mongo?.close();
    await ai?.close();
  });

  /** The case's credential, pointed at this run's fakes. */
  async function getCredentials(node: WorkflowNode, type: string): Promise<Record<string, unknown>> {
    const ref = (node.credentials as Record<string, { id?: string }> | undefined)?.[type];
    const found = credentials.find((c) => c.type === type && c.id === ref?.id);
    if (!found) throw new Error(`no credential ${type} for ${node.name}`);
    const text = JSON.stringify(found.data)
      .replaceAll(RECORDED_AI, ai.url)
      .replaceAll(`:${RECORDED_MONGO_PORT}`, `:${mongoPort}`)
      .replace(`"port":${RECORDED_MONGO_PORT}`, `"port":${mongoPort}`);
    return JSON.parse(text) as Record<string, unknown>;
  }

  describe(title, () => {
    it('has recorded cases', () => {
      expect(cases.length).toBeGreaterThan(0);
    });
    for (const name of cases) {
      it(
        name,
        async () => {
          const workflow = importN8nWorkflow(JSON.parse(readFileSync(join(root, name, 'workflow.json'), 'utf8')));
          const expected = JSON.parse(readFileSync(join(root, name, 'expected.json'), 'utf8')) as {
            data: { resultData: ResultLike };
          };
          const result = await runWorkflow({
            workflow,
            nodeTypes: registry,
            mode: 'cli', // n8n's `execute` command, which recorded the cases, runs in 'cli' mode
            timezone: 'UTC',
            services: { getCredentials },
          });
          const diffs = differences(
            normalize(expected.data.resultData) as ResultLike,
            normalize(result.data.resultData) as ResultLike,
          );
          expect(diffs, diffs.join('\n')).toEqual([]);
        },
        60_000,
      );
    }
  });
}
