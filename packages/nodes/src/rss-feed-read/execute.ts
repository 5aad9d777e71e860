/** Runs RSS Read 1–1.2: fetches a feed through the instance's HTTP client and parses it with rss-parser. */
import type Parser from 'rss-parser';
import { lazyRequire } from '../shared/lazy-require.js';
import { NodeOperationError } from '@weft/workflow';
import type { ExecuteContext, Item, NodeOutput } from '@weft/workflow';

const rssParser = lazyRequire<typeof Parser>('rss-parser');
const FEED_ACCEPT =
  'application/rss+xml, application/rdf+xml;q=0.8, application/atom+xml;q=0.6, application/xml;q=0.4, text/xml;q=0.4';
/** XML names that would reach an object's prototype; renamed as n8n renames them. */
const DANGEROUS_NAMES = new Set(['__proto__', 'constructor', 'prototype']);
const safeName = (name: string) => (DANGEROUS_NAMES.has(name) ? `sanitized_${name}` : name);

function validUrl(url: string): boolean {
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
}

/** What reading a feed needs of a node's context (an execute or a poll context). */
export interface FeedReaderContext {
  helpers: Pick<ExecuteContext['helpers'], 'httpRequest'>;
  getNode: ExecuteContext['getNode'];
  signal?: AbortSignal;
}

/** Fetches a feed through the instance's HTTP client and answers its entries as rss-parser reads them. */
export async function readFeed(
  ctx: FeedReaderContext,
  url: string,
  version: number,
  options: { customFields?: string; ignoreSSL?: boolean },
  itemIndex: number,
): Promise<Array<Record<string, unknown>>> {
  let text: string;
  try {
    const response = await ctx.helpers.httpRequest({
      url,
      method: 'GET',
      responseType: 'text',
      ignoreHttpStatusErrors: true,
      ignoreSslIssues: options.ignoreSSL === true,
      headers: version >= 1.2 ? { accept: FEED_ACCEPT } : {},
      abortSignal: ctx.signal,
    });
    if (response.statusCode >= 300) throw new Error(`Status code ${response.statusCode}`);
    text = typeof response.body === 'string' ? response.body : new TextDecoder().decode(response.body as Uint8Array);
  } catch (e) {
    const code =
      (e as { code?: string; cause?: { code?: string } }).code ?? (e as { cause?: { code?: string } }).cause?.code;
    if (code === 'ECONNREFUSED')
      throw new NodeOperationError(
        ctx.getNode(),
        `It was not possible to connect to the URL. Please make sure the URL "${url}" it is valid!`,
        { itemIndex },
      );
    throw new NodeOperationError(ctx.getNode(), e as Error, { itemIndex });
  }
  const RssParser = rssParser();
  const parser = new RssParser({
    xml2js: { tagNameProcessors: [safeName], attrNameProcessors: [safeName] },
    ...(options.customFields ? { customFields: { item: options.customFields.split(',').map((f) => f.trim()) } } : {}),
  } as ConstructorParameters<typeof Parser>[0]);
  try {
    const feed = await parser.parseString(text);
    return (feed.items ?? []) as Array<Record<string, unknown>>;
  } catch (e) {
    throw new NodeOperationError(ctx.getNode(), e as Error, {
      itemIndex,
      description: 'The answer is not an RSS or Atom feed',
    });
  }
}

/**
 * Executes RSS Read. Version 1 reads the feed once (parameters of the first item) and pairs every
 * entry with all input items; 1.1 and later read one feed per input item.
 */
export async function executeRssFeedRead(ctx: ExecuteContext): Promise<NodeOutput> {
  const version = ctx.getNode().typeVersion;
  const inputs = ctx.getInputData();
  const count = version >= 1.1 ? inputs.length : inputs.length ? 1 : 0;
  const allPaired = version >= 1.1 ? undefined : inputs.map((_, item) => ({ item }));
  const out: Item[] = [];
  for (let i = 0; i < count; i++) {
    const pairedItem = allPaired ?? [{ item: i }];
    try {
      const url = String(ctx.getNodeParameter('url', i, '') ?? '');
      const options = (ctx.getNodeParameter('options', i, {}) ?? {}) as { customFields?: string; ignoreSSL?: boolean };
      if (!url) throw new NodeOperationError(ctx.getNode(), 'The parameter "URL" has to be set!', { itemIndex: i });
      if (!validUrl(url))
        throw new NodeOperationError(ctx.getNode(), 'The provided "URL" is not valid!', { itemIndex: i });
      for (const entry of await readFeed(ctx, url, version, options, i)) out.push({ json: entry, pairedItem });
    } catch (e) {
      if (!ctx.continueOnFail()) throw e;
      out.push({ json: { error: (e as Error).message }, pairedItem });
    }
  }
  return [out];
}
