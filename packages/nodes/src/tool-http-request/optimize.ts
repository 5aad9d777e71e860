/**
 * The HTTP Request Tool's "Optimize Response": what of the response the model gets. Without it,
 * text as it came and objects as indented JSON; JSON responses cut to a data field and to selected
 * (or all but some) fields; HTML cut to the elements of a CSS selector, optionally as text only;
 * text responses read as an article. Truncation to Max Response Characters applies to HTML and text.
 */
import { NodeOperationError, type ExecuteContext } from '@weft/workflow';
import { lazyRequire } from '../shared/lazy-require.js';
import { getPath, setPath, unsetPath } from '../shared/field-paths.js';

/** Turns a response body into the text the model gets. */
export type ResponseOptimizer = (response: unknown) => string;

interface CheerioSelection {
  each(fn: (index: number, element: unknown) => void): unknown;
  html(): string | null;
}
const cheerio = lazyRequire<{ load(html: string): (selector: unknown) => CheerioSelection }>('cheerio');
const htmlToText = lazyRequire<{ convert(html: string, options?: Record<string, unknown>): string }>('html-to-text');

const truncate = (text: string, maxLength: number) =>
  maxLength > 0 && text.length > maxLength ? text.substring(0, maxLength) : text;

/** No optimizing: strings as they are, objects as JSON indented by two spaces. */
export const defaultOptimizer: ResponseOptimizer = (response) => {
  if (typeof response === 'string') return response;
  if (typeof response === 'object') return JSON.stringify(response, null, 2);
  return String(response);
};

function htmlOptimizer(ctx: ExecuteContext, itemIndex: number, maxLength: number): ResponseOptimizer {
  const selector = ctx.getNodeParameter('cssSelector', itemIndex, '') as string;
  const onlyContent = ctx.getNodeParameter('onlyContent', itemIndex, false) as boolean;
  const omitted = onlyContent
    ? String(ctx.getNodeParameter('elementsToOmit', itemIndex, '') ?? '')
        .split(',')
        .filter((s) => s)
        .map((s) => s.trim())
    : [];
  return (response) => {
    if (typeof response !== 'string')
      throw new NodeOperationError(ctx.getNode(), `The response type must be a string. Received: ${typeof response}`, {
        itemIndex,
      });
    const $ = cheerio().load(response);
    const values: string[] = [];
    $(selector).each((_, element) => {
      let value = $(element).html() || '';
      if (onlyContent)
        value = htmlToText().convert(
          value,
          omitted.length ? { selectors: omitted.map((s) => ({ selector: s, format: 'skip' })) } : undefined,
        );
      values.push(
        value
          .trim()
          .replace(/(\r\n|\n|\r)/gm, '')
          .replace(/\s+/g, ' '),
      );
    });
    return truncate(JSON.stringify(values, null, 2), maxLength);
  };
}

function textOptimizer(ctx: ExecuteContext, itemIndex: number, maxLength: number): ResponseOptimizer {
  return (response) => {
    let text = response;
    if (typeof text === 'object') {
      try {
        text = JSON.stringify(text, null, 2);
      } catch {
        // not serialisable: refused below
      }
    }
    if (typeof text !== 'string')
      throw new NodeOperationError(ctx.getNode(), `The response type must be a string. Received: ${typeof text}`, {
        itemIndex,
      });
    // n8n reads the text as an HTML article (Mozilla Readability); Weft takes the text of the markup.
    const content = /<[a-z!/][^>]*>/i.test(text) ? htmlToText().convert(text, { wordwrap: false }) : text;
    return truncate(content, maxLength);
  };
}

function jsonOptimizer(ctx: ExecuteContext, itemIndex: number): ResponseOptimizer {
  return (response) => {
    let data: unknown = response;
    if (typeof data === 'string') data = JSON.parse(data);
    if (typeof data !== 'object' || !data)
      throw new NodeOperationError(ctx.getNode(), 'The response type must be an object or an array of objects', {
        itemIndex,
      });
    const dataField = ctx.getNodeParameter('dataField', itemIndex, '') as string;
    let rows: unknown[];
    if (!Array.isArray(data)) {
      if (dataField) {
        const inner = (data as Record<string, unknown>)[dataField];
        rows = Array.isArray(inner) ? inner : [inner];
      } else rows = [data];
    } else rows = dataField ? data.map((row) => (row as Record<string, unknown>)?.[dataField]) : data;
    const include = ctx.getNodeParameter('fieldsToInclude', itemIndex, 'all') as string;
    if (include === 'all') return JSON.stringify(rows, null, 2);
    let fields = ctx.getNodeParameter('fields', itemIndex, []) as string | string[];
    if (typeof fields === 'string') fields = fields.split(',').map((f) => f.trim());
    const out = rows.map((row) => {
      if (include === 'selected') {
        const picked: Record<string, unknown> = {};
        for (const field of fields) setPath(picked, field, getPath(row, field));
        return picked;
      }
      for (const field of fields) unsetPath(row, field);
      return row;
    });
    return JSON.stringify(out, null, 2);
  };
}

/** The optimizer the node's parameters ask for (the default one when Optimize Response is off). */
export function responseOptimizer(ctx: ExecuteContext, itemIndex: number): ResponseOptimizer {
  if (!ctx.getNodeParameter('optimizeResponse', itemIndex, false)) return defaultOptimizer;
  const type = ctx.getNodeParameter('responseType', itemIndex, 'json') as string;
  const maxLength = ctx.getNodeParameter('truncateResponse', itemIndex, false)
    ? (ctx.getNodeParameter('maxLength', itemIndex, 0) as number)
    : 0;
  if (type === 'html') return htmlOptimizer(ctx, itemIndex, maxLength);
  if (type === 'text') return textOptimizer(ctx, itemIndex, maxLength);
  if (type === 'json') return jsonOptimizer(ctx, itemIndex);
  return defaultOptimizer;
}
