/**
 * Vector Store Retriever (n8n's `@n8n/n8n-nodes-langchain.retrieverVectorStore` 1): the vector store
 * connected to it (a vector store node in `retrieve` mode) as a LangChain retriever of the `topK`
 * nearest documents, for chains such as the Question and Answer Chain. A store supplied with its
 * reranker (`useReranker` on the store) becomes a contextual-compression retriever, as in n8n.
 */
import { NodeOperationError, type NodeType, type SupplyDataContext } from '@weft/workflow';
import { logRetriever } from '../shared/ai/retrieval-logging.js';
import { retrieverFromStore } from './retriever.js';

async function supplyData(ctx: SupplyDataContext, itemIndex: number) {
  const topK = ctx.getNodeParameter('topK', itemIndex, 4) as number;
  const supplied = await ctx.getInputConnectionData!('ai_vectorStore', itemIndex);
  const retriever = await retrieverFromStore(supplied, topK);
  if (!retriever)
    throw new NodeOperationError(ctx.getNode(), 'The connected node does not supply a vector store', {
      itemIndex,
      description:
        'Connect a vector store node whose Operation Mode is "Retrieve Documents (As Vector Store for Chain/Tool)".',
    });
  return { response: logRetriever(retriever, ctx) };
}

/** Vector Store Retriever, version 1. */
export const retrieverVectorStoreNode: NodeType[] = [
  {
    description: {
      displayName: 'Vector Store Retriever',
      name: '@n8n/n8n-nodes-langchain.retrieverVectorStore',
      icon: 'fa:box-open',
      iconColor: 'black',
      group: ['transform'],
      version: 1,
      description: 'Use a Vector Store as Retriever',
      defaults: { name: 'Vector Store Retriever' },
      codex: {
        categories: ['AI'],
        subcategories: { AI: ['Retrievers'] },
      },
      inputs: [{ displayName: 'Vector Store', maxConnections: 1, type: 'ai_vectorStore', required: true }],
      outputs: ['ai_retriever'],
      outputNames: ['Retriever'],
      properties: [
        {
          displayName: 'Limit',
          name: 'topK',
          type: 'number',
          default: 4,
          description: 'The maximum number of results to return',
        },
      ],
    },
    supplyData,
  },
];
