/**
 * Runs the Evaluation node. Set Inputs, Set Outputs and Check If Evaluating look for an Evaluation
 * Trigger among the node's ancestors that ran in this execution (as n8n does, whatever the run's
 * mode): without one, Set Inputs and Set Outputs pass their items on untouched and Check If
 * Evaluating sends them to its "Normal" output. Set Outputs writes the outputs to the trigger's
 * dataset row (Google Sheet or data table). In an evaluation run (mode `evaluation`) the first item
 * carries the inputs/outputs as `evaluationData`, which n8n's test runner reads.
 */
import {
  NodeOperationError,
  type DataTableColumnType,
  type DataTableProxy,
  type DataTableValue,
  type ExecuteContext,
  type Item,
  type NodeOutput,
} from '@weft/workflow';
import { datasetClient, datasetSheet } from '../evaluation-trigger/dataset.js';
import { noDataTables, tableIdOf } from '../evaluation-trigger/execute.js';
import { cellOf, columnWithOffset } from '../google-sheets/sheet-data.js';
import { METRICS } from './metrics.js';

const TRIGGER_TYPES = new Set(['weft.evaluationTrigger', 'n8n-nodes-base.evaluationTrigger']);

/** The nearest Evaluation Trigger upstream of the node (through main connections), if any. */
function triggerUpstream(ctx: ExecuteContext): string | undefined {
  const workflow = ctx.getWorkflow();
  const parents = new Map<string, string[]>();
  for (const [source, outputs] of Object.entries(workflow.connections ?? {})) {
    for (const output of ((outputs as Record<string, unknown>).main as unknown[] | undefined) ?? []) {
      for (const link of (output as Array<{ node: string }> | null) ?? []) {
        parents.set(link.node, [...(parents.get(link.node) ?? []), source]);
      }
    }
  }
  const types = new Map(workflow.nodes.map((n) => [n.name, n.type]));
  const seen = new Set<string>([ctx.getNode().name]);
  let layer = [ctx.getNode().name];
  while (layer.length) {
    const next: string[] = [];
    for (const name of layer)
      for (const parent of parents.get(name) ?? []) {
        if (seen.has(parent)) continue;
        seen.add(parent);
        if (TRIGGER_TYPES.has(types.get(parent) ?? '')) return parent;
        next.push(parent);
      }
    layer = next;
  }
  return undefined;
}

