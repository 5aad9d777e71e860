/**
 * Saved run data with a cap on items: a node output of more items than the cap is saved as its
 * first `max` items, and its run says how many there were (`itemsCapped`), so the editor can say
 * that the rest was not kept. The run itself passes every item on; only the stored copy is cut.
 * A run of a million items would otherwise need its whole data as one string to be saved (several
 * times its size in memory while the database writes it).
 */
import type { Item, RunData, TaskData, TaskDataConnections } from '../types/data.js';

/** Default cap on the items of one node output kept in a saved execution (`WEFT_EXECUTIONS_DATA_MAX_ITEMS`). */
export const DEFAULT_SAVED_ITEMS_PER_OUTPUT = 100_000;

/**
 * Default number of items per batch when a large input goes through a chain of item-by-item nodes
 * (the engine's `streaming`; `WEFT_EXECUTIONS_STREAM_BATCH_SIZE`).
 */
export const DEFAULT_STREAM_BATCH_SIZE = 10_000;

/** One output a saved run kept only part of. */
export interface CappedOutput {
  /** The connection type (`main`, or a sub-node's type). */
  connectionType: string;
  /** The output index. */
  output: number;
  /** Items kept (the first ones). */
  kept: number;
  /** Items the output had. */
  total: number;
}

function capConnections(data: TaskDataConnections, max: number, capped: CappedOutput[]): TaskDataConnections {
  let out: TaskDataConnections | undefined;
  for (const [connectionType, outputs] of Object.entries(data)) {
    if (!Array.isArray(outputs) || !outputs.some((items) => Array.isArray(items) && items.length > max)) continue;
    out ??= { ...data };
    out[connectionType] = outputs.map((items, output): Item[] | null => {
      if (!Array.isArray(items) || items.length <= max) return items;
      capped.push({ connectionType, output, kept: max, total: items.length });
      return items.slice(0, max);
    });
  }
  return out ?? data;
}

/**
 * The run data with every output over `max` items cut to its first `max`, each cut run listing
 * its cut outputs under `itemsCapped`. Untouched runs (and the whole object, when nothing is over
 * the cap) are the same objects; nothing is copied item by item. `max` of 0 or less: no cap.
 */
export function capRunData(runData: RunData, max: number): { runData: RunData; capped: boolean } {
  if (!(max > 0)) return { runData, capped: false };
  let out: RunData | undefined;
  // `for…in` rather than `Object.entries`: on Node 20 that went through V8's runtime for run data
  // (callgrind: about 4.5k instructions of every saved execution).
  for (const node in runData) {
    if (!Object.hasOwn(runData, node)) continue;
    const runs = runData[node]!;
    let newRuns: TaskData[] | undefined;
    runs.forEach((run, index) => {
      if (!run?.data) return;
      const cappedOutputs: CappedOutput[] = [];
      const data = capConnections(run.data, max, cappedOutputs);
      if (!cappedOutputs.length) return;
      newRuns ??= [...runs];
      newRuns[index] = { ...run, data, itemsCapped: [...(run.itemsCapped ?? []), ...cappedOutputs] };
    });
    if (newRuns) {
      out ??= { ...runData };
      out[node] = newRuns;
    }
  }
  return out ? { runData: out, capped: true } : { runData, capped: false };
}

/** Whether any run of the run data was saved with only part of its items. */
export function hasCappedRuns(runData: RunData | undefined): boolean {
  return Object.values(runData ?? {}).some((runs) => runs.some((run) => !!run?.itemsCapped?.length));
}
