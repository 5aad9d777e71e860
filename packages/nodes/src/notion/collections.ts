/**
 * The entries of the node's fixed collections (blocks, property values, filter conditions) with
 * n8n's defaults filled in for every field an entry shows but does not store: n8n exports leave
 * default values out, and n8n fills them in again before the node runs.
 */
import {
  isDisplayed,
  withDefaults,
  type NodeParameters,
  type NodeProperty,
  type NodePropertyCollection,
} from '@weft/workflow';
import { notionProperties } from './properties.js';

const isGroup = (o: unknown): o is NodePropertyCollection =>
  !!o && typeof o === 'object' && Array.isArray((o as NodePropertyCollection).values);

/** An entry's value with its group's defaults, and nested fixed collections filled the same way. */
function fillEntry(values: NodeProperty[], entry: unknown, version: number): NodeParameters {
  const stored: NodeParameters = { ...(entry && typeof entry === 'object' ? (entry as NodeParameters) : {}) };
  // `type` of property values and filters is the part after `|` of the chosen key (n8n's hidden
  // field computes it so); set first, so the fields it shows get their defaults.
  if (typeof stored.key === 'string' && values.some((p) => p.name === 'type' && p.type === 'hidden'))
    stored.type = stored.key.split('|')[1] ?? '';
  const filled = withDefaults(values, stored, version);
  for (const p of values) {
    if (p.type !== 'fixedCollection' || filled[p.name] === undefined || !isDisplayed(p.displayOptions, filled, version))
      continue;
    filled[p.name] = fillFixed(p, filled[p.name], version) as NodeParameters[string];
  }
  return filled;
}

/** A fixed collection's value with each group's entries filled in. */
export function fillFixed(property: NodeProperty, value: unknown, version: number): Record<string, unknown> {
  const out: Record<string, unknown> = {
    ...(value && typeof value === 'object' ? (value as Record<string, unknown>) : {}),
  };
  for (const group of property.options ?? []) {
    if (!isGroup(group) || out[group.name] === undefined) continue;
    const entries = out[group.name];
    out[group.name] = Array.isArray(entries)
      ? entries.map((e) => fillEntry(group.values, e, version))
      : fillEntry(group.values, entries, version);
  }
  return out;
}

/** The top-level property `name` shown for this resource and operation (n8n has one per operation). */
function definitionOf(name: string, parameters: NodeParameters, version: number): NodeProperty | undefined {
  return notionProperties.find((p) => p.name === name && isDisplayed(p.displayOptions, parameters, version));
}

/**
 * The entries of `<name>.<group>` (e.g. `blockUi.blockValues`) with defaults filled in; `value` is
 * the resolved parameter (`getNodeParameter(name)`) and `parameters` the node's top-level ones.
 */
export function collectionEntries<T = NodeParameters>(
  name: string,
  group: string,
  value: unknown,
  parameters: NodeParameters,
  version: number,
): T[] {
  const definition = definitionOf(name, parameters, version);
  const filled = definition ? fillFixed(definition, value, version) : ((value ?? {}) as Record<string, unknown>);
  const entries = filled[group];
  return (Array.isArray(entries) ? entries : entries === undefined ? [] : [entries]) as T[];
}

/** The Notion 1 filter option (`options.filter`) with defaults filled in. */
export function legacyFilterOption(
  value: unknown,
  parameters: NodeParameters,
  version: number,
): Record<string, unknown> {
  const options = definitionOf('options', parameters, version);
  const filter = options?.options?.find((o): o is NodeProperty => !isGroup(o) && (o as NodeProperty).name === 'filter');
  return filter ? fillFixed(filter, value, version) : ((value ?? {}) as Record<string, unknown>);
}
