/**
 * The vector store nodes' common shape (n8n's `createVectorStoreNode`, versions 1–1.3), shared by
 * every vector store node of Weft: one node type whose operation mode decides what it is —
 * `insert` (documents from the Document sub-node, embedded in batches of `embeddingBatchSize` from
 * 1.1 on, the documents as output items), `load` (the `prompt` embedded, the `topK` nearest
 * documents with their scores), `update` (one document per item, replacing the entry of an ID),
 * `retrieve` (a sub-node supplying the store to a chain or retriever) and `retrieve-as-tool` (a
 * tool for agents; named after the node from 1.3, `toolName` before). A reranker sub-node reorders
 * results when `useReranker` is on.
 */
import {
  NodeOperationError,
  collectFromAiCalls,
  type ExecuteContext,
  type Item,
  type NodeOutput,
  type NodeProperty,
  type NodeType,
  type NodeTypeDescription,
  type SupplyDataContext,
  type SupplyDataResult,
} from '@weft/workflow';
import { toolNameOf } from '@weft/workflow';
import { metadataFilterValues } from '../document-default-data-loader/index.js';
import { toLangChainTool } from '../shared/ai/node-tool.js';
import { isItemDocumentLoader, logTool, logVectorStore, type DocumentLike } from '../shared/ai/retrieval-logging.js';

/** Embeddings as the vector stores use them. */
export interface EmbeddingsLike {
  embedDocuments(documents: string[]): Promise<number[][]>;
  embedQuery(query: string): Promise<number[]>;
}

/** A vector store as the operations use it (LangChain's `VectorStore`). */
export interface VectorStoreLike {
  similaritySearchVectorWithScore(query: number[], k: number, filter?: unknown): Promise<Array<[DocumentLike, number]>>;
  similaritySearch(query: string, k?: number, filter?: unknown): Promise<DocumentLike[]>;
  addDocuments(documents: DocumentLike[], options?: { ids?: string[] }): Promise<unknown>;
}

/** A reranker (LangChain's document compressor). */
interface RerankerLike {
  compressDocuments(documents: DocumentLike[], query: string): Promise<DocumentLike[]>;
}

export type OperationMode = 'load' | 'insert' | 'retrieve' | 'retrieve-as-tool' | 'update';

/** What a vector store node brings to {@link createVectorStoreNode}. */
export interface VectorStoreNodeArgs {
  meta: {
    displayName: string;
    /** n8n's short name, e.g. `vectorStoreInMemory`. */
    name: string;
    description: string;
    icon: string;
    iconColor?: string;
    credentials?: NodeTypeDescription['credentials'];
    operationModes?: OperationMode[];
    categories?: string[];
    subcategories?: Record<string, string[]>;
  };
  methods?: NodeType['methods'];
  sharedFields: NodeProperty[];
  insertFields?: NodeProperty[];
  loadFields?: NodeProperty[];
  retrieveFields?: NodeProperty[];
  updateFields?: NodeProperty[];
  /** The store to search or update (filter given for `retrieve`). */
  getVectorStoreClient(
    ctx: ExecuteContext,
    filter: Record<string, unknown> | undefined,
    embeddings: EmbeddingsLike,
    itemIndex: number,
  ): Promise<VectorStoreLike>;
  /** Adds embedded documents to the store. */
  populateVectorStore(
    ctx: ExecuteContext,
    embeddings: EmbeddingsLike,
    documents: DocumentLike[],
    itemIndex: number,
  ): Promise<void>;
  /**
   * Whether the `similaritySearch` calls of the store supplied in `retrieve` mode are runs of the
   * node (true unless said otherwise): n8n 1.123 records them only for the stores its recording
   * recognises (PGVector, Supabase), not for the in-memory, Pinecone and Qdrant ones.
   */
  recordSearches?: boolean;
  /** Gives a store client back (a pooled connection). */
  releaseVectorStoreClient?(store: VectorStoreLike): void | Promise<void>;
}

const DEFAULT_OPERATION_MODES: OperationMode[] = ['load', 'insert', 'retrieve', 'retrieve-as-tool'];

