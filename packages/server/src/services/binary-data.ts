import { FileSystemBinaryDataStore, InlineBinaryDataStore, type BinaryDataStore } from '@weft/engine';
import type { ServerDeps } from '../context.js';
import { onExecutionsDeleted } from '../repositories/executions.js';

/**
 * The binary data store of a process, per WEFT_BINARY_DATA_MODE: inline, or files under
 * WEFT_BINARY_DATA_PATH (every process of a cluster points at the same folder). In filesystem mode
 * deleting executions, by any route or service, deletes their files. Made once per context, by
 * `createServices` (`ctx.binaryData`).
 */
export function createBinaryDataStore(deps: ServerDeps<'config' | 'db'>): BinaryDataStore {
  if (deps.config.binaryData.mode !== 'filesystem') return new InlineBinaryDataStore();
  const fs = new FileSystemBinaryDataStore(deps.config.binaryData.path);
  onExecutionsDeleted(deps.db, (ids) => fs.deleteExecutions(ids));
  return fs;
}
