/**
 * The operator commands on real databases: execute on a fresh home, list/update, user-management
 * reset, db:revert, audit, nodes:list and the help; once through a real `weft` child process.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { builtinNodeTypes } from '@weft/nodes';
import { createNodeTypeRegistry } from '@weft/workflow';
import { MIGRATIONS } from '@weft/server';
import { afterAll, describe, expect, it } from 'vitest';
import { openInstance } from '../src/instance.js';
import { planRevert } from '../src/db-revert.js';
import { COMMAND_NAMES, HELP } from '../src/main.js';
import { createInstance, httpWorkflow, startRecorder, type TestInstance } from './cli-helpers.js';

const KEY = 'cli-ops-key-8d2e41';
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const instances: TestInstance[] = [];
const instance = async (kind: 'sqlite' | 'postgres', key: string | undefined = KEY) => {
  const i = await createInstance(kind, key);
  instances.push(i);
  return i;
};
// Dropping each PostgreSQL database takes a while on a busy machine.
afterAll(async () => {
  for (const i of instances) await i.dispose();
}, 60_000);

/** Opens the instance's database directly (as `weft start` would) to look at or prepare rows. */
async function withDb<T>(
  i: TestInstance,
  body: (open: Awaited<ReturnType<typeof openInstance>>) => Promise<T>,
): Promise<T> {
  const open = await openInstance({ ...i.env });
  try {
    return await body(open);
  } finally {
    await open.close();
  }
}

const setWorkflow = (id: string, nodes: unknown[], connections: unknown = {}, name = id) => ({
  id,
  name,
  nodes,
  connections,
  settings: {},
});
const manual = {
  id: 'm',
  name: 'Start',
  type: 'n8n-nodes-base.manualTrigger',
  typeVersion: 1,
  position: [0, 0],
  parameters: {},
};
const code = {
  id: 'c',
  name: 'Code',
  type: 'n8n-nodes-base.code',
  typeVersion: 2,
  position: [200, 0],
  parameters: { jsCode: "console.log('hello from code');\nreturn [{ json: { answer: 42 } }];" },
};

