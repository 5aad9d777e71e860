/**
 * Cluster nodes: a root node (an agent, a chain) asks for the objects its sub-nodes supply
 * (`getInputConnectionData`), and every call into such an object is recorded as a run of the
 * sub-node, as n8n's run data shows them: what went in (`inputOverride`) and what came out, under
 * the connection type.
 */
import {
  NodeOperationError,
  collectFromAiCalls,
  nodeInputs,
  nodeOutputTypes,
  serializeError,
  ToolWaitRequest,
  isToolWaitRequest,
  type FromAiArguments,
  type Item,
  type NodeTool,
  type NodeType,
  type RunData,
  type SupplyDataContext,
  type TaskData,
  type WorkflowNode,
  type ConnectionGraph,
} from '@weft/workflow';
import { toolNameOf } from '@weft/workflow';
import { NodeExecuteContext, type NodeRunEnvironment } from './node-context.js';
import type { ExecutionHooks } from './types.js';

/** What the runner lends the sub-node machinery. */
export interface SubNodeHost {
  graph: ConnectionGraph;
  nodes: Map<string, WorkflowNode>;
  runData: RunData;
  nodeType(node: WorkflowNode): NodeType | undefined;
  parameters(node: WorkflowNode, type: NodeType): WorkflowNode['parameters'];
  nextExecutionIndex(): number;
  executionId: string;
  hooks?: ExecutionHooks;
  /** The environment of a node context for `node`, over the items and source given. */
  environment(
    node: WorkflowNode,
    base: { inputs: Array<Item[] | null>; source: NodeRunEnvironment['source']; runIndex: number },
  ): NodeRunEnvironment;
}

/** The node run that asks for sub-node objects: its node, inputs and run index. */
export interface ParentRun {
  node: WorkflowNode;
  inputs: Array<Item[] | null>;
  source: NodeRunEnvironment['source'];
  runIndex: number;
  /** Released once the root node's run is over (closing connections, pools). */
  closers: Array<() => Promise<void>>;
}

/** A readable name for a connection type ("Chat Model" for `ai_languageModel`). */
const LABELS: Record<string, string> = {
  ai_languageModel: 'Chat Model',
  ai_memory: 'Memory',
  ai_tool: 'Tool',
  ai_outputParser: 'Output Parser',
  ai_document: 'Document',
  ai_embedding: 'Embedding',
  ai_vectorStore: 'Vector Store',
  ai_textSplitter: 'Text Splitter',
  ai_retriever: 'Retriever',
  ai_reranker: 'Reranker',
  ai_agent: 'Agent',
  ai_chain: 'Chain',
};

/**
 * Answers `getInputConnectionData(type, itemIndex)` for a parent run: one object when the input
 * takes one connection, else a list, checking required inputs and the number of connections.
 */
export async function inputConnectionData(
  host: SubNodeHost,
  parent: ParentRun,
  connectionType: string,
  itemIndex: number,
): Promise<unknown> {
  const parentType = host.nodeType(parent.node);
  const params = parentType ? host.parameters(parent.node, parentType) : parent.node.parameters;
  const config = parentType
    ? nodeInputs(parentType.description, params, parent.node.typeVersion).find((i) => i.type === connectionType)
    : undefined;
  const label = config?.displayName ?? LABELS[connectionType] ?? connectionType;
  const connected = host.graph
    .subNodes(parent.node.name, connectionType)
    .map((name) => host.nodes.get(name)!)
    .filter((n) => n && !n.disabled);
  if (config?.required && connected.length === 0) {
    throw new NodeOperationError(parent.node, `No ${label} is connected to "${parent.node.name}"`, {
      description: `Connect an enabled ${label} sub-node to the ${label} input of this node.`,
    });
  }
  if (config?.maxConnections !== undefined && connected.length > config.maxConnections) {
    throw new NodeOperationError(
      parent.node,
      `"${parent.node.name}" takes ${config.maxConnections === 1 ? 'one' : `at most ${config.maxConnections}`} ${label}, but ${connected.length} are connected`,
      {
        description: `Remove the extra ${label} connections.`,
      },
    );
  }
  if (connected.length === 0) return config?.maxConnections === 1 ? undefined : [];
  const responses: unknown[] = [];
  for (const sub of connected) {
    const type = host.nodeType(sub);
    if (
      type &&
      !type.supplyData &&
      type.execute &&
      nodeOutputTypes(type.description, host.parameters(sub, type), sub.typeVersion).includes('ai_tool')
    ) {
      responses.push(nodeAsTool(host, parent, sub, type));
      continue;
    }
    if (!type?.supplyData) {
      throw new NodeOperationError(
        parent.node,
        `Node "${sub.name}" cannot be used as a ${label} of "${parent.node.name}"`,
        {
          description: `Only sub-nodes whose output is a ${label} can be connected to this input.`,
        },
      );
    }
    const ctx = new SubNodeContext(
      host,
      sub,
      type,
      parent,
      host.environment(sub, {
        inputs: parent.inputs,
        source: parent.source,
        runIndex: (host.runData[sub.name] ?? []).length,
      }),
    );
    try {
      const result = await type.supplyData(ctx, itemIndex);
      if (result.closeFunction) parent.closers.push(result.closeFunction);
      responses.push(result.response);
    } catch (error) {
      // The sub-node shows the failure on the canvas; the root node fails with it.
      const failed = error instanceof Error ? error : new Error(String(error));
      const { index } = ctx.addInputData(connectionType, [[{ json: {} }]]);
      ctx.addOutputData(connectionType, index, failed);
      throw error instanceof NodeOperationError ? error : new NodeOperationError(sub, failed);
    }
  }
  return config?.maxConnections === 1 ? responses[0] : responses;
}

