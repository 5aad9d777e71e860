/** The Local File Trigger in an active workflow, on a temporary folder, under the instance's file access rules. */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from './harness.js';
import {
  chain,
  executionsOf,
  finishedExecutions,
  insertWorkflow,
  node,
  setNode,
  waitFor,
} from './activation-helpers.js';

const trigger = (parameters: Record<string, unknown>) => node('Watch', 'n8n-nodes-base.localFileTrigger', parameters);
const outputOf = (row: { data: string }) =>
  JSON.parse(row.data).resultData.runData.Watch[0].data.main[0].map((i: { json: unknown }) => i.json);
const settle = () => new Promise((r) => setTimeout(r, 400));

describe('Local File Trigger', () => {
  let server: TestServer;
  let folder: string;
  let outside: string;
  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'weft-watch-'));
    outside = mkdtempSync(join(tmpdir(), 'weft-outside-'));
    server = await createTestServer('sqlite', { WEFT_NODES_EXCLUDE: '[]', WEFT_RESTRICT_FILE_ACCESS_TO: folder });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(folder, { recursive: true, force: true });
    rmSync(outside, { recursive: true, force: true });
  });

  it('starts the workflow with {event, path} for the folder events it watches, and stops on deactivate', async () => {
    const dir = join(folder, 'inbox');
    mkdirSync(dir);
    writeFileSync(join(dir, 'old.txt'), 'there before');
    const id = await insertWorkflow(server.ctx, {
      nodes: [
        trigger({ triggerOn: 'folder', path: dir, events: ['add', 'unlink', 'addDir'] }),
        setNode('Set', { seen: '={{ $json.event }}' }),
      ],
      connections: chain('Watch', 'Set'),
    });
    await server.ctx.activeWorkflows.activate(id);
    // Existing files are ignored by default; 'change' is not watched.
    writeFileSync(join(dir, 'new.csv'), 'a,b');
    let runs = await finishedExecutions(server.ctx, id, 1);
    expect(outputOf(runs[0]!)).toEqual([{ event: 'add', path: join(dir, 'new.csv') }]);
    expect(JSON.parse(runs[0]!.data).resultData.runData.Set[0].data.main[0][0].json).toEqual({ seen: 'add' });
    await settle();
    writeFileSync(join(dir, 'new.csv'), 'a,b,c');
    mkdirSync(join(dir, 'sub'));
    runs = await finishedExecutions(server.ctx, id, 2);
    expect(outputOf(runs[1]!)).toEqual([{ event: 'addDir', path: join(dir, 'sub') }]);
    unlinkSync(join(dir, 'old.txt'));
    runs = await finishedExecutions(server.ctx, id, 3);
    expect(outputOf(runs[2]!)).toEqual([{ event: 'unlink', path: join(dir, 'old.txt') }]);
    await server.ctx.activeWorkflows.deactivate(id);
    writeFileSync(join(dir, 'after.txt'), 'not watched any more');
    await settle();
    expect(await executionsOf(server.ctx, id)).toHaveLength(3);
  });

  it('watches one file for changes, and applies the options (existing files, ignore by content)', async () => {
    const file = join(folder, 'one.txt');
    writeFileSync(file, '1');
    const one = await insertWorkflow(server.ctx, { nodes: [trigger({ triggerOn: 'file', path: file })] });
    await server.ctx.activeWorkflows.activate(one);
    writeFileSync(file, '2');
    const runs = await finishedExecutions(server.ctx, one, 1);
    expect(outputOf(runs[0]!)).toEqual([{ event: 'change', path: file }]);
    await server.ctx.activeWorkflows.deactivate(one);

    const dir = join(folder, 'opts');
    mkdirSync(dir);
    writeFileSync(join(dir, 'existing.txt'), 'x');
    const opts = await insertWorkflow(server.ctx, {
      nodes: [
        trigger({
          triggerOn: 'folder',
          path: dir,
          events: ['add'],
          options: { ignoreInitial: false, ignored: 'skip', ignoreMode: 'contain' },
        }),
      ],
    });
    await server.ctx.activeWorkflows.activate(opts);
    writeFileSync(join(dir, 'please-skip-me.txt'), 'x');
    writeFileSync(join(dir, 'keep.txt'), 'x');
    const found = await finishedExecutions(server.ctx, opts, 2);
    await settle();
    await server.ctx.activeWorkflows.deactivate(opts);
    const paths = (await executionsOf(server.ctx, opts)).map((r) => outputOf(r)[0].path).sort();
    expect(found).toHaveLength(2);
    expect(paths).toEqual([join(dir, 'existing.txt'), join(dir, 'keep.txt')]);
  });

  it('refuses paths the file access rules forbid, and drops events reached through a link out of the allowed folder', async () => {
    const refused = await insertWorkflow(server.ctx, {
      nodes: [trigger({ triggerOn: 'folder', path: outside, events: ['add'] })],
    });
    await expect(server.ctx.activeWorkflows.activate(refused)).rejects.toThrow(
      `"${outside}" is outside the allowed folders`,
    );
    const own = await insertWorkflow(server.ctx, {
      nodes: [trigger({ triggerOn: 'folder', path: server.home, events: ['add'] })],
    });
    await expect(server.ctx.activeWorkflows.activate(own)).rejects.toThrow('Access to the file is not allowed');

    const dir = join(folder, 'links');
    mkdirSync(dir);
    const id = await insertWorkflow(server.ctx, {
      nodes: [trigger({ triggerOn: 'folder', path: dir, events: ['add'] })],
    });
    await server.ctx.activeWorkflows.activate(id);
    writeFileSync(join(outside, 'secret.txt'), 'secret');
    symlinkSync(join(outside, 'secret.txt'), join(dir, 'secret-link.txt'));
    writeFileSync(join(dir, 'plain.txt'), 'fine');
    const runs = await finishedExecutions(server.ctx, id, 1);
    await settle();
    await server.ctx.activeWorkflows.deactivate(id);
    expect((await executionsOf(server.ctx, id)).map((r) => outputOf(r)[0].path)).toEqual([join(dir, 'plain.txt')]);
    expect(runs).toHaveLength(1);
  });

  it('run by hand, waits for the next change and outputs it; a refused folder fails the run', async () => {
    const owner = await server.owner();
    const dir = join(folder, 'manual');
    mkdirSync(dir);
    const run = async (path: string) => {
      const res = await owner.post('/rest/workflows/run', {
        workflowData: {
          name: 'Listen',
          nodes: [trigger({ triggerOn: 'folder', path, events: ['add'] })],
          connections: {},
        },
      });
      expect(res.status).toBe(200);
      return (res.body as { data: { executionId: string } }).data.executionId;
    };
    const done = async (executionId: string) =>
      waitFor(async () => {
        const row = await server.ctx.db.kysely
          .selectFrom('execution')
          .select(['status', 'data'])
          .where('id', '=', Number(executionId))
          .executeTakeFirst();
        return row && row.status !== 'running' && row.status !== 'new' ? row : undefined;
      });
    const listening = await run(dir);
    await settle();
    expect(server.ctx.executions.running().map((e) => String(e.id))).toContain(String(listening));
    writeFileSync(join(dir, 'dropped.txt'), 'x');
    const row = await done(listening);
    expect(row.status).toBe('success');
    expect(outputOf(row)).toEqual([{ event: 'add', path: join(dir, 'dropped.txt') }]);

    // Stopping a run that listens ends it (and its watcher).
    const stopped = await run(dir);
    await settle();
    await server.ctx.executions.stop(String(stopped));
    expect((await done(stopped)).status).toBe('canceled');

    const refused = await done(await run(outside));
    expect(refused.status).toBe('error');
    expect(JSON.parse(refused.data).resultData.error.message).toContain('is outside the allowed folders');
  });

  it('refuses bad settings with errors that name the problem', async () => {
    const none = await insertWorkflow(server.ctx, { nodes: [trigger({ triggerOn: '', path: folder })] });
    await expect(server.ctx.activeWorkflows.activate(none)).rejects.toThrow('"Trigger On" must be "file" or "folder"');
    const empty = await insertWorkflow(server.ctx, {
      nodes: [trigger({ triggerOn: 'folder', path: '', events: ['add'] })],
    });
    await expect(server.ctx.activeWorkflows.activate(empty)).rejects.toThrow('No folder to watch is set');
    const bad = await insertWorkflow(server.ctx, {
      nodes: [trigger({ triggerOn: 'folder', path: folder, events: ['rename'] })],
    });
    await expect(server.ctx.activeWorkflows.activate(bad)).rejects.toThrow('Unknown event "rename"');
  });
});

describe('Local File Trigger, excluded by default', () => {
  it('is not available unless the operator enables it', async () => {
    const server = await createTestServer('sqlite');
    try {
      const id = await insertWorkflow(server.ctx, {
        nodes: [trigger({ triggerOn: 'folder', path: tmpdir(), events: ['add'] })],
      });
      await expect(server.ctx.activeWorkflows.activate(id)).rejects.toThrow();
      expect(server.ctx.activeWorkflows.activeIds()).not.toContain(id);
    } finally {
      await server.close();
    }
  });
});
