/**
 * YouTube 1 over the input items: one resource and operation for the run (read from the first
 * item, as n8n does), each item's answer made items (a list gives one item per entry), and an item
 * that fails gives `{ error }` when the node continues on failure.
 *
 * As in n8n, the query parameters accumulate over the items of a run: what one item set (its
 * options, filters or paging) is still sent for the next unless that item sets it again.
 */
import { NodeOperationError, type ExecuteContext, type Item, type JsonObject, type NodeOutput } from '@weft/workflow';
import { youTubeApi, type Json, type OperationRunner } from './api.js';
import { runChannel } from './channel.js';
import { runPlaylistItem } from './playlist-item.js';
import { runPlaylist } from './playlist.js';
import { runVideoCategory } from './video-category.js';
import { runVideo } from './video.js';

const RUNNERS: Record<string, OperationRunner> = {
  channel: runChannel,
  playlist: runPlaylist,
  playlistItem: runPlaylistItem,
  video: runVideo,
  videoCategory: runVideoCategory,
};
/** The operation each resource starts with. */
const DEFAULT_OPERATION: Record<string, string> = {
  channel: 'getAll',
  playlist: 'getAll',
  playlistItem: 'add',
  video: 'getAll',
  videoCategory: 'getAll',
};

/** n8n's items of an answer: one per list entry, one for an object. */
function itemsOf(answer: unknown, i: number): Item[] {
  const list = Array.isArray(answer) ? answer : [answer];
  return list.map((json) => ({
    json: (json && typeof json === 'object' ? json : {}) as JsonObject,
    pairedItem: { item: i },
  }));
}

/** Runs YouTube 1 over the input items. */
export async function executeYouTube(ctx: ExecuteContext): Promise<NodeOutput> {
  const items = ctx.getInputData();
  const resource = String(ctx.getNodeParameter('resource', 0, 'channel'));
  const operation = String(ctx.getNodeParameter('operation', 0, DEFAULT_OPERATION[resource] ?? ''));
  const run = RUNNERS[resource];
  const qs: Json = {};
  const out: Item[] = [];
  for (let i = 0; i < items.length; i++) {
    try {
      if (!run)
        throw new NodeOperationError(ctx.getNode(), `The resource "${resource}" is not known`, { itemIndex: i });
      out.push(...itemsOf(await run(ctx, operation, i, qs, youTubeApi(ctx, i)), i));
    } catch (error) {
      if (!ctx.continueOnFail()) throw error;
      out.push({ json: { error: (error as Error).message }, pairedItem: { item: i } });
    }
  }
  return [out];
}
