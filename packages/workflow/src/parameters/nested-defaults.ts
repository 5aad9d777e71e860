import type { NodeProperty, NodePropertyCollection } from '../types/node-type.js';
import type { NodeParameters, NodeParameterValue } from '../types/workflow.js';
import { isDisplayed } from './display.js';

type Values = Record<string, NodeParameterValue>;

const isObject = (v: unknown): v is Values => !!v && typeof v === 'object' && !Array.isArray(v);
const isGroup = (o: unknown): o is NodePropertyCollection =>
  isObject(o) && Array.isArray((o as { values?: unknown }).values);
const clone = (v: NodeParameterValue): NodeParameterValue =>
  v !== null && typeof v === 'object' ? (JSON.parse(JSON.stringify(v)) as NodeParameterValue) : v;

/** One fixed-collection entry with the defaults of the fields it displays and lacks (in order, twice, as withDefaults). */
function fillEntry(fields: readonly NodeProperty[], entry: Values, root: NodeParameters, version?: number): Values {
  const out: Values = { ...entry };
  for (let pass = 0; pass < 2; pass++) {
    for (const f of fields) {
      if (f.type === 'notice' || out[f.name] !== undefined) continue;
      if (isDisplayed(f.displayOptions, out, version, root)) out[f.name] = clone(f.default);
    }
  }
  return fillNested(fields, out, root, version);
}

/** The fixed collections (and collections holding them) among `values`, their entries filled. */
function fillNested(
  properties: readonly NodeProperty[],
  values: Values,
  root: NodeParameters,
  version?: number,
): Values {
  let out = values;
  const done = new Set<string>();
  for (const p of properties) {
    const value = out[p.name];
    if (!isObject(value)) continue; // unset, or an expression for the whole value: left as it is
    // Several properties may share a name under different display rules (one per resource or
    // operation): only the first one shown describes the value.
    if (done.has(p.name) || !isDisplayed(p.displayOptions, values, version, root)) continue;
    done.add(p.name);
    let next: Values | undefined;
    if (p.type === 'fixedCollection') {
      next = {};
      for (const [key, entries] of Object.entries(value)) {
        const group = (p.options ?? []).find((o): o is NodePropertyCollection => isGroup(o) && o.name === key);
        if (!group) next[key] = entries;
        else if (Array.isArray(entries))
          next[key] = entries.map((e) => (isObject(e) ? fillEntry(group.values, e, root, version) : e));
        else next[key] = isObject(entries) ? fillEntry(group.values, entries, root, version) : entries;
      }
    } else if (p.type === 'collection') {
      const options = (p.options ?? []).filter(
        (o): o is NodeProperty => isObject(o) && typeof (o as { type?: unknown }).type === 'string' && !isGroup(o),
      );
      next = fillNested(options, value, root, version);
    }
    if (next && next !== value) out = { ...out, [p.name]: next };
  }
  return out;
}

/**
 * What n8n does below the top level before a node runs: every entry of a fixed collection gets
 * the defaults of the fields it displays and lacks (a Slack block's `block_id: ""`, a Drive
 * permission's `allowFileDiscovery: false`), at any depth and inside collections. Options left
 * out of a collection stay out; stored values, and expressions standing for a whole value, are
 * kept as they are. Apply it to {@link withDefaults}' result.
 */
export function withEntryDefaults(
  properties: readonly NodeProperty[],
  parameters: NodeParameters,
  nodeVersion?: number,
): NodeParameters {
  return fillNested(properties, parameters, parameters, nodeVersion);
}
