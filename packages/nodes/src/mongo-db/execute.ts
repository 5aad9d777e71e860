/**
 * Runs MongoDB 1 to 1.2 as n8n's MongoDB node does:
 * - aggregate, delete, find and the search-index operations run per item from 1.1; at 1 only the first
 *   item's parameters are used and every output item pairs with all input items;
 * - insert, update, findOneAndReplace and findOneAndUpdate read the collection, fields and options of
 *   the first item and write one document per item; their output items pair with all input items;
 * - update and findOneAndUpdate keep dotted field names flat from 1.2 (`$set` then reaches into nested fields).
 */
import type { Db, Document } from 'mongodb';
import type { ExecuteContext, Item, NodeOutput, WorkflowNode } from '@weft/workflow';
import { NodeOperationError, WeftError } from '@weft/workflow';
import { connectionHosts, connectMongo, mongoDriver, mongoTarget } from './connection.js';
import { prepareFields, prepareItems, resolveQuery, toItemJson } from './documents.js';

type Json = Record<string, unknown>;
type Paired = Array<{ item: number }>;

/** Per-item operations: what each answers for item `i` (documents or one result object). */
type ItemOperation = (ctx: ExecuteContext, db: Db, i: number, node: WorkflowNode) => Promise<Json[]>;

function parameter(ctx: ExecuteContext, name: string, i: number, fallback?: unknown): unknown {
  return ctx.getNodeParameter(name, i, fallback);
}

/** A `query` with `_id` given as a hex string turned into an ObjectId (find and aggregate, as n8n). */
function withObjectId(query: unknown): unknown {
  if (query && typeof query === 'object' && !Array.isArray(query)) {
    const q = query as Json;
    if (q._id && typeof q._id === 'string') q._id = new (mongoDriver().ObjectId)(q._id);
  }
  return query;
}

function query(ctx: ExecuteContext, i: number, node: WorkflowNode): unknown {
  return resolveQuery(parameter(ctx, 'query', i), parameter(ctx, 'queryParameters', i, '[]'), node, i);
}

function parseOption(text: unknown): unknown {
  if (text === undefined || text === null || text === '') return undefined;
  return typeof text === 'string' ? JSON.parse(text) : text;
}

function isPlainObject(value: unknown): value is Document {
  return !!value && typeof value === 'object' && value.constructor === Object && Object.keys(value).length !== 0;
}

const ITEM_OPERATIONS: Record<string, ItemOperation> = {
  async aggregate(ctx, db, i, node) {
    const pipeline = withObjectId(query(ctx, i, node)) as Document[];
    return db
      .collection(String(parameter(ctx, 'collection', i)))
      .aggregate(pipeline)
      .toArray();
  },
  async delete(ctx, db, i, node) {
    const { deletedCount } = await db
      .collection(String(parameter(ctx, 'collection', i)))
      .deleteMany(query(ctx, i, node) as Document);
    return [{ deletedCount }];
  },
  async find(ctx, db, i, node) {
    const filter = withObjectId(query(ctx, i, node)) as Document;
    let cursor = db.collection(String(parameter(ctx, 'collection', i))).find(filter);
    const options = (parameter(ctx, 'options', i, {}) ?? {}) as Json;
    const limit = Number(options.limit ?? 0);
    const skip = Number(options.skip ?? 0);
    const projection = parseOption(options.projection);
    const sort = parseOption(options.sort);
    if (skip > 0) cursor = cursor.skip(skip);
    if (limit > 0) cursor = cursor.limit(limit);
    if (isPlainObject(sort)) cursor = cursor.sort(sort);
    if (isPlainObject(projection)) cursor = cursor.project(projection);
    return cursor.toArray();
  },
  async listSearchIndexes(ctx, db, i) {
    const collection = db.collection(String(parameter(ctx, 'collection', i)));
    const name = String(parameter(ctx, 'indexName', i, '') ?? '');
    return (name ? collection.listSearchIndexes(name) : collection.listSearchIndexes()).toArray();
  },
  async dropSearchIndex(ctx, db, i) {
    const name = String(parameter(ctx, 'indexNameRequired', i));
    await db.collection(String(parameter(ctx, 'collection', i))).dropSearchIndex(name);
    return [{ [name]: true }];
  },
  async createSearchIndex(ctx, db, i) {
    const name = String(parameter(ctx, 'indexNameRequired', i));
    const definition = parseOption(parameter(ctx, 'indexDefinition', i)) as Document;
    const type = String(parameter(ctx, 'indexType', i)) as 'search' | 'vectorSearch';
    await db.collection(String(parameter(ctx, 'collection', i))).createSearchIndex({ name, definition, type });
    return [{ indexName: name }];
  },
  async updateSearchIndex(ctx, db, i) {
    const name = String(parameter(ctx, 'indexNameRequired', i));
    const definition = parseOption(parameter(ctx, 'indexDefinition', i)) as Document;
    await db.collection(String(parameter(ctx, 'collection', i))).updateSearchIndex(name, definition);
    return [{ [name]: true }];
  },
};

