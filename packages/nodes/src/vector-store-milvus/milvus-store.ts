/**
 * A Milvus collection as LangChain's `Milvus` store keeps documents in it (what n8n uses), spoken
 * to over gRPC with the Milvus SDK: one row per document with an auto-generated Int64 primary key
 * `langchain_primaryid`, the text in the VarChar `langchain_text`, the embedding in the float
 * vector `langchain_vector`, and one column per metadata key of the first document (strings as
 * VarChar, numbers as Float, booleans as Bool, objects as JSON text; nulls left out). A missing
 * collection is created on the first insert — sized by those documents, with an HNSW index under
 * the L2 metric — and refused by searches. Searches load the collection, then rank by L2 distance
 * (the score, smallest first), answering every column but the vector as the document's text and
 * metadata (JSON text parsed back).
 */
import type { VectorStore } from '@langchain/core/vectorstores';
import type { DocumentLike } from '../shared/ai/retrieval-logging.js';
import type { EmbeddingsLike } from '../vector-store-in-memory/index.js';

const PRIMARY_FIELD = 'langchain_primaryid';
const VECTOR_FIELD = 'langchain_vector';
const TEXT_FIELD = 'langchain_text';
const INDEX = { index_type: 'HNSW', metric_type: 'L2', params: { M: 8, efConstruction: 64 } };
const SEARCH_PARAMS = { ef: 10 };

/** Where and as whom to connect, and the collection. */
export interface MilvusStoreConfig {
  /** The credential's Base URL (e.g. `http://localhost:19530`). */
  address: string;
  username: string;
  password: string;
  collectionName: string;
}

interface Status {
  error_code: string;
  reason?: string;
}
interface FieldSchema {
  name: string;
  data_type: string;
  autoID?: boolean;
  is_primary_key?: boolean;
  is_function_output?: boolean;
}
interface NewField {
  name: string;
  description: string;
  data_type: number;
  is_primary_key?: boolean;
  autoID?: boolean;
  type_params?: Record<string, string>;
}

/** The part of the SDK's client the store uses. */
export interface MilvusClientLike {
  hasCollection(req: { collection_name: string }): Promise<{ status: Status; value: boolean }>;
  describeCollection(req: { collection_name: string }): Promise<{ status: Status; schema: { fields: FieldSchema[] } }>;
  createCollection(req: { collection_name: string; fields: NewField[] }): Promise<Status>;
  createIndex(req: Record<string, unknown>): Promise<Status>;
  insert(req: { collection_name: string; fields_data: Array<Record<string, unknown>> }): Promise<{ status: Status }>;
  flushSync(req: { collection_names: string[] }): Promise<unknown>;
  loadCollectionSync(req: { collection_name: string }): Promise<Status>;
  search(req: Record<string, unknown>): Promise<{ status: Status; results: Array<Record<string, unknown>> }>;
  dropCollection(req: { collection_name: string }): Promise<Status>;
  listCollections(): Promise<{ data: Array<{ name: string }> }>;
  closeConnection(): Promise<unknown>;
}

interface Sdk {
  MilvusClient: new (config: Record<string, unknown>) => MilvusClientLike;
  DataType: Record<string, number>;
  DataTypeMap: Record<string, number>;
}

/** The Milvus SDK (loaded on first use: it starts gRPC machinery). */
export async function milvusSdk(): Promise<Sdk> {
  const mod = (await import('@zilliz/milvus2-sdk-node')) as unknown as Sdk & { default?: Sdk };
  return mod.default?.MilvusClient ? mod.default : mod;
}

/** A client as LangChain makes one: address, username and password. */
export async function milvusClient(config: Omit<MilvusStoreConfig, 'collectionName'>): Promise<MilvusClientLike> {
  const { MilvusClient } = await milvusSdk();
  if (!config.address) throw new Error('Milvus URL address is not provided.');
  return quiet(new MilvusClient({ address: config.address, username: config.username, password: config.password }));
}

/** A client as n8n's own calls make one (collection list, Clear Collection): a `user:password` token. */
export async function milvusTokenClient(config: Omit<MilvusStoreConfig, 'collectionName'>): Promise<MilvusClientLike> {
  const { MilvusClient } = await milvusSdk();
  return quiet(new MilvusClient({ address: config.address, token: `${config.username}:${config.password}` }));
}