/**
 * The context of a sub-node's `supplyData`: an execute context over the parent's input items (so
 * `$json` in a sub-node's parameters is the root node's item), with the run log of the sub-node.
 */
export class SubNodeContext extends NodeExecuteContext implements SupplyDataContext {
  constructor(
    private readonly host: SubNodeHost,
    private readonly subNode: WorkflowNode,
    private readonly subType: NodeType,
    private readonly parent: ParentRun,
    private readonly subEnv: NodeRunEnvironment,
  ) {
    super({
      ...subEnv,
      expressionInputs: subEnv.expressionInputs ?? parent.inputs,
      inputConnectionData: (type, itemIndex) =>
        inputConnectionData(host, { ...parent, node: subNode, closers: parent.closers }, type, itemIndex),
    });
  }

  getParentNodeName(): string {
    return this.parent.node.name;
  }

  withFromAi(args: FromAiArguments): SupplyDataContext {
    return new SubNodeContext(this.host, this.subNode, this.subType, this.parent, { ...this.subEnv, fromAi: args });
  }

  addInputData(connectionType: string, data: Item[][]): { index: number } {
    const runs = (this.host.runData[this.subNode.name] ??= []);
    const task: TaskData = {
      startTime: Date.now(),
      executionIndex: this.host.nextExecutionIndex(),
      executionTime: 0,
      executionStatus: 'running',
      source: [{ previousNode: this.parent.node.name, previousNodeRun: this.parent.runIndex }],
      inputOverride: { [connectionType]: data },
    };
    runs.push(task);
    void this.host.hooks?.nodeExecuteBefore?.(this.subNode.name, this.host.executionId);
    return { index: runs.length - 1 };
  }

  addOutputData(
    connectionType: string,
    index: number,
    data: Item[][] | Error,
    metadata?: Record<string, unknown>,
  ): void {
    const task = this.host.runData[this.subNode.name]?.[index];
    if (!task) return;
    task.executionTime = Date.now() - task.startTime;
    if (data instanceof Error) {
      task.executionStatus = 'error';
      task.error = serializeError(data, this.subNode);
    } else {
      task.executionStatus = 'success';
      task.data = { [connectionType]: data };
    }
    if (metadata) task.metadata = { ...(task.metadata ?? {}), ...metadata };
    void this.host.hooks?.nodeExecuteAfter?.(this.subNode.name, task, this.host.executionId);
  }

  /** Records a run that waits (a tool asking for a reply), with what the node answered so far. */
  markWaiting(connectionType: string, index: number, data: Item[][]): void {
    const task = this.host.runData[this.subNode.name]?.[index];
    if (!task) return;
    task.executionTime = Date.now() - task.startTime;
    task.executionStatus = 'waiting';
    task.data = { [connectionType]: data };
    void this.host.hooks?.nodeExecuteAfter?.(this.subNode.name, task, this.host.executionId);
  }
}

/**
 * The description a node offered as a tool gives the model (n8n's getToolDescriptionForNode, over
 * the node's stored parameters): its `toolDescription`, unless `descriptionType` is `auto` or the
 * description is blank; then the chosen operation's action ("Get many rows in Postgres"), else
 * "<operation> <resource> in <node>", else the node type's description.
 */
