import type { NodeType } from '@weft/workflow';
import { documentDefaultDataLoaderDescription } from './description.js';
import { supplyDefaultDataLoader } from './supply.js';

export { JsonItemLoader, type DocumentSplitter } from './json-loader.js';
export { BinaryItemLoader } from './binary-loader.js';
export { metadataFilterValues, metadataOption, metadataOptions, vectorStoreNotice } from './metadata.js';

/** Default Data Loader 1 and 1.1 (n8n's `documentDefaultDataLoader`): documents from the root node's items. */
export const documentDefaultDataLoaderNode: NodeType[] = [
  { description: documentDefaultDataLoaderDescription, supplyData: supplyDefaultDataLoader },
];
