// Helpers of the fault benches (bench/fault/*.mjs): start and kill real `weft` processes on
// loopback, read a process's RSS, set up the owner.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const BIN = join(ROOT, 'packages/cli/bin/weft.js');

export const arg = (name, fallback) => {
  const args = process.argv.slice(2);
  return args.includes(name) ? args[args.indexOf(name) + 1] : fallback;
};

/** A free loopback port. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

/** Resident set size of a process in bytes (Linux /proc). */
export function rssOf(pid) {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) * 1024 : NaN;
  } catch {
    return NaN;
  }
}

/** Starts `weft <command>` with `env`; answers the child, its output tail and helpers. */
export function startWeft(command, env, extraArgs = []) {
  const child = spawn(process.execPath, [BIN, command, ...extraArgs], {
    env: { ...process.env, WEFT_LISTEN_ADDRESS: '127.0.0.1', WEFT_LOG_LEVEL: 'error', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (c) => (output = (output + c).slice(-8000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exited = null;
  child.on('exit', (code, signal) => (exited = { code, signal }));
  return {
    child,
    output: () => output,
    exited: () => exited,
    kill9: () => new Promise((r) => (exited ? r() : (child.once('exit', () => r()), child.kill('SIGKILL')))),
    stop: () =>
      new Promise((r) =>
        exited
          ? r()
          : (child.once('exit', () => r()),
            child.kill('SIGTERM'),
            setTimeout(() => child.kill('SIGKILL'), 15_000).unref()),
      ),
  };
}

/** Waits until `url` answers 2xx. */
export async function waitReady(url, proc, timeoutMs = 120_000) {
  const since = Date.now();
  while (Date.now() - since < timeoutMs) {
    if (proc?.exited())
      throw new Error(`weft exited before ${url} answered: ${JSON.stringify(proc.exited())}\n${proc.output()}`);
    try {
      const res = await fetch(url);
      if (res.ok) return Date.now() - since;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

export const OWNER = { email: 'fault@example.com', firstName: 'Fault', lastName: 'Bench', password: 'Fault-Passw0rd' };

/** Sets up the owner (or signs in when it exists); answers the session cookie. */
export async function ownerCookie(base) {
  let res = await fetch(`${base}/rest/owner/setup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(OWNER),
  });
  if (!res.ok)
    res = await fetch(`${base}/rest/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: OWNER.email, password: OWNER.password }),
    });
  if (!res.ok) throw new Error(`owner setup/sign-in failed: ${res.status} ${await res.text()}`);
  return res.headers.get('set-cookie').split(';')[0];
}

/** JSON call with a cookie; answers the parsed body (throws on a non-2xx). */
export async function rest(base, cookie, method, path, body) {
  const res = await fetch(base + path, {
    method,
    headers: { cookie, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 300)}`);
  return text ? JSON.parse(text) : undefined;
}
