/**
 * Nodes read files only within the instance's file access rules: never Weft's own data folder
 * (the encryption key, the database), and only below WEFT_RESTRICT_FILE_ACCESS_TO when it is set.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Workflow } from '@weft/workflow';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { fileAccessRefusal, serverFileLister, serverFileWriter } from '../src/services/file-access.js';
import { chain, insertWorkflow, node, settled } from './executions-fixtures.js';
import { createTestServer, type TestClient, type TestServer } from './harness.js';

const sub: Workflow = {
  name: 'On disk',
  nodes: [
    node('Called', 'weft.executeWorkflowTrigger'),
    node(
      'Answer',
      'weft.set',
      { assignments: { assignments: [{ id: 'a', name: 'from', value: 'disk', type: 'string' }] }, options: {} },
      3.4,
    ),
  ],
  connections: chain('Called', 'Answer'),
};

describe('file access rules', () => {
  const dir = mkdtempSync(join(tmpdir(), 'weft-files-'));
  const home = join(dir, 'home');
  const shared = join(dir, 'shared');
  const elsewhere = join(dir, 'elsewhere');
  for (const d of [home, shared, elsewhere]) mkdirSync(d);
  writeFileSync(join(home, 'config'), '{"encryptionKey":"secret"}');
  writeFileSync(join(shared, 'sub.json'), JSON.stringify(sub));
  writeFileSync(join(elsewhere, 'sub.json'), JSON.stringify(sub));
  symlinkSync(join(home, 'config'), join(shared, 'innocent.json'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("refuses Weft's data folder, also through a symbolic link, and honours the allowed folders", async () => {
    const open = loadConfig({ WEFT_HOME: home });
    expect(await fileAccessRefusal(open, join(home, 'config'))).toContain("part of Weft's own data");
    expect(await fileAccessRefusal(open, join(shared, 'innocent.json'))).toContain("part of Weft's own data");
    expect(await fileAccessRefusal(open, join(shared, '..', 'home', 'database.sqlite'))).toContain(
      "part of Weft's own data",
    );
    expect(await fileAccessRefusal(open, join(elsewhere, 'sub.json'))).toBeUndefined();
    const restricted = loadConfig({ WEFT_HOME: home, WEFT_RESTRICT_FILE_ACCESS_TO: `${shared};/nowhere` });
    expect(await fileAccessRefusal(restricted, join(shared, 'sub.json'))).toBeUndefined();
    expect(await fileAccessRefusal(restricted, join(elsewhere, 'sub.json'))).toContain('outside the allowed folders');
    expect(
      await fileAccessRefusal(
        loadConfig({ WEFT_HOME: home, WEFT_BLOCK_FILE_ACCESS_TO_WEFT_FILES: 'false' }),
        join(home, 'config'),
      ),
    ).toBeUndefined();
  });

  it('writes only where nodes may, also for a new file behind a linked folder, and lists only readable files', async () => {
    const config = loadConfig({ WEFT_HOME: home, WEFT_RESTRICT_FILE_ACCESS_TO: `${shared};${dir}/linked` });
    symlinkSync(home, join(dir, 'linked'));
    const write = serverFileWriter(config);
    await write(join(shared, 'out.txt'), new TextEncoder().encode('a'));
    await write(join(shared, 'out.txt'), new TextEncoder().encode('b'), { append: true });
    expect(readFileSync(join(shared, 'out.txt'), 'utf8')).toBe('ab');
    await expect(write(join(dir, 'linked', 'planted.txt'), new Uint8Array([1]))).rejects.toThrow(
      'Writing the file is not allowed: "' + join(dir, 'linked', 'planted.txt') + '" is part of Weft\'s own data',
    );
    expect(existsSync(join(home, 'planted.txt'))).toBe(false);
    await expect(write(join(elsewhere, 'x.txt'), new Uint8Array([1]))).rejects.toThrow('outside the allowed folders');
    const list = serverFileLister(config);
    // innocent.json links to Weft's config: it matches, but is never listed.
    expect(await list(`${shared}/*`)).toEqual([join(shared, 'out.txt'), join(shared, 'sub.json')]);
    expect(await list(`${dir}/**/*.json`)).toEqual([join(shared, 'sub.json')]);
  });

  it('leaves Execute Command and LangChain Code out unless the operator enables them, in the node list and at save', async () => {
    const server = await createTestServer('sqlite');
    try {
      const owner = await server.owner();
      const types = (await owner.get('/types/nodes.json')).body as Array<{ name: string }>;
      expect(types.map((t) => t.name)).not.toContain('weft.executeCommand');
      // LangChain Code runs its JavaScript in Weft's own process, so it is left out the same way.
      expect(types.map((t) => t.name)).not.toContain('@n8n/n8n-nodes-langchain.code');
      expect(types.map((t) => t.name)).toContain('weft.writeBinaryFile');
      const res = await owner.post('/rest/workflows', {
        name: 'Shell',
        nodes: [node('Shell', 'n8n-nodes-base.executeCommand', { command: 'id' })],
        connections: {},
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(
        'Node "Shell" uses "n8n-nodes-base.executeCommand", which this instance leaves out',
      );
      expect(res.body.hint).toContain('WEFT_NODES_EXCLUDE');
    } finally {
      await server.close();
    }
    const enabled = await createTestServer('sqlite', { WEFT_NODES_EXCLUDE: '[]' });
    try {
      const owner = await enabled.owner();
      const types = (await owner.get('/types/nodes.json')).body as Array<{ name: string }>;
      expect(types.map((t) => t.name)).toContain('@n8n/n8n-nodes-langchain.code');
      const wf = await insertWorkflow(enabled, owner.user.id, {
        name: 'Shell',
        nodes: [
          node('Start', 'weft.manualTrigger'),
          node('Shell', 'n8n-nodes-base.executeCommand', { command: 'echo "hi $((40 + 2))"' }),
        ],
        connections: chain('Start', 'Shell'),
      });
      const run = await owner.post('/rest/workflows/run', { workflowId: wf });
      await settled(enabled, run.body.data.executionId);
      const data = (await owner.get(`/rest/executions/${run.body.data.executionId}`)).body.data.data;
      const parsed = typeof data === 'string' ? JSON.parse(data) : data;
      expect(parsed.resultData.runData.Shell[0].data.main[0][0].json).toEqual({
        exitCode: 0,
        stderr: '',
        stdout: 'hi 42',
      });
    } finally {
      await enabled.close();
    }
  });

  describe('in a run', () => {
    let server: TestServer;
    let owner: TestClient & { user: { id: string } };
    beforeAll(async () => {
      server = await createTestServer('sqlite', { WEFT_RESTRICT_FILE_ACCESS_TO: shared });
      owner = await server.owner();
    });
    afterAll(async () => server?.close());

    const runFile = async (path: string) => {
      const wf = await insertWorkflow(server, owner.user.id, {
        name: 'Reads a file',
        nodes: [
          node('Start', 'weft.manualTrigger'),
          node('Call', 'weft.executeWorkflow', { source: 'localFile', workflowPath: path }, 1.2),
        ],
        connections: chain('Start', 'Call'),
      });
      const res = await owner.post('/rest/workflows/run', { workflowId: wf });
      await settled(server, res.body.data.executionId);
      const data = (await owner.get(`/rest/executions/${res.body.data.executionId}`)).body.data.data;
      const parsed = typeof data === 'string' ? JSON.parse(data) : data;
      const call = parsed.resultData.runData.Call[0];
      return { json: call.data?.main?.[0]?.[0]?.json, error: [call.error?.message, call.error?.description].join(' ') };
    };

    it('runs a workflow file from an allowed folder and refuses the server home and other folders', async () => {
      expect((await runFile(join(shared, 'sub.json'))).json).toEqual({ from: 'disk' });
      const own = await runFile(join(server.home, 'config'));
      expect(own.json).toBeUndefined();
      expect(own.error).toContain("part of Weft's own data");
      expect(own.error).not.toContain('encryptionKey');
      expect((await runFile(join(elsewhere, 'sub.json'))).error).toContain('outside the allowed folders');
    });
  });
});