describe.each(['sqlite', 'postgres'] as const)('on %s', (kind) => {
  it('execute --file creates the database on a fresh home and saves the run; --id runs a stored workflow', async () => {
    const i = await instance(kind, undefined);
    const file = join(i.home, 'wf.json');
    writeFileSync(
      file,
      JSON.stringify(
        setWorkflow('wf-code-1', [manual, code], { Start: { main: [[{ node: 'Code', type: 'main', index: 0 }]] } }),
      ),
    );
    const r = await i.ok('execute', '--raw-output', '--file', file);
    const printed = JSON.parse(r.stdout);
    expect(Object.keys(printed).sort()).toEqual(['data', 'finished', 'id', 'mode', 'startedAt', 'status', 'stoppedAt']);
    expect(printed).toMatchObject({ status: 'success', finished: true, mode: 'cli' });
    expect(printed.data.resultData.runData.Code[0].data.main[0][0].json).toEqual({ answer: 42 });
    expect(printed.data.resultData.lastNodeExecuted).toBe('Code');
    expect(r.stderr).toContain('hello from code');
    expect(existsSync(join(i.home, 'config'))).toBe(true);
    if (kind === 'sqlite') expect(existsSync(join(i.home, 'database.sqlite'))).toBe(true);
    const saved = await withDb(i, async ({ ctx }) =>
      ctx.db.kysely.selectFrom('execution').select(['id', 'status']).execute(),
    );
    expect(saved.map((e) => [String(e.id), e.status])).toEqual([[printed.id, 'success']]);

    await i.ok('import:workflow', '--input', file);
    const byId = JSON.parse((await i.ok('execute', '--id', 'wf-code-1', '--raw-output')).stdout);
    expect(byId.status).toBe('success');
    const text = await i.run('execute', '--id', 'no-such-workflow');
    expect(text.code).toBe(1);
    expect(text.stderr).toContain('"no-such-workflow"');
    expect((await i.run('execute')).code).toBe(2);
  });

  it('execute --file finds credentials by id, as the instance owner; a failed run exits 1 without --raw-output', async () => {
    const recorder = await startRecorder();
    try {
      const i = await instance(kind);
      const creds = join(i.home, 'creds.json');
      writeFileSync(
        creds,
        JSON.stringify([
          {
            id: 'cred-file-1',
            name: 'API token',
            type: 'httpHeaderAuth',
            data: { name: 'X-Api-Token', value: 'secret-token-42' },
          },
        ]),
      );
      await i.ok('import:credentials', '--input', creds);
      const file = join(i.home, 'http.json');
      writeFileSync(file, JSON.stringify(httpWorkflow('wf-file', recorder.url, 'cred-file-1')));
      const ok = JSON.parse((await i.ok('execute', '--file', file, '--raw-output')).stdout);
      expect(ok.status).toBe('success');
      expect(recorder.requests.at(-1)?.headers['x-api-token']).toBe('secret-token-42');

      writeFileSync(file, JSON.stringify(httpWorkflow('wf-file', recorder.url, 'cred-missing')));
      const failed = await i.run('execute', '--file', file);
      expect(failed.code).toBe(1);
      expect(failed.stdout).toContain('failed at "Call API"');
      expect(failed.stdout).toContain('cred-missing');
    } finally {
      await recorder.close();
    }
  });

  it("execute --id acts as the workflow's owner: a member's workflow cannot use the owner's credential", async () => {
    const recorder = await startRecorder();
    try {
      const i = await instance(kind);
      await i.ok('list:workflow');
      const memberId = await withDb(
        i,
        async ({ ctx }) =>
          (await ctx.users.create({ role: 'member', email: 'm@example.com', passwordHash: 'z'.repeat(60) })).id,
      );
      const creds = join(i.home, 'creds.json');
      writeFileSync(
        creds,
        JSON.stringify([
          {
            id: 'cred-owner',
            name: 'API token',
            type: 'httpHeaderAuth',
            data: { name: 'X-Api-Token', value: 'secret-token-42' },
          },
        ]),
      );
      await i.ok('import:credentials', '--input', creds);
      const file = join(i.home, 'wfs.json');
      writeFileSync(file, JSON.stringify(httpWorkflow('wf-of-owner', recorder.url, 'cred-owner')));
      await i.ok('import:workflow', '--input', file);
      const memberFile = join(i.home, 'member.json');
      writeFileSync(memberFile, JSON.stringify(httpWorkflow('wf-member-own', recorder.url, 'cred-owner')));
      await i.ok('import:workflow', '--input', memberFile, '--userId', memberId);
      expect(JSON.parse((await i.ok('execute', '--id', 'wf-of-owner', '--raw-output')).stdout).status).toBe('success');
      const refused = JSON.parse((await i.ok('execute', '--id', 'wf-member-own', '--raw-output')).stdout);
      expect(refused.status).toBe('error');
      expect(refused.data.resultData.lastNodeExecuted).toBe('Call API');
      expect(JSON.stringify(refused.data.resultData.error)).toContain('not allowed to use the credential');
    } finally {
      await recorder.close();
    }
  });

  it('list:workflow and update:workflow set and filter the active flag', async () => {
    const i = await instance(kind);
    const file = join(i.home, 'wfs.json');
    writeFileSync(
      file,
      JSON.stringify([setWorkflow('wf-a', [manual], {}, 'Alpha'), setWorkflow('wf-b', [manual], {}, 'Beta')]),
    );
    await i.ok('import:workflow', '--input', file);
    expect((await i.ok('list:workflow')).stdout.split('\n')).toEqual(['wf-a|Alpha', 'wf-b|Beta']);
    expect((await i.ok('list:workflow', '--active=true')).stdout).toBe('');
    await i.ok('update:workflow', '--id', 'wf-b', '--active=true');
    expect((await i.ok('list:workflow', '--active=true', '--onlyId')).stdout).toBe('wf-b');
    expect((await i.ok('list:workflow', '--active=false', '--onlyId')).stdout).toBe('wf-a');
    await i.ok('update:workflow', '--all', '--active=true');
    expect((await i.ok('list:workflow', '--active=true', '--onlyId')).stdout.split('\n')).toEqual(['wf-a', 'wf-b']);
    await i.ok('update:workflow', '--all', '--active=false');
    expect((await i.ok('list:workflow', '--active=true')).stdout).toBe('');
    expect((await i.run('update:workflow', '--id', 'wf-a')).code).toBe(2);
    expect((await i.run('update:workflow', '--id', 'wf-a', '--active=maybe')).stderr).toContain('"maybe"');
    expect((await i.run('update:workflow', '--id', 'nope', '--active=true')).stderr).toContain('"nope"');
    expect((await i.run('list:workflow', '--active=yes')).code).toBe(2);
    // An import deactivates a workflow that was active.
    await i.ok('update:workflow', '--id', 'wf-a', '--active=true');
    const again = await i.ok('import:workflow', '--input', file);
    expect(again.stderr).toContain('"Alpha" was active');
    expect((await i.ok('list:workflow', '--active=true')).stdout).toBe('');
  });

  it('import:workflow refuses a node at a typeVersion Weft lacks, naming it, unless asked to keep it as it is', async () => {
    const i = await instance(kind);
    const file = join(i.home, 'old.json');
    const old = {
      id: 'o',
      name: 'Old Set',
      type: 'n8n-nodes-base.set',
      typeVersion: 0.5,
      position: [200, 0],
      parameters: {},
    };
    writeFileSync(
      file,
      JSON.stringify([
        setWorkflow('wf-old', [manual, old], {}, 'Ancient'),
        setWorkflow('wf-new', [manual], {}, 'Fine'),
      ]),
    );
    const refused = await i.run('import:workflow', '--input', file);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(
      'workflow "Ancient": Node "Old Set" (n8n-nodes-base.set) is at typeVersion 0.5, which Weft does not have; Weft has typeVersions',
    );
    expect(refused.stderr).toContain('Nothing was imported');
    expect((await i.ok('list:workflow')).stdout).toBe('');
    const kept = await i.ok('import:workflow', '--input', file, '--keep-unsupported');
    expect(kept.stderr).toContain('Warning: workflow "Ancient"');
    expect((await i.ok('list:workflow', '--onlyId')).stdout.split('\n').sort()).toEqual(['wf-new', 'wf-old']);
    const run = await i.run('execute', '--id', 'wf-old');
    expect(run.code).toBe(1);
    expect(run.stdout + run.stderr).toContain('is at typeVersion 0.5, which Weft does not have');
  });

  it('user-management:reset returns to owner setup and keeps workflows and credentials', async () => {
    const i = await instance(kind);
    await i.ok('list:workflow');
    const ids = await withDb(i, async ({ ctx, ownerId }) => {
      await ctx.users.update(ownerId, {
        email: 'owner@example.com',
        firstName: 'Olga',
        lastName: 'Owner',
        passwordHash: 'x'.repeat(60),
        apiKey: 'digest',
      });
      const member = await ctx.users.create({
        role: 'member',
        email: 'member@example.com',
        passwordHash: 'y'.repeat(60),
      });
      return { ownerId, memberId: member.id };
    });
    const file = join(i.home, 'wf.json');
    writeFileSync(file, JSON.stringify(setWorkflow('wf-member', [manual])));
    await i.ok('import:workflow', '--input', file, '--userId', ids.memberId);
    const creds = join(i.home, 'creds.json');
    writeFileSync(
      creds,
      JSON.stringify([{ id: 'cred-m', name: 'Member cred', type: 'httpHeaderAuth', data: { name: 'a', value: 'b' } }]),
    );
    await i.ok('import:credentials', '--input', creds, '--userId', ids.memberId);
    expect((await i.run('import:workflow', '--input', file, '--userId', 'nobody')).stderr).toContain('"nobody"');

    await i.ok('user-management:reset');
    await withDb(i, async ({ ctx }) => {
      const users = await ctx.users.list();
      expect(users.map((u) => u.id)).toEqual([ids.ownerId]);
      expect(users[0]).toMatchObject({
        email: null,
        firstName: null,
        lastName: null,
        passwordHash: null,
        apiKey: null,
        role: 'owner',
      });
      const wf = await ctx.db.kysely.selectFrom('shared_workflow').selectAll().execute();
      expect(wf.map((s) => [s.workflowId, s.userId, s.role])).toEqual([['wf-member', ids.ownerId, 'owner']]);
      const cr = await ctx.db.kysely.selectFrom('shared_credential').selectAll().execute();
      expect(cr.map((s) => [s.credentialsId, s.userId, s.role])).toEqual([['cred-m', ids.ownerId, 'owner']]);
    });
    expect((await i.ok('export:credentials', '--all', '--decrypted')).stdout).toContain(
      '"value": "b"'.replace(': ', ':'),
    );
  });

  it('db:revert undoes the last migration, and the next command applies it again', async () => {
    const i = await instance(kind);
    const newest = MIGRATIONS.at(-1)!.name;
    const r = await i.ok('db:revert');
    expect(r.stdout).toContain(`Reverted the migration "${newest}"`);
    const names = async (open: Awaited<ReturnType<typeof openInstance>>) => {
      const rows = await (open.ctx.db.kysely as any).selectFrom('weft_migration').select('name').execute();
      return rows.map((x: { name: string }) => x.name);
    };
    // Opening applies it again; check the reverted state through the migration table first.
    let migrations: string[];
    if (kind === 'sqlite') {
      const { default: SQLite } = await import('better-sqlite3');
      const raw = new SQLite(join(i.home, 'database.sqlite'), { readonly: true });
      migrations = raw
        .prepare('select name from weft_migration')
        .all()
        .map((m: any) => m.name);
      raw.close();
    } else {
      const { default: pg } = await import('pg');
      const client = new pg.Client({ connectionString: i.env.WEFT_DB_URL });
      await client.connect();
      migrations = (await client.query('select name from weft_migration')).rows.map((m) => m.name);
      await client.end();
    }
    expect(migrations).not.toContain(newest);
    expect(migrations).toContain(MIGRATIONS.at(-2)!.name);
    expect(await withDb(i, names)).toContain(newest);
  });

  it("audit reports risky nodes, unprotected webhooks, file access and unused credentials in n8n's shape", async () => {
    const i = await instance(kind);
    const webhook = {
      id: 'w',
      name: 'Webhook',
      type: 'n8n-nodes-base.webhook',
      typeVersion: 2,
      position: [0, 0],
      parameters: { path: 'open-hook', httpMethod: 'POST' },
      webhookId: 'abc',
    };
    const noop = {
      id: 'n',
      name: 'Do nothing',
      type: 'n8n-nodes-base.noOp',
      typeVersion: 1,
      position: [200, 0],
      parameters: {},
    };
    const files = {
      id: 'f',
      name: 'Read files',
      type: 'n8n-nodes-base.readWriteFile',
      typeVersion: 1,
      position: [200, 200],
      parameters: { fileSelector: '/tmp/*.txt' },
    };
    const file = join(i.home, 'wfs.json');
    writeFileSync(
      file,
      JSON.stringify([
        setWorkflow(
          'wf-hook',
          [webhook, noop],
          { Webhook: { main: [[{ node: 'Do nothing', type: 'main', index: 0 }]] } },
          'Open hook',
        ),
        setWorkflow('wf-code', [manual, code, files], {}, 'Code and files'),
      ]),
    );
    // readWriteFile is not a Weft node yet: keep the workflow as it is for the audit to read.
    await i.ok('import:workflow', '--input', file, '--keep-unsupported');
    await i.ok('update:workflow', '--id', 'wf-hook', '--active=true');
    const creds = join(i.home, 'creds.json');
    writeFileSync(
      creds,
      JSON.stringify([
        { id: 'cred-unused', name: 'Forgotten', type: 'httpHeaderAuth', data: { name: 'a', value: 'b' } },
      ]),
    );
    await i.ok('import:credentials', '--input', creds);

    const audit = JSON.parse((await i.ok('audit')).stdout);
    expect(Object.keys(audit).sort()).toEqual([
      'Credentials Risk Report',
      'Filesystem Risk Report',
      'Instance Risk Report',
      'Nodes Risk Report',
    ]);
    for (const report of Object.values<any>(audit)) {
      for (const s of report.sections) {
        expect(typeof s.title).toBe('string');
        expect(typeof s.description).toBe('string');
        expect(typeof s.recommendation).toBe('string');
      }
    }
    const section = (report: string, title: string) => audit[report].sections.find((s: any) => s.title === title);
    expect(audit['Nodes Risk Report'].risk).toBe('nodes');
    expect(section('Nodes Risk Report', 'Official risky nodes').location).toEqual([
      {
        kind: 'node',
        workflowId: 'wf-code',
        workflowName: 'Code and files',
        nodeId: 'c',
        nodeName: 'Code',
        nodeType: 'n8n-nodes-base.code',
      },
    ]);
    expect(
      section('Instance Risk Report', 'Unprotected webhooks in instance').location.map((l: any) => l.nodeName),
    ).toEqual(['Webhook']);
    expect(section('Instance Risk Report', 'Security settings').settings.nodes.nodesExclude).toContain(
      'n8n-nodes-base.executeCommand',
    );
    expect(
      section('Filesystem Risk Report', 'Nodes that interact with the filesystem').location.map((l: any) => l.nodeName),
    ).toEqual(['Read files']);
    const unused = section('Credentials Risk Report', 'Credentials not used in recently executed workflows');
    expect(unused.location).toEqual([{ kind: 'credential', id: 'cred-unused', name: 'Forgotten' }]);
    expect(unused.description).toContain('90 days');

    const only = JSON.parse((await i.ok('audit', '--categories=filesystem')).stdout);
    expect(Object.keys(only)).toEqual(['Filesystem Risk Report']);
    expect((await i.ok('audit', '--categories=database')).stdout).toBe('No security issues found');
    expect((await i.run('audit', '--categories=nonsense')).code).toBe(2);
  });
});

