/**
 * Qdrant Vector Store (n8n's `vectorStoreQdrant` 1–1.3): documents in a Qdrant collection, on the
 * `qdrantApi` credential (the server's URL and API key). Searches take Qdrant's own filter syntax
 * (Search Filter, a JSON object; n8n's metadata name/value pairs are not offered here), payload
 * keys are configurable, and a missing collection is created on first use (see `qdrant-store.ts`).
 * Modes as every vector store, without `update`.
 */
import { NodeOperationError, type ExecuteContext, type NodeProperty, type NodeType } from '@weft/workflow';
import { storeLocator } from '../shared/ai/vector-store-fields.js';
import { createVectorStoreNode } from '../vector-store-in-memory/index.js';
import { QdrantClient } from './qdrant-api.js';
import { openQdrantStore, type QdrantStoreConfig } from './qdrant-store.js';

export { qdrantApi } from './credentials.js';

const payloadKeyFields: NodeProperty[] = [
  {
    displayName: 'Content Payload Key',
    name: 'contentPayloadKey',
    type: 'string',
    default: 'content',
    description: 'The key to use for the content payload in Qdrant. Default is "content".',
  },
  {
    displayName: 'Metadata Payload Key',
    name: 'metadataPayloadKey',
    type: 'string',
    default: 'metadata',
    description: 'The key to use for the metadata payload in Qdrant. Default is "metadata".',
  },
];

const insertFields: NodeProperty[] = [
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add Option',
    default: {},
    options: [
      {
        displayName: 'Collection Config',
        name: 'collectionConfig',
        type: 'json',
        default: '',
        description:
          'JSON options for creating a collection. <a href="https://qdrant.tech/documentation/concepts/collections">Learn more</a>.',
      },
      ...payloadKeyFields,
    ],
  },
];

const retrieveFields: NodeProperty[] = [
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add Option',
    default: {},
    options: [
      {
        displayName: 'Search Filter',
        name: 'searchFilterJson',
        type: 'json',
        typeOptions: { rows: 5 },
        default:
          '{\n  "should": [\n    {\n      "key": "metadata.batch",\n      "match": {\n        "value": 12345\n      }\n    }\n  ]\n}',
        validateType: 'object',
        description:
          'Filter pageContent or metadata using this <a href="https://qdrant.tech/documentation/concepts/filtering/" target="_blank">filtering syntax</a>',
      } as NodeProperty,
      ...payloadKeyFields,
    ],
  },
];

/** A payload key option: n8n's default (the store's) when empty, an error when not text. */
function payloadKey(ctx: ExecuteContext, name: string, itemIndex: number): string | undefined {
  const value = ctx.getNodeParameter(`options.${name}`, itemIndex, '') as unknown;
  if (typeof value !== 'string') throw new NodeOperationError(ctx.getNode(), `Parameter "${name}" is not string`);
  return value !== '' ? value : undefined;
}

/**
 * The Collection Config option as an object. n8n hands the editor's JSON text to Qdrant's client
 * as it is, which sends none of it; Weft reads the JSON, so the settings given are the ones used.
 */
function collectionConfigOf(ctx: ExecuteContext, itemIndex: number): Record<string, unknown> | undefined {
  const options = (ctx.getNodeParameter('options', itemIndex, {}) ?? {}) as { collectionConfig?: unknown };
  const value = options.collectionConfig;
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  if (typeof value === 'string') {
    try {
      const parsed = JSON.parse(value) as unknown;
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
    } catch {
      // reported below
    }
  }
  throw new NodeOperationError(ctx.getNode(), 'The Collection Config option is not a JSON object', {
    itemIndex,
    description:
      'Give the collection settings as a JSON object, e.g. {"vectors": {"size": 1536, "distance": "Cosine"}}',
  });
}

async function storeConfig(ctx: ExecuteContext, itemIndex: number): Promise<QdrantStoreConfig> {
  const collectionName = ctx.getNodeParameter('qdrantCollection', itemIndex, '', { extractValue: true }) as string;
  const contentPayloadKey = payloadKey(ctx, 'contentPayloadKey', itemIndex);
  const metadataPayloadKey = payloadKey(ctx, 'metadataPayloadKey', itemIndex);
  return { client: await QdrantClient.open(ctx), collectionName, contentPayloadKey, metadataPayloadKey };
}

/** Qdrant Vector Store, versions 1 to 1.3. */
export const vectorStoreQdrantNode: NodeType[] = [
  createVectorStoreNode({
    meta: {
      displayName: 'Qdrant Vector Store',
      name: 'vectorStoreQdrant',
      description: 'Work with your data in a Qdrant collection',
      icon: 'file:qdrant.svg',
      credentials: [{ name: 'qdrantApi', required: true }],
    },
    methods: {
      listSearch: {
        async qdrantCollectionsSearch(ctx) {
          const client = await QdrantClient.open(ctx);
          return { results: (await client.collectionNames()).map((name) => ({ name, value: name })) };
        },
      },
    },
    sharedFields: [storeLocator('Qdrant Collection', 'qdrantCollection', 'qdrantCollectionsSearch')],
    insertFields,
    loadFields: retrieveFields,
    retrieveFields,
    recordSearches: false,
    async getVectorStoreClient(ctx, filter, embeddings, itemIndex) {
      const store = await openQdrantStore(embeddings, {
        ...(await storeConfig(ctx, itemIndex)),
        defaultFilter: filter,
      });
      await (store as unknown as { ensureCollection(): Promise<void> }).ensureCollection();
      return store;
    },
    async populateVectorStore(ctx, embeddings, documents, itemIndex) {
      const config = await storeConfig(ctx, itemIndex);
      const store = await openQdrantStore(embeddings, {
        ...config,
        collectionConfig: collectionConfigOf(ctx, itemIndex),
      });
      await store.addDocuments(documents as never);
    },
  }),
];
