import { randomUUID } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { BinaryData } from '@weft/workflow';
import { binaryMetadata, type BinaryDataMeta, type BinaryDataScope, type BinaryDataStore } from './store.js';

/** The `data` value of a binary property stored as a file, and the prefix of its id (n8n's). */
export const FILESYSTEM_MODE_TAG = 'filesystem-v2';

const ID_PATTERN =
  /^filesystem-v2:(workflows\/[A-Za-z0-9_-]{1,128}\/executions\/[A-Za-z0-9_-]{1,128}\/binary_data\/[0-9a-f-]{36})$/;

/** A path segment from an id that may hold any character: only letters, digits, `_` and `-` stay. */
function segment(value: string | undefined, fallback: string): string {
  const clean = String(value ?? '')
    .replace(/[^A-Za-z0-9_-]/g, '_')
    .slice(0, 128);
  return clean || fallback;
}

/**
 * The `filesystem` mode: each payload is a file under `root`, at
 * `workflows/{workflowId}/executions/{executionId}/binary_data/{uuid}`; the item keeps
 * `{data: 'filesystem-v2', id: 'filesystem-v2:{that path}', mimeType, fileName, fileExtension, fileSize}`.
 * Every process of a cluster points at the same folder, so a file a worker wrote is served by main.
 * Ids are checked against that exact shape before any file is touched (no path traversal).
 */
export class FileSystemBinaryDataStore implements BinaryDataStore {
  readonly mode = 'filesystem' as const;
  readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  async store(bytes: Uint8Array, meta: BinaryDataMeta, scope: BinaryDataScope): Promise<BinaryData> {
    const relative = `workflows/${segment(scope.workflowId, 'unsaved')}/executions/${segment(scope.executionId, 'unknown')}/binary_data/${randomUUID()}`;
    const file = join(this.root, ...relative.split('/'));
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, bytes);
    return {
      data: FILESYSTEM_MODE_TAG,
      id: `${FILESYSTEM_MODE_TAG}:${relative}`,
      ...binaryMetadata(bytes.length, meta),
    } as BinaryData;
  }

  async read(binary: BinaryData): Promise<Buffer> {
    if (!binary.id) return Buffer.from(binary.data, 'base64');
    return readFile(this.pathOf(binary.id));
  }

  /** The file of an id, or a clear error for anything that is not a stored id. */
  pathOf(id: string): string {
    const match = ID_PATTERN.exec(id);
    if (!match) throw new Error(`"${id}" is not a binary data id`);
    const file = join(this.root, ...match[1]!.split('/'));
    if (!file.startsWith(this.root + sep)) throw new Error(`"${id}" is not a binary data id`);
    return file;
  }

  /** A stored file's size and a stream of it; undefined when there is no such file. */
  async open(id: string): Promise<{ size: number; stream: () => ReadStream } | undefined> {
    const file = this.pathOf(id);
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) return undefined;
    return { size: info.size, stream: () => createReadStream(file) };
  }

  /** Deletes the files of executions (of any workflow). */
  async deleteExecutions(executionIds: string[]): Promise<void> {
    if (executionIds.length === 0) return;
    const workflows = await readdir(join(this.root, 'workflows')).catch(() => [] as string[]);
    for (const workflow of workflows) {
      for (const id of executionIds) {
        await rm(join(this.root, 'workflows', workflow, 'executions', segment(id, 'unknown')), {
          recursive: true,
          force: true,
        });
      }
    }
  }
}
