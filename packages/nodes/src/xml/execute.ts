/** Runs XML 1: parses an XML field into items, or builds XML from each item, with xml2js (n8n's library, so output matches). */
import { NodeOperationError } from '@weft/workflow';
import type { ExecuteContext, Item, JsonObject, NodeOutput } from '@weft/workflow';
import type * as Xml2jsTypes from 'xml2js';
import { lazyRequire } from '../shared/lazy-require.js';
import { deepCopy } from '../shared/transform-values.js';

const xml2js = lazyRequire<typeof Xml2jsTypes>('xml2js');

const UNSAFE_NAMES = new Set(['__proto__', 'constructor', 'prototype']);

/** Renames tag and attribute names that would reach an object's prototype. */
export function safeXmlName(name: string): string {
  return UNSAFE_NAMES.has(name) ? `sanitized_${name}` : name;
}

/** Executes the XML node. */
export async function executeXml(ctx: ExecuteContext): Promise<NodeOutput> {
  const items = ctx.getInputData();
  const node = ctx.getNode();
  const mode = String(ctx.getNodeParameter('mode', 0, 'xmlToJson'));
  const property = String(ctx.getNodeParameter('dataPropertyName', 0, 'data'));
  const options = { ...((ctx.getNodeParameter('options', 0, {}) ?? {}) as Record<string, unknown>) };
  const out: Item[] = [];
  for (let i = 0; i < items.length; i++) {
    const item = items[i] as Item;
    try {
      if (mode === 'xmlToJson') {
        const parser = new (xml2js().Parser)({
          mergeAttrs: true,
          explicitArray: false,
          ...options,
          tagNameProcessors: [safeXmlName],
          attrNameProcessors: [safeXmlName],
        });
        const source = item.json[property];
        if (source === undefined)
          throw new NodeOperationError(node, `Item has no JSON property called "${property}"`, { itemIndex: i });
        const json = (await parser.parseStringPromise(source as Xml2jsTypes.convertableToString)) as JsonObject;
        out.push({ json: deepCopy(json) });
      } else if (mode === 'jsonToxml') {
        const builder = new (xml2js().Builder)(options);
        out.push({ json: { [property]: builder.buildObject(item.json) }, pairedItem: { item: i } });
      } else {
        throw new NodeOperationError(node, `The operation "${mode}" is not known!`, { itemIndex: i });
      }
    } catch (error) {
      // n8n 1.123 answers nothing for an item that failed under "continue": it is left out.
      if (!ctx.continueOnFail()) throw error;
    }
  }
  // Parsed items carry no pairing of their own; like n8n, pair them by position when nothing was left out.
  if (mode === 'xmlToJson') {
    if (items.length === 1) for (const entry of out) entry.pairedItem = { item: 0 };
    else if (out.length === items.length) out.forEach((entry, index) => (entry.pairedItem = { item: index }));
  }
  return [out];
}
