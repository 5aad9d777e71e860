/**
 * The built `weft` command loads node families on demand for `weft execute` only: a run of a node
 * outside the core family works (its family and its credential type's family are loaded for it),
 * and the commands that check workflows and credentials (import) know every built-in type without
 * loading anything first.
 */
import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireBuild } from '../../server/test/require-build.js';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const BIN = join(ROOT, 'packages/cli/bin/weft.js');
requireBuild('node-families', 'packages/cli/dist/bundle/main.js', 'packages/nodes/dist/bundle/loader.js');

const home = mkdtempSync(join(tmpdir(), 'weft-families-'));
let echo: Server;
let echoUrl: string;
beforeAll(async () => {
  echo = createServer((req, res) =>
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ auth: req.headers.authorization ?? null })),
  );
  await new Promise<void>((resolve) => echo.listen(0, '127.0.0.1', resolve));
  echoUrl = `http://127.0.0.1:${(echo.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => echo.close(() => resolve()));
  rmSync(home, { recursive: true, force: true });
});

function weft(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], {
      env: { ...process.env, WEFT_HOME: home, WEFT_LOG_LEVEL: 'error' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

function file(name: string, value: unknown): string {
  const path = join(home, name);
  writeFileSync(path, JSON.stringify(value));
  return path;
}

describe('node families in the weft command', () => {
  it('imports a credential and a workflow of non-core types without calling them unknown', async () => {
    const cred = await weft([
      'import:credentials',
      '--input',
      file('cred.json', [{ id: 'n1', name: 'Notion', type: 'notionApi', data: { apiKey: 'secret_n1' } }]),
    ]);
    expect(cred.code, cred.stderr).toBe(0);
    expect(cred.stderr).not.toContain('does not know');
    const sheets = {
      id: 'w1',
      name: 'sheets',
      nodes: [
        {
          id: 's',
          name: 'Sheet',
          type: 'n8n-nodes-base.googleSheets',
          typeVersion: 4.5,
          position: [0, 0],
          parameters: {},
        },
      ],
      connections: {},
    };
    const wf = await weft(['import:workflow', '--input', file('sheets.json', sheets)]);
    expect(wf.code, wf.stderr).toBe(0);
  });

  it('runs an HTTP Request signed with a predefined type of another family (Notion) in weft execute', async () => {
    const workflow = {
      name: 'notion via http',
      nodes: [
        {
          id: 'a',
          name: 'Start',
          type: 'n8n-nodes-base.manualTrigger',
          typeVersion: 1,
          position: [0, 0],
          parameters: {},
        },
        {
          id: 'b',
          name: 'HTTP',
          type: 'n8n-nodes-base.httpRequest',
          typeVersion: 4.2,
          position: [200, 0],
          parameters: {
            url: `${echoUrl}/pages`,
            authentication: 'predefinedCredentialType',
            nodeCredentialType: 'notionApi',
            options: {},
          },
          credentials: { notionApi: { id: 'n1', name: 'Notion' } },
        },
      ],
      connections: { Start: { main: [[{ node: 'HTTP', type: 'main', index: 0 }]] } },
    };
    const res = await weft(['execute', '--raw-output', '--file', file('notion.json', workflow)]);
    expect(res.code, res.stderr).toBe(0);
    const execution = JSON.parse(res.stdout) as {
      status: string;
      data: { resultData: { runData: Record<string, Array<{ data: { main: Array<Array<{ json: unknown }>> } }>> } };
    };
    expect(execution.status).toBe('success');
    expect(execution.data.resultData.runData.HTTP![0]!.data.main[0]![0]!.json).toEqual({ auth: 'Bearer secret_n1' });
  });

  it('refuses a node at a typeVersion Weft lacks, with families loaded on demand', async () => {
    const workflow = {
      name: 'unknown version',
      nodes: [
        {
          id: 'a',
          name: 'Start',
          type: 'n8n-nodes-base.manualTrigger',
          typeVersion: 1,
          position: [0, 0],
          parameters: {},
        },
        { id: 'b', name: 'Slack', type: 'n8n-nodes-base.slack', typeVersion: 9, position: [200, 0], parameters: {} },
      ],
      connections: { Start: { main: [[{ node: 'Slack', type: 'main', index: 0 }]] } },
    };
    const res = await weft(['execute', '--raw-output', '--file', file('v9.json', workflow)]);
    const execution = JSON.parse(res.stdout) as {
      status: string;
      data: { resultData: { error?: { message: string } } };
    };
    expect(execution.status).toBe('error');
    expect(execution.data.resultData.error?.message).toMatch(/typeVersion 9|version 9/);
    expect(execution.data.resultData.error?.message).toMatch(/2\.4/);
  });
});
