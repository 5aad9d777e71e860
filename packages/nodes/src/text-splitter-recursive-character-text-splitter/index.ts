/**
 * Recursive Character Text Splitter 1 (n8n's `textSplitterRecursiveCharacterTextSplitter`):
 * LangChain's recursive splitter on paragraphs, lines, words then characters, or on a code
 * language's separators (`options.splitCode`); each `splitText` is a run of the node.
 */
import type { NodeType, NodeTypeDescription, SupplyDataContext } from '@weft/workflow';
import { logTextSplitter } from '../shared/ai/retrieval-logging.js';

/** The languages n8n offers for code splitting. */
const SUPPORTED_LANGUAGES = [
  'cpp',
  'go',
  'java',
  'js',
  'php',
  'proto',
  'python',
  'rst',
  'ruby',
  'rust',
  'scala',
  'swift',
  'markdown',
  'latex',
  'html',
] as const;

const description: NodeTypeDescription = {
  name: '@n8n/n8n-nodes-langchain.textSplitterRecursiveCharacterTextSplitter',
  displayName: 'Recursive Character Text Splitter',
  icon: 'fa:grip-lines-vertical',
  group: ['transform'],
  version: 1,
  description: 'Split text into chunks by characters recursively, recommended for most use cases',
  defaults: { name: 'Recursive Character Text Splitter' },
  codex: { categories: ['AI'], subcategories: { AI: ['Text Splitters'] } },
  inputs: [],
  outputs: ['ai_textSplitter'],
  outputNames: ['Text Splitter'],
  properties: [
    {
      displayName:
        "This node must be connected to a document loader. <a data-action='openSelectiveNodeCreator' data-action-parameter-connectiontype='ai_document'>Insert one</a>",
      name: 'notice',
      type: 'notice',
      default: '',
      typeOptions: { containerClass: 'ndv-connection-hint-notice' },
    },
    { displayName: 'Chunk Size', name: 'chunkSize', type: 'number', default: 1000 },
    { displayName: 'Chunk Overlap', name: 'chunkOverlap', type: 'number', default: 0 },
    {
      displayName: 'Options',
      name: 'options',
      placeholder: 'Add Option',
      description: 'Additional options to add',
      type: 'collection',
      default: {},
      options: [
        {
          displayName: 'Split Code',
          name: 'splitCode',
          default: 'markdown',
          type: 'options',
          options: SUPPORTED_LANGUAGES.map((l) => ({ name: l, value: l })),
        },
      ],
    },
  ],
};

/** Recursive Character Text Splitter, version 1. */
export const textSplitterRecursiveCharacterTextSplitterNode: NodeType[] = [
  {
    description,
    async supplyData(ctx: SupplyDataContext, itemIndex: number) {
      const { RecursiveCharacterTextSplitter } = await import('@langchain/textsplitters');
      const chunkSize = ctx.getNodeParameter('chunkSize', itemIndex) as number;
      const chunkOverlap = ctx.getNodeParameter('chunkOverlap', itemIndex) as number;
      const splitCode = ctx.getNodeParameter('options.splitCode', itemIndex, null) as string | null;
      const params = { separators: ['\n\n', '\n', ' ', ''], chunkSize, chunkOverlap, keepSeparator: false };
      const splitter =
        splitCode && (SUPPORTED_LANGUAGES as readonly string[]).includes(splitCode)
          ? RecursiveCharacterTextSplitter.fromLanguage(splitCode as (typeof SUPPORTED_LANGUAGES)[number], params)
          : new RecursiveCharacterTextSplitter(params);
      return { response: logTextSplitter(splitter, ctx) };
    },
  },
];
