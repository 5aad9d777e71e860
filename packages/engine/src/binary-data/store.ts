import type { BinaryData } from '@weft/workflow';
import { fileTypeFromMimeType } from './describe.js';

/** Where binary data is stored: inline in the execution data, or as files in a (shared) folder. */
export type BinaryDataMode = 'default' | 'filesystem';

/** Which execution a binary payload belongs to (its files are deleted with it). */
export interface BinaryDataScope {
  workflowId?: string;
  executionId: string;
}

/** What is known of a payload besides its bytes. */
export interface BinaryDataMeta {
  mimeType: string;
  fileName?: string;
  /** Used when the file name has no extension (`guessBinaryType` gives it). */
  fileExtension?: string;
}

/**
 * Stores and reads the binary payloads nodes produce, so that nodes do not care which mode is on:
 * `default` keeps them base64 in the execution data; `filesystem` writes each to a file and keeps
 * only its id (and the metadata) in the execution data.
 */
export interface BinaryDataStore {
  readonly mode: BinaryDataMode;
  /** Stores bytes; answers the binary property value to put on an item. */
  store(bytes: Uint8Array, meta: BinaryDataMeta, scope: BinaryDataScope): Promise<BinaryData>;
  /** The bytes of a binary property value, wherever they are. */
  read(binary: BinaryData): Promise<Buffer>;
}

/** Human-readable size, as n8n shows it (`12 B`, `3.4 kB`, `1.2 MB`). */
export function formatBinarySize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} kB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** The metadata part of a binary property value (everything but where the bytes are). */
export function binaryMetadata(size: number, meta: BinaryDataMeta): Omit<BinaryData, 'data'> {
  const { fileName, mimeType } = meta;
  const ext = (fileName?.includes('.') ? fileName.split('.').pop() : undefined) || meta.fileExtension;
  const fileType = fileTypeFromMimeType(mimeType);
  return {
    mimeType,
    ...(fileName !== undefined ? { fileName } : {}),
    ...(ext ? { fileExtension: ext } : {}),
    fileSize: formatBinarySize(size),
    ...(fileType ? { fileType } : {}),
  };
}

/** The `default` mode: payloads stay inline, base64 in the execution data. */
export class InlineBinaryDataStore implements BinaryDataStore {
  readonly mode = 'default' as const;

  async store(bytes: Uint8Array, meta: BinaryDataMeta): Promise<BinaryData> {
    const buf = Buffer.from(bytes);
    return { data: buf.toString('base64'), ...binaryMetadata(buf.length, meta) } as BinaryData;
  }

  async read(binary: BinaryData): Promise<Buffer> {
    if (binary.id)
      throw new Error(
        `The binary data "${binary.id}" is stored in a folder, but this process keeps binary data inline: set WEFT_BINARY_DATA_MODE=filesystem and WEFT_BINARY_DATA_PATH like the process that wrote it`,
      );
    return Buffer.from(binary.data, 'base64');
  }
}