const quoted = (name: string) => name.replace(/\\/g, '\\\\').replace(/'/g, "\\'");

/** The Evaluation Trigger this execution started from (upstream and run), if any. */
function runTrigger(ctx: ExecuteContext): string | undefined {
  const trigger = triggerUpstream(ctx);
  if (!trigger) return undefined;
  return ctx.evaluateExpression(`={{ $('${quoted(trigger)}').isExecuted }}`, 0) ? trigger : undefined;
}

/** The input, the first item carrying `data` as `evaluationData` in an evaluation run. */
function withEvaluationData(ctx: ExecuteContext, data: Record<string, unknown>): Item[] {
  const items = ctx.getInputData();
  if (!items.length || ctx.getMode() !== 'evaluation') return items;
  return [{ ...items[0]!, evaluationData: data }, ...items.slice(1)];
}

/** A list of `{ <kind>Name, <kind>Value }` pairs as an object; n8n's errors for a bad or empty list. */
function pairsOf(ctx: ExecuteContext, kind: 'input' | 'output'): Record<string, unknown> {
  const list: unknown = ctx.getNodeParameter(`${kind}s.values`, 0, []);
  const nameKey = `${kind}Name`;
  const valueKey = `${kind}Value`;
  const valid =
    Array.isArray(list) &&
    list.every((e) => e && typeof e === 'object' && nameKey in e && valueKey in e && typeof e[nameKey] === 'string');
  if (!valid)
    throw new NodeOperationError(
      ctx.getNode(),
      `Invalid ${kind} fields format. Expected an array of objects with ${nameKey} and ${valueKey} properties.`,
    );
  if (list.length === 0) {
    const title = kind === 'input' ? 'Input' : 'Output';
    throw new NodeOperationError(ctx.getNode(), `No ${kind}s to set`, {
      description: `Add ${kind}s with the “Add ${title}” button`,
    });
  }
  const out: Record<string, unknown> = {};
  for (const e of list as Array<Record<string, unknown>>) out[e[nameKey] as string] = e[valueKey];
  return out;
}

function setInputs(ctx: ExecuteContext): NodeOutput {
  if (!runTrigger(ctx)) return [ctx.getInputData()];
  return [withEvaluationData(ctx, pairsOf(ctx, 'input'))];
}

/** A value as a data table cell: scalars and dates as they are, anything else as JSON text. */
export function tableValueOf(value: unknown): DataTableValue {
  if (value === null || value instanceof Date || ['string', 'number', 'boolean'].includes(typeof value))
    return value as DataTableValue;
  return value === undefined ? (undefined as unknown as DataTableValue) : JSON.stringify(value);
}

function columnTypeOf(value: unknown): DataTableColumnType {
  if (typeof value === 'number' || typeof value === 'boolean') return typeof value as DataTableColumnType;
  if (value instanceof Date) return 'date';
  return 'string';
}

/** A data table that can add columns (n8n's tables can; a host's table may not). */
type Growing = DataTableProxy & { addColumn?(column: { name: string; type: DataTableColumnType }): Promise<unknown> };

async function writeToTable(ctx: ExecuteContext, row: Record<string, unknown>, outputs: Record<string, unknown>) {
  if (!ctx.helpers.getDataTableProxy) throw noDataTables(ctx);
  const table = (await ctx.helpers.getDataTableProxy(tableIdOf(ctx))) as Growing;
  const rowId = typeof row.row_id === 'number' ? row.row_id : 1;
  const data = Object.fromEntries(Object.entries(outputs).map(([k, v]) => [k, tableValueOf(v)]));
  const columns = await table.getColumns();
  for (const [name, value] of Object.entries(outputs)) {
    if (columns.some((c) => c.name === name)) continue;
    if (!table.addColumn)
      throw new NodeOperationError(ctx.getNode(), `The data table has no column "${name}"`, {
        description: 'Add the column to the table first: this host cannot add columns from a workflow',
      });
    await table.addColumn({ name, type: columnTypeOf(value) });
  }
  await table.updateRows({
    filter: { type: 'and', filters: [{ columnName: 'id', condition: 'eq', value: rowId }] },
    data,
  });
}

async function writeToSheet(ctx: ExecuteContext, row: Record<string, unknown>, outputs: Record<string, unknown>) {
  const rowNumber = row.row_number === 'row_number' ? 1 : row.row_number;
  const columns = Object.keys(row).filter((k) => k !== 'row_number' && k !== '_rowsLeft');
  for (const name of Object.keys(outputs)) if (!columns.includes(name)) columns.push(name);
  const client = datasetClient(ctx);
  const sheet = await datasetSheet(ctx, client);
  // The header row names the dataset's columns and the outputs' (new ones to the right).
  await client.writeRows(`${sheet.title}!1:1`, [columns], 'RAW');
  const target: Record<string, unknown> = { row_number: rowNumber, ...outputs };
  const data: Array<{ range: string; values: unknown[][] }> = [];
  for (const name of columns) {
    if (name === 'row_number' || target[name] === undefined || target[name] === null) continue;
    const column = columnWithOffset('A', columns.indexOf(name));
    data.push({ range: `${sheet.title}!${column}${String(rowNumber)}`, values: [[cellOf(target[name], '')]] });
  }
  await client.batchUpdateValues(data, 'RAW');
}

async function setOutputs(ctx: ExecuteContext): Promise<NodeOutput> {
  const trigger = runTrigger(ctx);
  if (!trigger) return [ctx.getInputData()];
  const outputs = pairsOf(ctx, 'output');
  const row = (ctx.evaluateExpression(`={{ $('${quoted(trigger)}').first().json }}`, 0) ?? {}) as Record<
    string,
    unknown
  >;
  const source = String(ctx.getNodeParameter('source', 0));
  if (source === 'dataTable') await writeToTable(ctx, row, outputs);
  else if (source === 'googleSheets') await writeToSheet(ctx, row, outputs);
  else throw new NodeOperationError(ctx.getNode(), `Unknown source "${source}"`);
  return [withEvaluationData(ctx, outputs)];
}

async function setMetrics(ctx: ExecuteContext): Promise<NodeOutput> {
  const items = ctx.getInputData();
  const out: Item[] = [];
  for (let i = 0; i < items.length; i++) {
    const metric = ctx.getNodeParameter('metric', i, {}) as unknown;
    const handler = typeof metric === 'string' && Object.hasOwn(METRICS, metric) ? METRICS[metric] : undefined;
    if (!handler) throw new NodeOperationError(ctx.getNode(), 'Unknown metric');
    out.push({ json: await handler(ctx, i), pairedItem: { item: i } });
  }
  return [out];
}

function checkIfEvaluating(ctx: ExecuteContext): NodeOutput {
  return runTrigger(ctx) ? [ctx.getInputData(), []] : [[], ctx.getInputData()];
}

/** Runs the node's operation. */
export async function executeEvaluation(ctx: ExecuteContext): Promise<NodeOutput> {
  const operation = String(ctx.getNodeParameter('operation', 0));
  if (operation === 'setInputs') return setInputs(ctx);
  if (operation === 'setOutputs') return setOutputs(ctx);
  if (operation === 'setMetrics') return setMetrics(ctx);
  if (operation === 'checkIfEvaluating') return checkIfEvaluating(ctx);
  throw new NodeOperationError(ctx.getNode(), 'Unsupported Operation');
}
