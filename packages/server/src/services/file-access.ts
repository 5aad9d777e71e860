/**
 * The files nodes may read on the server (`helpers.readFile`, e.g. Execute Workflow's "Local
 * File" source). A workflow is written by any member, and a node reading the server's disk could
 * otherwise reach Weft's own data folder (the encryption key, the SQLite database) or anything
 * the process can read. Paths are resolved through symbolic links before they are checked.
 */
import { readFile, realpath } from 'node:fs/promises';
import { isAbsolute, relative, resolve } from 'node:path';
import type { ServerConfig } from '../config.js';

function inside(folder: string, path: string): boolean {
  const rel = relative(folder, path);
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
}

async function real(path: string): Promise<string> {
  try {
    return await realpath(path);
  } catch {
    return resolve(path);
  }
}

/** Why a node may not read `path`, or undefined when it may. */
export async function fileAccessRefusal(config: Pick<ServerConfig, 'fileAccess' | 'home' | 'db' | 'binaryData'>, path: string): Promise<string | undefined> {
  const target = await real(resolve(path));
  if (config.fileAccess.blockWeftFiles) {
    const own = [config.home, config.db.type === 'sqlite' ? config.db.file : undefined, config.binaryData.path].filter((p): p is string => !!p);
    for (const folder of own) {
      if (inside(await real(resolve(folder)), target)) return `Access to the file is not allowed: "${path}" is part of Weft's own data`;
    }
  }
  const allowed = config.fileAccess.restrictTo;
  if (allowed.length > 0) {
    for (const folder of allowed) if (inside(await real(resolve(folder)), target)) return undefined;
    return `Access to the file is not allowed: "${path}" is outside the allowed folders (${allowed.join(', ')})`;
  }
  return undefined;
}

/** `helpers.readFile` for runs on this server: the file's bytes, or a clear refusal. */
export function serverFileReader(config: Pick<ServerConfig, 'fileAccess' | 'home' | 'db' | 'binaryData'>) {
  return async (path: string): Promise<Uint8Array> => {
    const refusal = await fileAccessRefusal(config, path);
    if (refusal) throw new Error(refusal);
    return readFile(await real(resolve(path)));
  };
}
