/**
 * Backups and moves between instances: export from SQLite, import into PostgreSQL, and the same
 * workflows and credentials come out, still usable by runs; nothing is decrypted unless asked.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInstance, httpWorkflow, startRecorder, type TestInstance } from './cli-helpers.js';

const KEY = 'cli-test-key-5f1c2a9e7b3d';
const SECRET = 'secret-token-42';

let recorder: Awaited<ReturnType<typeof startRecorder>>;
const instances: TestInstance[] = [];
const instance = async (kind: 'sqlite' | 'postgres', key?: string) => {
  const i = await createInstance(kind, key);
  instances.push(i);
  return i;
};

beforeAll(async () => {
  recorder = await startRecorder();
});
afterAll(async () => {
  await recorder.close();
  for (const i of instances) await i.dispose();
});

function parseJson(text: string): any {
  return JSON.parse(text);
}

/** Writes the credential and two workflows that use it into `dir`, as files to import. */
function seedFiles(dir: string): { credentials: string; workflows: string } {
  mkdirSync(dir, { recursive: true });
  const credentials = join(dir, 'credentials.json');
  writeFileSync(
    credentials,
    JSON.stringify([
      { id: 'cred-header-1', name: 'API token', type: 'httpHeaderAuth', data: { name: 'X-Api-Token', value: SECRET } },
    ]),
  );
  const workflows = join(dir, 'workflows.json');
  writeFileSync(
    workflows,
    JSON.stringify([
      httpWorkflow('wf-alpha-0001', recorder.url, 'cred-header-1'),
      httpWorkflow('wf-beta-00002', recorder.url, 'cred-header-1'),
    ]),
  );
  return { credentials, workflows };
}

async function runById(i: TestInstance, id: string): Promise<any> {
  const before = recorder.requests.length;
  const r = await i.ok('execute', '--id', id, '--raw-output');
  const execution = parseJson(r.stdout);
  expect(execution.status, JSON.stringify(execution.data.resultData.error)).toBe('success');
  const call = recorder.requests.slice(before).find((q) => q.url === `/${id}`);
  expect(call?.headers['x-api-token']).toBe(SECRET);
  expect(execution.data.resultData.runData['Call API'][0].data.main[0][0].json).toEqual({ ok: true, path: `/${id}` });
  return execution;
}

