import { readFile } from 'node:fs/promises';
import { loadCommunityPackages, loadStoredWorkflow, type ExecutionRecord, type PushHub } from '@weft/server/runtime';
import { importN8nWorkflow, setExpressionTimeout, type Workflow } from '@weft/workflow';
import { parseFlags } from './flags.js';
import { writeJson } from './json-stream.js';
import { openInstance, type OpenInstance } from './instance.js';

/** What `weft execute` prints: the execution in n8n's CLI shape. */
export interface PrintedExecution {
  id: string;
  finished: boolean;
  mode: string;
  status: string;
  startedAt: string;
  stoppedAt: string;
  data: ExecutionRecord['data'];
}

const USAGE = 'Usage: weft execute --file <workflow.json> | --id <workflow id> [--raw-output]';

/** Reads the workflow of `--file` (an n8n export: one workflow, or an array whose first one runs). */
async function workflowFromFile(file: string): Promise<Workflow> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (e) {
    throw new Error(`Cannot read the workflow in ${file}: ${(e as Error).message}`, { cause: e });
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    throw new Error(`The file ${file} is not valid JSON: ${(e as Error).message}`, { cause: e });
  }
  try {
    return importN8nWorkflow(Array.isArray(json) ? json[0] : json);
  } catch (e) {
    throw new Error(`Cannot read the workflow in ${file}: ${(e as Error).message}`, { cause: e });
  }
}

/** The stored workflow `id` as runs take it. */
async function workflowFromDatabase(instance: OpenInstance, id: string): Promise<Workflow & { id: string }> {
  const stored = await loadStoredWorkflow(instance.ctx, id);
  if (!stored) throw new Error(`There is no workflow with the ID "${id}" in this instance's database`);
  return stored.workflow;
}

/** Console output of Code nodes goes to stderr, so that stdout stays the execution's JSON. */
function consoleToStderr(err: (s: string) => void): PushHub {
  return {
    send(_target, type, data) {
      if (type !== 'sendConsoleMessage') return;
      const { source, messages } = data as { source: string; messages: unknown[] };
      err(`${source} ${messages.map((x) => (typeof x === 'string' ? x : JSON.stringify(x))).join(' ')}`);
    },
    broadcast() {},
  };
}

/**
 * `weft execute --file <workflow.json> | --id <id> [--raw-output]`: runs a workflow once against
 * the instance's database (created on a fresh WEFT_HOME), as n8n's CLI does: credentials are
 * found there by id, a stored workflow (`--id`) acts as its owner and a file as the instance
 * owner, sub-workflows are loaded from there, and the execution is saved as a manual run is.
 * Pinned data is ignored. Prints the execution as JSON; exits 1 when the workflow failed, except
 * with `--raw-output`, where the JSON's `status` tells the outcome and the exit code is 0 once an
 * execution exists.
 */
export async function executeCommand(
  args: string[],
  out: (s: string) => void,
  err: (s: string) => void,
  write?: (chunk: string) => Promise<void>,
): Promise<number> {
  const flags = parseFlags(args, { file: 'string', id: 'string', 'raw-output': 'boolean', rawOutput: 'boolean' });
  const file = flags.file as string | undefined;
  const id = flags.id as string | undefined;
  if ((!file && !id) || (file && id)) {
    err(file && id ? `Give either --file or --id, not both.\n${USAGE}` : USAGE);
    return 2;
  }
  let fromFile: Workflow | undefined;
  if (file) {
    try {
      fromFile = await workflowFromFile(file);
    } catch (e) {
      err((e as Error).message);
      return 1;
    }
  }
  let instance: OpenInstance;
  try {
    instance = await openInstance(process.env, { lazyNodes: true, push: consoleToStderr(err) });
  } catch (e) {
    err(`Cannot open the instance: ${(e as Error).message}`);
    return 1;
  }
  // WEFT_EXPRESSION_TIMEOUT_MS as the server reads it (a value that is not a number of ms is refused above).
  setExpressionTimeout(instance.config.expressionTimeoutMs);
  let record: ExecutionRecord;
  try {
    const { ctx } = instance;
    let workflow: Workflow;
    try {
      workflow = fromFile ?? (await workflowFromDatabase(instance, id!));
    } catch (e) {
      err((e as Error).message);
      return 1;
    }
    // The node families this workflow uses are loaded; community nodes only when it names a type
    // no built-in node has.
    await ctx.nodeTypes.prepare?.(workflow.nodes);
    if (workflow.nodes.some((n) => !ctx.nodeTypes.get(n.type))) await loadCommunityPackages(ctx);
    const started = await ctx.executions.start({
      workflow,
      mode: 'cli',
      // A file acts as the instance owner; a stored workflow as its own owner (its sharing row).
      userId: fromFile ? instance.ownerId : undefined,
      // n8n's CLI ignores pinned data.
      pinData: {},
      // Routes Code nodes' console output to consoleToStderr.
      pushRef: 'weft-cli',
    });
    record = await started.done;
  } finally {
    await instance.close();
  }
  const printed: PrintedExecution = {
    id: record.id,
    finished: record.finished,
    mode: record.mode,
    status: record.status,
    startedAt: record.startedAt,
    stoppedAt: record.stoppedAt ?? record.startedAt,
    data: record.data,
  };
  const raw = flags['raw-output'] || flags.rawOutput;
  // Written in pieces where the caller can take them: a large run's JSON is never held as one string.
  if (raw) {
    if (write) await writeJson(printed, write);
    else out(JSON.stringify(printed));
  } else {
    const rd = record.data.resultData;
    out(
      rd.error
        ? `Execution ${record.id} failed at "${rd.lastNodeExecuted ?? '?'}": ${rd.error.message}`
        : `Execution ${record.id} finished.`,
    );
    out(JSON.stringify(printed, null, 2));
  }
  // With --raw-output the printed JSON carries the outcome (`status`, `data.resultData.error`),
  // so the command succeeds whenever it produced an execution: scripts and the conformance
  // runner read the JSON. Without it, a failed workflow exits 1.
  if (raw) return 0;
  return record.status === 'success' ? 0 : 1;
}
