import type { BinaryData } from '@weft/workflow';
import type { FileSystemBinaryDataStore } from './filesystem.js';
import { InlineBinaryDataStore, type BinaryDataMeta, type BinaryDataScope, type BinaryDataStore } from './store.js';

/**
 * The `default` mode with a size limit: payloads up to `inlineMaxBytes` stay inline (base64 in
 * the execution data), larger ones are written to `files` and only their id is kept, as in the
 * `filesystem` mode. A large file inline costs its size about five times over (the bytes, the
 * base64 text, the run data, the saved execution's JSON, the database's copy); on disk it costs
 * one write and a few bytes of id. Reads take either kind.
 */
export class SpillingBinaryDataStore implements BinaryDataStore {
  readonly mode = 'default' as const;
  private readonly inline = new InlineBinaryDataStore();

  constructor(
    /** Where payloads above the limit go (and are read from, and deleted with their executions). */
    readonly files: FileSystemBinaryDataStore,
    /** The largest payload kept inline, in bytes. */
    readonly inlineMaxBytes: number,
  ) {}

  store(bytes: Uint8Array, meta: BinaryDataMeta, scope: BinaryDataScope): Promise<BinaryData> {
    return bytes.length > this.inlineMaxBytes ? this.files.store(bytes, meta, scope) : this.inline.store(bytes, meta);
  }

  read(binary: BinaryData): Promise<Buffer> {
    return binary.id ? this.files.read(binary) : this.inline.read(binary);
  }
}
