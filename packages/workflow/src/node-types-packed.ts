/**
 * Node type descriptions packed for the editor: each parameter (an element of a description's
 * `properties`) is written once, and again only as its number. Tool variants repeat their node's
 * parameters, and versions of one node share most of theirs: packed, the 6.4 MB of every
 * description is about 3.6 MB, and the editor parses it in about a third of the time.
 *
 * The format: `{ "packed": 1, "types": [...] }` in ASCII, each type a description whose `properties`
 * holds parameters and numbers. A number n stands for the n-th parameter written out in full,
 * counted from the start of the whole list, in order.
 */
import type { NodeProperty, NodeTypeDescription } from './types/node-type.js';

/** Node type descriptions as {@link packNodeTypes} writes them. */
export interface PackedNodeTypes {
  packed: 1;
  types: Array<Omit<NodeTypeDescription, 'properties'> & { properties: Array<NodeProperty | number> }>;
}

/** Characters outside ASCII (a surrogate pair is escaped as its two halves, as JSON allows). */
const NON_ASCII = /[\u0080-\uffff]/g;
const escapeChar = (c: string) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;

/**
 * The JSON text of `descriptions`, packed: a parameter already written (the same object, or one
 * with the same JSON) is written as its number. Each parameter is serialised once.
 */
export function packNodeTypes(descriptions: readonly NodeTypeDescription[]): string {
  const byObject = new Map<NodeProperty, number>();
  const byText = new Map<string, number>();
  const types: string[] = [];
  for (const d of descriptions) {
    const { properties, ...rest } = d;
    const items: string[] = [];
    for (const property of properties ?? []) {
      let index = byObject.get(property);
      if (index === undefined) {
        const text = JSON.stringify(property);
        index = byText.get(text);
        if (index === undefined) {
          index = byText.size;
          byText.set(text, index);
          items.push(text);
        } else items.push(String(index));
        byObject.set(property, index);
      } else items.push(String(index));
    }
    const head = JSON.stringify(rest);
    const list = `"properties":[${items.join(',')}]`;
    types.push(head === '{}' ? `{${list}}` : `${head.slice(0, -1)},${list}}`);
  }
  // ASCII only: one character outside it (a ’ or … in a description) makes the browser hold the
  // whole 3.6 MB text in two bytes a character, which it then decodes and parses 30% slower.
  return `{"packed":1,"types":[${types.join(',')}]}`.replace(NON_ASCII, escapeChar);
}

/**
 * The descriptions {@link packNodeTypes} packed. A parameter written once is one object, shared
 * by every description that had it. Throws on a body that is not a packed list.
 */
export function unpackNodeTypes(packed: PackedNodeTypes): NodeTypeDescription[] {
  if (packed?.packed !== 1 || !Array.isArray(packed.types)) throw new Error('Not a packed list of node types');
  const written: NodeProperty[] = [];
  return packed.types.map((t) => {
    const properties: NodeProperty[] = [];
    for (const p of t.properties ?? []) {
      if (typeof p !== 'number') {
        written.push(p);
        properties.push(p);
        continue;
      }
      const property = written[p];
      if (!property) throw new Error(`Node type "${t.name}" refers to parameter ${p}, which comes later or not at all`);
      properties.push(property);
    }
    return { ...t, properties };
  });
}
