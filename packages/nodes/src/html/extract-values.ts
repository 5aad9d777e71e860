/**
 * Reading values out of HTML with CSS selectors (cheerio, the library n8n uses, so selections and
 * serialised HTML match n8n's byte for byte). Shared by HTML (extractHtmlContent) and HTML Extract.
 */
import { NodeOperationError } from '@weft/workflow';
import type { ExecuteContext, Item, JsonObject, JsonValue } from '@weft/workflow';
import { lazyRequire } from '../shared/lazy-require.js';
import { getPath } from '../shared/field-paths.js';

/** The part of a cheerio selection the extraction uses. */
export interface Selection {
  attr(name: string): string | undefined;
  html(): string | null;
  text(): string;
  val(): string | string[] | undefined;
  each(fn: (index: number, element: unknown) => void): unknown;
}
type CheerioRoot = (selector: unknown) => Selection;
const cheerio = lazyRequire<{ load(html: string): CheerioRoot }>('cheerio');
const htmlToText = lazyRequire<{ convert(html: string, options?: Record<string, unknown>): string }>('html-to-text');

/** One row of the Extraction Values collection. */
export interface ExtractionValue {
  key?: string;
  cssSelector?: string;
  returnValue?: 'attribute' | 'html' | 'text' | 'value';
  attribute?: string;
  skipSelectors?: string;
  returnArray?: boolean;
}

/** The raw value of one selection, as HTML `version` reads it (0 for HTML Extract). */
export function readValue(
  selection: Selection,
  value: ExtractionValue,
  version: number,
): string | string[] | undefined {
  switch (value.returnValue ?? 'text') {
    case 'attribute':
      return selection.attr(value.attribute ?? '');
    case 'html':
      return selection.html() || undefined;
    case 'value':
      return selection.val();
    case 'text': {
      if (version === 0) return selection.text();
      if (version <= 1.1) return selection.text() || undefined;
      // From 1.2 text is rendered like a browser would show it (line breaks for blocks, links with their URL).
      const skip = value.skipSelectors
        ? { selectors: value.skipSelectors.split(',').map((s) => ({ selector: s.trim(), format: 'skip' })) }
        : undefined;
      return htmlToText().convert(selection.html() || '', skip);
    }
    default:
      throw new Error(`The return value "${String(value.returnValue)}" is not known`);
  }
}

/** Calls `.trim()` as n8n does: a multi-select value (an array) cannot be trimmed. */
function trimmed(value: string | string[]): string {
  if (typeof value !== 'string') throw new TypeError('value.trim is not a function');
  return value.trim();
}

/** Where the HTML comes from and what to read from it. */
export interface ExtractSettings {
  /** 0 for HTML Extract 1, else the HTML node's typeVersion. */
  version: number;
  /** Applies the options to one raw value. */
  finish(value: string | string[]): JsonValue;
}

/** The value with HTML's options: trim (when set) then clean up whitespace (when set). */
export function htmlNodeFinish(options: {
  trimValues?: boolean;
  cleanUpText?: boolean;
}): (value: string | string[]) => JsonValue {
  return (raw) => {
    let value: string | string[] = raw;
    if (options.trimValues) value = trimmed(value);
    if (options.cleanUpText) {
      value = trimmed(value)
        .replace(/^\s+|\s+$/g, '')
        .replace(/(\r\n|\n|\r)/gm, '')
        .replace(/\s+/g, ' ');
    }
    return value;
  };
}

/** The value with HTML Extract's options: trimmed unless Trim Values is off. */
export function htmlExtractFinish(options: { trimValues?: boolean }): (value: string | string[]) => JsonValue {
  return (raw) => (options.trimValues === false ? raw : trimmed(raw));
}

/** The HTML strings of one item: a JSON field (a string or an array of strings) or a binary file. */
async function htmlSources(ctx: ExecuteContext, item: Item, itemIndex: number, version: number): Promise<unknown[]> {
  const sourceData = String(ctx.getNodeParameter('sourceData', itemIndex, 'json'));
  const property = String(ctx.getNodeParameter('dataPropertyName', itemIndex, 'data'));
  const node = ctx.getNode();
  let found: unknown;
  if (sourceData === 'json') {
    if (version === 1) {
      // HTML 1 reads a top-level key only, optionally written as ['key'].
      let key = property;
      if (
        item.json[key] === undefined &&
        ((key.startsWith("['") && key.endsWith("']")) || (key.startsWith('["') && key.endsWith('"]')))
      ) {
        key = key.slice(2, -2);
      }
      found = item.json[key];
    } else {
      found = getPath(item.json, property);
    }
    if (found === undefined)
      throw new NodeOperationError(node, `No property named "${property}" exists!`, { itemIndex });
  } else {
    if (item.binary === undefined) {
      throw new NodeOperationError(
        node,
        `This operation expects the node's input data to contain a binary file '${property}', but none was found [item ${itemIndex}]`,
        {
          itemIndex,
          description: 'Make sure that the previous node outputs a binary file',
        },
      );
    }
    if (item.binary[property] === undefined) {
      throw new NodeOperationError(node, `The item has no binary field '${property}' [item ${itemIndex}]`, {
        itemIndex,
        description:
          'Check that the parameter where you specified the input binary field name is correct, and that it matches a field in the binary input',
      });
    }
    found = Buffer.from(await ctx.helpers.getBinaryDataBuffer(itemIndex, property)).toString('utf-8');
  }
  return Array.isArray(found) ? found : [found];
}

/** One output item per HTML string of each input item, holding the extracted values under their keys. */
export async function extractHtml(
  ctx: ExecuteContext,
  settings: (itemIndex: number) => ExtractSettings,
): Promise<Item[]> {
  const items = ctx.getInputData();
  const out: Item[] = [];
  for (let i = 0; i < items.length; i++) {
    try {
      const { version, finish } = settings(i);
      const collection = (ctx.getNodeParameter('extractionValues', i, {}) ?? {}) as { values?: ExtractionValue[] };
      if (!Array.isArray(collection.values)) {
        // n8n's own words for this (a JavaScript TypeError there), with a hint of what to do.
        throw new NodeOperationError(ctx.getNode(), 'extractionValues.values is not iterable', {
          itemIndex: i,
          description: 'Add at least one value to extract under "Extraction Values"',
        });
      }
      for (const html of await htmlSources(ctx, items[i]!, i, version)) {
        const $ = cheerio().load(html as string);
        const json: JsonObject = {};
        for (const value of collection.values) {
          const key = String(value.key ?? '');
          const selection = $(value.cssSelector ?? '');
          const one = (s: Selection): JsonValue | undefined => {
            const raw = readValue(s, value, version);
            return raw === undefined ? undefined : finish(raw);
          };
          if (value.returnArray) {
            const list: JsonValue[] = [];
            selection.each((_, element) => list.push(one($(element)) ?? null));
            json[key] = list;
          } else {
            const single = one(selection);
            if (single === undefined) delete json[key];
            else json[key] = single;
          }
        }
        out.push({ json, pairedItem: { item: i } });
      }
    } catch (error) {
      if (!ctx.continueOnFail()) throw error;
      out.push({ json: { error: (error as Error).message }, pairedItem: { item: i } });
    }
  }
  return out;
}
