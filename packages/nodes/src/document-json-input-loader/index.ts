/**
 * JSON Input Loader 1 (n8n's `documentJsonInputLoader`, hidden in n8n's node list since the
 * Default Data Loader took its place): documents from the JSON of the root node's items, with
 * JSON pointers at the top level.
 */
import type { NodeType, NodeTypeDescription, SupplyDataContext } from '@weft/workflow';
import {
  JsonItemLoader,
  type DocumentSplitter,
  metadataOptions,
  vectorStoreNotice,
} from '../document-default-data-loader/index.js';
import { logDocumentLoader } from '../shared/ai/retrieval-logging.js';

const description: NodeTypeDescription = {
  name: '@n8n/n8n-nodes-langchain.documentJsonInputLoader',
  displayName: 'JSON Input Loader',
  icon: 'file:json.svg',
  group: ['transform'],
  version: 1,
  hidden: true,
  description: 'Use JSON data from a previous step in the workflow',
  defaults: { name: 'JSON Input Loader' },
  codex: { categories: ['AI'], subcategories: { AI: ['Document Loaders'] } },
  inputs: [{ displayName: 'Text Splitter', maxConnections: 1, type: 'ai_textSplitter' }],
  outputs: ['ai_document'],
  outputNames: ['Document'],
  properties: [
    vectorStoreNotice,
    {
      displayName: 'Pointers',
      name: 'pointers',
      type: 'string',
      default: '',
      description: 'Pointers to extract from JSON, e.g. "/text" or "/text, /meta/title"',
    },
    metadataOptions,
  ],
};

/** JSON Input Loader, version 1: every input item as JSON (it has no mode parameter). */
export const documentJsonInputLoaderNode: NodeType[] = [
  {
    description,
    async supplyData(ctx: SupplyDataContext) {
      const splitter = (await ctx.getInputConnectionData!('ai_textSplitter', 0)) as DocumentSplitter | undefined;
      return { response: logDocumentLoader(new JsonItemLoader(ctx, '', splitter), ctx) };
    },
  },
];
