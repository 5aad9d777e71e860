/**
 * Nodes read files only within the instance's file access rules: never Weft's own data folder
 * (the encryption key, the database), and only below WEFT_RESTRICT_FILE_ACCESS_TO when it is set.
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Workflow } from '@weft/workflow';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { fileAccessRefusal } from '../src/services/file-access.js';
import { chain, insertWorkflow, node, settled } from './executions-fixtures.js';
import { createTestServer, type TestClient, type TestServer } from './harness.js';

const sub: Workflow = {
  name: 'On disk',
  nodes: [node('Called', 'weft.executeWorkflowTrigger'), node('Answer', 'weft.set', { assignments: { assignments: [{ id: 'a', name: 'from', value: 'disk', type: 'string' }] }, options: {} }, 3.4)],
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
    expect(await fileAccessRefusal(open, join(shared, '..', 'home', 'database.sqlite'))).toContain("part of Weft's own data");
    expect(await fileAccessRefusal(open, join(elsewhere, 'sub.json'))).toBeUndefined();
    const restricted = loadConfig({ WEFT_HOME: home, WEFT_RESTRICT_FILE_ACCESS_TO: `${shared};/nowhere` });
    expect(await fileAccessRefusal(restricted, join(shared, 'sub.json'))).toBeUndefined();
    expect(await fileAccessRefusal(restricted, join(elsewhere, 'sub.json'))).toContain('outside the allowed folders');
    expect(await fileAccessRefusal(loadConfig({ WEFT_HOME: home, WEFT_BLOCK_FILE_ACCESS_TO_WEFT_FILES: 'false' }), join(home, 'config'))).toBeUndefined();
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
        nodes: [node('Start', 'weft.manualTrigger'), node('Call', 'weft.executeWorkflow', { source: 'localFile', workflowPath: path }, 1.2)],
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
