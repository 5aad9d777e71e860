/**
 * Merge "SQL Query" through the engine: queries that try to read or write files, fetch URLs, load
 * modules or run JavaScript fail without touching the host; ordinary queries still work.
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, type Workflow } from '@weft/workflow';
import { builtinNodeTypes } from '../registry.js';
import { addPairedItemColumns, loadAlaSql } from './combine-by-sql.js';

const nodeTypes = createNodeTypeRegistry(builtinNodeTypes);
const marker = globalThis as { __weftSqlPwned?: unknown };

async function run(query: string, typeVersion = 3.2) {
  const workflow = {
    name: 'merge sql test',
    nodes: [
      {
        id: '1',
        name: 'Start',
        type: 'n8n-nodes-base.manualTrigger',
        typeVersion: 1,
        position: [0, 0],
        parameters: {},
      },
      { id: '2', name: 'In1', type: 'n8n-nodes-base.noOp', typeVersion: 1, position: [200, 0], parameters: {} },
      { id: '3', name: 'In2', type: 'n8n-nodes-base.noOp', typeVersion: 1, position: [200, 200], parameters: {} },
      {
        id: '4',
        name: 'Merge',
        type: 'n8n-nodes-base.merge',
        typeVersion,
        position: [400, 0],
        parameters: { mode: 'combineBySql', query, options: {} },
      },
    ],
    connections: {
      Start: {
        main: [
          [
            { node: 'In1', type: 'main', index: 0 },
            { node: 'In2', type: 'main', index: 0 },
          ],
        ],
      },
      In1: { main: [[{ node: 'Merge', type: 'main', index: 0 }]] },
      In2: { main: [[{ node: 'Merge', type: 'main', index: 1 }]] },
    },
    pinData: {
      In1: [{ json: { id: 1, name: 'a' } }, { json: { id: 2, name: 'b' } }],
      In2: [{ json: { id: 1, score: 10 } }],
    },
    settings: { executionOrder: 'v1' },
  } as unknown as Workflow;
  const result = await runWorkflow({ workflow, nodeTypes, mode: 'manual', timezone: 'UTC' });
  const out = result.data.resultData.runData.Merge?.[0]?.data?.main?.[0] ?? [];
  const error = result.data.resultData.error as { message?: string; description?: string } | undefined;
  return { json: out.map((item) => item.json), paired: out.map((item) => item.pairedItem), error };
}

describe('Merge "SQL Query" is sandboxed', () => {
  let dir: string;
  let server: Server;
  let hits = 0;
  let url: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'weft-merge-sql-'));
    writeFileSync(join(dir, 'secret.json'), '[{"secret":"TOP-SECRET"}]');
    writeFileSync(join(dir, 'secret.csv'), 'secret\nTOP-SECRET\n');
    writeFileSync(join(dir, 'evil.js'), `require('fs').writeFileSync(${JSON.stringify(join(dir, 'required'))}, '1');`);
    writeFileSync(join(dir, 'script.sql'), "SELECT 'TOP-SECRET' AS secret");
    server = createServer((_req, res) => {
      hits++;
      res.setHeader('content-type', 'application/json');
      res.end('[{"secret":"TOP-SECRET"}]');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/data.json`;
  });

  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    await new Promise((resolve) => server.close(resolve));
    delete marker.__weftSqlPwned;
  });

  it('still runs ordinary queries, linking rows to their items', async () => {
    const result = await run('SELECT input1.name, input2.score FROM input1 JOIN input2 ON input1.id = input2.id');
    expect(result.error).toBeUndefined();
    expect(result.json).toEqual([{ name: 'a', score: 10 }]);
    expect(result.paired).toEqual([[{ item: 0 }, { item: 0, input: 1 }]]);
  });

  it('cannot read files: /etc/passwd or a file it was told about, in any format', async () => {
    const secret = join(dir, 'secret.json');
    for (const query of [
      "SELECT * FROM JSON('/etc/passwd')",
      "SELECT * FROM TXT('/etc/passwd')",
      "SELECT * FROM CSV('/etc/passwd')",
      `SELECT * FROM JSON('${secret}')`,
      `SELECT * FROM FILE('${secret}')`,
      `SELECT * FROM CSV('${join(dir, 'secret.csv')}')`,
      `SELECT * FROM XLSX('${secret}')`,
      `SELECT * FROM '${secret}'`,
      `SOURCE '${join(dir, 'script.sql')}'`,
    ]) {
      const result = await run(query);
      expect(result.json, query).toEqual([]);
      expect(result.error?.message, query).toBe('Issue while executing query');
      expect(result.error?.description, query).toMatch(/turned off/);
      expect(JSON.stringify(result), query).not.toMatch(/TOP-SECRET|root:/);
    }
  });

  it('cannot fetch URLs', async () => {
    const result = await run(`SELECT * FROM JSON('${url}')`);
    expect(result.error?.description).toMatch(/turned off/);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(hits).toBe(0);
  });

  it('cannot write files', async () => {
    const cases: Array<[string, string]> = [
      [`SELECT * INTO JSON('${join(dir, 'x.json')}') FROM input1`, 'x.json'],
      ["SELECT * INTO JSON('/tmp/x.json') FROM input1", '/tmp/x.json'],
      [`SELECT * INTO CSV('${join(dir, 'x.csv')}') FROM input1`, 'x.csv'],
      [`SELECT * INTO TXT('${join(dir, 'x.txt')}') FROM input1`, 'x.txt'],
      [`ATTACH FILESTORAGE DATABASE leak('${join(dir, 'db.json')}')`, 'db.json'],
    ];
    for (const [query, file] of cases) {
      const existed = existsSync(file.startsWith('/') ? file : join(dir, file));
      const result = await run(query);
      expect(result.error?.message, query).toBe('Issue while executing query');
      if (!existed) expect(existsSync(file.startsWith('/') ? file : join(dir, file)), query).toBe(false);
    }
  });

  it('cannot load modules or run JavaScript', async () => {
    for (const query of [
      `REQUIRE '${join(dir, 'evil.js')}'`,
      "SELECT ``globalThis.__weftSqlPwned = 'select'`` AS x FROM input1",
      `SELECT \`\`require('fs').writeFileSync('${join(dir, 'js')}', '1')\`\` AS x FROM input1`,
      "SELECT * FROM input1 WHERE ``globalThis.__weftSqlPwned = 'where'``",
      "CREATE FUNCTION pwn AS ``function () { globalThis.__weftSqlPwned = 'function'; return 1 }``; SELECT pwn() AS y FROM input1",
      "CREATE AGGREGATE pwn2 AS ``function () { globalThis.__weftSqlPwned = 'aggregate' }``",
      "SET @x = ``globalThis.__weftSqlPwned = 'set'``",
    ]) {
      const result = await run(query);
      expect(result.error?.message, query).toBe('Issue while executing query');
      expect(result.error?.description, query).toMatch(/turned off/);
    }
    expect(marker.__weftSqlPwned).toBeUndefined();
    expect(existsSync(join(dir, 'required'))).toBe(false);
    expect(existsSync(join(dir, 'js'))).toBe(false);
  });

  it('keeps its functions and statement table frozen', async () => {
    const alasql = (await loadAlaSql()) as unknown as { fn: object; yy: object; from: object; into: object };
    for (const part of [alasql.fn, alasql.yy, alasql.from, alasql.into]) expect(Object.isFrozen(part)).toBe(true);
  });
});

describe('addPairedItemColumns', () => {
  it('adds the links of each input the query names, and leaves SELECT * alone', () => {
    expect(addPairedItemColumns('SELECT a FROM input1 JOIN input3 ON x', 3)).toBe(
      'SELECT a, input1.pairedItem AS pairedItem1, input3.pairedItem AS pairedItem3 FROM input1 JOIN input3 ON x',
    );
    expect(addPairedItemColumns('select * from input1', 2)).toBe('select * from input1');
    expect(addPairedItemColumns('UPDATE input1 SET a = 1', 2)).toBe('UPDATE input1 SET a = 1');
  });
});
