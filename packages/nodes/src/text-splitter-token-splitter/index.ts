/**
 * Token Splitter 1 (n8n's `textSplitterTokenSplitter`): chunks of cl100k tokens (see
 * `token-text-splitter.ts`); each `splitText` is a run of the node.
 */
import type { NodeType, NodeTypeDescription, SupplyDataContext } from '@weft/workflow';
import { logTextSplitter } from '../shared/ai/retrieval-logging.js';
import { tokenTextSplitter } from './token-text-splitter.js';

const description: NodeTypeDescription = {
  name: '@n8n/n8n-nodes-langchain.textSplitterTokenSplitter',
  displayName: 'Token Splitter',
  icon: 'fa:grip-lines-vertical',
  group: ['transform'],
  version: 1,
  description: 'Split text into chunks by tokens',
  defaults: { name: 'Token Splitter' },
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
    {
      displayName: 'Chunk Size',
      name: 'chunkSize',
      type: 'number',
      default: 1000,
      description: 'Maximum number of tokens per chunk',
    },
    {
      displayName: 'Chunk Overlap',
      name: 'chunkOverlap',
      type: 'number',
      default: 0,
      description: 'Number of tokens shared between consecutive chunks to preserve context',
    },
  ],
};

/** Token Splitter, version 1. */
export const textSplitterTokenSplitterNode: NodeType[] = [
  {
    description,
    async supplyData(ctx: SupplyDataContext, itemIndex: number) {
      const splitter = await tokenTextSplitter({
        chunkSize: ctx.getNodeParameter('chunkSize', itemIndex) as number,
        chunkOverlap: ctx.getNodeParameter('chunkOverlap', itemIndex) as number,
        keepSeparator: false,
      });
      return { response: logTextSplitter(splitter, ctx) };
    },
  },
];
