/** Folder listings of the FTP node as n8n outputs them: entries with their `path`, times as dates, optionally recursive. */
import type { JsonObject } from '@weft/workflow';
import type { FtpListEntry } from './list-parser.js';

/** What both protocols' listings share: a type (`d` for folders) and a name. */
export interface ListedEntry {
  type: string;
  name: string;
}

/** An entry's output: its fields plus `path`, as JSON. */
export type Normalize<T> = (entry: T, path: string, recursive: boolean) => JsonObject;

const iso = (date: Date): string | null => (Number.isNaN(date.getTime()) ? null : date.toISOString());

/** The path of an entry: the folder and its name (recursive listings pass the entry's own path). */
function entryPath(name: string, path: string, recursive: boolean): string {
  return recursive ? path : `${path}${path.endsWith('/') ? '' : '/'}${name}`;
}

/** An SFTP entry (ssh2-sftp-client's fields) with its times as dates and its path. */
export function normalizeSftpEntry(
  entry: { name: string; accessTime: number; modifyTime: number } & object,
  path: string,
  recursive = false,
): JsonObject {
  return {
    ...(entry as unknown as JsonObject),
    accessTime: iso(new Date(entry.accessTime)),
    modifyTime: iso(new Date(entry.modifyTime)),
    path: entryPath(entry.name, path, recursive),
  };
}

/** An FTP entry with its `date` as `modifyTime` and its path. */
export function normalizeFtpEntry(entry: FtpListEntry, path: string, recursive = false): JsonObject {
  const { date, target, ...rest } = entry;
  return {
    ...(rest as unknown as JsonObject),
    ...(target !== undefined ? { target } : {}),
    ...(date ? { modifyTime: iso(date) } : {}),
    path: entryPath(entry.name, path, recursive),
  };
}

/**
 * Lists a folder and every folder inside it, breadth first, as n8n does: `.` and `..` are left
 * out, each entry's path is its folder's path and its name.
 */
export async function listRecursive<T extends ListedEntry>(
  path: string,
  list: (path: string) => Promise<T[]>,
  normalize: Normalize<T>,
): Promise<JsonObject[]> {
  const folders = [path];
  const out: JsonObject[] = [];
  for (let index = 0; index < folders.length; index++) {
    const folder = folders[index]!;
    for (const entry of await list(folder)) {
      const current = folder.endsWith('/') ? `${folder}${entry.name}` : `${folder}/${entry.name}`;
      if (entry.type === 'd') {
        if (entry.name === '.' || entry.name === '..') continue;
        folders.push(current);
      }
      out.push(normalize(entry, current, true));
    }
  }
  return out;
}
