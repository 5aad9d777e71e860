import { FileSystemBinaryDataStore, InlineBinaryDataStore, type BinaryDataStore } from '@weft/engine';
import type { ServerContext } from '../context.js';
import { onExecutionsDeleted } from '../repositories/executions.js';

const stores = new WeakMap<ServerContext['db'], BinaryDataStore>();

/**
 * The binary data store of a server context, per WEFT_BINARY_DATA_MODE: inline, or files under
 * WEFT_BINARY_DATA_PATH (every process of a cluster points at the same folder). Created once per
 * database; in filesystem mode deleting executions, by any route or service, deletes their files.
 */
export function binaryDataStoreOf(ctx: Pick<ServerContext, 'config' | 'db'>): BinaryDataStore {
  let store = stores.get(ctx.db);
  if (store) return store;
  if (ctx.config.binaryData.mode === 'filesystem') {
    const fs = new FileSystemBinaryDataStore(ctx.config.binaryData.path);
    onExecutionsDeleted(ctx.db, (ids) => fs.deleteExecutions(ids));
    store = fs;
  } else store = new InlineBinaryDataStore();
  stores.set(ctx.db, store);
  return store;
}
