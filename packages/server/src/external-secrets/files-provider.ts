import { readdir, readFile, realpath, stat } from 'node:fs/promises';
import { join, sep } from 'node:path';
import type { SecretsProvider } from './types.js';

const NAME = /^[A-Za-z0-9_][A-Za-z0-9_.-]*$/;
const MAX_BYTES = 64 * 1024;

/**
 * Secrets from a folder, one per file (Docker and Kubernetes secret mounts). Only regular files
 * whose real path stays inside the folder are read (Kubernetes' `..data` links are followed),
 * names starting with a dot are skipped, and one trailing newline is dropped.
 */
export class FileSecretsProvider implements SecretsProvider {
  readonly name = 'files';
  readonly displayName = 'Files';
  private cached: Record<string, string> = {};

  constructor(private readonly dir: string) {}

  async update(): Promise<void> {
    let root: string;
    try {
      root = await realpath(this.dir);
    } catch (e) {
      throw new Error(
        `The secrets folder "${this.dir}" (WEFT_EXTERNAL_SECRETS_FILES_DIR) cannot be read: ${(e as Error).message}`,
        { cause: e },
      );
    }
    const out: Record<string, string> = {};
    for (const entry of await readdir(root)) {
      if (!NAME.test(entry)) continue;
      let real: string;
      try {
        real = await realpath(join(root, entry));
        if (!real.startsWith(root + sep)) continue;
        const info = await stat(real);
        if (!info.isFile() || info.size > MAX_BYTES) continue;
      } catch {
        continue;
      }
      out[entry] = (await readFile(real, 'utf8')).replace(/\r?\n$/, '');
    }
    this.cached = out;
  }

  secrets(): Record<string, unknown> {
    return this.cached;
  }
}
