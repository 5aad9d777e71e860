/**
 * Data tables on SQLite and PostgreSQL: the REST API (tables, columns, rows, filters, errors,
 * access per user) and the Data table node's operations run by the server's execution service.
 */
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importN8nWorkflow } from '@weft/workflow';
import { down, up } from '../src/db/migrations/014-data-tables.js';
import { createTestServer, DB_KINDS, type TestServer } from './harness.js';

type Client = Awaited<ReturnType<TestServer['owner']>>;

describe.each(DB_KINDS)('data tables on %s', (kind) => {
  let server: TestServer;
  let owner: Client;
  let member: Client;

  beforeAll(async () => {
    server = await createTestServer(kind);
    owner = await server.owner();
    member = await server.member();
  });
  afterAll(async () => server?.close());

  const newTable = async (
    client: Client,
    name: string,
    columns = [
      { name: 'name', type: 'string' },
      { name: 'age', type: 'number' },
      { name: 'active', type: 'boolean' },
      { name: 'born', type: 'date' },
    ],
  ) => {
    const res = await client.post('/rest/data-tables', { name, columns });
    expect(res.status).toBe(200);
    return res.body.data as { id: string; name: string; columns: Array<{ id: string; name: string; type: string }> };
  };

  it('creates, lists, renames and deletes tables, and refuses bad names and types', async () => {
    const table = await newTable(owner, 'People');
    expect(table.id).toMatch(/^[a-z0-9]{16}$/);
    expect(table.columns.map((c) => [c.name, c.type])).toEqual([
      ['name', 'string'],
      ['age', 'number'],
      ['active', 'boolean'],
      ['born', 'date'],
    ]);
    const clash = await owner.post('/rest/data-tables', { name: 'People' });
    expect([clash.status, clash.body.message]).toEqual([
      409,
      "Data table with name 'People' already exists in this project",
    ]);
    const bad = await owner.post('/rest/data-tables', {
      name: 'Bad',
      columns: [{ name: 'drop table x; --', type: 'string' }],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('Invalid column name');
    expect(
      (await owner.post('/rest/data-tables', { name: 'Bad', columns: [{ name: 'x', type: 'json' }] })).body.message,
    ).toContain("Invalid column type 'json'");
    expect(
      (await owner.post('/rest/data-tables', { name: 'Bad', columns: [{ name: 'id', type: 'string' }] })).body.message,
    ).toBe('Column name "id" is reserved as a system column name.');
    const list = await owner.get('/rest/data-tables?search=peo');
    expect(list.body.data.data.map((t: { name: string }) => t.name)).toEqual(['People']);
    const renamed = await owner.patch(`/rest/data-tables/${table.id}`, { name: 'Persons' });
    expect(renamed.body.data.name).toBe('Persons');
    const other = await newTable(owner, 'Scratch', []);
    expect((await owner.delete(`/rest/data-tables/${other.id}`)).status).toBe(200);
    expect((await owner.get(`/rest/data-tables/${other.id}`)).status).toBe(404);
  });

  it('adds and removes columns, inserts, pages, sorts, filters, updates, upserts and deletes rows', async () => {
    const table = await newTable(owner, 'Rows');
    const inserted = await owner.post(`/rest/data-tables/${table.id}/insert`, {
      returnType: 'all',
      data: [
        { name: 'Ann', age: 31, active: true, born: '1994-03-01T10:00:00.000Z' },
        { name: 'bob', age: '25', active: 'false', born: null },
        { name: "O'Hara %_", age: 40 },
      ],
    });
    expect(inserted.status).toBe(200);
    const rows = inserted.body.data as Array<Record<string, unknown>>;
    expect(rows.map((r) => r.id)).toEqual([1, 2, 3]);
    expect(rows[0]).toMatchObject({ name: 'Ann', age: 31, active: true, born: '1994-03-01T10:00:00.000Z' });
    expect(rows[1]).toMatchObject({ name: 'bob', age: 25, active: false, born: null });
    expect(rows[2]).toMatchObject({ name: "O'Hara %_", active: null });
    expect(typeof rows[0]!.createdAt).toBe('string');

    const typeError = await owner.post(`/rest/data-tables/${table.id}/insert`, { data: [{ age: 'old' }] });
    expect(typeError.status).toBe(400);
    expect(typeError.body.message).toBe(
      "Validation error with data table request: value 'old' does not match column type 'number': 'age' expects a number but we got 'old'",
    );
    expect((await owner.post(`/rest/data-tables/${table.id}/insert`, { data: [{ nope: 1 }] })).body.message).toBe(
      "Validation error with data table request: unknown column name 'nope'",
    );

    // Without returnType, rows go in batches and only their number comes back (1,000 rows: several batches).
    const bulk = await owner.post(`/rest/data-tables/${table.id}/insert`, {
      data: Array.from({ length: 1000 }, (_, i) => ({
        name: `bulk ${i}`,
        age: i,
        active: i % 2 === 0,
        ...(i === 999 ? { born: '2001-01-01' } : {}),
      })),
    });
    expect(bulk.body.data).toEqual({ success: true, insertedRows: 1000 });
    const lastBulk = await owner.get(`/rest/data-tables/${table.id}/rows?skip=1002&take=5`);
    expect(lastBulk.body.data.data).toEqual([
      expect.objectContaining({
        id: 1003,
        name: 'bulk 999',
        age: 999,
        active: false,
        born: '2001-01-01T00:00:00.000Z',
      }),
    ]);
    // Updating many rows answers them all, after.
    const many = await owner.patch(`/rest/data-tables/${table.id}/rows`, {
      filter: { type: 'and', filters: [{ columnName: 'name', condition: 'like', value: 'bulk %' }] },
      data: { active: true },
    });
    expect(many.body.data).toHaveLength(1000);
    expect(many.body.data.every((r: { active: boolean }) => r.active)).toBe(true);
    expect(many.body.data.at(-1)).toMatchObject({ id: 1003, name: 'bulk 999' });
    const removed = await owner.request(
      'DELETE',
      `/rest/data-tables/${table.id}/rows?filter=${encodeURIComponent(JSON.stringify({ type: 'and', filters: [{ columnName: 'id', condition: 'gt', value: 3 }] }))}`,
    );
    expect(removed.body.data).toHaveLength(1000);
    const page = await owner.get(`/rest/data-tables/${table.id}/rows?skip=1&take=1`);
    expect(page.body.data.count).toBe(3);
    expect(page.body.data.data.map((r: { name: string }) => r.name)).toEqual(['bob']);
    const sorted = await owner.get(`/rest/data-tables/${table.id}/rows?sortBy=age:desc`);
    expect(sorted.body.data.data.map((r: { age: number }) => r.age)).toEqual([40, 31, 25]);

    const q = (filter: unknown) =>
      owner
        .get(`/rest/data-tables/${table.id}/rows?filter=${encodeURIComponent(JSON.stringify(filter))}`)
        .then((r) => r.body.data.data.map((x: { name: string }) => x.name));
    expect(await q({ type: 'and', filters: [{ columnName: 'age', condition: 'gte', value: 31 }] })).toEqual([
      'Ann',
      "O'Hara %_",
    ]);
    expect(
      await q({
        type: 'or',
        filters: [
          { columnName: 'name', condition: 'eq', value: 'bob' },
          { columnName: 'active', condition: 'eq', value: true },
        ],
      }),
    ).toEqual(['Ann', 'bob']);
    expect(await q({ type: 'and', filters: [{ columnName: 'name', condition: 'like', value: 'B' }] })).toEqual([]);
    expect(await q({ type: 'and', filters: [{ columnName: 'name', condition: 'ilike', value: 'B' }] })).toEqual([
      'bob',
    ]);
    expect(await q({ type: 'and', filters: [{ columnName: 'name', condition: 'like', value: '%_' }] })).toEqual([
      "O'Hara %_",
    ]);
    expect(await q({ type: 'and', filters: [{ columnName: 'born', condition: 'eq', value: null }] })).toEqual([
      'bob',
      "O'Hara %_",
    ]);
    expect(await q({ type: 'and', filters: [{ columnName: 'active', condition: 'neq', value: true }] })).toEqual([
      'bob',
      "O'Hara %_",
    ]);
    expect(await q({ type: 'and', filters: [{ columnName: 'born', condition: 'lt', value: '2000-01-01' }] })).toEqual([
      'Ann',
    ]);

    const updated = await owner.patch(`/rest/data-tables/${table.id}/rows`, {
      filter: { type: 'and', filters: [{ columnName: 'id', condition: 'eq', value: 2 }] },
      data: { age: 26 },
    });
    expect(updated.body.data).toEqual([expect.objectContaining({ id: 2, name: 'bob', age: 26 })]);
    const dry = await owner.patch(`/rest/data-tables/${table.id}/rows`, {
      filter: { type: 'and', filters: [{ columnName: 'id', condition: 'eq', value: 2 }] },
      data: { age: 99 },
      dryRun: true,
    });
    expect(dry.body.data.map((r: { age: number; dryRunState: string }) => [r.age, r.dryRunState])).toEqual([
      [26, 'before'],
      [99, 'after'],
    ]);
    expect(
      (
        await owner.patch(`/rest/data-tables/${table.id}/rows`, {
          filter: { type: 'and', filters: [] },
          data: { age: 1 },
        })
      ).status,
    ).toBe(400);

    const upsertNew = await owner.post(`/rest/data-tables/${table.id}/upsert`, {
      filter: { type: 'and', filters: [{ columnName: 'name', condition: 'eq', value: 'Cy' }] },
      data: { name: 'Cy', age: 5 },
    });
    // Ids are never reused: the 1,000 deleted rows had 4 to 1003.
    expect(upsertNew.body.data).toEqual([expect.objectContaining({ id: 1004, name: 'Cy', age: 5 })]);
    const upsertOld = await owner.post(`/rest/data-tables/${table.id}/upsert`, {
      filter: { type: 'and', filters: [{ columnName: 'name', condition: 'eq', value: 'Cy' }] },
      data: { age: 6 },
    });
    expect(upsertOld.body.data).toEqual([expect.objectContaining({ id: 1004, age: 6 })]);

    const column = await owner.post(`/rest/data-tables/${table.id}/columns`, { name: 'city', type: 'string' });
    expect(column.body.data).toMatchObject({ name: 'city', type: 'string', index: 4 });
    const twice = await owner.post(`/rest/data-tables/${table.id}/columns`, { name: 'city', type: 'string' });
    expect([twice.status, twice.body.message]).toEqual([
      409,
      "Data table column with name 'city' already exists in data table 'Rows'",
    ]);
    expect((await owner.get(`/rest/data-tables/${table.id}/rows?take=1`)).body.data.data[0]).toMatchObject({
      id: 1,
      city: null,
    });
    expect((await owner.delete(`/rest/data-tables/${table.id}/columns/${column.body.data.id}`)).status).toBe(200);
    expect((await owner.get(`/rest/data-tables/${table.id}/rows?take=1`)).body.data.data[0]).not.toHaveProperty('city');

    const filter = encodeURIComponent(
      JSON.stringify({ type: 'and', filters: [{ columnName: 'age', condition: 'lt', value: 30 }] }),
    );
    const deleted = await owner.request('DELETE', `/rest/data-tables/${table.id}/rows?filter=${filter}`);
    expect(deleted.body.data.map((r: { name: string }) => r.name)).toEqual(['bob', 'Cy']);
    expect((await owner.get(`/rest/data-tables/${table.id}/rows`)).body.data.count).toBe(2);
    expect((await owner.request('DELETE', `/rest/data-tables/${table.id}/rows`)).status).toBe(400);
  });

  it('needs a session, and keeps a member to their own tables', async () => {
    const mine = await newTable(member, 'Mine', []);
    const owners = await newTable(owner, 'Owners', []);
    expect((await server.anonymous.get('/rest/data-tables')).status).toBe(401);
    expect((await server.anonymous.post('/rest/data-tables', { name: 'x' })).status).toBe(401);
    expect((await member.get(`/rest/data-tables/${owners.id}`)).status).toBe(404);
    expect((await member.delete(`/rest/data-tables/${owners.id}`)).status).toBe(404);
    expect((await member.get('/rest/data-tables')).body.data.data.map((t: { name: string }) => t.name)).toEqual([
      'Mine',
    ]);
    expect((await owner.get(`/rest/data-tables/${mine.id}`)).status).toBe(200);
  });

  it("lists the user's tables in the node's From List mode", async () => {
    await newTable(member, 'Member Leads', []);
    const search = (client: Client, filter?: string) =>
      client.get(
        `/rest/nodes-list-search?${new URLSearchParams({ nodeTypeAndVersion: JSON.stringify({ name: 'n8n-nodes-base.dataTable', version: 1 }), methodName: 'tableSearch', path: 'dataTableId', currentNodeParameters: '{}', ...(filter ? { filter } : {}) })}`,
      );
    const mine = await search(member, 'LEADS');
    expect(mine.status).toBe(200);
    expect(mine.body.data.results).toEqual([
      {
        name: 'Member Leads',
        value: expect.stringMatching(/^[a-z0-9]{16}$/),
        url: expect.stringMatching(/^\/home\/datatables\//),
      },
    ]);
    expect((await search(member)).body.data.results.map((r: { name: string }) => r.name)).toEqual([
      'Member Leads',
      'Mine',
    ]);
    expect((await search(owner, 'leads')).body.data.results.map((r: { name: string }) => r.name)).toEqual([
      'Member Leads',
    ]);
  });

  it("offers the chosen table's columns for the node's conditions, and none of a table the user may not use", async () => {
    const table = await newTable(owner, 'Columns Offered', [
      { name: 'email', type: 'string' },
      { name: 'seen', type: 'date' },
    ]);
    const columns = (client: Client, tableId: string) =>
      client.get(
        `/rest/node-parameter-options?${new URLSearchParams({ nodeTypeAndVersion: JSON.stringify({ name: 'n8n-nodes-base.dataTable', version: 1 }), methodName: 'getDataTableColumns', path: 'filters.conditions.keyName', currentNodeParameters: JSON.stringify({ operation: 'get', dataTableId: { __rl: true, mode: 'list', value: tableId } }) })}`,
      );
    const offered = await columns(owner, table.id);
    expect(offered.status).toBe(200);
    expect(offered.body.data.map((o: { value: string }) => o.value)).toEqual([
      'id',
      'createdAt',
      'updatedAt',
      'email',
      'seen',
    ]);
    expect(offered.body.data[4].name).toBe('seen (date)');
    expect((await columns(member, table.id)).body.data.map((o: { value: string }) => o.value)).toEqual([
      'id',
      'createdAt',
      'updatedAt',
    ]);
  });

  /** Runs Manual Trigger → Code (items) → Data table nodes in a chain, as `userId`; answers each node's output json and the error. */
  const run = async (
    userId: string,
    items: unknown[],
    nodes: Array<{ name: string; parameters: Record<string, unknown> }>,
  ) => {
    const all = [
      { name: 'Start', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
      {
        name: 'Items',
        type: 'n8n-nodes-base.code',
        typeVersion: 2,
        position: [200, 0],
        parameters: { jsCode: `return ${JSON.stringify(items.map((json) => ({ json })))};` },
      },
      ...nodes.map((n, i) => ({
        type: 'n8n-nodes-base.dataTable',
        typeVersion: 1,
        position: [400 + 200 * i, 0],
        ...n,
      })),
    ];
    const connections = Object.fromEntries(
      all.slice(0, -1).map((n, i) => [n.name, { main: [[{ node: all[i + 1]!.name, type: 'main', index: 0 }]] }]),
    );
    const { done } = await server.ctx.executions.start({
      workflow: importN8nWorkflow({ name: 'dt', nodes: all, connections }),
      mode: 'manual',
      userId,
    });
    const record = await done;
    const rd = record.data.resultData;
    return {
      error: rd.error as { message: string } | undefined,
      out: (name: string) => rd.runData[name]?.at(-1)?.data?.main?.[0] ?? [],
    };
  };
  const tableRef = (id: string) => ({ __rl: true, mode: 'id', value: id });
  const cond = (keyName: string, condition: string, keyValue?: unknown) => ({
    keyName,
    condition,
    ...(keyValue === undefined ? {} : { keyValue }),
  });

  it('runs the node: insert (mapped and auto-mapped), get, rows-exist checks, update, upsert and delete', async () => {
    const table = await newTable(owner, 'Node');
    const id = tableRef(table.id);
    const inserted = await run(
      owner.user.id,
      [
        { name: 'Ann', age: 31 },
        { name: 'Bob', age: 25, id: 77 },
      ],
      [
        {
          name: 'Insert',
          parameters: {
            operation: 'insert',
            dataTableId: id,
            columns: { mappingMode: 'autoMapInputData', value: null },
          },
        },
        {
          name: 'Insert Mapped',
          parameters: {
            operation: 'insert',
            dataTableId: id,
            columns: { mappingMode: 'defineBelow', value: { name: '={{ $json.name + "!" }}', active: true } },
            options: { optimizeBulk: true },
          },
        },
      ],
    );
    expect(inserted.error).toBeUndefined();
    expect(inserted.out('Insert').map((i) => [i.json.id, i.json.name, i.json.age, i.pairedItem])).toEqual([
      [1, 'Ann', 31, { item: 0 }],
      [2, 'Bob', 25, { item: 1 }],
    ]);
    expect(inserted.out('Insert')[0]!.json).toEqual(
      expect.objectContaining({
        active: null,
        born: null,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      }),
    );
    expect(inserted.out('Insert Mapped').map((i) => i.json)).toEqual([{ success: true, insertedRows: 2 }]);

    const got = await run(
      owner.user.id,
      [{ min: 30 }],
      [{ name: 'All', parameters: { operation: 'get', dataTableId: id, returnAll: true } }],
    );
    const limited = await run(
      owner.user.id,
      [{ min: 30 }],
      [{ name: 'Limited', parameters: { operation: 'get', dataTableId: id, limit: 1 } }],
    );
    const filtered = await run(
      owner.user.id,
      [{ min: 30 }],
      [
        {
          name: 'Filtered',
          parameters: {
            operation: 'get',
            dataTableId: id,
            matchType: 'allConditions',
            filters: { conditions: [cond('age', 'gte', '={{ $("Items").item.json.min }}'), cond('active', 'isEmpty')] },
          },
        },
      ],
    );
    expect(got.error).toBeUndefined();
    expect(got.out('All').map((i) => i.json.name)).toEqual(['Ann', 'Bob', 'Ann!', 'Bob!']);
    expect(limited.out('Limited').map((i) => i.json.name)).toEqual(['Ann']);
    expect(filtered.error).toBeUndefined();
    expect(filtered.out('Filtered').map((i) => [i.json.name, i.pairedItem])).toEqual([['Ann', { item: 0 }]]);

    const exists = await run(
      owner.user.id,
      [{ name: 'Ann' }, { name: 'Zed' }],
      [
        {
          name: 'Exists',
          parameters: {
            operation: 'rowExists',
            dataTableId: id,
            filters: { conditions: [cond('name', 'eq', '={{ $json.name }}')] },
          },
        },
      ],
    );
    expect(exists.out('Exists').map((i) => i.json)).toEqual([{ name: 'Ann' }]);
    const notExists = await run(
      owner.user.id,
      [{ name: 'Ann' }, { name: 'Zed' }],
      [
        {
          name: 'Missing',
          parameters: {
            operation: 'rowNotExists',
            dataTableId: id,
            filters: { conditions: [{ keyName: 'name', keyValue: '={{ $json.name }}' }] },
          },
        },
      ],
    );
    expect(notExists.out('Missing').map((i) => [i.json, i.pairedItem])).toEqual([[{ name: 'Zed' }, { item: 1 }]]);

    const changed = await run(
      owner.user.id,
      [{ name: 'Bob' }],
      [
        {
          name: 'Update',
          parameters: {
            operation: 'update',
            dataTableId: id,
            filters: { conditions: [cond('name', 'eq', '={{ $json.name }}')] },
            columns: { mappingMode: 'defineBelow', value: { age: 26 } },
          },
        },
        {
          name: 'Upsert',
          parameters: {
            operation: 'upsert',
            dataTableId: id,
            filters: { conditions: [cond('name', 'eq', 'Cy')] },
            columns: { mappingMode: 'defineBelow', value: { name: 'Cy', age: 3 } },
          },
        },
        {
          name: 'Dry Delete',
          parameters: {
            operation: 'deleteRows',
            dataTableId: id,
            filters: { conditions: [cond('name', 'like', '!')] },
            options: { dryRun: true },
          },
        },
        {
          name: 'Delete',
          parameters: {
            operation: 'deleteRows',
            dataTableId: id,
            filters: { conditions: [cond('name', 'like', '!')] },
          },
        },
      ],
    );
    expect(changed.error).toBeUndefined();
    expect(changed.out('Update').map((i) => [i.json.name, i.json.age])).toEqual([['Bob', 26]]);
    expect(changed.out('Upsert').map((i) => [i.json.id, i.json.name, i.json.age])).toEqual([[5, 'Cy', 3]]);
    expect(changed.out('Dry Delete').map((i) => [i.json.name, i.json.dryRunState])).toEqual([
      ['Ann!', 'before'],
      [null, 'after'],
      ['Bob!', 'before'],
      [null, 'after'],
    ]);
    expect(changed.out('Delete').map((i) => i.json.name)).toEqual(['Ann!', 'Bob!']);
    expect(
      (await owner.get(`/rest/data-tables/${table.id}/rows`)).body.data.data.map((r: { name: string }) => r.name),
    ).toEqual(['Ann', 'Bob', 'Cy']);
  });

  it('fails the node with clear errors: no condition, unknown column, wrong type, a table the user may not use', async () => {
    const table = await newTable(owner, 'Errors');
    const id = tableRef(table.id);
    const noCondition = await run(
      owner.user.id,
      [{}],
      [{ name: 'Delete', parameters: { operation: 'deleteRows', dataTableId: id } }],
    );
    expect(noCondition.error?.message).toBe('At least one condition is required');
    const unknown = await run(
      owner.user.id,
      [{}],
      [
        {
          name: 'Get',
          parameters: { operation: 'get', dataTableId: id, filters: { conditions: [cond('colour', 'eq', 'red')] } },
        },
      ],
    );
    expect(unknown.error?.message).toContain(
      'Filter validation failed: Column(s) "colour" do not exist in the selected table',
    );
    const wrongType = await run(
      owner.user.id,
      [{ age: 'old' }],
      [
        {
          name: 'Insert',
          parameters: {
            operation: 'insert',
            dataTableId: id,
            columns: { mappingMode: 'autoMapInputData', value: null },
          },
        },
      ],
    );
    expect(wrongType.error?.message).toBe(
      "Validation error with data table request: value 'old' does not match column type 'number': 'age' expects a number but we got 'old'",
    );
    const nested = await run(
      owner.user.id,
      [{ name: ['a'] }],
      [
        {
          name: 'Insert',
          parameters: {
            operation: 'insert',
            dataTableId: id,
            columns: { mappingMode: 'autoMapInputData', value: null },
          },
        },
      ],
    );
    expect(nested.error?.message).toBe(`unexpected array input '["a"]' in row 0`);
    const foreign = await run(
      member.user.id,
      [{}],
      [{ name: 'Get', parameters: { operation: 'get', dataTableId: id } }],
    );
    expect(foreign.error?.message).toBe(`Could not find the data table: '${table.id}'`);
    const missing = await run(
      owner.user.id,
      [{}],
      [{ name: 'Get', parameters: { operation: 'get', dataTableId: tableRef('nosuchtable00000') } }],
    );
    expect(missing.error?.message).toBe("Could not find the data table: 'nosuchtable00000'");
    const onFail = await run(
      owner.user.id,
      [{ age: 'old' }, { age: 4 }],
      [
        {
          name: 'Insert',
          parameters: {
            operation: 'insert',
            dataTableId: { ...id, value: '={{ $json.x ?? "' + table.id + '" }}' },
            columns: { mappingMode: 'autoMapInputData', value: null },
          },
          onError: 'continueRegularOutput',
        } as never,
      ],
    );
    expect(onFail.error).toBeUndefined();
    // As n8n's engine words an item that carries an error: { error: message } in place of its json.
    expect(onFail.out('Insert').map((i) => i.json.error ?? i.json.age)).toEqual([wrongType.error?.message, 4]);
  });

  // Last: it drops every data table.
  it('reverts its migration exactly: the catalogue and every rows table go, and it applies again', async () => {
    await newTable(owner, 'Before revert');
    const db = server.ctx.db.kysely as unknown as Kysely<unknown>;
    const tables = async () => {
      const rows =
        kind === 'sqlite'
          ? await sql<{
              name: string;
            }>`select name from sqlite_master where type = 'table' and name like 'data_table%'`.execute(db)
          : await sql<{
              name: string;
            }>`select table_name as name from information_schema.tables where table_schema = 'public' and table_name like 'data_table%'`.execute(
              db,
            );
      return rows.rows.map((r) => r.name).sort();
    };
    const before = await tables();
    expect(before).toEqual(expect.arrayContaining(['data_table', 'data_table_column']));
    expect(before.filter((n) => n.startsWith('data_table_user_')).length).toBeGreaterThan(3);
    await down(db, kind);
    expect(await tables()).toEqual([]);
    await up(db, kind);
    expect(await tables()).toEqual(['data_table', 'data_table_column']);
    expect((await owner.get('/rest/data-tables')).body.data.count).toBe(0);
  });
});
