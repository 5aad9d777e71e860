/**
 * The SQL Agent (AI Agent 1's `sqlAgent`) through the real engine against the loopback AI fake and
 * the machine's real MariaDB (127.0.0.1:3306, root, database `test`) and PostgreSQL. n8n's
 * recordings (`test/ai-cases/agent-v1.7-sql-*`) cover SQLite and PostgreSQL; MySQL is checked here:
 * the rows a query returns reach the model, and a query that would change data is refused before it
 * runs, so the table is intact afterwards.
 */
import mysql from 'mysql2/promise';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { builtinNodeTypes } from '@weft/nodes';
import { createNodeTypeRegistry, importN8nWorkflow, type WorkflowNode } from '@weft/workflow';
import { startAiFake, type AiFake } from '../../test/ai-fake/server.mjs';
import { blockedSqlKeyword } from './sql-agent.js';

const registry = createNodeTypeRegistry(builtinNodeTypes);
const table = `sql_agent_${process.pid}`;
const mysqlCredentials = { host: '127.0.0.1', port: 3306, database: 'test', user: 'root', password: '' };
const pgCredentials = { host: '127.0.0.1', port: 5432, database: 'test', user: 'postgres', password: '' };
let fake: AiFake;

beforeAll(async () => {
  fake = await startAiFake({ port: 0 });
  const my = await mysql.createConnection(mysqlCredentials);
  await my.query(`CREATE TABLE ${table} (id INT PRIMARY KEY, name VARCHAR(40), shafts INT)`);
  await my.query(`INSERT INTO ${table} VALUES (1, 'Jacquard', 24), (2, 'Dobby', 16)`);
  await my.end();
  const client = new pg.Client(pgCredentials);
  await client.connect();
  await client.query(`CREATE TABLE ${table} (id int PRIMARY KEY, name text, shafts int)`);
  await client.query(`INSERT INTO ${table} VALUES (1, 'Jacquard', 24), (2, 'Dobby', 16)`);
  await client.end();
});

afterAll(async () => {
  await fake?.close();
  const my = await mysql.createConnection(mysqlCredentials);
  await my.query(`DROP TABLE IF EXISTS ${table}`);
  await my.end();
  const client = new pg.Client(pgCredentials);
  await client.connect();
  await client.query(`DROP TABLE IF EXISTS ${table}`);
  await client.end();
});

/** Runs the SQL agent (1.7) over `dataSource` with one prompt; the model answers with `@text`. */
async function runSqlAgent(dataSource: 'mysql' | 'postgres', text: string, options: Record<string, unknown> = {}) {
  const credentialType = dataSource === 'mysql' ? 'mySql' : 'postgres';
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
        typeVersion: 1.7,
        position: [200, 0],
        parameters: {
          agent: 'sqlAgent',
          dataSource,
          promptType: 'define',
          text,
          options: { includedTables: table, ...options },
        },
        credentials: { [credentialType]: { id: 'db', name: 'db' } },
      },
      {
        id: '3',
        name: 'Model',
        type: '@n8n/n8n-nodes-langchain.lmChatOpenAi',
        typeVersion: 1,
        position: [200, 200],
        parameters: { model: 'gpt-4o-mini', options: {} },
        credentials: { openAiApi: { id: 'ai', name: 'ai' } },
      },
    ],
    connections: {
      Start: { main: [[{ node: 'AI Agent', type: 'main', index: 0 }]] },
      Model: { ai_languageModel: [[{ node: 'AI Agent', type: 'ai_languageModel', index: 0 }]] },
    },
  });
  const before = fake.requests.length;
  const getCredentials = async (_node: WorkflowNode, type: string) => {
    if (type === 'openAiApi') return { apiKey: 'sk-fake', url: `${fake.url}/v1` };
    if (type === 'mySql') return mysqlCredentials;
    if (type === 'postgres') return pgCredentials;
    throw new Error(`no ${type}`);
  };
  const result = await runWorkflow({ workflow, nodeTypes: registry, mode: 'manual', services: { getCredentials } });
  const run = result.data.resultData.runData['AI Agent']?.[0];
  return {
    error: result.data.resultData.error,
    json: run?.data?.main?.[0]?.[0]?.json as { output: string; intermediateSteps?: Array<{ observation: string }> },
    prompts: fake.requests.slice(before).map((r) => JSON.stringify((r.body as { messages: unknown }).messages)),
  };
}

const ask = (action: string, input: string, maxIterations = '') =>
  `@text(Thought: use the tool\nAction: ${action}\nAction Input: ${input})${maxIterations}`;

describe('SQL Agent', () => {
  it("answers from a MySQL table: the query's rows reach the model", async () => {
    const run = await runSqlAgent(
      'mysql',
      `Biggest? ${ask('query-sql', `SELECT name FROM ${table} ORDER BY shafts DESC`)}`,
    );
    expect(run.error).toBeUndefined();
    expect(run.json.output).toBe('Agent stopped due to max iterations.');
    expect(run.json.intermediateSteps?.[0]?.observation).toBe('[{"name":"Jacquard"},{"name":"Dobby"}]');
    // LangChain's SQL toolkit names SQLite as the dialect whatever the database (so does n8n's prompt).
    expect(run.prompts[0]).toContain('syntactically correct sqlite query');
    expect(run.prompts[0]).toContain('at most 10 results');
  });

  it('describes a table with sample rows to the model (PostgreSQL)', async () => {
    const run = await runSqlAgent('postgres', `Schema? ${ask('info-sql', table)}`, { includedSampleRows: 1, topK: 4 });
    const info = run.json.intermediateSteps?.[0]?.observation ?? '';
    expect(info).toContain(`CREATE TABLE "public"."${table}"`);
    expect(info).toContain('Jacquard');
    expect(info).not.toContain('Dobby');
    expect(run.prompts[0]).toContain('at most 4 results');
  });

  it.each(['mysql', 'postgres'] as const)(
    'refuses a query that would change data (%s); the table is intact',
    async (source) => {
      const run = await runSqlAgent(source, `Tidy up ${ask('query-sql', `DELETE FROM ${table}`)}`);
      expect(run.json.intermediateSteps?.[0]?.observation).toBe('');
      const count = async () => {
        if (source === 'mysql') {
          const my = await mysql.createConnection(mysqlCredentials);
          const [rows] = await my.query(`SELECT COUNT(*) AS n FROM ${table}`);
          await my.end();
          return Number((rows as Array<{ n: number }>)[0]!.n);
        }
        const client = new pg.Client(pgCredentials);
        await client.connect();
        const { rows } = await client.query(`SELECT COUNT(*)::int AS n FROM ${table}`);
        await client.end();
        return rows[0].n as number;
      };
      expect(await count()).toBe(2);
    },
  );

  it('finds data-changing keywords outside comments and quoted text only', () => {
    expect(blockedSqlKeyword('SELECT * FROM looms')).toBeUndefined();
    expect(blockedSqlKeyword('SELECT \'drop table\' AS note, "update" FROM t -- delete\n')).toBeUndefined();
    expect(blockedSqlKeyword('select 1; /* x */ drop table looms')).toBe('DROP');
    expect(blockedSqlKeyword('WITH x AS (SELECT 1) INSERT INTO t SELECT * FROM x')).toBe('INSERT');
    expect(blockedSqlKeyword('SELECT updated_at FROM t')).toBeUndefined();
  });
});
