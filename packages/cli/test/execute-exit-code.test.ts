/**
 * `weft execute` as a real child process: after a Code node runs out of its memory limit, the
 * isolate's teardown must not crash the process (it used to die with SIGSEGV, exit 139, about
 * every other run). It exits 1, or 0 with --raw-output, after printing the execution.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const BIN = join(ROOT, 'packages/cli/bin/weft.js');

const home = mkdtempSync(join(tmpdir(), 'weft-exit-code-'));
afterAll(() => rmSync(home, { recursive: true, force: true }));

function workflowFile(jsCode: string): string {
  const file = join(home, `wf-${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(
    file,
    JSON.stringify({
      name: 'exit code',
      nodes: [
        {
          id: 't',
          name: 'Start',
          type: 'n8n-nodes-base.manualTrigger',
          typeVersion: 1,
          position: [0, 0],
          parameters: {},
        },
        {
          id: 'c',
          name: 'Code',
          type: 'n8n-nodes-base.code',
          typeVersion: 2,
          position: [200, 0],
          parameters: { jsCode },
        },
      ],
      connections: { Start: { main: [[{ node: 'Code', type: 'main', index: 0 }]] } },
      settings: { executionOrder: 'v1' },
    }),
  );
  return file;
}

function runWeft(
  args: string[],
): Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], {
      env: { ...process.env, WEFT_HOME: home, WEFT_CODE_MEMORY_MB: '64', WEFT_LOG_LEVEL: 'error' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code, signal) => resolve({ code, signal, stdout, stderr }));
  });
}

const EXHAUST_MEMORY = "const a = []; while (true) { a.push({ x: Math.random(), y: 'a'.repeat(100) }); }\nreturn [];";

describe('weft execute exit code', () => {
  it('has a build to run', () => {
    expect(existsSync(join(ROOT, 'packages/cli/dist/bundle/main.js')), 'build first: npm run build').toBe(true);
  });

  it('exits 1 (not SIGSEGV) after a Code node exceeds its memory limit, every time', async () => {
    const file = workflowFile(EXHAUST_MEMORY);
    // The crash was a race that hit about every other run: several runs make a pass meaningful.
    for (let i = 0; i < 4; i++) {
      const res = await runWeft(['execute', '--file', file]);
      expect(res.signal, res.stderr).toBeNull();
      expect(res.code, res.stderr).toBe(1);
      const printed = JSON.parse(res.stdout.slice(res.stdout.indexOf('{')));
      expect(JSON.stringify(printed)).toContain('ran out of memory (limit 64 MB)');
    }
  }, 120_000);

  it('exits 0 with --raw-output after the same failure, and prints the failed execution', async () => {
    const file = workflowFile(EXHAUST_MEMORY);
    for (let i = 0; i < 2; i++) {
      const res = await runWeft(['execute', '--raw-output', '--file', file]);
      expect(res.signal, res.stderr).toBeNull();
      expect(res.code, res.stderr).toBe(0);
      expect(JSON.parse(res.stdout).status).toBe('error');
    }
  }, 120_000);

  it('exits 0 after a successful Code node', async () => {
    const res = await runWeft(['execute', '--file', workflowFile('return [{ json: { ok: true } }];')]);
    expect(res.signal).toBeNull();
    expect(res.code, res.stderr).toBe(0);
  }, 60_000);
});