describe('export from SQLite, import into PostgreSQL', () => {
  it('gives the same workflows and credentials, usable by runs, with nothing decrypted unless asked', async () => {
    const source = await instance('sqlite', KEY);
    const files = seedFiles(join(source.home, 'seed'));
    expect((await source.ok('import:credentials', '--input', files.credentials)).stdout).toContain(
      'Imported 1 credential',
    );
    expect((await source.ok('import:workflow', '--input', files.workflows)).stdout).toContain('Imported 2 workflows');
    await runById(source, 'wf-alpha-0001');

    const out = join(source.home, 'out');
    mkdirSync(out);
    await source.ok('export:workflow', '--all', '--output', join(out, 'workflows.json'));
    await source.ok('export:credentials', '--all', '-o', join(out, 'credentials.json'));
    const exportedCredentials = readFileSync(join(out, 'credentials.json'), 'utf8');
    expect(exportedCredentials).not.toContain(SECRET);
    expect(exportedCredentials).not.toContain('X-Api-Token');
    const [cred] = parseJson(exportedCredentials);
    expect(cred).toMatchObject({ id: 'cred-header-1', name: 'API token', type: 'httpHeaderAuth' });
    expect(typeof cred.data).toBe('string');

    const target = await instance('postgres', KEY);
    await target.ok('import:credentials', `-i=${join(out, 'credentials.json')}`);
    await target.ok('import:workflow', '--input', join(out, 'workflows.json'));

    const sourceWorkflows = parseJson((await source.ok('export:workflow', '--all')).stdout);
    const targetWorkflows = parseJson((await target.ok('export:workflow', '--all')).stdout);
    const comparable = (w: any) => ({
      id: w.id,
      name: w.name,
      active: w.active,
      nodes: w.nodes,
      connections: w.connections,
      settings: w.settings,
      pinData: w.pinData,
      tags: w.tags.map((t: any) => t.name),
    });
    expect(targetWorkflows.map(comparable)).toEqual(sourceWorkflows.map(comparable));
    expect(sourceWorkflows[0].nodes[1].type).toBe('n8n-nodes-base.httpRequest');
    expect(sourceWorkflows.map((w: any) => w.tags[0].name)).toEqual(['backup-test', 'backup-test']);

    const plain = async (i: TestInstance) =>
      parseJson((await i.ok('export:credentials', '--all', '--decrypted')).stdout).map((c: any) => ({
        id: c.id,
        name: c.name,
        type: c.type,
        data: c.data,
      }));
    expect(await plain(target)).toEqual(await plain(source));
    expect((await plain(target))[0].data).toEqual({ name: 'X-Api-Token', value: SECRET });

    await runById(target, 'wf-beta-00002');
    await runById(target, 'wf-alpha-0001');
  });

  it('moves between instances with different keys only through --decrypted', async () => {
    const source = await instance('postgres', KEY);
    const files = seedFiles(join(source.home, 'seed'));
    await source.ok('import:credentials', '--input', files.credentials);
    await source.ok('import:workflow', '--input', files.workflows);
    const encrypted = join(source.home, 'encrypted.json');
    const decrypted = join(source.home, 'decrypted.json');
    await source.ok('export:credentials', '--id', 'cred-header-1', '--output', encrypted);
    const d = await source.ok('export:credentials', '--id', 'cred-header-1', '--decrypted', '--output', decrypted);
    expect(d.stderr).toMatch(/decrypted/);
    expect(parseJson(readFileSync(decrypted, 'utf8'))[0].data).toEqual({ name: 'X-Api-Token', value: SECRET });

    const other = await instance('sqlite', 'a-completely-different-key');
    const refused = await other.run('import:credentials', '--input', encrypted);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('credential "API token"');
    expect(refused.stderr).toContain('cannot decrypt');
    // Nothing was stored by the refused import.
    expect((await other.run('export:credentials', '--all')).code).toBe(1);

    await other.ok('import:credentials', '--input', decrypted);
    await other.ok('import:workflow', '--input', files.workflows);
    await runById(other, 'wf-alpha-0001');
    // Stored encrypted with the other instance's key: its own export is ciphertext again.
    expect((await other.ok('export:credentials', '--all')).stdout).not.toContain(SECRET);
  });

  it('round-trips a --backup folder (one pretty file per entry) through --separate imports', async () => {
    const source = await instance('sqlite', KEY);
    const files = seedFiles(join(source.home, 'seed'));
    await source.ok('import:credentials', '--input', files.credentials);
    await source.ok('import:workflow', '--input', files.workflows);
    const wfDir = join(source.home, 'backup', 'workflows');
    const credDir = join(source.home, 'backup', 'credentials');
    await source.ok('export:workflow', '--backup', '--output', wfDir);
    await source.ok('export:credentials', '--backup', '--output', credDir);
    expect(readdirSync(wfDir).sort()).toEqual(['wf-alpha-0001.json', 'wf-beta-00002.json']);
    expect(readdirSync(credDir)).toEqual(['cred-header-1.json']);
    const one = readFileSync(join(wfDir, 'wf-alpha-0001.json'), 'utf8');
    expect(one).toContain('\n  "id": "wf-alpha-0001"');
    expect(readFileSync(join(credDir, 'cred-header-1.json'), 'utf8')).not.toContain(SECRET);

    const target = await instance('sqlite', KEY);
    expect((await target.run('import:workflow', '--input', wfDir)).code).toBe(2);
    await target.ok('import:credentials', '--separate', '--input', credDir);
    await target.ok('import:workflow', '--separate', '--input', wfDir);
    expect((await target.ok('list:workflow')).stdout.split('\n').sort()).toEqual([
      'wf-alpha-0001|Call wf-alpha-0001',
      'wf-beta-00002|Call wf-beta-00002',
    ]);
    await runById(target, 'wf-beta-00002');

    // Importing again replaces by id: still two workflows.
    await target.ok('import:workflow', '--separate', '--input', wfDir);
    expect((await target.ok('list:workflow', '--onlyId')).stdout.split('\n')).toHaveLength(2);
  });

  it('refuses bad input naming what is wrong', async () => {
    const i = await instance('sqlite', KEY);
    const bad = join(i.home, 'bad.json');
    writeFileSync(
      bad,
      JSON.stringify({
        name: 'x',
        nodes: [{ name: 'A', type: 'n8n-nodes-base.noOp', typeVersion: 1, position: [0, 0], parameters: {} }],
        connections: { A: { main: [[{ node: 'Missing', type: 'main', index: 0 }]] } },
      }),
    );
    const r = await i.run('import:workflow', '--input', bad);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('"Missing"');
    writeFileSync(bad, JSON.stringify({ name: 'not an array', type: 'httpHeaderAuth', data: {} }));
    const c = await i.run('import:credentials', '--input', bad);
    expect(c.code).toBe(1);
    expect(c.stderr).toContain('array');
    writeFileSync(bad, JSON.stringify([{ name: 'No data', type: 'httpHeaderAuth', data: 42 }]));
    expect((await i.run('import:credentials', '--input', bad)).stderr).toContain('credential "No data"');
    expect((await i.run('export:workflow')).code).toBe(2);
    expect((await i.run('export:workflow', '--all', '--separate')).code).toBe(2);
    expect((await i.run('export:workflow', '--id', 'nope')).stderr).toContain('"nope"');
  });

  it("reads and writes n8n's encrypted form (OpenSSL's salted AES-256-CBC), checked against the openssl tool", async () => {
    const i = await instance('sqlite', KEY);
    const plain = JSON.stringify({ name: 'X-Api-Token', value: SECRET });
    // What n8n stores and exports for this data with this key, made by an independent implementation.
    const encrypted = execFileSync(
      'openssl',
      ['enc', '-aes-256-cbc', '-md', 'md5', '-pass', `pass:${KEY}`, '-base64', '-A'],
      { input: plain, encoding: 'utf8', stdio: ['pipe', 'pipe', 'ignore'] },
    ).trim();
    expect(encrypted.startsWith('U2FsdGVkX1')).toBe(true);
    const file = join(i.home, 'n8n-export.json');
    writeFileSync(
      file,
      JSON.stringify([{ id: 'from-n8n', name: 'From n8n', type: 'httpHeaderAuth', data: encrypted, isManaged: false }]),
    );
    await i.ok('import:credentials', '--input', file);
    expect(parseJson((await i.ok('export:credentials', '--id', 'from-n8n', '--decrypted')).stdout)[0].data).toEqual({
      name: 'X-Api-Token',
      value: SECRET,
    });
    const exported = parseJson((await i.ok('export:credentials', '--id', 'from-n8n')).stdout)[0].data as string;
    expect(exported).not.toBe(encrypted);
    const decrypted = execFileSync(
      'openssl',
      ['enc', '-d', '-aes-256-cbc', '-md', 'md5', '-pass', `pass:${KEY}`, '-base64', '-A'],
      { input: exported, encoding: 'utf8', stdio: ['pipe', 'pipe', 'ignore'] },
    );
    expect(JSON.parse(decrypted)).toEqual({ name: 'X-Api-Token', value: SECRET });
  });

  it('imports real n8n 1.123.81 exports (encrypted with the same key) and runs them', async () => {
    // Recorded with n8n: import:credentials of plain data, then export:credentials and
    // export:workflow --all, with N8N_ENCRYPTION_KEY=shared-key-123.
    const fixtures = join(dirname(fileURLToPath(import.meta.url)), 'fixtures');
    const i = await instance('postgres', 'shared-key-123');
    await i.ok('import:credentials', '--input', join(fixtures, 'n8n-credentials-export.json'));
    await i.ok('import:workflow', '--input', join(fixtures, 'n8n-workflows-export.json'));
    const [cred] = parseJson((await i.ok('export:credentials', '--all', '--decrypted')).stdout);
    expect(cred).toMatchObject({
      id: 'cred-n8n-1',
      name: 'API token',
      type: 'httpHeaderAuth',
      data: { name: 'X-Api-Token', value: SECRET },
      createdAt: '2026-11-25T10:26:29.207Z',
    });
    const [encrypted] = parseJson((await i.ok('export:credentials', '--all')).stdout);
    const n8nCred = parseJson(readFileSync(join(fixtures, 'n8n-credentials-export.json'), 'utf8'))[0];
    expect(Object.keys(encrypted).sort()).toEqual(Object.keys(n8nCred).sort());
    const run = parseJson((await i.ok('execute', '--id', 'wfN8nExport01', '--raw-output')).stdout);
    expect(run.status).toBe('success');
    expect(run.data.resultData.runData.Set[0].data.main[0][0].json).toEqual({ hello: 'world' });
    const [wf] = parseJson((await i.ok('export:workflow', '--all')).stdout);
    const n8n = parseJson(readFileSync(join(fixtures, 'n8n-workflows-export.json'), 'utf8'))[0];
    for (const key of ['id', 'name', 'nodes', 'connections', 'settings', 'createdAt'])
      expect(wf[key]).toEqual(n8n[key]);
    // The keys n8n's export has (but its sharing, which names n8n's projects).
    expect(Object.keys(wf).sort()).toEqual(
      Object.keys(n8n)
        .filter((k) => k !== 'shared')
        .sort(),
    );
    // A wrong key is refused, naming the credential.
    const other = await instance('sqlite', 'not-the-n8n-key');
    expect(
      (await other.run('import:credentials', '--input', join(fixtures, 'n8n-credentials-export.json'))).stderr,
    ).toContain('credential "API token"');
  });
});
