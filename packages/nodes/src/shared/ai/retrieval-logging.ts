/**
 * Recording the calls a root node makes into the objects of retrieval sub-nodes (embeddings,
 * document loaders, text splitters, vector stores, retrievers, rerankers, tools), so each call is
 * a run of the sub-node with what went in and what came out, in the shapes n8n's run data has:
 * `{documents}`/`{query}` → `{response}` for embeddings, the item → `{response}` (paired with its
 * item) for loaders, `{textSplitter}` → `{response}` for splitters, `{query, k, filter}` for a
 * vector store's `similaritySearch`, `{query, config}` for a retriever, `{query, documents}` for a
 * reranker and `{query}` for a tool.
 *
 * The wrapped object is a `Proxy` over the original, so `instanceof` and every other property
 * stay as they were; only the recorded methods are replaced.
 */
import { NodeOperationError, type Item, type SubNodeRunLog, type WorkflowNode } from '@weft/workflow';

/** What the recording needs of a sub-node's context. */
export interface RetrievalLogContext extends SubNodeRunLog {
  getNode(): WorkflowNode;
}

/**
 * Runs one recorded call: opens the run with `input`, calls `method`, closes the run with
 * `output(result)`; a failure closes the run with the error and is thrown as an error of the
 * sub-node whose description repeats the message (as n8n reports configuration-node failures).
 */
export async function recordCall<T>(
  ctx: RetrievalLogContext,
  connectionType: string,
  input: Item[],
  call: () => Promise<T>,
  output: (result: T) => Item[],
): Promise<T> {
  const { index } = ctx.addInputData(connectionType, [input]);
  let result: T;
  try {
    result = await call();
  } catch (e) {
    const node = ctx.getNode();
    const error =
      e instanceof NodeOperationError ? e : new NodeOperationError(node, e instanceof Error ? e : new Error(String(e)));
    ctx.addOutputData(connectionType, index, error);
    if (error.message) {
      if (!error.description) error.description = error.message;
      throw error;
    }
    throw new NodeOperationError(node, `Error on node "${node.name}" which is connected via input "${connectionType}"`);
  }
  ctx.addOutputData(connectionType, index, [output(result)]);
  return result;
}

/** A proxy of `target` whose methods named in `methods` are replaced by the functions given. */
function wrap<T extends object>(target: T, methods: Record<string, (...args: any[]) => unknown>): T {
  return new Proxy(target, {
    get(obj, prop, receiver) {
      if (typeof prop === 'string' && Object.prototype.hasOwnProperty.call(methods, prop) && prop in obj)
        return methods[prop];
      return Reflect.get(obj, prop, receiver);
    },
  });
}

/** Embeddings whose `embedDocuments` and `embedQuery` calls are runs of the sub-node (`ai_embedding`). */
export function logEmbeddings<
  T extends { embedDocuments(d: string[]): Promise<number[][]>; embedQuery(q: string): Promise<number[]> },
>(embeddings: T, ctx: RetrievalLogContext): T {
  return wrap(embeddings, {
    embedDocuments: (documents: string[]) =>
      recordCall(
        ctx,
        'ai_embedding',
        [{ json: { documents } }],
        () => embeddings.embedDocuments(documents),
        (response) => [{ json: { response } }],
      ),
    embedQuery: (query: string) =>
      recordCall(
        ctx,
        'ai_embedding',
        [{ json: { query } }],
        () => embeddings.embedQuery(query),
        (response) => [{ json: { response } }],
      ),
  });
}

/** What a document loader sub-node supplies: turns the root node's items into documents. */
export interface ItemDocumentLoader {
  processAll(items: Item[]): Promise<DocumentLike[]>;
  processItem(item: Item, itemIndex: number): Promise<DocumentLike[]>;
}

/** A LangChain document as run data shows it. */
export interface DocumentLike {
  pageContent: string;
  metadata: Record<string, unknown>;
  id?: string;
}

/** Whether a value is an {@link ItemDocumentLoader} (else a sub-node supplied documents themselves). */
export function isItemDocumentLoader(value: unknown): value is ItemDocumentLoader {
  return (
    !!value &&
    typeof (value as ItemDocumentLoader).processItem === 'function' &&
    typeof (value as ItemDocumentLoader).processAll === 'function'
  );
}

/** A document loader whose `processAll`/`processItem` calls are runs of the sub-node (`ai_document`). */
export function logDocumentLoader<T extends ItemDocumentLoader>(loader: T, ctx: RetrievalLogContext): T {
  return wrap(loader, {
    processAll: (items: Item[]) =>
      recordCall(
        ctx,
        'ai_document',
        items,
        () => loader.processAll(items),
        (response) => [{ json: { response } }],
      ),
    processItem: (item: Item, itemIndex: number) =>
      recordCall(
        ctx,
        'ai_document',
        [item],
        () => loader.processItem(item, itemIndex),
        (response) => [{ json: { response }, pairedItem: { item: itemIndex } }],
      ),
  });
}

/** A text splitter whose `splitText` calls are runs of the sub-node (`ai_textSplitter`). */
export function logTextSplitter<T extends { splitText(text: string): Promise<string[]> }>(
  splitter: T,
  ctx: RetrievalLogContext,
): T {
  return wrap(splitter, {
    // Called with the proxy as `this` by splitDocuments/createDocuments, so those are recorded too.
    splitText: (text: string) =>
      recordCall(
        ctx,
        'ai_textSplitter',
        [{ json: { textSplitter: text } }],
        () => splitter.splitText(text),
        (response) => [{ json: { response } }],
      ),
  });
}

/** A vector store whose `similaritySearch` calls are runs of the sub-node (`ai_vectorStore`). */
export function logVectorStore<
  T extends {
    similaritySearch(query: string, k?: number, filter?: unknown, callbacks?: unknown): Promise<DocumentLike[]>;
  },
>(store: T, ctx: RetrievalLogContext): T {
  return wrap(store, {
    similaritySearch: (query: string, k?: number, filter?: unknown, callbacks?: unknown) =>
      recordCall(
        ctx,
        'ai_vectorStore',
        [{ json: { query, k, filter } }],
        () => store.similaritySearch(query, k, filter, callbacks),
        (response) => [{ json: { response } }],
      ),
  });
}

/**
 * A retriever whose `getRelevantDocuments` calls are runs of the sub-node (`ai_retriever`). As in
 * n8n, `invoke` (what LangChain's chains call) is not recorded: a Question and Answer Chain shows
 * the vector store's search, not a run of the retriever.
 */
export function logRetriever<T extends { invoke(query: string, config?: unknown): Promise<DocumentLike[]> }>(
  retriever: T,
  ctx: RetrievalLogContext,
): T {
  const record = (query: string, config?: unknown) =>
    recordCall(
      ctx,
      'ai_retriever',
      [{ json: { query, config } }],
      () => retriever.invoke(query, config),
      (response) => [{ json: { response } }],
    );
  return wrap(retriever, { getRelevantDocuments: record });
}

/** A LangChain tool whose `_call` calls are runs of the sub-node (`ai_tool`), answering text. */
export function logTool<T extends { _call(arg: unknown, ...rest: unknown[]): Promise<unknown> }>(
  tool: T,
  ctx: RetrievalLogContext,
): T {
  return wrap(tool, {
    _call: async (query: unknown, ...rest: unknown[]) => {
      const response = await recordCall(
        ctx,
        'ai_tool',
        [{ json: { query } }],
        () => tool._call(query, ...rest),
        (r) => [{ json: { response: r } }],
      );
      return typeof response === 'string' ? response : JSON.stringify(response);
    },
  });
}
