import { readFile } from 'node:fs/promises';
import { runWorkflow, type ExecutionResult } from '@weft/engine';
import { builtinNodeTypes } from '@weft/nodes';
import { createNodeTypeRegistry, importN8nWorkflow, setExpressionTimeout, type Workflow } from '@weft/workflow';
import { parseFlags } from './flags.js';

/** What `weft execute` prints: the execution in n8n's CLI shape. */
export interface PrintedExecution {
  id: string;
  finished: boolean;
  mode: string;
  status: string;
  startedAt: string;
  stoppedAt: string;
  data: ExecutionResult['data'];
}

/**
 * `weft execute --file <workflow.json> [--raw-output]`: runs the workflow as a manual run and
 * prints the execution as JSON. Exits 1 when the workflow failed, except with `--raw-output`,
 * where the JSON's `status` tells the outcome and the exit code is 0 once an execution exists.
 */
export async function executeCommand(args: string[], out: (s: string) => void, err: (s: string) => void): Promise<number> {
  const flags = parseFlags(args, { file: 'string', 'raw-output': 'boolean', rawOutput: 'boolean' });
  const file = flags.file as string | undefined;
  if (!file) {
    err('Usage: weft execute --file <workflow.json> [--raw-output]');
    return 2;
  }
  let workflow: Workflow;
  try {
    const text = await readFile(file, 'utf8');
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (e) {
      err(`The file ${file} is not valid JSON: ${(e as Error).message}`);
      return 1;
    }
    workflow = importN8nWorkflow(Array.isArray(json) ? json[0] : json);
  } catch (e) {
    err(`Cannot read the workflow in ${file}: ${(e as Error).message}`);
    return 1;
  }
  if (process.env.WEFT_EXPRESSION_TIMEOUT_MS) setExpressionTimeout(Number(process.env.WEFT_EXPRESSION_TIMEOUT_MS));
  const result = await runWorkflow({
    workflow,
    nodeTypes: createNodeTypeRegistry(builtinNodeTypes),
    mode: 'manual',
    executionId: String(Date.now()),
    env: process.env.WEFT_BLOCK_ENV_ACCESS_IN_NODE === 'false' ? { ...process.env } : 'blocked',
    timezone: workflow.settings?.timezone ?? process.env.WEFT_TIMEZONE ?? process.env.GENERIC_TIMEZONE ?? 'UTC',
    services: { onConsole: (node, a) => err(`[${node}] ${a.map((x) => (typeof x === 'string' ? x : JSON.stringify(x))).join(' ')}`) },
  });
  const printed: PrintedExecution = {
    id: result.id,
    finished: result.finished,
    mode: result.mode,
    status: result.status,
    startedAt: result.startedAt,
    stoppedAt: result.stoppedAt,
    data: result.data,
  };
  const raw = flags['raw-output'] || flags.rawOutput;
  if (raw) out(JSON.stringify(printed));
  else {
    const rd = result.data.resultData;
    out(rd.error ? `Execution ${result.id} failed at "${rd.lastNodeExecuted ?? '?'}": ${rd.error.message}` : `Execution ${result.id} finished.`);
    out(JSON.stringify(printed, null, 2));
  }
  // With --raw-output the printed JSON carries the outcome (`status`, `data.resultData.error`),
  // so the command succeeds whenever it produced an execution: scripts and the conformance
  // runner read the JSON. Without it, a failed workflow exits 1.
  if (raw) return 0;
  return result.status === 'success' ? 0 : 1;
}