/**
 * The client with its connection attempt's failure kept for its calls: the SDK connects as it is
 * made and each call awaits that, so a refused connection fails the call rather than the process.
 */
function quiet(client: MilvusClientLike): MilvusClientLike {
  (client as unknown as { connectPromise?: Promise<unknown> }).connectPromise?.catch(() => undefined);
  return client;
}

/** Whether a text is JSON, and what it holds. */
function parseJson(text: string): { ok: boolean; value?: unknown } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

const byteLength = (text: string) => new TextEncoder().encode(text).length;

/** The metadata columns of a new collection, from the documents' metadata (the first one's keys). */
function metadataFields(documents: DocumentLike[], DataType: Record<string, number>): NewField[] {
  const sample = documents[0]!.metadata ?? {};
  let textMax = 0;
  let jsonMax = 0;
  for (const { metadata = {} } of documents) {
    for (const [key, value] of Object.entries(metadata)) {
      if (typeof value !== typeof sample[key])
        throw new Error('All documents must have same metadata keys and datatype');
      if (typeof value === 'string') textMax = Math.max(textMax, byteLength(value));
      else if (typeof value === 'object') jsonMax = Math.max(jsonMax, byteLength(JSON.stringify(value)));
    }
  }
  const fields: NewField[] = [];
  for (const [name, value] of Object.entries(sample)) {
    if (name === PRIMARY_FIELD || value === null) continue;
    if (typeof value === 'string') {
      fields.push({
        name,
        description: 'Metadata String field',
        data_type: DataType.VarChar!,
        type_params: { max_length: String(textMax) },
      });
    } else if (typeof value === 'number') {
      fields.push({ name, description: 'Metadata Number field', data_type: DataType.Float! });
    } else if (typeof value === 'boolean') {
      fields.push({ name, description: 'Metadata Boolean field', data_type: DataType.Bool! });
    } else {
      fields.push({
        name,
        description: 'Metadata JSON field',
        data_type: DataType.VarChar!,
        type_params: { max_length: String(jsonMax) },
      });
    }
  }
  return fields;
}

