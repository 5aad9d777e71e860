/**
 * Cluster nodes (n8n's AI nodes): a root node (an agent, a chain) takes sub-nodes through
 * connection types other than `main`. A sub-node supplies an object (a model, a memory, tools)
 * instead of items; each call into that object is recorded in the run data under the sub-node.
 */
import type { Item } from './data.js';

/** An input of a node type, in n8n's object form (`main` inputs may be plain strings). */
export interface NodeInputConfiguration {
  /** `main` or a sub-node connection type. */
  type: string;
  /** What the editor calls the input ("Chat Model", "Memory", "Tool"). */
  displayName?: string;
  /** Whether the node refuses to run without a sub-node on this input. */
  required?: boolean;
  /** How many sub-nodes this input takes (unlimited when absent). */
  maxConnections?: number;
  /** Which node types may be connected (n8n type names). */
  filter?: { nodes?: string[]; excludedNodes?: string[] };
}

/** What a sub-node's `supplyData` answers: the object the root node uses, and how to release it. */
export interface SupplyDataResult {
  response: unknown;
  closeFunction?: () => Promise<void>;
}

/**
 * Recording calls into a sub-node's object, as n8n's run data shows them: `addInputData` opens a
 * run of the sub-node (what went in, e.g. the messages sent to a model) and answers its index;
 * `addOutputData` closes it with what came out (or the error).
 */
export interface SubNodeRunLog {
  addInputData(connectionType: string, data: Item[][]): { index: number };
  addOutputData(
    connectionType: string,
    index: number,
    data: Item[][] | Error,
    metadata?: Record<string, unknown>,
  ): void;
}

/** The tool-call arguments a model chose, given to a node run as a tool (`$fromAI(key)`). */
export type FromAiArguments = Record<string, unknown>;

/**
 * A node offered to an agent as a tool (n8n's `usableAsTool` nodes, `<type>Tool`): the engine
 * answers this for a connected node that has no `supplyData` but an `ai_tool` output. The agent
 * turns it into its model's tool format; calling `invoke` runs the node with `$fromAI` answering
 * the arguments, records the call as a run of the node, and answers the items' JSON as text.
 */
export interface NodeTool {
  readonly kind: 'nodeTool';
  /** The tool's name: the node's name with every run of other characters than `[A-Za-z0-9_-]` as `_`. */
  name: string;
  description: string;
  /** The arguments, from the `$fromAI` calls in the node's parameters. */
  arguments: import('../expression/from-ai.js').FromAiCall[];
  invoke(args: Record<string, unknown>): Promise<string>;
}

/**
 * Thrown by a node tool's `invoke` when the tool node asked the execution to wait (Respond to Chat
 * offered as a tool): the agent that called it keeps its progress and waits in its place, and the
 * reply that resumes the execution becomes the tool's answer. `items` are what the tool node
 * answered (its message as `sendMessage`).
 */
export class ToolWaitRequest extends Error {
  constructor(
    readonly toolNode: string,
    readonly until: Date,
    readonly items: Item[],
  ) {
    super(`The tool "${toolNode}" waits for a reply`);
    this.name = 'ToolWaitRequest';
  }
}

/** Whether `error` is a {@link ToolWaitRequest} (checked by name: bundles may hold copies of the class). */
export function isToolWaitRequest(error: unknown): error is ToolWaitRequest {
  return error instanceof Error && error.name === 'ToolWaitRequest' && 'toolNode' in error && 'until' in error;
}
