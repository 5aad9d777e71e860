/**
 * The program of a Python sandbox child process, as ES module source run with `node -e` (so the
 * built package needs no extra file and the permission model needs no read grant for it).
 *
 * Order matters: the host capabilities that Node's permission model leaves open (network, DNS,
 * signals to other processes, the inspector, native bindings) are replaced by throwing functions
 * on the shared built-in modules BEFORE Pyodide loads, and made non-writable and non-configurable,
 * so that even code that somehow obtained a JavaScript reference could not restore them. Then the
 * network globals are deleted, Pyodide loads with an empty `jsglobals`, and the JavaScript modules
 * visible to Python (`js`, `pyodide_js`) are unregistered. The child runs exactly one job.
 *
 * Protocol over IPC: child → `{type:'ready'}`; parent → `{type:'run', job}`; child →
 * `{type:'stdout', text}`* then `{type:'done', answer}` (answer is a JSON string made by Python).
 */
/**
 * The first part of the child program: imports and the lock-down of host capabilities that Node's
 * permission model leaves open. Exported separately so tests can run hostile JavaScript after it,
 * as if Python had somehow reached JavaScript, and prove the locks hold.
 */
export const CHILD_HARDENING = String.raw`
import fs from 'node:fs';
import net from 'node:net';
import dgram from 'node:dgram';
import dns from 'node:dns';
import inspector from 'node:inspector';
import os from 'node:os';
import vm from 'node:vm';
import { syncBuiltinESMExports } from 'node:module';
const send = process.send.bind(process);
const onMessage = process.on.bind(process, 'message');
const denied = (what) => function blocked() { throw new Error(what + ' is not available in the Python sandbox'); };
const lock = (target, key, value) => {
  if (!target) return;
  try { Object.defineProperty(target, key, { value, writable: false, configurable: false, enumerable: false }); } catch { /* already locked */ }
};
const fsConstants = fs.constants;
lock(process, 'binding', (name) => { if (name === 'constants') return { fs: fsConstants }; throw new Error('process.binding is not available in the Python sandbox'); });
for (const key of ['_linkedBinding', 'dlopen', 'kill', '_kill', '_debugProcess', '_debugEnd', 'chdir', 'setuid', 'setgid', 'seteuid', 'setegid', 'setgroups', 'initgroups', '_startProfilerIdleNotifier', 'report']) lock(process, key, denied('process.' + key));
lock(net.Socket.prototype, 'connect', denied('Network access'));
lock(net.Server.prototype, 'listen', denied('Network access'));
lock(net, 'connect', denied('Network access'));
lock(net, 'createConnection', denied('Network access'));
for (const key of ['bind', 'send', 'connect', 'addMembership']) lock(dgram.Socket.prototype, key, denied('Network access'));
for (const target of [dns, dns.promises, dns.Resolver.prototype, dns.promises.Resolver.prototype]) {
  for (const key of Object.keys(target)) if (typeof target[key] === 'function' && key !== 'Resolver') lock(target, key, denied('DNS'));
}
lock(inspector, 'open', denied('The inspector'));
lock(os, 'setPriority', denied('os.setPriority'));
for (const key of ['runInThisContext', 'runInNewContext', 'runInContext', 'compileFunction', 'Script', 'createScript', 'SourceTextModule', 'SyntheticModule']) lock(vm, key, denied('vm.' + key));
syncBuiltinESMExports();
for (const key of ['fetch', 'WebSocket', 'EventSource', 'XMLHttpRequest', 'Request', 'Response', 'Headers', 'FormData']) {
  try { delete globalThis[key]; } catch { /* not deletable */ }
  lock(globalThis, key, undefined);
}
for (const key of Object.keys(process.env)) delete process.env[key];
`;

/** The whole child program: {@link CHILD_HARDENING}, then Pyodide and the job loop. */
export const PYTHON_CHILD_SOURCE =
  CHILD_HARDENING +
  String.raw`
const pyodidePath = process.argv[1];
const prelude = process.argv[2];
const { loadPyodide } = await import(pyodidePath);
let out = [];
const flush = () => { if (out.length) { send({ type: 'stdout', text: out.join('\n') }); out = []; } };
const py = await loadPyodide({ jsglobals: {}, env: {}, stdout: (line) => out.push(line), stderr: (line) => out.push(line) });
try { py.unregisterJsModule('js'); } catch { /* not registered */ }
try { py.unregisterJsModule('pyodide_js'); } catch { /* not registered */ }
py.runPython(prelude);
const runJob = py.globals.get('_weft_run');
for (const key of ['_weft_run']) py.globals.delete(key);
onMessage(async (message) => {
  if (!message || message.type !== 'run') return;
  let answer;
  try {
    answer = await runJob(message.job);
  } catch (error) {
    answer = JSON.stringify({ ok: false, error: { type: 'InternalError', message: String(error && error.message || error) } });
  }
  flush();
  send({ type: 'done', answer });
});
send({ type: 'ready' });
`;
