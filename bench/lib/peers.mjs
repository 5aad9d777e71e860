// Peers the benchmarks compare against (Node-RED, n8n), installed outside the repository:
// under WEFT_BENCH_PEERS (default ~/.cache/weft-bench), one folder per peer, from the pinned
// package.json kept in bench/.<peer>/. An install left in bench/.<peer>/node_modules still works.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const benchDir = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Where peers are installed. */
export const peersDir = process.env.WEFT_BENCH_PEERS ?? join(homedir(), '.cache', 'weft-bench');

/**
 * The path of a peer's executable, installing the peer first when `install` is true and it is
 * missing (npm, from bench/.<name>/package.json). Answers undefined when it is not there.
 * @param {{ name: string, bin: string, install?: boolean, log?: (s: string) => void }} o
 */
export function peerBin({ name, bin, install = false, log = () => undefined }) {
  const legacy = join(benchDir, `.${name}`, 'node_modules', '.bin', bin);
  if (existsSync(legacy)) return legacy;
  const dir = join(peersDir, name);
  const path = join(dir, 'node_modules', '.bin', bin);
  if (existsSync(path) || !install) return existsSync(path) ? path : undefined;
  mkdirSync(dir, { recursive: true });
  copyFileSync(join(benchDir, `.${name}`, 'package.json'), join(dir, 'package.json'));
  log(`installing ${name} into ${dir} (once)…`);
  const r = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: dir,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (r.status !== 0 || !existsSync(path)) {
    log(`installing ${name} failed (npm exit ${r.status})`);
    return undefined;
  }
  return path;
}
