/** Runs Markdown 1: HTML to Markdown with node-html-markdown, Markdown to HTML with showdown (n8n's libraries, so output matches). */
import type { ExecuteContext, Item, JsonObject, NodeOutput } from '@weft/workflow';
import type * as NodeHtmlMarkdownTypes from 'node-html-markdown';
import { setPath } from '../shared/field-paths.js';
import { lazyRequire } from '../shared/lazy-require.js';
import { deepCopy } from '../shared/transform-values.js';

const nhm = lazyRequire<typeof NodeHtmlMarkdownTypes>('node-html-markdown');
/** The part of showdown (which ships no types) this node uses. */
interface Showdown {
  Converter: new () => { setOption(key: string, value: unknown): void; makeHtml(text: string): string };
}
const showdown = lazyRequire<Showdown>('showdown');

interface PatternPair {
  pattern?: string;
  replacement?: string;
}

const isEmptyObject = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'object' && Object.keys(value).length === 0);

const splitList = (value: unknown): string[] | undefined =>
  value
    ? String(value)
        .split(',')
        .map((entry) => entry.trim())
    : undefined;

/** The node-html-markdown options of one item: pattern pairs as tuples, lists split, falsy values dropped. */
function htmlToMarkdownOptions(ctx: ExecuteContext, i: number): Record<string, unknown> {
  const options = { ...((ctx.getNodeParameter('options', i, {}) ?? {}) as Record<string, unknown>) };
  const replacements = (ctx.getNodeParameter('options.textReplace.values', i, []) ?? []) as PatternPair[];
  options.textReplace = isEmptyObject(replacements)
    ? undefined
    : replacements.map((entry) => [entry.pattern, entry.replacement]);
  for (const key of ['lineStartEscape', 'globalEscape']) {
    const pair = (ctx.getNodeParameter(`options.${key}.value`, i, {}) ?? {}) as PatternPair;
    options[key] = isEmptyObject(pair) ? undefined : [pair.pattern, pair.replacement];
  }
  options.ignore = splitList(options.ignore);
  options.blockElements = splitList(options.blockElements);
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(options)) if (value) out[key] = value;
  return out;
}

/** Converts one item's text and answers the item's json with the result at the destination key. */
function convertItem(ctx: ExecuteContext, mode: string, item: Item, i: number): JsonObject {
  const destinationKey = String(ctx.getNodeParameter('destinationKey', i, 'data'));
  let result: string;
  if (mode === 'htmlToMarkdown') {
    const options = htmlToMarkdownOptions(ctx, i);
    const html = ctx.getNodeParameter('html', i) as string;
    result = nhm().NodeHtmlMarkdown.translate(html, options);
  } else {
    const markdown = ctx.getNodeParameter('markdown', i) as string;
    const options = (ctx.getNodeParameter('options', i, {}) ?? {}) as Record<string, unknown>;
    const converter = new (showdown().Converter)();
    for (const [key, value] of Object.entries(options)) converter.setOption(key, value);
    result = converter.makeHtml(markdown);
  }
  const json = deepCopy(item.json);
  setPath(json, destinationKey, result);
  return json;
}

/** Executes the Markdown node. */
export async function executeMarkdown(ctx: ExecuteContext): Promise<NodeOutput> {
  const items = ctx.getInputData();
  const mode = String(ctx.getNodeParameter('mode', 0, 'htmlToMarkdown'));
  const out: Item[] = [];
  for (let i = 0; i < items.length; i++) {
    try {
      if (mode !== 'htmlToMarkdown' && mode !== 'markdownToHtml') continue;
      out.push({ json: convertItem(ctx, mode, items[i] as Item, i), pairedItem: { item: i } });
    } catch (error) {
      if (!ctx.continueOnFail()) throw error;
      out.push({ json: { error: error instanceof Error ? error.message : String(error) }, pairedItem: { item: i } });
    }
  }
  return [out];
}