const OPERATION_MODES = [
  {
    name: 'Get Many',
    value: 'load',
    description: 'Get many ranked documents from vector store for query',
    action: 'Get ranked documents from vector store',
  },
  {
    name: 'Insert Documents',
    value: 'insert',
    description: 'Insert documents into vector store',
    action: 'Add documents to vector store',
  },
  {
    name: 'Retrieve Documents (As Vector Store for Chain/Tool)',
    value: 'retrieve',
    description: 'Retrieve documents from vector store to be used as vector store with AI nodes',
    action: 'Retrieve documents for Chain/Tool as Vector Store',
    outputConnectionType: 'ai_vectorStore',
  },
  {
    name: 'Retrieve Documents (As Tool for AI Agent)',
    value: 'retrieve-as-tool',
    description: 'Retrieve documents from vector store to be used as tool with AI nodes',
    action: 'Retrieve documents for AI Agent as Tool',
    outputConnectionType: 'ai_tool',
  },
  {
    name: 'Update Documents',
    value: 'update',
    description: 'Update documents in vector store by ID',
    action: 'Update vector store documents',
  },
];

/** The fields shown in some modes only. */
function forModes(fields: NodeProperty[], modes: OperationMode[]): NodeProperty[] {
  return fields.map((f) => ({ ...f, displayOptions: { show: { mode: modes } } }));
}

const INPUTS = `={{ ((parameters) => {
  const mode = parameters?.mode;
  const useReranker = parameters?.useReranker;
  const inputs = [{ displayName: "Embedding", type: "ai_embedding", required: true, maxConnections: 1 }];
  if (['load', 'retrieve', 'retrieve-as-tool'].includes(mode) && useReranker) inputs.push({ displayName: "Reranker", type: "ai_reranker", required: true, maxConnections: 1 });
  if (mode === 'retrieve-as-tool') return inputs;
  if (['insert', 'load', 'update'].includes(mode)) inputs.push({ displayName: "", type: "main" });
  if (['insert'].includes(mode)) inputs.push({ displayName: "Document", type: "ai_document", required: true, maxConnections: 1 });
  return inputs;
})($parameter) }}`;

const OUTPUTS = `={{ ((parameters) => {
  const mode = parameters?.mode ?? 'retrieve';
  if (mode === 'retrieve-as-tool') return [{ displayName: "Tool", type: "ai_tool" }];
  if (mode === 'retrieve') return [{ displayName: "Vector Store", type: "ai_vectorStore" }];
  return [{ displayName: "", type: "main" }];
})($parameter) }}`;

