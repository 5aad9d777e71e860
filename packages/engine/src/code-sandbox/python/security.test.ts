import { spawn } from 'node:child_process';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import type { Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CodeExecutionError, CodeMemoryError, CodeTimeoutError } from '../errors.js';
import { options } from '../test-scope.js';
import { CHILD_HARDENING } from './child-source.js';
import { childFlags, disposePythonChildren } from './python-process.js';
import { runPythonInSandbox } from './run-python.js';

const T = 180_000;
const MARKER = join(tmpdir(), `weft-python-escape-${process.pid}`);
const SECRET_FILE = join(tmpdir(), `weft-python-secret-${process.pid}`);
const SECRET = `s3cret-${process.pid}`;
let server: Server;
let port = 0;
let connections = 0;
let received = '';

beforeAll(async () => {
  writeFileSync(SECRET_FILE, SECRET);
  process.env.WEFT_PYTHON_TEST_SECRET = SECRET;
  server = createServer((socket) => {
    connections += 1;
    socket.on('data', (chunk) => {
      received += chunk.toString();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as { port: number }).port;
});

afterAll(async () => {
  disposePythonChildren();
  delete process.env.WEFT_PYTHON_TEST_SECRET;
  rmSync(SECRET_FILE, { force: true });
  rmSync(MARKER, { force: true });
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/**
 * Escape attempts in Python, all in one run (a child costs seconds to start): each is reported as
 * `ERR <type>` or as what it got, and each is asserted below. None may reach the host.
 */
const PY_ATTEMPTS: Record<string, string> = {
  read_host_file: `open(${JSON.stringify(SECRET_FILE)}).read()`,
  read_passwd: `open('/etc/passwd').read()`,
  write_host_file: `open(${JSON.stringify(MARKER)}, 'w').write('x') and __import__('os').listdir(${JSON.stringify(tmpdir())})`,
  environ: `dict(__import__('os').environ)`,
  getenv: `__import__('os').getenv('WEFT_PYTHON_TEST_SECRET')`,
  subprocess: `__import__('subprocess').run(['touch', ${JSON.stringify(MARKER)}])`,
  os_fork: `__import__('os').fork()`,
  os_kill_parent: `__import__('os').kill(__import__('os').getppid(), 9)`,
  socket: `__import__('socket').create_connection(('127.0.0.1', PORT), timeout=2).sendall(b'python socket')`,
  urllib: `__import__('urllib.request').request.urlopen('http://127.0.0.1:PORT/x', timeout=2).read()`,
  http_client: `(lambda c: (c.request('GET', '/'), c.getresponse()))(__import__('http.client').client.HTTPConnection('127.0.0.1', PORT, timeout=2))`,
  pyfetch: `__import__('asyncio').get_event_loop().run_until_complete(__import__('pyodide.http').http.pyfetch('http://127.0.0.1:PORT/'))`,
  open_url: `__import__('pyodide.http').http.open_url('http://127.0.0.1:PORT/')`,
  js_module: `__import__('js').process.env`,
  pyodide_js: `__import__('pyodide_js')._module.FS`,
  run_js: `__import__('pyodide.code').code.run_js('process.env')`,
  to_js_constructor: `__import__('pyodide.ffi').ffi.to_js({}).constructor.constructor('return process')()`,
  to_js_function_constructor: `__import__('pyodide.ffi').ffi.to_js(lambda: 0).constructor('return globalThis')()`,
  create_proxy_constructor: `__import__('pyodide.ffi').ffi.create_proxy(len).constructor.constructor('return process')()`,
  js_proxies_in_memory: `[repr(o) for o in __import__('gc').get_objects() if type(o).__name__.startswith('JsProxy') or 'JsProxy' in [c.__name__ for c in type(o).__mro__]][:5]`,
  import_hook_finders: `[f.jsproxies for f in __import__('sys').meta_path if getattr(f, 'jsproxies', None)]`,
  mount_node_fs: `__import__('sys').modules['pyodide'].__dict__.get('_api') or __import__('pyodide_js').mountNodeFS('/mnt', '/')`,
  load_package_url: `__import__('asyncio').get_event_loop().run_until_complete(__import__('pyodide_js').loadPackage('http://127.0.0.1:PORT/evil.whl'))`,
};

function pythonCorpus(): string {
  const lines = ['res = {}'];
  for (const [name, expr] of Object.entries(PY_ATTEMPTS)) {
    lines.push('try:');
    lines.push(`  res[${JSON.stringify(name)}] = repr(${expr.replaceAll('PORT', String(port))})[:500]`);
    lines.push('except BaseException as e:');
    lines.push(`  res[${JSON.stringify(name)}] = 'ERR ' + type(e).__name__ + ': ' + str(e)[:300]`);
  }
  lines.push('return [{"json": res}]');
  return lines.join('\n');
}

describe('Python sandbox security corpus', () => {
  it(
    'no Python escape reaches host files, environment, processes, the network or JavaScript',
    async () => {
      const { items } = await runPythonInSandbox(options(pythonCorpus(), { timeoutMs: 120_000 }));
      const res = items[0]!.json as Record<string, string>;
      const text = JSON.stringify(res);
      expect(text).not.toContain(SECRET);
      expect(existsSync(MARKER)).toBe(false);
      expect(connections).toBe(0);
      expect(received).toBe('');
      // Each attempt failed, or succeeded only inside Pyodide's own in-memory world.
      for (const key of [
        'read_host_file',
        'read_passwd',
        'os_fork',
        'socket',
        'urllib',
        'http_client',
        'pyfetch',
        'open_url',
        'js_module',
        'pyodide_js',
        'run_js',
        'to_js_constructor',
        'to_js_function_constructor',
        'create_proxy_constructor',
        'mount_node_fs',
        'load_package_url',
        'subprocess',
      ]) {
        expect(res[key], key).toMatch(/^ERR /);
      }
      expect(res.to_js_constructor).toMatch(/Code generation from strings disallowed/);
      expect(res.js_proxies_in_memory).toBe('[]');
      expect(res.import_hook_finders).toBe('[]');
      expect(res.environ).not.toContain('WEFT_PYTHON_TEST_SECRET');
      expect(res.getenv).toBe('None');
      // Writes land in Pyodide's in-memory file system: its /tmp is not the host's.
      expect(res.write_host_file).not.toContain('weft-python-secret');
    },
    T,
  );

  it(
    'os.system, posix.system and ctypes system() cannot start a host process',
    async () => {
      // Pyodide's C library implements system() with Node's child_process.spawnSync: the child's
      // permission model refuses it (the Pyodide child then dies), and os/posix.system are blocked.
      for (const code of [
        `import os\nos.system('touch ${MARKER}')`,
        `import posix\nposix.system('touch ${MARKER}')`,
        `import ctypes\nctypes.CDLL(None).system(b'touch ${MARKER}')`,
      ]) {
        const error = await runPythonInSandbox(options(code)).catch((e: unknown) => e);
        expect(error, code).toBeInstanceOf(CodeExecutionError);
        expect(existsSync(MARKER)).toBe(false);
      }
    },
    T,
  );

  it(
    'an infinite loop is stopped at the time limit',
    async () => {
      const started = Date.now();
      const error = await runPythonInSandbox(options('while True:\n  pass', { timeoutMs: 1500 })).catch(
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(CodeTimeoutError);
      expect(Date.now() - started).toBeLessThan(90_000);
    },
    T,
  );

  it(
    'a memory bomb fails at the memory limit instead of growing the host',
    async () => {
      const error = await runPythonInSandbox(
        options('x = []\nwhile True:\n  x.append(bytearray(10 * 1024 * 1024))', { memoryMb: 64 }),
      ).catch((e: unknown) => e);
      expect(
        error instanceof CodeMemoryError || (error instanceof CodeExecutionError && /MemoryError/.test(error.message)),
      ).toBe(true);
      const big = await runPythonInSandbox(options('return [{"n": len(bytearray(2 ** 31))}]', { memoryMb: 64 })).catch(
        (e: unknown) => e,
      );
      expect(
        big instanceof CodeMemoryError ||
          (big instanceof CodeExecutionError && /MemoryError|OverflowError/.test(big.message)),
      ).toBe(true);
    },
    T,
  );

  it(
    'unbounded recursion is a RecursionError with its line',
    async () => {
      const error = await runPythonInSandbox(options('def f(n):\n  return f(n + 1)\nreturn [{"v": f(0)}]')).catch(
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(CodeExecutionError);
      expect((error as Error).message).toMatch(/^RecursionError: maximum recursion depth exceeded/);
    },
    T,
  );
});

/**
 * The second wall: even if Python reached JavaScript, the child's JavaScript has no way out. This
 * runs hostile JavaScript after the same hardening, with the same flags, and expects every attempt
 * to fail (and the loopback server to hear nothing).
 */
describe('Python sandbox child: JavaScript-level lock-down', () => {
  const JS_ATTEMPTS: Record<string, string> = {
    fetch: `await fetch('http://127.0.0.1:PORT/')`,
    net_connect: `(await import('node:net')).connect(PORT, '127.0.0.1')`,
    socket_connect: `new (await import('node:net')).Socket().connect(PORT, '127.0.0.1')`,
    http_get: `(await import('node:http')).get('http://127.0.0.1:PORT/')`,
    tls_connect: `(await import('node:tls')).connect(PORT, '127.0.0.1')`,
    http2_connect: `(await import('node:http2')).connect('http://127.0.0.1:PORT')`,
    restore_connect: `Object.defineProperty((await import('node:net')).Socket.prototype, 'connect', { value: () => 1 })`,
    udp: `(await import('node:dgram')).createSocket('udp4').send('x', PORT, '127.0.0.1')`,
    dns: `await (await import('node:dns')).promises.lookup('example.com')`,
    listen: `(await import('node:net')).createServer().listen(0)`,
    write_file: `(await import('node:fs')).writeFileSync(${JSON.stringify(MARKER)}, 'x')`,
    read_secret: `(await import('node:fs')).readFileSync(${JSON.stringify(SECRET_FILE)}, 'utf8')`,
    spawn: `(await import('node:child_process')).execSync('touch ${MARKER}')`,
    worker: `new (await import('node:worker_threads')).Worker('process.exit()', { eval: true })`,
    env: `process.env.WEFT_PYTHON_TEST_SECRET ?? (() => { throw new Error('no secret') })()`,
    kill_parent: `process.kill(process.ppid, 0)`,
    binding: `process.binding('tcp_wrap')`,
    linked_binding: `process._linkedBinding('tcp_wrap')`,
    dlopen: `process.dlopen({ exports: {} }, '/tmp/x.node')`,
    inspector: `(await import('node:inspector')).open(0)`,
    eval: `eval('1 + 1')`,
    vm: `(await import('node:vm')).runInThisContext('process.env')`,
    vm_default: `(await import('node:vm')).default.runInThisContext('process.env')`,
    vm_script: `new (await import('node:vm')).Script('1')`,
    vm_compile: `(await import('node:vm')).compileFunction('return 1')`,
    net_named_connect: `(await import('node:net')).default.connect(PORT, '127.0.0.1')`,
    function_ctor: `new Function('return 1')()`,
  };

  it(
    'every host capability stays closed after the hardening',
    async () => {
      const body = Object.entries(JS_ATTEMPTS)
        .map(
          ([name, expr]) => `
try { const v = ${expr.replaceAll('PORT', String(port))}; results[${JSON.stringify(name)}] = 'OK ' + String(typeof v); }
catch (e) { results[${JSON.stringify(name)}] = 'ERR ' + (e && (e.code || e.message) || String(e)); }`,
        )
        .join('');
      const source = `${CHILD_HARDENING}\nconst results = {};${body}\nawait new Promise((r) => setTimeout(r, 300));\nsend(results);\n`;
      const child = spawn(process.execPath, [...childFlags(64), '-e', source], {
        env: { WEFT_PYTHON_TEST_SECRET: SECRET },
        stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
      });
      let stderr = '';
      child.stderr?.on('data', (c: Buffer) => {
        stderr += c.toString();
      });
      const results = await new Promise<Record<string, string>>((resolve, reject) => {
        child.once('message', (m) => resolve(m as Record<string, string>));
        child.once('exit', (code) => reject(new Error(`child exited ${String(code)}: ${stderr}`)));
      });
      child.kill('SIGKILL');
      await new Promise((r) => setTimeout(r, 300));
      for (const [name, outcome] of Object.entries(results)) expect(outcome, name).toMatch(/^ERR /);
      expect(existsSync(MARKER)).toBe(false);
      expect(connections).toBe(0);
      expect(received).toBe('');
    },
    T,
  );
});
