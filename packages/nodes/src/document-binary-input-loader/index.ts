/**
 * Binary Input Loader 1 (n8n's `documentBinaryInputLoader`, hidden in n8n's node list since the
 * Default Data Loader took its place): documents from the binary files of the root node's
 * items, with the loader chosen by the user (JSON by default) and its options at the top level.
 */
import type { NodeType, NodeTypeDescription, SupplyDataContext } from '@weft/workflow';
import {
  BinaryItemLoader,
  type DocumentSplitter,
  metadataOptions,
  vectorStoreNotice,
} from '../document-default-data-loader/index.js';
import { logDocumentLoader } from '../shared/ai/retrieval-logging.js';

const description: NodeTypeDescription = {
  name: '@n8n/n8n-nodes-langchain.documentBinaryInputLoader',
  displayName: 'Binary Input Loader',
  icon: 'file:binary.svg',
  group: ['transform'],
  version: 1,
  hidden: true,
  description: 'Use binary data from a previous step in the workflow',
  defaults: { name: 'Binary Input Loader' },
  codex: { categories: ['AI'], subcategories: { AI: ['Document Loaders'] } },
  inputs: [{ displayName: 'Text Splitter', maxConnections: 1, type: 'ai_textSplitter', required: true }],
  outputs: ['ai_document'],
  outputNames: ['Document'],
  properties: [
    vectorStoreNotice,
    {
      displayName: 'Loader Type',
      name: 'loader',
      type: 'options',
      default: 'jsonLoader',
      required: true,
      options: [
        { name: 'CSV Loader', value: 'csvLoader', description: 'Load CSV files' },
        { name: 'Docx Loader', value: 'docxLoader', description: 'Load Docx documents' },
        { name: 'EPub Loader', value: 'epubLoader', description: 'Load EPub files' },
        { name: 'JSON Loader', value: 'jsonLoader', description: 'Load JSON files' },
        { name: 'PDF Loader', value: 'pdfLoader', description: 'Load PDF documents' },
        { name: 'Text Loader', value: 'textLoader', description: 'Load plain text files' },
      ],
    },
    {
      displayName: 'Binary Data Key',
      name: 'binaryDataKey',
      type: 'string',
      default: 'data',
      required: true,
      description: 'Name of the binary property from which to read the file buffer',
    },
    {
      displayName: 'Split Pages',
      name: 'splitPages',
      type: 'boolean',
      default: true,
      displayOptions: { show: { loader: ['pdfLoader'] } },
    },
    {
      displayName: 'Column',
      name: 'column',
      type: 'string',
      default: '',
      description: 'Column to extract from CSV',
      displayOptions: { show: { loader: ['csvLoader'] } },
    },
    {
      displayName: 'Separator',
      name: 'separator',
      type: 'string',
      description: 'Separator to use for CSV',
      default: ',',
      displayOptions: { show: { loader: ['csvLoader'] } },
    },
    {
      displayName: 'Pointers',
      name: 'pointers',
      type: 'string',
      default: '',
      description: 'Pointers to extract from JSON, e.g. "/text" or "/text, /meta/title"',
      displayOptions: { show: { loader: ['jsonLoader'] } },
    },
    metadataOptions,
  ],
};

/**
 * Binary Input Loader, version 1. Like n8n's, it has no binary mode parameter, so it reads every
 * binary file of the input items (the Binary Data Key is shown but not what picks the file).
 */
export const documentBinaryInputLoaderNode: NodeType[] = [
  {
    description,
    async supplyData(ctx: SupplyDataContext) {
      const splitter = (await ctx.getInputConnectionData!('ai_textSplitter', 0)) as DocumentSplitter | undefined;
      const binaryDataKey = ctx.getNodeParameter('binaryDataKey', 0) as string;
      return { response: logDocumentLoader(new BinaryItemLoader(ctx, '', binaryDataKey, splitter), ctx) };
    },
  },
];