/** The node type description of a vector store. */
function describe(args: VectorStoreNodeArgs): NodeTypeDescription {
  const modes = args.meta.operationModes ?? DEFAULT_OPERATION_MODES;
  return {
    displayName: args.meta.displayName,
    name: `@n8n/n8n-nodes-langchain.${args.meta.name}`,
    description: args.meta.description,
    icon: args.meta.icon,
    iconColor: args.meta.iconColor,
    group: ['transform'],
    version: [1, 1.1, 1.2, 1.3],
    defaults: { name: args.meta.displayName },
    codex: {
      categories: args.meta.categories ?? ['AI'],
      subcategories: args.meta.subcategories ?? {
        AI: ['Vector Stores', 'Tools', 'Root Nodes'],
        'Vector Stores': ['Other Vector Stores'],
        Tools: ['Other Tools'],
      },
    },
    credentials: args.meta.credentials,
    inputs: INPUTS,
    outputs: OUTPUTS,
    properties: [
      {
        displayName: 'Tip: Get a feel for vector stores in n8n with our',
        name: 'ragStarterCallout',
        type: 'callout' as NodeProperty['type'],
        typeOptions: {
          calloutAction: {
            label: 'RAG starter template',
            type: 'openSampleWorkflowTemplate',
            templateId: 'rag-starter-template',
          },
        },
        default: '',
      },
      {
        displayName: 'Operation Mode',
        name: 'mode',
        type: 'options',
        noDataExpression: true,
        default: 'retrieve',
        options: OPERATION_MODES.filter((m) => modes.includes(m.value as OperationMode)),
      },
      {
        displayName:
          "This node must be connected to a retriever. <a data-action='openSelectiveNodeCreator' data-action-parameter-connectiontype='ai_retriever'>Insert one</a>",
        name: 'notice',
        type: 'notice',
        default: '',
        typeOptions: { containerClass: 'ndv-connection-hint-notice' },
        displayOptions: { show: { mode: ['retrieve'] } },
      },
      {
        displayName: 'Name',
        name: 'toolName',
        type: 'string',
        default: '',
        required: true,
        description: 'Name of the vector store',
        placeholder: 'e.g. company_knowledge_base',
        validateType: 'string-alphanumeric',
        displayOptions: { show: { '@version': [{ _cnd: { lte: 1.2 } }], mode: ['retrieve-as-tool'] } },
      } as NodeProperty,
      {
        displayName: 'Description',
        name: 'toolDescription',
        type: 'string',
        default: '',
        required: true,
        typeOptions: { rows: 2 },
        description:
          'Explain to the LLM what this tool does, a good, specific description would allow LLMs to produce expected results much more often',
        placeholder: `e.g. ${args.meta.description}`,
        displayOptions: { show: { mode: ['retrieve-as-tool'] } },
      },
      ...args.sharedFields,
      {
        displayName: 'Embedding Batch Size',
        name: 'embeddingBatchSize',
        type: 'number',
        default: 200,
        description: 'Number of documents to embed in a single batch',
        displayOptions: { show: { mode: ['insert'], '@version': [{ _cnd: { gte: 1.1 } }] } },
      },
      ...forModes(args.insertFields ?? [], ['insert']),
      {
        displayName: 'Prompt',
        name: 'prompt',
        type: 'string',
        default: '',
        required: true,
        description:
          'Search prompt to retrieve matching documents from the vector store using similarity-based ranking',
        displayOptions: { show: { mode: ['load'] } },
      },
      {
        displayName: 'Limit',
        name: 'topK',
        type: 'number',
        default: 4,
        description: 'Number of top results to fetch from vector store',
        displayOptions: { show: { mode: ['load', 'retrieve-as-tool'] } },
      },
      {
        displayName: 'Include Metadata',
        name: 'includeDocumentMetadata',
        type: 'boolean',
        default: true,
        description: 'Whether or not to include document metadata',
        displayOptions: { show: { mode: ['load', 'retrieve-as-tool'] } },
      },
      {
        displayName: 'Rerank Results',
        name: 'useReranker',
        type: 'boolean',
        default: false,
        description: 'Whether or not to rerank results',
        displayOptions: { show: { mode: ['load', 'retrieve', 'retrieve-as-tool'] } },
      },
      {
        displayName: 'ID',
        name: 'id',
        type: 'string',
        default: '',
        required: true,
        description: 'ID of an embedding entry',
        displayOptions: { show: { mode: ['update'] } },
      },
      ...forModes(args.loadFields ?? [], ['load', 'retrieve-as-tool']),
      ...forModes(args.retrieveFields ?? [], ['retrieve']),
      ...forModes(args.updateFields ?? [], ['update']),
    ],
  };
}

/** Documents from the Document sub-node for one item, and their output items. */
async function processDocument(
  input: unknown,
  item: Item,
  itemIndex: number,
): Promise<{ documents: DocumentLike[]; items: Item[] }> {
  const documents = isItemDocumentLoader(input)
    ? await input.processItem(item, itemIndex)
    : ((input ?? []) as DocumentLike[]);
  return {
    documents,
    items: documents.map(({ metadata, pageContent }) => ({
      json: { metadata, pageContent },
      pairedItem: { item: itemIndex },
    })),
  };
}

/** Reorders `[document, score]` pairs with the reranker, its relevance score as the score. */
async function rerank(
  ctx: ExecuteContext,
  docs: Array<[DocumentLike, number]>,
  query: string,
  missingScore?: number,
): Promise<Array<[DocumentLike, number]>> {
  const reranker = (await ctx.getInputConnectionData!('ai_reranker', 0)) as RerankerLike;
  const reranked = await reranker.compressDocuments(
    docs.map(([d]) => d),
    query,
  );
  return reranked.map((doc) => {
    const { relevanceScore, ...metadata } = doc.metadata ?? {};
    return [{ ...doc, metadata }, (relevanceScore ?? missingScore) as number];
  });
}

/** `insert`: every item's documents, embedded and added (per item in 1, in batches from 1.1). */
async function insert(ctx: ExecuteContext, args: VectorStoreNodeArgs, embeddings: EmbeddingsLike): Promise<Item[]> {
  const version = ctx.getNode().typeVersion;
  const items = ctx.getInputData();
  const input = await ctx.getInputConnectionData!('ai_document', 0);
  const out: Item[] = [];
  const pending: DocumentLike[] = [];
  for (let i = 0; i < items.length; i++) {
    if (ctx.signal.aborted) break;
    const { documents, items: docItems } = await processDocument(input, items[i]!, i);
    out.push(...docItems);
    pending.push(...documents);
    if (version === 1) await args.populateVectorStore(ctx, embeddings, documents, i);
  }
  if (version >= 1.1) {
    const batchSize = (ctx.getNodeParameter('embeddingBatchSize', 0, 200) as number | undefined) ?? 200;
    for (let i = 0; i < pending.length; i += batchSize)
      await args.populateVectorStore(ctx, embeddings, pending.slice(i, i + batchSize), 0);
  }
  return out;
}

