/** Local File Trigger 1: watches a file or folder on the server (with chokidar, as n8n) while its workflow is active. */
import { watch, type ChokidarOptions } from 'chokidar';
import {
  NodeOperationError,
  type ExecuteContext,
  type NodeOutput,
  type NodeType,
  type TriggerContext,
  type TriggerResponse,
} from '@weft/workflow';
import { localFileTriggerDescription } from './description.js';
import { runTriggerByHand } from '../shared/queue-trigger.js';

export { localFileTriggerDescription } from './description.js';

/** The folder events a Local File Trigger may watch for. */
export const LOCAL_FILE_EVENTS = ['add', 'change', 'unlink', 'addDir', 'unlinkDir'] as const;
type LocalFileEvent = (typeof LOCAL_FILE_EVENTS)[number];

/** The trigger's options, as stored (only those set). */
interface LocalFileOptions {
  awaitWriteFinish?: boolean;
  followSymlinks?: boolean;
  ignored?: string;
  ignoreInitial?: boolean;
  depth?: number;
  usePolling?: boolean;
  ignoreMode?: string;
}

/**
 * The watcher's settings for the node's options, as n8n passes them: `ignored` is a path (with
 * what is below it) in 'match' mode, otherwise any path containing the text; existing files are
 * left out and links followed unless the options say otherwise.
 */
export function watcherOptions(options: LocalFileOptions): ChokidarOptions {
  const ignored = options.ignored === '' || options.ignored === undefined ? undefined : String(options.ignored);
  return {
    ignored:
      options.ignoreMode === 'match'
        ? ignored
        : ignored === undefined
          ? undefined
          : (path: string) => path.includes(ignored),
    persistent: true,
    ignoreInitial: options.ignoreInitial ?? true,
    followSymlinks: options.followSymlinks ?? true,
    depth: options.depth === undefined || options.depth === -1 ? undefined : Number(options.depth),
    usePolling: options.usePolling,
    awaitWriteFinish: options.awaitWriteFinish,
  };
}

/** What the node watches: the path and the events, checked, with clear errors naming the node. */
function watchSpec(ctx: TriggerContext): { path: string; events: LocalFileEvent[] } {
  const node = ctx.getNode();
  const triggerOn = ctx.getNodeParameter('triggerOn', '');
  const path = String(ctx.getNodeParameter('path', '') ?? '').trim();
  if (triggerOn !== 'file' && triggerOn !== 'folder') {
    throw new NodeOperationError(node, `"Trigger On" must be "file" or "folder", not "${String(triggerOn)}"`);
  }
  if (!path)
    throw new NodeOperationError(node, triggerOn === 'file' ? 'No file to watch is set' : 'No folder to watch is set');
  if (triggerOn === 'file') return { path, events: ['change'] };
  const events = ctx.getNodeParameter('events', []) as unknown;
  if (!Array.isArray(events)) throw new NodeOperationError(node, '"Watch for" must be a list of events');
  for (const event of events) {
    if (!LOCAL_FILE_EVENTS.includes(event as LocalFileEvent)) {
      throw new NodeOperationError(
        node,
        `Unknown event "${String(event)}" in "Watch for" (use ${LOCAL_FILE_EVENTS.join(', ')})`,
      );
    }
  }
  return { path, events: events as LocalFileEvent[] };
}

/**
 * Starts watching. Each change starts the workflow with one item `{event, path}`. The watched path,
 * and each path an event names, must pass the instance's file access rules: a refused path fails
 * the activation, and events about refused paths (e.g. through a link into Weft's data) are dropped.
 */
export async function triggerLocalFile(ctx: TriggerContext): Promise<TriggerResponse> {
  const node = ctx.getNode();
  const { path, events } = watchSpec(ctx);
  const refusal = await ctx.fileAccessRefusal?.(path);
  if (refusal) throw new NodeOperationError(node, refusal);
  const options = (ctx.getNodeParameter('options', {}) ?? {}) as LocalFileOptions;
  const watcher = watch(path, watcherOptions(options));
  for (const event of events) {
    watcher.on(event, (changed: string) => {
      void (async () => {
        if (await ctx.fileAccessRefusal?.(changed)) return;
        ctx.emit([[{ json: { event, path: changed } }]]);
      })();
    });
  }
  watcher.on('error', (error) => ctx.emitError(error instanceof Error ? error : new Error(String(error))));
  // Activation returns once the watcher is in place (or after 10 s, for very large folders).
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, 10_000);
    watcher.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
  });
  return { closeFunction: () => watcher.close() };
}

/**
 * Run as a workflow's start node. By hand ("listen for a test event"), it watches as an active
 * workflow would and answers the first change, stopping when the run is stopped; otherwise its
 * output is the item of the change that started the run.
 */
function executeLocalFileTrigger(ctx: ExecuteContext): Promise<NodeOutput> {
  return runTriggerByHand(ctx, triggerLocalFile);
}

/** Local File Trigger, version 1 (excluded by default: `WEFT_NODES_EXCLUDE`). */
export const localFileTriggerNode: NodeType[] = [
  { description: localFileTriggerDescription, trigger: triggerLocalFile, execute: executeLocalFileTrigger },
];