describe('db:revert plan', () => {
  const known = ['001-a', '002-b', '003-c'];
  it("reverts the last applied migration in this version's order when it has a down-migration", () => {
    expect(planRevert(['001-a', '003-c', '002-b'], known, { '003-c': true })).toEqual({ revert: '003-c' });
  });
  it('refuses an irreversible migration, one a newer Weft applied, and a database never migrated', () => {
    expect(planRevert(['001-a', '002-b'], known, { '003-c': true })).toEqual({
      refuse: expect.stringContaining('"002-b", cannot be reverted: it is irreversible'),
    });
    expect(planRevert(['001-a', '004-future'], known, {})).toEqual({ refuse: expect.stringContaining('"004-future"') });
    expect(planRevert([], known, {})).toEqual({ refuse: expect.stringContaining('never migrated') });
  });
});

describe('nodes:list and help', () => {
  it("lists every node type of the registry under n8n's name with its typeVersions", async () => {
    const i = await instance('sqlite');
    const listed = JSON.parse((await i.ok('nodes:list', '--json')).stdout) as Array<{
      name: string;
      typeVersions: number[];
      excluded: boolean;
    }>;
    const registry = createNodeTypeRegistry(builtinNodeTypes);
    const expected = registry
      .list()
      .map((d) => d.name.replace(/^weft\./, 'n8n-nodes-base.'))
      .sort();
    expect(listed.map((t) => t.name).sort()).toEqual(expected);
    const set = listed.find((t) => t.name === 'n8n-nodes-base.set')!;
    expect(set.typeVersions).toEqual(registry.versions!('weft.set'));
    expect(set.typeVersions.length).toBeGreaterThan(3);
    expect(listed.find((t) => t.name === 'n8n-nodes-base.executeCommand')?.excluded).toBe(true);
    const text = (await i.ok('nodes:list')).stdout;
    expect(text).toMatch(/^n8n-nodes-base\.set +[\d., ]+ /m);
  });

  it('the help lists every command, and the README documents each', () => {
    const readme = readFileSync(join(ROOT, 'packages/cli/README.md'), 'utf8');
    for (const name of COMMAND_NAMES) {
      expect(HELP).toMatch(new RegExp(`^  ${name.replace(/[-:]/g, (c) => `\\${c}`)}\\b`, 'm'));
      expect(readme).toContain(`weft ${name}`);
    }
  });
});

