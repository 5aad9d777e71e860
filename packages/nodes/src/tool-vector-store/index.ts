/**
 * Vector Store Question Answer Tool (n8n's `@n8n/n8n-nodes-langchain.toolVectorStore` 1, 1.1): a
 * tool for agents that answers a question with LangChain's `VectorStoreQATool` — the `topK`
 * documents of the connected vector store nearest to the question stuffed into a question-answering
 * prompt for the tool's own model (`VectorDBQAChain`). Version 1 is named by its Data Name
 * parameter, 1.1 after the node.
 */
import {
  NodeOperationError,
  toolNameOf,
  type ExecuteContext,
  type Item,
  type NodeType,
  type SupplyDataContext,
} from '@weft/workflow';
import { logToolCalls } from '../shared/ai/tool-logging.js';

/** The tool as the agent calls it. */
interface QaTool {
  name: string;
  description: string;
  _call(input: unknown): Promise<unknown>;
  invoke(input: unknown, config?: unknown): Promise<unknown>;
}

interface ClassicVectorStoreTools {
  VectorStoreQATool: {
    new (
      name: string,
      description: string,
      fields: { llm: unknown; vectorStore: unknown },
    ): QaTool & { chain: unknown };
    getDescription(name: string, description: string): string;
  };
}

interface ClassicVectorDbQa {
  VectorDBQAChain: { fromLLM(llm: unknown, vectorStore: unknown, options: { k: number }): unknown };
}

/** The tool of one item: its name, n8n's description around the Description of Data, the store and model of the node. */
async function qaTool(ctx: ExecuteContext, itemIndex: number): Promise<QaTool> {
  const node = ctx.getNode();
  const name = node.typeVersion <= 1 ? (ctx.getNodeParameter('name', itemIndex, '') as string) : toolNameOf(node.name);
  const dataDescription = ctx.getNodeParameter('description', itemIndex, '') as string;
  const topK = ctx.getNodeParameter('topK', itemIndex, 4) as number;
  const vectorStore = await ctx.getInputConnectionData!('ai_vectorStore', itemIndex);
  const llm = await ctx.getInputConnectionData!('ai_languageModel', itemIndex);
  if (!vectorStore || typeof (vectorStore as { similaritySearch?: unknown }).similaritySearch !== 'function') {
    throw new NodeOperationError(node, 'The connected node does not supply a vector store', {
      itemIndex,
      description:
        'Connect a vector store node whose Operation Mode is "Retrieve Documents (As Vector Store for Chain/Tool)" without reranking.',
    });
  }
  // LangChain's classes seen through the few members used here (their generics are too deep for tsc).
  const [{ VectorStoreQATool }, { VectorDBQAChain }] = (await Promise.all([
    import('@langchain/classic/tools'),
    import('@langchain/classic/chains'),
  ])) as unknown as [ClassicVectorStoreTools, ClassicVectorDbQa];
  const tool = new VectorStoreQATool(name, VectorStoreQATool.getDescription(name, dataDescription), {
    llm,
    vectorStore,
  });
  tool.chain = VectorDBQAChain.fromLLM(llm, vectorStore, { k: topK });
  return tool;
}

/** Vector Store Question Answer Tool, versions 1 and 1.1. */
export const toolVectorStoreNode: NodeType[] = [
  {
    description: {
      displayName: 'Vector Store Question Answer Tool',
      name: '@n8n/n8n-nodes-langchain.toolVectorStore',
      icon: 'fa:database',
      iconColor: 'black',
      group: ['transform'],
      version: [1, 1.1],
      description: 'Answer questions with a vector store',
      defaults: { name: 'Answer questions with a vector store' },
      codex: {
        categories: ['AI'],
        subcategories: { AI: ['Tools'], Tools: ['Other Tools'] },
      },
      inputs: [
        { displayName: 'Vector Store', maxConnections: 1, type: 'ai_vectorStore', required: true },
        { displayName: 'Model', maxConnections: 1, type: 'ai_languageModel', required: true },
      ],
      outputs: ['ai_tool'],
      outputNames: ['Tool'],
      properties: [
        {
          displayName:
            "This node must be connected to an AI agent. <a data-action='openSelectiveNodeCreator' data-action-parameter-creatorview='AI'>Insert one</a>",
          name: 'notice',
          type: 'notice',
          default: '',
          typeOptions: { containerClass: 'ndv-connection-hint-notice' },
        },
        {
          displayName: 'Data Name',
          name: 'name',
          type: 'string',
          default: '',
          placeholder: 'e.g. users_info',
          validateType: 'string-alphanumeric',
          description:
            'Name of the data in vector store. This will be used to fill this tool description: Useful for when you need to answer questions about [name]. Whenever you need information about [data description], you should ALWAYS use this. Input should be a fully formed question.',
          displayOptions: { show: { '@version': [1] } },
        },
        {
          displayName: 'Description of Data',
          name: 'description',
          type: 'string',
          default: '',
          placeholder: "[Describe your data here, e.g. a user's name, email, etc.]",
          description:
            'Describe the data in vector store. This will be used to fill this tool description: Useful for when you need to answer questions about [name]. Whenever you need information about [data description], you should ALWAYS use this. Input should be a fully formed question.',
          typeOptions: { rows: 3 },
        },
        {
          displayName: 'Limit',
          name: 'topK',
          type: 'number',
          default: 4,
          description: 'The maximum number of results to return',
        },
      ],
    } as NodeType['description'],
    async supplyData(ctx: SupplyDataContext, itemIndex: number) {
      return { response: logToolCalls(await qaTool(ctx, itemIndex), ctx) };
    },
    async execute(ctx: ExecuteContext) {
      const out: Item[] = [];
      const items = ctx.getInputData();
      for (let i = 0; i < items.length; i++) {
        const tool = await qaTool(ctx, i);
        out.push({ json: { response: await tool.invoke(items[i]!.json) }, pairedItem: { item: i } });
      }
      return [out];
    },
  },
];
