/**
 * The logs view's model: a run's data as a tree. Each run of a node of the main flow is an entry
 * in the order the nodes ran; inside it, the runs of the sub-nodes it called (an agent's model
 * calls and tool calls, a tool agent's own model), each with what went in, what came out, its
 * time and the tokens a model reported (or the estimate n8n records when it reports none).
 */
import type { RunData, TaskData } from '@weft/workflow';

/** Tokens of a model call, or of everything under an entry. */
export interface TokenCount {
  prompt: number;
  completion: number;
  total: number;
  /** Whether some of it is an estimate (the provider reported no usage). */
  estimated: boolean;
}

/** One entry of the logs tree: one run of one node. */
export interface LogEntry {
  /** `<node>#<runIndex>`. */
  id: string;
  node: string;
  runIndex: number;
  status: 'success' | 'error' | 'running' | 'waiting' | 'canceled';
  startTime: number;
  /** Milliseconds. */
  executionTime: number;
  /** The connection type of a sub-node run (`ai_languageModel`, `ai_tool`…); undefined for the main flow. */
  connectionType?: string;
  /** What the run was given (a sub-node's input; the main flow's runs record only their output). */
  input?: unknown;
  output?: unknown;
  error?: { message?: string; description?: string };
  /** Tokens of this run (a model call), or of the runs under it. */
  tokens?: TokenCount;
  children: LogEntry[];
}

function orderOf(task: TaskData): number {
  return task.executionIndex ?? task.startTime ?? 0;
}

function statusOf(task: TaskData): LogEntry['status'] {
  const s = task.executionStatus;
  if (task.error || s === 'error' || s === 'crashed') return 'error';
  if (s === 'running' || s === 'waiting' || s === 'canceled') return s;
  return 'success';
}

function firstJson(connections: unknown): Record<string, unknown> | undefined {
  if (!connections || typeof connections !== 'object') return undefined;
  for (const list of Object.values(connections as Record<string, unknown>)) {
    const item = (list as Array<Array<{ json?: unknown }> | null> | undefined)?.[0]?.[0];
    if (item?.json && typeof item.json === 'object') return item.json as Record<string, unknown>;
  }
  return undefined;
}

/** The tokens a model run recorded: `tokenUsage` as reported, or n8n's `tokenUsageEstimate`. */
export function tokensOf(task: TaskData): TokenCount | undefined {
  const json = firstJson(task.data);
  const reported = json?.tokenUsage as
    { promptTokens?: number; completionTokens?: number; totalTokens?: number } | undefined;
  const estimate = json?.tokenUsageEstimate as typeof reported;
  const usage = reported ?? estimate;
  if (!usage || typeof usage !== 'object') return undefined;
  const prompt = Number(usage.promptTokens) || 0;
  const completion = Number(usage.completionTokens) || 0;
  return { prompt, completion, total: Number(usage.totalTokens) || prompt + completion, estimated: !reported };
}

function addTokens(a: TokenCount | undefined, b: TokenCount | undefined): TokenCount | undefined {
  if (!a) return b;
  if (!b) return a;
  return {
    prompt: a.prompt + b.prompt,
    completion: a.completion + b.completion,
    total: a.total + b.total,
    estimated: a.estimated || b.estimated,
  };
}

/** A run's data as the logs tree: main-flow runs in the order they ran, each holding the sub-node runs it called. */
export function buildLogTree(runData: RunData | null | undefined): LogEntry[] {
  if (!runData) return [];
  const all: Array<{ entry: LogEntry; task: TaskData; parent?: string }> = [];
  for (const [node, runs] of Object.entries(runData)) {
    runs.forEach((task, runIndex) => {
      // Sub-node runs carry their input (inputOverride) and name the node that called them.
      const sub = !!task.inputOverride;
      const caller = sub ? task.source?.[0] : undefined;
      const connectionType = sub ? Object.keys(task.inputOverride ?? {})[0] : undefined;
      const entry: LogEntry = {
        id: `${node}#${runIndex}`,
        node,
        runIndex,
        status: statusOf(task),
        startTime: task.startTime ?? 0,
        executionTime: task.executionTime ?? 0,
        ...(connectionType ? { connectionType } : {}),
        ...(sub ? { input: task.inputOverride } : {}),
        ...(task.data ? { output: task.data } : {}),
        ...(task.error
          ? {
              error: { message: task.error.message, description: (task.error as { description?: string }).description },
            }
          : {}),
        ...(sub ? { tokens: tokensOf(task) } : {}),
        children: [],
      };
      all.push({
        entry,
        task,
        ...(caller?.previousNode ? { parent: `${caller.previousNode}#${caller.previousNodeRun ?? 0}` } : {}),
      });
    });
  }
  all.sort((a, b) => orderOf(a.task) - orderOf(b.task));
  const byId = new Map(all.map((x) => [x.entry.id, x.entry]));
  const roots: LogEntry[] = [];
  for (const { entry, parent } of all) {
    const host = parent ? byId.get(parent) : undefined;
    if (host && host !== entry) host.children.push(entry);
    else roots.push(entry);
  }
  const sum = (e: LogEntry): TokenCount | undefined => {
    let under: TokenCount | undefined;
    for (const c of e.children) under = addTokens(under, sum(c));
    if (under && !e.tokens) e.tokens = under;
    return e.tokens;
  };
  roots.forEach(sum);
  return roots;
}

/** The entries of a tree in display order (parents before their children), with their depth. */
export function flattenLogTree(tree: readonly LogEntry[], depth = 0): Array<{ entry: LogEntry; depth: number }> {
  return tree.flatMap((entry) => [{ entry, depth }, ...flattenLogTree(entry.children, depth + 1)]);
}
