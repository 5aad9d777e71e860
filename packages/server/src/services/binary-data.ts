import {
  FileSystemBinaryDataStore,
  InlineBinaryDataStore,
  SpillingBinaryDataStore,
  type BinaryDataStore,
} from '@weft/engine';
import type { ServerDeps } from '../context.js';
import { onExecutionsDeleted } from '../repositories/executions.js';

/**
 * The binary data store of a process, per WEFT_BINARY_DATA_MODE: inline (payloads above
 * WEFT_BINARY_DATA_INLINE_MAX_BYTES as files), or every payload as a file under
 * WEFT_BINARY_DATA_PATH (every process of a cluster points at the same folder). Deleting
 * executions, by any route or service, deletes their files. Made once per context, by
 * `createServices` (`ctx.binaryData`).
 */
export function createBinaryDataStore(deps: ServerDeps<'config' | 'db'>): BinaryDataStore {
  const { mode, path, inlineMaxBytes } = deps.config.binaryData;
  if (mode !== 'filesystem' && inlineMaxBytes <= 0) return new InlineBinaryDataStore();
  const files = new FileSystemBinaryDataStore(path);
  onExecutionsDeleted(deps.db, (ids) => files.deleteExecutions(ids));
  return mode === 'filesystem' ? files : new SpillingBinaryDataStore(files, inlineMaxBytes);
}

/** The folder store behind a binary data store, if it writes files (to serve them at `/rest/data`). */
export function binaryFilesOf(store: BinaryDataStore): FileSystemBinaryDataStore | undefined {
  if (store instanceof FileSystemBinaryDataStore) return store;
  if (store instanceof SpillingBinaryDataStore) return store.files;
  return undefined;
}
