/**
 * The PGVector store against the real PostgreSQL of the tests (127.0.0.1:5432, database `test`,
 * with the pgvector extension that scripts/ensure-services.sh installs) and the fake OpenAI
 * embeddings: insert creates the table, load answers the nearest documents with their cosine
 * distance, metadata filters narrow the search, and a wrong table column is a clear error.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { builtinNodeTypes } from '@weft/nodes';
import { createNodeTypeRegistry, importN8nWorkflow, type WorkflowNode } from '@weft/workflow';
import { startAiFake, type AiFake } from '../../test/ai-fake/server.mjs';

const PG = { host: '127.0.0.1', port: 5432, user: 'postgres', password: '', database: 'test' };
const TABLE = 'weft_test_vectors';
const registry = createNodeTypeRegistry(builtinNodeTypes);
let fake: AiFake;
let hasVector = false;

beforeAll(async () => {
  fake = await startAiFake({ port: 0 });
  const client = new pg.Client(PG);
  await client.connect();
  try {
    await client.query('CREATE EXTENSION IF NOT EXISTS vector');
    hasVector = true;
  } catch {
    hasVector = false;
  }
  await client.query(`DROP TABLE IF EXISTS ${TABLE}`);
  await client.end();
});
afterAll(() => fake?.close());

const L = '@n8n/n8n-nodes-langchain.';
const node = (
  name: string,
  type: string,
  typeVersion: number,
  parameters: Record<string, unknown>,
  extra: Record<string, unknown> = {},
) => ({ id: name, name, type, typeVersion, position: [0, 0], parameters, ...extra });
const main = (to: string) => ({ main: [[{ node: to, type: 'main', index: 0 }]] });
const sub = (type: string, to: string) => ({ [type]: [[{ node: to, type, index: 0 }]] });

async function run(nodes: unknown[], connections: Record<string, unknown>) {
  const workflow = importN8nWorkflow({
    name: 't',
    nodes: [node('Start', 'n8n-nodes-base.manualTrigger', 1, {}), ...nodes],
    connections,
    settings: { executionOrder: 'v1' },
  });
  const getCredentials = async (_n: WorkflowNode, type: string) =>
    type === 'postgres' ? PG : { apiKey: 'sk-fake', url: `${fake.url}/v1` };
  return runWorkflow({ workflow, nodeTypes: registry, mode: 'manual', timezone: 'UTC', services: { getCredentials } });
}

const pgCred = { credentials: { postgres: { id: 'pg', name: 'pg' } } };
const embeddings = (name: string) =>
  node(name, `${L}embeddingsOpenAi`, 1.2, { options: {} }, { credentials: { openAiApi: { id: 'x', name: 'x' } } });

describe('Postgres PGVector Store', () => {
  it('inserts into a new table and loads the nearest documents, filtered by metadata', async (t) => {
    if (!hasVector) t.skip();
    const inserted = await run(
      [
        node('Items', 'n8n-nodes-base.code', 2, {
          jsCode:
            'return [{json:{text:"cats purr",kind:"pet"}},{json:{text:"dogs bark",kind:"pet"}},{json:{text:"stocks fell",kind:"money"}}];',
        }),
        node('Insert', `${L}vectorStorePGVector`, 1.3, { mode: 'insert', tableName: TABLE }, pgCred),
        embeddings('Emb'),
        node('Loader', `${L}documentDefaultDataLoader`, 1.1, {
          jsonMode: 'expressionData',
          jsonData: '={{ $json.text }}',
          options: { metadata: { metadataValues: [{ name: 'kind', value: '={{ $json.kind }}' }] } },
        }),
      ],
      {
        Start: main('Items'),
        Items: main('Insert'),
        Emb: sub('ai_embedding', 'Insert'),
        Loader: sub('ai_document', 'Insert'),
      },
    );
    expect(inserted.data.resultData.error).toBeUndefined();
    expect(inserted.data.resultData.runData.Insert![0]!.data!.main![0]).toHaveLength(3);

    const loaded = await run(
      [
        node(
          'Load',
          `${L}vectorStorePGVector`,
          1.3,
          {
            mode: 'load',
            tableName: TABLE,
            prompt: 'stocks fell',
            topK: 2,
            options: { metadata: { metadataValues: [{ name: 'kind', value: 'pet' }] } },
          },
          pgCred,
        ),
        embeddings('Emb'),
      ],
      { Start: main('Load'), Emb: sub('ai_embedding', 'Load') },
    );
    expect(loaded.data.resultData.error).toBeUndefined();
    const docs = loaded.data.resultData.runData.Load![0]!.data!.main![0]!.map(
      (i) => i.json as { document: { pageContent: string; metadata: Record<string, unknown> }; score: number },
    );
    expect(docs.map((d) => d.document.pageContent).sort()).toEqual(['cats purr', 'dogs bark']);
    expect(docs.every((d) => d.document.metadata.kind === 'pet')).toBe(true);

    const nearest = await run(
      [
        node(
          'Load',
          `${L}vectorStorePGVector`,
          1.3,
          { mode: 'load', tableName: TABLE, prompt: 'cats purr', topK: 1 },
          pgCred,
        ),
        embeddings('Emb'),
      ],
      { Start: main('Load'), Emb: sub('ai_embedding', 'Load') },
    );
    const best = nearest.data.resultData.runData.Load![0]!.data!.main![0]![0]!.json as {
      document: { pageContent: string };
      score: number;
    };
    expect(best.document.pageContent).toBe('cats purr');
    // The cosine distance of identical vectors.
    expect(best.score).toBeCloseTo(0, 6);
  });

  it('fails clearly when a configured column does not exist', async (t) => {
    if (!hasVector) t.skip();
    const result = await run(
      [
        node(
          'Load',
          `${L}vectorStorePGVector`,
          1.3,
          {
            mode: 'load',
            tableName: TABLE,
            prompt: 'x',
            options: {
              columnNames: {
                values: {
                  idColumnName: 'id',
                  vectorColumnName: 'nope',
                  contentColumnName: 'text',
                  metadataColumnName: 'metadata',
                },
              },
            },
          },
          pgCred,
        ),
        embeddings('Emb'),
      ],
      { Start: main('Load'), Emb: sub('ai_embedding', 'Load') },
    );
    expect(result.data.resultData.error?.message).toMatch(/column "nope" does not exist/);
  });
});
