/** Binary data of executions: inline (default) or files in a shared folder (filesystem). */
export { InlineBinaryDataStore, binaryMetadata, formatBinarySize } from './store.js';
export { fileTypeFromMimeType, guessBinaryType } from './describe.js';
export type { BinaryDataStore, BinaryDataMode, BinaryDataMeta, BinaryDataScope } from './store.js';
export { FileSystemBinaryDataStore, FILESYSTEM_MODE_TAG } from './filesystem.js';
export { SpillingBinaryDataStore } from './spilling.js';
