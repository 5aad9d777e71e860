// What the editor benchmarks share: a real `weft start` on a fresh data folder with an owner
// signed in, a workflow created over REST, and Debian's Chromium with that owner's cookie.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

function freePort() {
  return new Promise((res, rej) => {
    const srv = createServer();
    srv.on('error', rej);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => res(port));
    });
  });
}

/** The p-th percentile of a list of numbers. */
export function pct(list, p) {
  const s = [...list].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
}

/**
 * Starts Weft, sets up the owner, creates `workflow` and opens Chromium at `viewport` with the
 * owner's cookie. Answers `{ url, workflowId, browser, page, close() }`.
 */
export async function openEditorSession(workflow, viewport = { width: 1600, height: 900 }) {
  const home = mkdtempSync(join(tmpdir(), 'weft-bench-editor-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const proc = spawn(process.execPath, [join(ROOT, 'packages/cli/bin/weft.js'), 'start'], {
    cwd: ROOT,
    env: {
      ...process.env,
      WEFT_HOME: home,
      WEFT_PORT: String(port),
      WEFT_LISTEN_ADDRESS: '127.0.0.1',
      WEFT_LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  let browser;
  const close = async () => {
    await browser?.close();
    proc.kill('SIGTERM');
    rmSync(home, { recursive: true, force: true });
  };
  try {
    for (let i = 0; ; i++) {
      try {
        if ((await fetch(`${url}/rest/settings`)).ok) break;
      } catch {}
      if (i > 300) throw new Error('weft start did not answer');
      await new Promise((r) => setTimeout(r, 100));
    }
    const setup = await fetch(`${url}/rest/owner/setup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: 'bench@weft.test',
        password: 'Bench-pass-1',
        firstName: 'Bench',
        lastName: 'Mark',
      }),
    });
    const cookie = (setup.headers.get('set-cookie') ?? '').split(';')[0];
    const created = await fetch(`${url}/rest/workflows`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify(workflow),
    });
    if (!created.ok) throw new Error(`creating the workflow failed: ${await created.text()}`);
    const { id } = (await created.json()).data;
    browser = await chromium.launch({
      executablePath: process.env.WEFT_CHROMIUM ?? '/usr/bin/chromium',
      headless: true,
      args: ['--no-sandbox', '--disable-dev-shm-usage'],
    });
    const context = await browser.newContext({ viewport });
    const [name, ...value] = cookie.split('=');
    await context.addCookies([{ name, value: value.join('='), url }]);
    const page = await context.newPage();
    return { url, workflowId: id, browser, page, close };
  } catch (e) {
    await close();
    throw e;
  }
}
