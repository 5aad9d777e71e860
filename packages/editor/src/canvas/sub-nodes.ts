/**
 * AI cluster nodes on the canvas: the sub-node inputs a root node (an agent, a chain) shows under
 * its box, the output a sub-node (a chat model, a memory, a tool) shows on top, the handle ids of
 * both, and the rules for joining them: only matching types, within an input's maximum and its
 * node filter.
 */
import {
  nodeInputs,
  nodeOutputTypes,
  toN8nTypeName,
  withDefaults,
  type NodeInputConfiguration,
  type NodeTypeDescription,
  type WorkflowNode,
} from '@weft/workflow';
import type { CanvasConnection } from '../stores/workflow/model';

/** One sub-node input of a root node. */
export interface SubNodeInput {
  /** Connection type (`ai_languageModel`, `ai_memory`, `ai_tool`…). */
  type: string;
  /** Index among the node's inputs of this type (a fallback model is the second `ai_languageModel`). */
  index: number;
  label: string;
  required: boolean;
  /** How many sub-nodes it takes; unlimited when absent. */
  maxConnections?: number;
  filter?: NodeInputConfiguration['filter'];
}

/** What the editor calls each sub-node connection type when an input has no name of its own. */
export const CONNECTION_TYPE_LABELS: Readonly<Record<string, string>> = {
  ai_agent: 'Agent',
  ai_chain: 'Chain',
  ai_document: 'Document',
  ai_embedding: 'Embedding',
  ai_languageModel: 'Model',
  ai_memory: 'Memory',
  ai_outputParser: 'Output Parser',
  ai_reranker: 'Reranker',
  ai_retriever: 'Retriever',
  ai_textSplitter: 'Text Splitter',
  ai_tool: 'Tool',
  ai_vectorStore: 'Vector Store',
};

function paramsOf(desc: NodeTypeDescription, node?: WorkflowNode) {
  return node
    ? withDefaults(desc.properties, node.parameters, node.typeVersion)
    : withDefaults(desc.properties, {}, defaultVersion(desc));
}

function defaultVersion(desc: NodeTypeDescription): number {
  return desc.defaultVersion ?? (Array.isArray(desc.version) ? Math.max(...desc.version) : desc.version);
}

/** The sub-node inputs of a node, in the order its type lists them (none for nodes of the main flow only). */
export function subNodeInputsOf(desc: NodeTypeDescription | undefined, node?: WorkflowNode): SubNodeInput[] {
  if (!desc || (Array.isArray(desc.inputs) && desc.inputs.every((i) => i === 'main'))) return [];
  const seen = new Map<string, number>();
  const out: SubNodeInput[] = [];
  // Parameters (with their defaults) only matter when the inputs are an expression over them.
  const params = typeof desc.inputs === 'string' ? paramsOf(desc, node) : {};
  for (const input of nodeInputs(desc, params, node?.typeVersion ?? defaultVersion(desc))) {
    if (input.type === 'main') continue;
    const index = seen.get(input.type) ?? 0;
    seen.set(input.type, index + 1);
    out.push({
      type: input.type,
      index,
      label: input.displayName ?? CONNECTION_TYPE_LABELS[input.type] ?? input.type,
      required: !!input.required,
      ...(input.maxConnections !== undefined ? { maxConnections: input.maxConnections } : {}),
      ...(input.filter ? { filter: input.filter } : {}),
    });
  }
  return out;
}

/** The connection type a sub-node supplies (its first output that is not `main`), or undefined for a node of the main flow. */
export function subNodeOutputOf(desc: NodeTypeDescription | undefined, node?: WorkflowNode): string | undefined {
  if (!desc) return undefined;
  // Every node on the canvas asks this: plain output lists need no parameters.
  const params = typeof desc.outputs === 'string' ? paramsOf(desc, node) : {};
  const types = nodeOutputTypes(desc, params, node?.typeVersion ?? defaultVersion(desc));
  return types.length > 0 && !types.includes('main') ? types[0] : undefined;
}

/** A handle's id: `in-0`/`out-1` for main ports, `in-ai_tool-0`/`out-ai_tool-0` for sub-node ports. */
export function handleId(side: 'in' | 'out', type: string, index: number): string {
  return type === 'main' ? `${side}-${index}` : `${side}-${type}-${index}`;
}

/** The connection type and index a handle id stands for (`main` 0 when it is absent). */
export function parseHandle(id: string | null | undefined): { type: string; index: number } {
  const m = /^(?:in|out)-(?:(.+)-)?(\d+)$/.exec(id ?? '');
  if (!m) return { type: 'main', index: 0 };
  return { type: m[1] ?? 'main', index: Number(m[2]) };
}

/** How many connections of a type reach a node's input of that type and index. */
export function connectionsInto(
  connections: Readonly<Record<string, CanvasConnection>>,
  nodeId: string,
  type: string,
  index: number,
): number {
  let n = 0;
  for (const c of Object.values(connections))
    if (c.target === nodeId && c.type === type && c.targetInput === index) n++;
  return n;
}

/** Why a sub-node may not join an input, or null when it may. */
export function subNodeRefusal(slot: SubNodeInput, sourceType: string, taken: number): string | null {
  if (slot.maxConnections !== undefined && taken >= slot.maxConnections) {
    return `${slot.label} takes ${slot.maxConnections === 1 ? 'one node' : `${slot.maxConnections} nodes`}: remove the connected one first`;
  }
  const n8nType = toN8nTypeName(sourceType);
  const names = [sourceType, n8nType];
  if (slot.filter?.nodes && !slot.filter.nodes.some((t) => names.includes(t)))
    return `${slot.label} does not take this node`;
  if (slot.filter?.excludedNodes?.some((t) => names.includes(t))) return `${slot.label} does not take this node`;
  return null;
}

/** Whether a node type supplies a connection type (for the node creator opened from a sub-node input). */
export function suppliesType(desc: NodeTypeDescription, type: string): boolean {
  if (desc.hidden) return false;
  try {
    return nodeOutputTypes(desc, typeof desc.outputs === 'string' ? paramsOf(desc) : {}, defaultVersion(desc)).includes(
      type,
    );
  } catch {
    return false;
  }
}