export function toolDescriptionOf(node: WorkflowNode, type: NodeType): string {
  const params = node.parameters ?? {};
  const manual = params.toolDescription;
  if (params.descriptionType !== 'auto' && manual !== undefined && manual !== null && String(manual).trim() !== '')
    return String(manual);
  const d = type.description;
  const { resource, operation } = params as { resource?: unknown; operation?: unknown };
  const operations = d.properties.find(
    (p) =>
      p.name === 'operation' &&
      (p.displayOptions?.show?.resource as unknown[] | undefined)?.includes(resource as never),
  );
  const chosen = operations?.options?.find((o) => 'value' in o && o.value === operation) as
    { action?: string } | undefined;
  if (chosen?.action) return `${chosen.action} in ${d.defaults.name}`;
  if (resource && operation) return `${String(operation)} ${String(resource)} in ${d.defaults.name}`;
  return d.description ?? '';
}

/**
 * A node with an `ai_tool` output and no `supplyData` (a `<type>Tool`): offered as a {@link NodeTool}.
 * Each call is a run of the node: the model's arguments as its one input item (and as `$fromAI`),
 * its parameters' other expressions resolved against the root node's items, with the node's retry
 * settings; the items' JSON goes back to the model as text.
 */
function nodeAsTool(host: SubNodeHost, parent: ParentRun, sub: WorkflowNode, type: NodeType): NodeTool {
  let args: NodeTool['arguments'];
  try {
    args = collectFromAiCalls(sub.parameters);
  } catch (e) {
    throw new NodeOperationError(sub, e as Error);
  }
  const description = toolDescriptionOf(sub, type);
  const tries = sub.retryOnFail ? Math.min(5, Math.max(2, Number(sub.maxTries ?? 3))) : 1;
  const wait = sub.retryOnFail ? Math.min(5000, Math.max(0, Number(sub.waitBetweenTries ?? 1000))) : 0;
  return {
    kind: 'nodeTool',
    name: toolNameOf(sub.name) || type.description.name,
    description,
    arguments: args,
    async invoke(toolArgs) {
      let lastError: NodeOperationError | undefined;
      for (let attempt = 0; attempt < tries; attempt++) {
        if (attempt > 0 && wait > 0) await new Promise((r) => setTimeout(r, wait));
        const items: Item[] = [{ json: toolArgs }];
        const env = host.environment(sub, {
          inputs: [items],
          source: [],
          runIndex: (host.runData[sub.name] ?? []).length,
        });
        // A tool node that asks to wait (Respond to Chat) does not stop the run here: the agent waits in its place.
        let waitUntil: Date | undefined;
        const ctx = new SubNodeContext(host, sub, type, parent, {
          ...env,
          inputs: [items],
          expressionInputs: parent.inputs,
          fromAi: toolArgs,
          requestWait: (until) => {
            waitUntil = until;
          },
        });
        const { index } = ctx.addInputData('ai_tool', [items]);
        try {
          const result = await type.execute!(ctx);
          if (waitUntil) {
            // Only a root node that can resume (AI Agent 3) can wait for its tool.
            if (!host.nodeType(parent.node)?.onMessage)
              throw new NodeOperationError(
                sub,
                `"${sub.name}" waits for a reply, which only the AI Agent 3 can wait for; "${parent.node.name}" cannot`,
                { description: 'Connect this tool to an AI Agent of version 3.' },
              );
            const answered = result?.[0] ?? [];
            ctx.markWaiting('ai_tool', index, [answered]);
            throw new ToolWaitRequest(sub.name, waitUntil, answered);
          }
          const hasBinary = (result ?? []).some((out) =>
            (out ?? []).some((i) => i.binary && Object.keys(i.binary).length),
          );
          const useful = (result ?? []).some((out) => (out ?? []).some((i) => Object.keys(i.json ?? {}).length > 0));
          const response =
            hasBinary && !useful
              ? 'Error: the tool answered only binary data, which agents cannot read'
              : (result?.[0] ?? []).map((i) => i.json);
          ctx.addOutputData('ai_tool', index, [[{ json: { response } }]]);
          return JSON.stringify(response);
        } catch (error) {
          if (isToolWaitRequest(error)) throw error;
          lastError = error instanceof NodeOperationError ? error : new NodeOperationError(sub, error as Error);
          ctx.addOutputData('ai_tool', index, lastError);
        }
      }
      const e = lastError!;
      if (e.description && !e.message.includes(e.description)) e.message = `${e.message}\n\nDetails: ${e.description}`;
      throw e;
    },
  };
}
