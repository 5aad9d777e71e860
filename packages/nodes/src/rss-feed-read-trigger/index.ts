/** RSS Feed Trigger 1 (n8n's `n8n-nodes-base.rssFeedReadTrigger`): starts a workflow for new feed entries. */
import {
  NodeOperationError,
  type NodeType,
  type NodeTypeDescription,
  type PollContext,
  type PollResult,
} from '@weft/workflow';
import { readFeed } from '../rss-feed-read/index.js';
import { pollingDescription } from '../shared/polling.js';

/** The RSS Feed Trigger's description (`pollTimes` added by {@link pollingDescription}). */
export const rssFeedReadTriggerDescription: NodeTypeDescription = pollingDescription({
  name: 'weft.rssFeedReadTrigger',
  displayName: 'RSS Feed Trigger',
  description: 'Starts a workflow when an RSS feed has new entries',
  subtitle: '={{$parameter["event"]}}',
  group: ['trigger'],
  version: 1,
  icon: 'fa:rss',
  iconColor: 'orange-red',
  defaults: { name: 'RSS Feed Trigger', color: '#b02020' },
  inputs: [],
  outputs: ['main'],
  properties: [
    {
      displayName: 'Feed URL',
      name: 'feedUrl',
      type: 'string',
      default: 'https://blog.n8n.io/rss/',
      required: true,
      description: 'The address of the RSS or Atom feed to check',
    },
  ],
  codex: { categories: ['Core Nodes'] },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/core-nodes/n8n-nodes-base.rssfeedreadtrigger/',
});

const time = (value: unknown): number => (typeof value === 'string' ? Date.parse(value) : NaN);

/**
 * Polls the feed. The cursor is the date of the newest entry seen (`lastItemDate`); entries dated
 * after it are new. The first poll, with no cursor, counts from now, so an existing feed fires
 * nothing until something is published. Run by hand it answers the feed's first entry.
 */
export async function pollRssFeed(ctx: PollContext): Promise<PollResult> {
  const node = ctx.getNode();
  const state = ctx.getWorkflowStaticData('node');
  const url = String(ctx.getNodeParameter('feedUrl', '') ?? '');
  const since = time(state.lastItemDate ?? state.lastTimeChecked ?? new Date().toISOString());
  if (!url) throw new NodeOperationError(node, 'The parameter "URL" has to be set!');
  const entries = await readFeed(ctx, url, 1, {}, 0);
  if (ctx.getMode() === 'manual') return [entries.length ? ctx.helpers.returnJsonArray(entries[0]) : []];
  // An entry without a date can never be told new, as in n8n.
  const fresh = entries.filter((entry) => time(entry.isoDate) > since);
  if (entries.length) {
    // The newest date seen becomes the cursor (entries without one compare as invalid dates, never newer).
    let newest = entries[0]!;
    for (const entry of entries.slice(1))
      newest = new Date(newest.isoDate as string) > new Date(entry.isoDate as string) ? newest : entry;
    state.lastItemDate = newest.isoDate;
  }
  return fresh.length ? [ctx.helpers.returnJsonArray(fresh)] : null;
}

/** RSS Feed Trigger, version 1. */
export const rssFeedReadTriggerNode: NodeType[] = [{ description: rssFeedReadTriggerDescription, poll: pollRssFeed }];
