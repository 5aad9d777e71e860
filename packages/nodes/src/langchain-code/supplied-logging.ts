/**
 * What the LangChain Code node supplies, recorded as the other sub-nodes record theirs (n8n's
 * `logWrapper`): a tool's calls, a memory's reads and writes, a retriever's, an embedder's, a vector
 * store's and a text splitter's calls each become a run of the node. Anything else (a model, a
 * chain, a list of tools) passes as it is.
 */
import type { SupplyDataContext } from '@weft/workflow';
import { wrapMemory, isChatMemory, isChatMessageHistory } from '../shared/ai/memory.js';
import { logEmbeddings, logRetriever, logTextSplitter, logVectorStore } from '../shared/ai/retrieval-logging.js';
import { logToolCalls } from '../shared/ai/tool-logging.js';

function namespaceOf(value: object): string[] {
  const ns = (value as { lc_namespace?: unknown }).lc_namespace;
  return Array.isArray(ns) ? (ns as string[]) : [];
}

function has(value: object, ...methods: string[]): boolean {
  return methods.every((m) => typeof (value as Record<string, unknown>)[m] === 'function');
}

/** `value` with its calls recorded as runs of the node of `ctx`, by what kind of LangChain object it is. */
export function logSupplied(value: unknown, ctx: SupplyDataContext): unknown {
  if (value === null || typeof value !== 'object') return value;
  const ns = namespaceOf(value);
  if (isChatMemory(value) || isChatMessageHistory(value)) return wrapMemory(value, ctx);
  if (ns.includes('tools') && has(value, '_call')) return logToolCalls(value, ctx);
  if (ns.includes('retrievers') && has(value, 'invoke')) return logRetriever(value as never, ctx);
  if (has(value, 'embedDocuments', 'embedQuery')) return logEmbeddings(value as never, ctx);
  if (ns.includes('vectorstores') && has(value, 'similaritySearch')) return logVectorStore(value as never, ctx);
  if (has(value, 'splitText', 'splitDocuments')) return logTextSplitter(value as never, ctx);
  return value;
}