const WRITE_OPERATIONS = ['insert', 'update', 'findOneAndReplace', 'findOneAndUpdate'];

function failure(node: WorkflowNode, error: unknown, itemIndex?: number): Error {
  if (error instanceof WeftError) return error;
  return new NodeOperationError(node, error as Error, itemIndex === undefined ? {} : { itemIndex });
}

async function runPerItem(
  ctx: ExecuteContext,
  db: Db,
  operation: ItemOperation,
  count: number,
  fallback: Paired | null,
  node: WorkflowNode,
): Promise<Item[]> {
  const out: Item[] = [];
  for (let i = 0; i < count; i++) {
    const pairedItem = fallback ?? [{ item: i }];
    try {
      for (const doc of await operation(ctx, db, i, node)) out.push({ json: toItemJson(doc), pairedItem });
    } catch (error) {
      if (!ctx.continueOnFail()) throw failure(node, error, i);
      out.push({ json: { error: (error as Error).message }, pairedItem });
    }
  }
  return out;
}

/** insert, update, findOneAndReplace, findOneAndUpdate: one document per item, answered as written. */
async function runWrites(
  ctx: ExecuteContext,
  db: Db,
  operation: string,
  items: Item[],
  version: number,
  node: WorkflowNode,
): Promise<Item[]> {
  const pairedItem: Paired = items.map((_, i) => ({ item: i }));
  const fields = prepareFields(String(parameter(ctx, 'fields', 0, '') ?? ''));
  const useDotNotation = parameter(ctx, 'options.useDotNotation', 0, false) === true;
  const dateFields = prepareFields(String(parameter(ctx, 'options.dateFields', 0, '') ?? ''));
  const collection = () => db.collection(String(parameter(ctx, 'collection', 0)));
  if (operation === 'insert') {
    let answer: Json[];
    try {
      const docs = prepareItems(items, { fields, useDotNotation, dateFields });
      const { insertedIds } = await collection().insertMany(docs);
      answer = Object.keys(insertedIds).map((k) => ({ ...docs[Number(k)], id: insertedIds[Number(k)] }));
    } catch (error) {
      if (!ctx.continueOnFail()) throw failure(node, error);
      answer = [{ error: (error as Error).message }];
    }
    return answer.map((doc) => ({ json: toItemJson(doc), pairedItem }));
  }
  const updateKey = String(parameter(ctx, 'updateKey', 0, '') ?? '').trim();
  const upsert = parameter(ctx, 'upsert', 0, false) ? { upsert: true } : undefined;
  const docs = prepareItems(items, {
    fields,
    updateKey,
    useDotNotation,
    dateFields,
    isUpdate: operation !== 'findOneAndReplace' && version >= 1.2,
  });
  const out: Item[] = [];
  for (const doc of docs) {
    try {
      const filter: Document = { [updateKey]: doc[updateKey] };
      if (updateKey === '_id') {
        filter._id = new (mongoDriver().ObjectId)(doc._id as string);
        delete doc._id;
      }
      if (operation === 'findOneAndReplace') await collection().findOneAndReplace(filter, doc, upsert ?? {});
      else if (operation === 'findOneAndUpdate')
        await collection().findOneAndUpdate(filter, { $set: doc }, upsert ?? {});
      else await collection().updateOne(filter, { $set: doc }, upsert);
      out.push({ json: toItemJson(doc), pairedItem });
    } catch (error) {
      if (!ctx.continueOnFail()) throw failure(node, error);
      out.push({ json: { error: (error as Error).message }, pairedItem });
    }
  }
  return out;
}

/** Executes MongoDB 1, 1.1 and 1.2 (and the MongoDB Tool). */
export async function executeMongoDb(ctx: ExecuteContext): Promise<NodeOutput> {
  const node = ctx.getNode();
  const credentials = await ctx.getCredentials('mongoDb');
  const { connectionString, database } = mongoTarget(node, credentials);
  for (const host of connectionHosts(connectionString)) await ctx.helpers.assertHostAllowed(host);
  const version = Number(node.typeVersion ?? 1);
  let client;
  try {
    client = await connectMongo(connectionString, version, credentials);
  } catch (error) {
    throw failure(node, error);
  }
  try {
    const db = client.db(database);
    const items = ctx.getInputData();
    const operation = String(ctx.getNodeParameter('operation', 0));
    if (WRITE_OPERATIONS.includes(operation)) return [await runWrites(ctx, db, operation, items, version, node)];
    const run = ITEM_OPERATIONS[operation];
    if (!run) throw new NodeOperationError(node, `The operation "${operation}" is not supported!`);
    const count = version >= 1.1 ? items.length : items.length ? 1 : 0;
    const fallback = version >= 1.1 ? null : items.map((_, i) => ({ item: i }));
    return [await runPerItem(ctx, db, run, count, fallback, node)];
  } finally {
    await client.close().catch(() => undefined);
  }
}
