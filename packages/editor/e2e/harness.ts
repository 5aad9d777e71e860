/**
 * End-to-end harness: a real `weft start` on a fresh data folder and a real Chromium driven by
 * playwright-core. Every page records console errors so a test can assert there were none.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
/** Where screenshots go (the test command keeps test-results/). */
export const SCREENSHOT_DIR = join(ROOT, 'test-results', 'screenshots');
/** Debian's Chromium; override with WEFT_CHROMIUM. */
export const CHROMIUM = process.env.WEFT_CHROMIUM ?? '/usr/bin/chromium';

/** A running Weft server. */
export interface WeftProcess {
  url: string;
  port: number;
  home: string;
  proc: ChildProcess;
  /** Output so far, for failure messages. */
  output(): string;
  stop(): Promise<void>;
}

/** A free TCP port on loopback. */
export async function freePort(): Promise<number> {
  return new Promise((res, rej) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', rej);
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => res(port));
    });
  });
}

let emptyRegistry: Promise<string> | undefined;

/** npm's configured registry (what a user's `npm install` would reach), without a trailing slash. */
function upstreamRegistry(): string {
  try {
    const value = execFileSync('npm', ['config', 'get', 'registry'], { encoding: 'utf8', timeout: 15_000 }).trim();
    if (/^https?:\/\//i.test(value)) return value.replace(/\/+$/, '');
  } catch {
    /* npm cannot say: its default */
  }
  return 'https://registry.npmjs.org';
}

/**
 * A loopback npm registry whose search finds no package, so that the node creator's community
 * search (the owner's searches with few built-in matches) never reaches a real registry from a
 * test: what that registry's search answers, or whether this machine reaches it, must not decide a
 * test. Everything else (packuments, tarballs for an install) is redirected to npm's configured
 * registry, so tests that install real packages by name still can.
 */
function emptyRegistryUrl(): Promise<string> {
  emptyRegistry ??= new Promise((res) => {
    const upstream = upstreamRegistry();
    const server = createHttpServer((req, out) => {
      if (req.url?.startsWith('/-/v1/search'))
        out.writeHead(200, { 'content-type': 'application/json' }).end('{"objects":[],"total":0}');
      else out.writeHead(307, { location: `${upstream}${req.url ?? '/'}` }).end();
    });
    server.unref();
    server.listen(0, '127.0.0.1', () => res(`http://127.0.0.1:${(server.address() as { port: number }).port}`));
  });
  return emptyRegistry;
}

/**
 * Starts `weft start` with its own home folder (SQLite) and waits until it answers. Community
 * package searches go to a loopback registry that finds nothing, unless `env` names another.
 */
export async function startWeft(env: Record<string, string> = {}): Promise<WeftProcess> {
  const home = mkdtempSync(join(tmpdir(), 'weft-e2e-'));
  const port = await freePort();
  const registry = await emptyRegistryUrl();
  let out = '';
  const proc = spawn(process.execPath, [join(ROOT, 'packages/cli/bin/weft.js'), 'start'], {
    cwd: ROOT,
    env: {
      ...process.env,
      WEFT_HOME: home,
      WEFT_PORT: String(port),
      WEFT_LISTEN_ADDRESS: '127.0.0.1',
      WEFT_LOG_LEVEL: 'warn',
      WEFT_COMMUNITY_PACKAGES_REGISTRY: registry,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  proc.stdout?.on('data', (d) => (out += d));
  proc.stderr?.on('data', (d) => (out += d));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`weft start exited with ${proc.exitCode}:\n${out}`);
    try {
      const res = await fetch(`${url}/rest/settings`);
      if (res.ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error(`weft start did not answer within 30 s:\n${out}`);
    await new Promise((r) => setTimeout(r, 150));
  }
  return {
    url,
    port,
    home,
    proc,
    output: () => out,
    stop: async () => {
      if (proc.exitCode === null) {
        const exited = new Promise((r) => proc.once('exit', r));
        proc.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
        if (proc.exitCode === null) proc.kill('SIGKILL');
      }
      rmSync(home, { recursive: true, force: true });
    },
  };
}

/** Launches Debian's Chromium headless. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-dev-shm-usage'],
  });
}

/** A page that records console errors and uncaught exceptions. */
export interface TrackedPage {
  page: Page;
  context: BrowserContext;
  /** Console errors and page errors seen so far. */
  errors: string[];
}

/** Opens a new browser context (own cookies) and page at a viewport size. */
export async function openPage(browser: Browser, viewport = { width: 1280, height: 800 }): Promise<TrackedPage> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(`${err.name}: ${err.message}`));
  return { page, context, errors };
}

/** Saves a full-window screenshot as test-results/screenshots/{name}.png and returns its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = join(SCREENSHOT_DIR, `${name}.png`);
  // Finished CSS animations, so a dialog that just opened is shown as the user sees it a moment later.
  await page.screenshot({ path, animations: 'disabled' });
  return path;
}

/** An owner account made through the API, for tests that don't exercise the setup screen. */
export interface Account {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

export const OWNER: Account = {
  email: 'owner@weft.test',
  password: 'Owner-pass-1',
  firstName: 'Olivia',
  lastName: 'Owner',
};

/** Sets up the owner through POST /rest/owner/setup and returns the session cookie. */
export async function setupOwnerViaApi(weft: WeftProcess, account: Account = OWNER): Promise<string> {
  const res = await fetch(`${weft.url}/rest/owner/setup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (!res.ok) throw new Error(`owner setup failed: ${res.status} ${await res.text()}`);
  return (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

/** Puts a session cookie into a browser context so the page starts signed in. */
export async function useCookie(context: BrowserContext, weft: WeftProcess, cookie: string): Promise<void> {
  const [name, ...rest] = cookie.split('=');
  await context.addCookies([{ name: name!, value: rest.join('='), url: weft.url }]);
}

/** Calls the REST API with a session cookie. */
export async function rest<T = any>(
  weft: WeftProcess,
  cookie: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const res = await fetch(`${weft.url}/rest${path}`, {
    method,
    headers: { cookie, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return (text ? JSON.parse(text).data : undefined) as T;
}

/** What `useSignedInWeft` gives a test file: a server, a browser, the owner's cookie. */
export interface SignedInWeft {
  weft: WeftProcess;
  browser: Browser;
  /** The owner's session cookie. */
  cookie: string;
  /** A new page (own context) signed in as the owner. */
  ownerPage(viewport?: { width: number; height: number }): Promise<TrackedPage>;
}

/**
 * The usual set-up of an e2e file: before all tests, start `weft start` (with `env`), launch
 * Chromium and set up the owner through the API; after all, close both. Call it at the top of a
 * `describe`; read the fields inside tests (they are filled once `beforeAll` ran).
 */
export function useSignedInWeft(env: Record<string, string> = {}): SignedInWeft {
  const session = {} as SignedInWeft;
  beforeAll(async () => {
    session.weft = await startWeft(env);
    session.browser = await launchBrowser();
    session.cookie = await setupOwnerViaApi(session.weft);
  }, 60_000);
  afterAll(async () => {
    await session.browser?.close();
    await session.weft?.stop();
  });
  session.ownerPage = async (viewport) => {
    const tracked = await openPage(session.browser, viewport);
    await useCookie(tracked.context, session.weft, session.cookie);
    return tracked;
  };
  return session;
}
