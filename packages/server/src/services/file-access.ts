/**
 * The files nodes may read, write and list on the server (`helpers.readFile`, `writeFile`,
 * `listFiles`: Execute Workflow's "Local File" source, the binary file nodes). A workflow is written by any member, and a node reading the server's disk could
 * otherwise reach Weft's own data folder (the encryption key, the SQLite database) or anything
 * the process can read. Paths are resolved through symbolic links before they are checked.
 */
import { readFile, realpath, writeFile } from 'node:fs/promises';
import { basename, dirname, isAbsolute, join, relative, resolve } from 'node:path';
import type { ServerConfig } from '../config.js';

function inside(folder: string, path: string): boolean {
  const rel = relative(folder, path);
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
}

/**
 * The real path of `path`: symbolic links resolved up to the deepest part that exists, so that a
 * file about to be created through a linked folder is checked where it would really land.
 */
async function real(path: string): Promise<string> {
  const full = resolve(path);
  try {
    return await realpath(full);
  } catch {
    const parent = dirname(full);
    if (parent === full) return full;
    return join(await real(parent), basename(full));
  }
}

/** Why a node may not read `path`, or undefined when it may. */
export async function fileAccessRefusal(
  config: Pick<ServerConfig, 'fileAccess' | 'home' | 'db' | 'binaryData'>,
  path: string,
): Promise<string | undefined> {
  const target = await real(resolve(path));
  if (config.fileAccess.blockWeftFiles) {
    const own = [config.home, config.db.type === 'sqlite' ? config.db.file : undefined, config.binaryData.path].filter(
      (p): p is string => !!p,
    );
    for (const folder of own) {
      if (inside(await real(resolve(folder)), target))
        return `Access to the file is not allowed: "${path}" is part of Weft's own data`;
    }
  }
  const allowed = config.fileAccess.restrictTo;
  if (allowed.length > 0) {
    for (const folder of allowed) if (inside(await real(resolve(folder)), target)) return undefined;
    return `Access to the file is not allowed: "${path}" is outside the allowed folders (${allowed.join(', ')})`;
  }
  return undefined;
}

type FileAccessConfig = Pick<ServerConfig, 'fileAccess' | 'home' | 'db' | 'binaryData'>;

/** `helpers.writeFile` for runs on this server: writes (or appends) where allowed, else a clear refusal. */
export function serverFileWriter(config: FileAccessConfig) {
  return async (path: string, data: Uint8Array, options?: { append?: boolean }): Promise<void> => {
    const refusal = await fileAccessRefusal(config, path);
    if (refusal)
      throw new Error(refusal.replace('Access to the file is not allowed', 'Writing the file is not allowed'));
    await writeFile(await real(resolve(path)), data, { flag: options?.append ? 'a' : 'w' });
  };
}

/** `helpers.listFiles` for runs on this server: matching files a node may read, sorted. */
export function serverFileLister(config: FileAccessConfig) {
  return async (pattern: string): Promise<string[]> => {
    const absolute = isAbsolute(pattern);
    // Loaded on first use: few runs list files, and every start paid for it.
    const { glob } = await import('tinyglobby');
    const found = await glob(pattern, { absolute, onlyFiles: true, expandDirectories: false });
    const allowed: string[] = [];
    for (const file of found.sort()) if (!(await fileAccessRefusal(config, file))) allowed.push(file);
    return allowed;
  };
}

/** `helpers.readFile` for runs on this server: the file's bytes, or a clear refusal. */
export function serverFileReader(config: Pick<ServerConfig, 'fileAccess' | 'home' | 'db' | 'binaryData'>) {
  return async (path: string): Promise<Uint8Array> => {
    const refusal = await fileAccessRefusal(config, path);
    if (refusal) throw new Error(refusal);
    return readFile(await real(resolve(path)));
  };
}