/** `load`: the documents nearest to the prompt of one item, with their scores. */
async function load(
  ctx: ExecuteContext,
  args: VectorStoreNodeArgs,
  embeddings: EmbeddingsLike,
  itemIndex: number,
): Promise<Item[]> {
  const filter = metadataFilterValues(ctx, itemIndex);
  const store = await args.getVectorStoreClient(ctx, undefined, embeddings, itemIndex);
  try {
    const prompt = ctx.getNodeParameter('prompt', itemIndex) as string;
    const topK = ctx.getNodeParameter('topK', itemIndex, 4) as number;
    const useReranker = ctx.getNodeParameter('useReranker', itemIndex, false) as boolean;
    const includeMetadata = ctx.getNodeParameter('includeDocumentMetadata', itemIndex, true) as boolean;
    const vector = await embeddings.embedQuery(prompt);
    let docs = await store.similaritySearchVectorWithScore(vector, topK, filter);
    if (useReranker && docs.length > 0) docs = await rerank(ctx, docs, prompt);
    return docs.map(([doc, score]) => ({
      json: {
        document: { pageContent: doc.pageContent, ...(includeMetadata ? { metadata: doc.metadata } : {}) },
        score,
      },
      pairedItem: { item: itemIndex },
    }));
  } finally {
    await args.releaseVectorStoreClient?.(store);
  }
}

/** `update`: each item's one document replaces the entry of the ID. */
async function update(ctx: ExecuteContext, args: VectorStoreNodeArgs, embeddings: EmbeddingsLike): Promise<Item[]> {
  const modes = args.meta.operationModes ?? DEFAULT_OPERATION_MODES;
  if (!modes.includes('update'))
    throw new NodeOperationError(ctx.getNode(), 'Update operation is not implemented for this Vector Store');
  const { JsonItemLoader } = await import('../document-default-data-loader/index.js');
  const loader = new JsonItemLoader(ctx);
  const items = ctx.getInputData();
  const out: Item[] = [];
  for (let i = 0; i < items.length; i++) {
    const id = ctx.getNodeParameter('id', i, '', { extractValue: true }) as string;
    const store = await args.getVectorStoreClient(ctx, undefined, embeddings, i);
    try {
      const { documents, items: docItems } = await processDocument(loader, items[i]!, i);
      if (documents.length !== 1) throw new NodeOperationError(ctx.getNode(), 'Single document per item expected');
      out.push(...docItems);
      await store.addDocuments(documents, { ids: [id] });
    } finally {
      await args.releaseVectorStoreClient?.(store);
    }
  }
  return out;
}

/** The search of the tool: documents as `{type: 'text', text}` parts. */
async function toolSearch(
  ctx: ExecuteContext,
  args: VectorStoreNodeArgs,
  embeddings: EmbeddingsLike,
  itemIndex: number,
  query: string,
  missingScore?: number,
) {
  const topK = ctx.getNodeParameter('topK', itemIndex, 4) as number;
  const useReranker = ctx.getNodeParameter('useReranker', itemIndex, false) as boolean;
  const includeMetadata = ctx.getNodeParameter('includeDocumentMetadata', itemIndex, true) as boolean;
  const filter = metadataFilterValues(ctx, itemIndex);
  const store = await args.getVectorStoreClient(ctx, undefined, embeddings, itemIndex);
  try {
    const vector = await embeddings.embedQuery(query);
    let docs = await store.similaritySearchVectorWithScore(vector, topK, filter);
    if (useReranker && docs.length > 0) docs = await rerank(ctx, docs, query, missingScore);
    return docs.map(([doc]) => ({
      type: 'text',
      text: JSON.stringify(includeMetadata ? { ...doc } : { pageContent: doc.pageContent }),
    }));
  } finally {
    await args.releaseVectorStoreClient?.(store);
  }
}

