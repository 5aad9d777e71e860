/**
 * Character Text Splitter 1 (n8n's `textSplitterCharacterTextSplitter`): LangChain's splitter on
 * one separator, merging pieces up to the chunk size; each `splitText` is a run of the node.
 */
import type { NodeType, NodeTypeDescription, SupplyDataContext } from '@weft/workflow';
import { logTextSplitter } from '../shared/ai/retrieval-logging.js';

const description: NodeTypeDescription = {
  name: '@n8n/n8n-nodes-langchain.textSplitterCharacterTextSplitter',
  displayName: 'Character Text Splitter',
  icon: 'fa:grip-lines-vertical',
  group: ['transform'],
  version: 1,
  description: 'Split text into chunks by characters',
  defaults: { name: 'Character Text Splitter' },
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
    { displayName: 'Separator', name: 'separator', type: 'string', default: '' },
    {
      displayName: 'Chunk Size',
      name: 'chunkSize',
      type: 'number',
      default: 1000,
      description: 'Maximum number of characters per chunk',
    },
    {
      displayName: 'Chunk Overlap',
      name: 'chunkOverlap',
      type: 'number',
      default: 0,
      description: 'Number of characters shared between consecutive chunks to preserve context',
    },
  ],
};

/** Character Text Splitter, version 1. */
export const textSplitterCharacterTextSplitterNode: NodeType[] = [
  {
    description,
    async supplyData(ctx: SupplyDataContext, itemIndex: number) {
      const { CharacterTextSplitter } = await import('@langchain/textsplitters');
      const splitter = new CharacterTextSplitter({
        separator: ctx.getNodeParameter('separator', itemIndex) as string,
        chunkSize: ctx.getNodeParameter('chunkSize', itemIndex) as number,
        chunkOverlap: ctx.getNodeParameter('chunkOverlap', itemIndex) as number,
        keepSeparator: false,
      });
      return { response: logTextSplitter(splitter, ctx) };
    },
  },
];
