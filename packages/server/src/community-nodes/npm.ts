import { spawn } from 'node:child_process';
import { accessSync, constants, existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';

/** What an npm run answers. */
export interface NpmResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** How long one npm command may take before it is killed. */
const NPM_TIMEOUT_MS = 5 * 60_000;
/** npm environment variables passed through: registry, cache, proxies and user config. */
const KEEP = /^npm_config_(registry|cache|userconfig|proxy|https_proxy|noproxy|strict_ssl|cafile|@.*:registry)$/i;

/**
 * The environment npm runs in: the server's, minus the `npm_*` variables an outer `npm run`
 * sets (they would point npm at the outer project), except registry, cache and proxy settings.
 */
function npmEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env)) if (!k.toLowerCase().startsWith('npm_') || KEEP.test(k)) env[k] = v;
  env.NO_UPDATE_NOTIFIER = '1';
  env.npm_config_update_notifier = 'false';
  return env;
}

/** Runs npm with an argument list (never through a shell). Answers its exit code and output. */
export function runNpm(args: string[], cwd: string, timeoutMs = NPM_TIMEOUT_MS): Promise<NpmResult> {
  return new Promise((resolve) => {
    let stdout = '';
    let stderr = '';
    let child;
    try {
      child = spawn('npm', args, { cwd, env: npmEnv(), shell: false, stdio: ['ignore', 'pipe', 'pipe'] });
    } catch (e) {
      resolve({ code: null, stdout, stderr: (e as Error).message });
      return;
    }
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', (e) => {
      clearTimeout(timer);
      resolve({ code: null, stdout, stderr: stderr + e.message });
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

let npmAvailable: Promise<boolean> | undefined;

/**
 * Whether `npm` can be run on this machine: an executable `npm` is on the PATH (asked once, then
 * remembered). Looked up as a shell would, not by running `npm --version`: that took 200 ms of CPU
 * beside the start-up, and the first `/rest/settings` answer waited for it.
 */
export function isNpmAvailable(): Promise<boolean> {
  npmAvailable ??= Promise.resolve(executableOnPath('npm', process.env));
  return npmAvailable;
}

/** Whether an executable called `name` is in one of `env.PATH`'s folders (with PATHEXT on Windows). */
export function executableOnPath(name: string, env: NodeJS.ProcessEnv): boolean {
  const exts = process.platform === 'win32' ? (env.PATHEXT ?? '.EXE;.CMD;.BAT').split(';') : [''];
  for (const dir of (env.PATH ?? '').split(delimiter)) {
    if (!dir) continue;
    for (const ext of exts) {
      try {
        const file = join(dir, name + ext);
        if (!statSync(file).isFile()) continue;
        accessSync(file, constants.X_OK);
        return true;
      } catch {
        // Not there, or not executable: the next folder.
      }
    }
  }
  return false;
}

/**
 * The folder community packages are installed into (`{WEFT home}/nodes`), created with its own
 * private package.json so that npm never walks up into another project.
 */
export function nodesFolder(home: string): string {
  const dir = join(home, 'nodes');
  mkdirSync(dir, { recursive: true });
  const manifest = join(dir, 'package.json');
  if (!existsSync(manifest))
    writeFileSync(
      manifest,
      JSON.stringify(
        {
          name: 'weft-community-nodes',
          private: true,
          description: 'Community node packages installed by Weft',
          dependencies: {},
        },
        null,
        2,
      ),
    );
  return dir;
}

/** The last lines of npm's error output, for an error message. */
export function npmFailure(result: NpmResult): string {
  const text = (result.stderr || result.stdout).split('\n').filter((l) => l.trim() && !/^npm (warn|notice)/i.test(l));
  return text.slice(-6).join('\n').trim() || `npm exited with code ${result.code}`;
}
