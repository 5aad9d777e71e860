/**
 * Simple Vector Store (n8n's `vectorStoreInMemory` 1–1.3): documents kept in this process's memory
 * under a memory key — in 1 and 1.1 the key is prefixed with the workflow's ID, from 1.2 it is a
 * resource locator shared by all workflows. See `vector-store-node.ts` for the modes.
 */
import type { ExecuteContext, NodeProperty, NodeType } from '@weft/workflow';
import { addToMemoryStore, memoryStore, memoryStoreKeys } from './memory-stores.js';
import { createVectorStoreNode } from './vector-store-node.js';

export { createVectorStoreNode } from './vector-store-node.js';
export type { EmbeddingsLike, VectorStoreLike, VectorStoreNodeArgs, OperationMode } from './vector-store-node.js';
export { clearMemoryStores, memoryStoreKeys } from './memory-stores.js';

const DEFAULT_MEMORY_KEY = 'vector_store_key';

const warningBanner: NodeProperty = {
  displayName:
    '<strong>For experimental use only</strong>: Data is stored in memory and will be lost if n8n restarts. Data may also be cleared if available memory gets low, and is accessible to all users of this instance. <a href="https://docs.n8n.io/integrations/builtin/cluster-nodes/root-nodes/n8n-nodes-langchain.vectorstoreinmemory/">More info</a>',
  name: 'notice',
  type: 'notice',
  default: '',
};

/** The store's key: workflow ID and key in 1 and 1.1, the key itself from 1.2. */
function memoryKeyOf(ctx: ExecuteContext, itemIndex: number): string {
  const node = ctx.getNode();
  const param = ctx.getNodeParameter('memoryKey', itemIndex) as unknown;
  if (node.typeVersion <= 1.1) return `${ctx.getWorkflow().id}__${String(param)}`;
  return String(param && typeof param === 'object' ? (param as { value?: unknown }).value : param);
}

/** Simple Vector Store, versions 1 to 1.3. */
export const vectorStoreInMemoryNode: NodeType[] = [
  createVectorStoreNode({
    meta: {
      displayName: 'Simple Vector Store',
      name: 'vectorStoreInMemory',
      description: 'The easiest way to experiment with vector stores, without external setup.',
      icon: 'fa:database',
      iconColor: 'black',
      categories: ['AI'],
      subcategories: {
        AI: ['Vector Stores', 'Tools', 'Root Nodes'],
        'Vector Stores': ['For Beginners'],
        Tools: ['Other Tools'],
      },
    },
    sharedFields: [
      {
        displayName: 'Memory Key',
        name: 'memoryKey',
        type: 'string',
        default: DEFAULT_MEMORY_KEY,
        description:
          'The key to use to store the vector memory in the workflow data. The key will be prefixed with the workflow ID to avoid collisions.',
        displayOptions: { show: { '@version': [{ _cnd: { lte: 1.1 } }] } },
      },
      {
        displayName: 'Memory Key',
        name: 'memoryKey',
        type: 'resourceLocator',
        required: true,
        default: { mode: 'list', value: DEFAULT_MEMORY_KEY },
        description:
          'The key to use to store the vector memory in the workflow data. These keys are shared between workflows.',
        displayOptions: { show: { '@version': [{ _cnd: { gte: 1.2 } }] } },
        modes: [
          {
            displayName: 'From List',
            name: 'list',
            type: 'list',
            typeOptions: {
              searchListMethod: 'vectorStoresSearch',
              searchable: true,
              allowNewResource: {
                label: 'resourceLocator.mode.list.addNewResource.vectorStoreInMemory',
                defaultName: DEFAULT_MEMORY_KEY,
                method: 'createVectorStore',
              },
            },
          },
          { displayName: 'Manual', name: 'id', type: 'string', placeholder: DEFAULT_MEMORY_KEY },
        ],
      },
    ],
    methods: {
      listSearch: {
        async vectorStoresSearch(_ctx, filter) {
          const results = memoryStoreKeys().map((key) => ({ name: key, value: key }));
          return { results: filter ? results.filter((r) => r.name.includes(filter)) : results };
        },
      },
    },
    insertFields: [
      {
        displayName: 'Clear Store',
        name: 'clearStore',
        type: 'boolean',
        default: false,
        description: 'Whether to clear the store before inserting new data',
      },
      warningBanner,
    ],
    loadFields: [warningBanner],
    retrieveFields: [warningBanner],
    recordSearches: false,
    async getVectorStoreClient(ctx, _filter, embeddings, itemIndex) {
      return memoryStore(memoryKeyOf(ctx, itemIndex), embeddings);
    },
    async populateVectorStore(ctx, embeddings, documents, itemIndex) {
      await addToMemoryStore(
        memoryKeyOf(ctx, itemIndex),
        embeddings,
        documents,
        ctx.getNodeParameter('clearStore', itemIndex) as boolean,
      );
    },
  }),
];