/** `retrieve-as-tool` run in the main flow (an agent calling the node as a tool): the item's `input` searched. */
async function toolExecute(
  ctx: ExecuteContext,
  args: VectorStoreNodeArgs,
  embeddings: EmbeddingsLike,
  itemIndex: number,
): Promise<Item[]> {
  const item = ctx.getInputData()[itemIndex]!;
  const query = typeof item.json.input === 'string' ? item.json.input : undefined;
  if (!query)
    throw new NodeOperationError(ctx.getNode(), 'Input data must contain a "input" field with the search query');
  const parts = await toolSearch(ctx, args, embeddings, itemIndex, query, 0);
  // As n8n: without metadata the part's text is under `pageContent`.
  const includeMetadata = ctx.getNodeParameter('includeDocumentMetadata', itemIndex, true) as boolean;
  const response = includeMetadata ? parts : parts.map((p) => ({ type: 'text', pageContent: p.text }));
  return [{ json: { response }, pairedItem: { item: itemIndex } }];
}

/** Builds a vector store node type (every version) from a store's specifics. */
export function createVectorStoreNode(args: VectorStoreNodeArgs): NodeType {
  return {
    description: describe(args),
    methods: args.methods,
    async execute(ctx: ExecuteContext): Promise<NodeOutput> {
      const mode = ctx.getNodeParameter('mode', 0) as string;
      const embeddings = (await ctx.getInputConnectionData!('ai_embedding', 0)) as EmbeddingsLike;
      if (mode === 'load' || mode === 'retrieve-as-tool') {
        const out: Item[] = [];
        for (let i = 0; i < ctx.getInputData().length; i++)
          out.push(
            ...(mode === 'load' ? await load(ctx, args, embeddings, i) : await toolExecute(ctx, args, embeddings, i)),
          );
        return [out];
      }
      if (mode === 'insert') return [await insert(ctx, args, embeddings)];
      if (mode === 'update') return [await update(ctx, args, embeddings)];
      throw new NodeOperationError(
        ctx.getNode(),
        'Only the "load", "update", "insert", and "retrieve-as-tool" operation modes are supported with execute',
      );
    },
    async supplyData(ctx: SupplyDataContext, itemIndex: number): Promise<SupplyDataResult> {
      const mode = ctx.getNodeParameter('mode', 0) as string;
      const embeddings = (await ctx.getInputConnectionData!('ai_embedding', 0)) as EmbeddingsLike;
      if (mode === 'retrieve') {
        const filter = metadataFilterValues(ctx, itemIndex);
        const useReranker = ctx.getNodeParameter('useReranker', itemIndex, false) as boolean;
        const store = await args.getVectorStoreClient(ctx, filter, embeddings, itemIndex);
        const logged = args.recordSearches === false ? store : logVectorStore(store, ctx);
        const response = useReranker
          ? { reranker: await ctx.getInputConnectionData!('ai_reranker', 0), vectorStore: logged }
          : logged;
        return {
          response,
          closeFunction: async () => {
            await args.releaseVectorStoreClient?.(store);
          },
        };
      }
      if (mode === 'retrieve-as-tool') {
        const node = ctx.getNode();
        const name =
          node.typeVersion < 1.3 ? (ctx.getNodeParameter('toolName', itemIndex) as string) : toolNameOf(node.name);
        const description = ctx.getNodeParameter('toolDescription', itemIndex) as string;
        const fromAi = collectFromAiCalls(node.parameters);
        const tool = await toLangChainTool({
          kind: 'nodeTool',
          name,
          description,
          arguments: [
            ...fromAi.filter((a) => a.key !== 'input'),
            { key: 'input', description: 'Query to search for. Required', type: 'string' },
          ],
          invoke: async (toolArgs) => {
            const query = typeof toolArgs === 'string' ? toolArgs : (toolArgs as { input?: unknown }).input;
            if (typeof query !== 'string') throw new Error('Query must be of type string');
            const scoped = fromAi.length ? ctx.withFromAi(toolArgs) : ctx;
            return (await toolSearch(scoped, args, embeddings, itemIndex, query)) as unknown as string;
          },
        });
        return { response: logTool(tool as unknown as { _call(arg: unknown): Promise<unknown> }, ctx) };
      }
      throw new NodeOperationError(
        ctx.getNode(),
        'Only the "retrieve" and "retrieve-as-tool" operation mode is supported to supply data',
      );
    },
  };
}
