import type { NodeProperty, NodePropertyCollection } from '../types/node-type.js';
import type { NodeParameters, NodeParameterValue } from '../types/workflow.js';
import { isDisplayed, withDefaults } from './display.js';
import { withEntryDefaults } from './nested-defaults.js';

type Values = Record<string, NodeParameterValue>;

/** What display rules read besides a level's own values: the top level, the version, tool-ness. */
interface Where {
  root: NodeParameters;
  version: number | undefined;
  tool: boolean;
}

const isObject = (v: unknown): v is Values => !!v && typeof v === 'object' && !Array.isArray(v);
const isGroup = (o: unknown): o is NodePropertyCollection =>
  isObject(o) && Array.isArray((o as { values?: unknown }).values);
const isProperty = (o: unknown): o is NodeProperty =>
  isObject(o) && typeof (o as { type?: unknown }).type === 'string' && !isGroup(o);

/** The values a display rule reads at one level: the stored ones over the simple properties' defaults. */
function displayContext(properties: readonly NodeProperty[], values: Values): Values {
  const out: Values = {};
  for (const p of properties) {
    if (p.type !== 'collection' && p.type !== 'fixedCollection' && p.type !== 'notice' && !(p.name in out))
      out[p.name] = p.default;
  }
  return { ...out, ...values };
}

/**
 * `values` without those whose properties are all hidden, at this level and below: collection
 * options and fixed-collection fields too. Keys no property names are dropped inside collections
 * and fixed collections, as n8n drops them (a node often hands its options on whole), and kept at
 * the top level, where a node reads parameters one by one.
 */
function pruneLevel(properties: readonly NodeProperty[], values: Values, at: Where, keepUnknown: boolean): Values {
  const context = displayContext(properties, values);
  const out: Values = {};
  for (const [key, value] of Object.entries(values)) {
    const named = properties.filter((p) => p.name === key);
    if (!named.length) {
      if (keepUnknown) out[key] = value;
      continue;
    }
    const shown = named.find((p) => isDisplayed(p.displayOptions, context, at.version, at.root, at.tool));
    if (!shown) continue;
    out[key] = pruneValue(shown, value, at);
  }
  return out;
}

function pruneValue(p: NodeProperty, value: NodeParameterValue, at: Where): NodeParameterValue {
  if (!isObject(value)) return value; // unset, a list of values, or an expression for the whole value
  if (p.type === 'collection' && p.typeOptions?.multipleValues !== true)
    return pruneLevel((p.options ?? []).filter(isProperty), value, at, false);
  if (p.type !== 'fixedCollection') return value;
  const out: Values = {};
  for (const [key, entries] of Object.entries(value)) {
    const group = (p.options ?? []).find((o): o is NodePropertyCollection => isGroup(o) && o.name === key);
    if (!group) continue;
    const prune = (e: NodeParameterValue) => (isObject(e) ? pruneLevel(group.values, e, at, false) : e);
    out[key] = Array.isArray(entries) ? entries.map(prune) : prune(entries);
  }
  return out;
}

/**
 * A node's parameters as n8n hands them to the node when it runs: the description's defaults
 * filled in ({@link withDefaults}, then {@link withEntryDefaults}), and the values of parameters
 * that are not displayed left out at every level, top-level parameters, collection options and
 * fixed-collection fields alike. A value left behind by another operation, or an option that does
 * not apply to the chosen mode, so does not change what the node does, as in n8n. Saved workflows
 * keep such values; only the run leaves them out.
 * @param tool whether the node is an AI tool variant (`@tool` in display rules).
 */
export function parametersForRun(
  properties: readonly NodeProperty[],
  stored: NodeParameters,
  nodeVersion?: number,
  tool = false,
): NodeParameters {
  const filled = withEntryDefaults(properties, withDefaults(properties, stored, nodeVersion), nodeVersion);
  return pruneLevel(properties, filled, { root: filled, version: nodeVersion, tool }, true);
}