// The real command, as the conformance runner calls it: needs the build (`npm run build`).
const BIN = join(ROOT, 'packages/cli/bin/weft.js');

describe('the weft child process', () => {
  it('runs execute --raw-output --file on a fresh home, and import/export through the real binary', async () => {
    // Fails rather than skips without the build, so a missing dist/ never passes silently.
    expect(
      existsSync(join(ROOT, 'packages/cli/dist/instance.js')),
      'packages/cli/dist is missing: run `npm run build` first',
    ).toBe(true);
    const i = await instance('sqlite', undefined);
    const file = join(i.home, 'wf.json');
    writeFileSync(
      file,
      JSON.stringify(
        setWorkflow('wf-child', [manual, code], { Start: { main: [[{ node: 'Code', type: 'main', index: 0 }]] } }),
      ),
    );
    const env = { ...process.env, ...i.env };
    delete env.WEFT_ENCRYPTION_KEY;
    const stdout = execFileSync(process.execPath, [BIN, 'execute', '--raw-output', '--file', file], {
      env,
      encoding: 'utf8',
      timeout: 60_000,
    });
    const printed = JSON.parse(stdout);
    expect(printed.status).toBe('success');
    expect(printed.data.resultData.runData.Code[0].data.main[0][0].json).toEqual({ answer: 42 });
    const imported = spawnSync(process.execPath, [BIN, 'import:workflow', '--input', file], {
      env,
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(imported.status).toBe(0);
    const listed = spawnSync(process.execPath, [BIN, 'list:workflow'], { env, encoding: 'utf8', timeout: 60_000 });
    expect(listed.stdout.trim()).toBe('wf-child|wf-child');
    const unknown = spawnSync(process.execPath, [BIN, 'no-such-command'], { env, encoding: 'utf8', timeout: 60_000 });
    expect(unknown.status).toBe(2);
  });
});