/** A Milvus store over LangChain's `VectorStore` (loaded on first use). */
export async function openMilvusStore(
  embeddings: EmbeddingsLike,
  config: MilvusStoreConfig,
): Promise<VectorStore & { ensureCollection(): Promise<void>; close(): Promise<void> }> {
  const [{ VectorStore: Base }, { Document }, sdk] = await Promise.all([
    import('@langchain/core/vectorstores'),
    import('@langchain/core/documents'),
    milvusSdk(),
  ]);
  const { DataType, DataTypeMap } = sdk;
  const client = await milvusClient(config);

  class MilvusStore extends Base {
    declare FilterType: string;
    readonly collectionName = config.collectionName;
    /** The collection's columns written per row (the auto ID left out). */
    fields: string[] = [];
    primaryField = PRIMARY_FIELD;
    vectorField = VECTOR_FIELD;
    textField = TEXT_FIELD;

    _vectorstoreType(): string {
      return 'milvus';
    }

    async close(): Promise<void> {
      await client.closeConnection();
    }

    /** Reads the collection's columns (once). */
    async grabCollectionFields(): Promise<void> {
      if (this.fields.length > 0) return;
      const described = await client.describeCollection({ collection_name: this.collectionName });
      for (const field of described.schema.fields) {
        if (!field.autoID && !field.is_function_output) this.fields.push(field.name);
        if (field.is_primary_key) this.primaryField = field.name;
        const type = DataTypeMap[field.data_type];
        if (type === DataType.FloatVector || type === DataType.BinaryVector) this.vectorField = field.name;
        if (type === DataType.VarChar && field.name === TEXT_FIELD) this.textField = field.name;
      }
    }

    /** Checks the collection exists (creating it from the documents when they are given). */
    async ensureCollection(vectors?: number[][], documents?: DocumentLike[]): Promise<void> {
      const has = await client.hasCollection({ collection_name: this.collectionName });
      if (has.status.error_code !== 'Success') {
        throw new Error(`Error checking collection: ${JSON.stringify(has, null, 2)}`);
      }
      if (has.value) return this.grabCollectionFields();
      if (!vectors || !documents) {
        throw new Error(
          `Collection not found: ${this.collectionName}, please provide vectors and documents to create collection.`,
        );
      }
      await this.createCollection(vectors, documents);
    }

    async createCollection(vectors: number[][], documents: DocumentLike[]): Promise<void> {
      const textMax = Math.max(0, ...documents.map((d) => byteLength(d.pageContent)));
      const fields: NewField[] = [
        ...metadataFields(documents, DataType),
        {
          name: this.primaryField,
          description: 'Primary key',
          data_type: DataType.Int64!,
          is_primary_key: true,
          autoID: true,
        },
        {
          name: this.textField,
          description: 'Text field',
          data_type: DataType.VarChar!,
          type_params: { max_length: String(textMax) },
        },
        {
          name: this.vectorField,
          description: 'Vector field',
          data_type: DataType.FloatVector!,
          type_params: { dim: String(vectors[0]!.length) },
        },
      ];
      for (const f of fields) if (!f.autoID) this.fields.push(f.name);
      const created = await client.createCollection({ collection_name: this.collectionName, fields });
      if (created.error_code !== 'Success') throw new Error('Failed to create collection: [object Object]');
      await client.createIndex({
        collection_name: this.collectionName,
        field_name: this.vectorField,
        extra_params: { ...INDEX, params: JSON.stringify(INDEX.params) },
      });
    }

    async addDocuments(documents: DocumentLike[]): Promise<void> {
      const vectors = await this.embeddings.embedDocuments(documents.map((d) => d.pageContent));
      await this.addVectors(vectors, documents);
    }

    async addVectors(vectors: number[][], documents: DocumentLike[]): Promise<void> {
      if (vectors.length === 0) return;
      await this.ensureCollection(vectors, documents);
      const rows = vectors.map((vector, index) => {
        const doc = documents[index]!;
        const metadata = doc.metadata ?? {};
        const row: Record<string, unknown> = { [this.textField]: doc.pageContent, [this.vectorField]: vector };
        for (const field of this.fields) {
          if (field === this.textField || field === this.vectorField) continue;
          if (field === this.primaryField) {
            throw new Error(
              "The Collection's primaryField is configured with autoId=false, thus its value must be provided through metadata.",
            );
          }
          const value = metadata[field];
          if (value === undefined)
            throw new Error(`The field "${field}" is not provided in documents[${index}].metadata.`);
          row[field] = typeof value === 'object' ? JSON.stringify(value) : value;
        }
        return row;
      });
      const inserted = await client.insert({ collection_name: this.collectionName, fields_data: rows });
      if (inserted.status.error_code !== 'Success')
        throw new Error(`Error inserting data: ${JSON.stringify(inserted)}`);
      await client.flushSync({ collection_names: [this.collectionName] });
    }

    async similaritySearchVectorWithScore(
      query: number[],
      k: number,
      filter?: string,
    ): Promise<Array<[InstanceType<typeof Document>, number]>> {
      const has = await client.hasCollection({ collection_name: this.collectionName });
      if (has.status.error_code !== 'Success') throw new Error('Error checking collection: [object Object]');
      if (!has.value) {
        throw new Error(`Collection not found: ${this.collectionName}, please create collection before search.`);
      }
      await this.grabCollectionFields();
      const loaded = await client.loadCollectionSync({ collection_name: this.collectionName });
      if (loaded.error_code !== 'Success') throw new Error('Error loading collection: [object Object]');
      const found = await client.search({
        collection_name: this.collectionName,
        search_params: {
          anns_field: this.vectorField,
          topk: k,
          metric_type: INDEX.metric_type,
          params: JSON.stringify(SEARCH_PARAMS),
        },
        output_fields: this.fields.filter((f) => f !== this.vectorField),
        vector_type: DataType.FloatVector,
        vectors: [query],
        filter: filter ?? '',
      });
      if (found.status.error_code !== 'Success') throw new Error(`Error searching data: ${JSON.stringify(found)}`);
      return found.results.map((hit) => {
        let pageContent = '';
        const metadata: Record<string, unknown> = {};
        for (const [key, value] of Object.entries(hit)) {
          if (key === this.textField) pageContent = value as string;
          else if (this.fields.includes(key) || key === this.primaryField) {
            if (typeof value === 'string') {
              const json = parseJson(value);
              metadata[key] = json.ok ? json.value : value;
            } else metadata[key] = value;
          }
        }
        return [new Document({ pageContent, metadata }), hit.score as number];
      });
    }
  }

  return new MilvusStore(embeddings, {});
}
