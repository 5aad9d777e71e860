/**
 * n8n's normalisation of parameters below the top level (its `getNodeParameters`), which the
 * engine does for top-level parameters only: before a node runs, n8n keeps in a collection only
 * the options that are set and displayed, and fills every entry of a fixed collection with the
 * defaults of the fields the entry displays (dropping the ones it hides). The Google nodes send
 * those entries to Google as they are (a company's `current: false`, a permission's
 * `allowFileDiscovery: false`), so they read them through here.
 */
import {
  isDisplayed,
  withDefaults,
  type ExecuteContext,
  type NodeParameters,
  type NodeParameterValue,
  type NodeProperty,
  type NodePropertyCollection,
} from '@weft/workflow';

type Values = Record<string, unknown>;

const isObject = (v: unknown): v is Values => !!v && typeof v === 'object' && !Array.isArray(v);
const isGroup = (o: unknown): o is NodePropertyCollection =>
  isObject(o) && Array.isArray((o as { values?: unknown }).values);
const isProperty = (o: unknown): o is NodeProperty =>
  isObject(o) && typeof (o as { type?: unknown }).type === 'string' && !isGroup(o);
const copy = <T>(v: T): T => (v !== null && typeof v === 'object' ? (JSON.parse(JSON.stringify(v)) as T) : v);
const isComplex = (p: NodeProperty) => p.type === 'collection' || p.type === 'fixedCollection';

interface Scope {
  root: NodeParameters;
  version: number;
}

/** The values a display rule sees: the stored ones, and the defaults of simple fields shown. */
function displayValues(properties: readonly NodeProperty[], stored: Values, scope: Scope): NodeParameters {
  const out = { ...stored } as NodeParameters;
  for (let pass = 0; pass < 2; pass++) {
    for (const p of properties) {
      if (out[p.name] !== undefined || isComplex(p) || p.type === 'notice') continue;
      if (isDisplayed(p.displayOptions, out, scope.version, scope.root)) out[p.name] = copy(p.default);
    }
  }
  return out;
}

/** One entry of a fixed collection: its displayed fields, with defaults for those not set. */
function fillEntry(properties: readonly NodeProperty[], entry: unknown, scope: Scope): Values {
  const stored = isObject(entry) ? entry : {};
  const check = displayValues(properties, stored, scope);
  const out: Values = {};
  for (const p of properties) {
    if (p.type === 'notice' || p.name in out || !isDisplayed(p.displayOptions, check, scope.version, scope.root))
      continue;
    const value = stored[p.name] !== undefined ? stored[p.name] : copy(p.default);
    out[p.name] = isComplex(p) ? normalize(p, value, scope) : value;
  }
  return out;
}

/** A collection or fixed collection's value as n8n hands it to the node. */
function normalize(property: NodeProperty, value: unknown, scope: Scope): unknown {
  if (!isObject(value)) return value;
  if (property.type === 'collection' && property.typeOptions?.multipleValues !== true) {
    const options = (property.options ?? []).filter(isProperty);
    const check = displayValues(options, value, scope);
    const out: Values = {};
    for (const p of options) {
      if (
        value[p.name] === undefined ||
        p.name in out ||
        !isDisplayed(p.displayOptions, check, scope.version, scope.root)
      )
        continue;
      out[p.name] = isComplex(p) ? normalize(p, value[p.name], scope) : value[p.name];
    }
    return out;
  }
  if (property.type === 'fixedCollection') {
    const out: Values = {};
    for (const [key, entries] of Object.entries(value)) {
      const group = (property.options ?? []).find((o): o is NodePropertyCollection => isGroup(o) && o.name === key);
      if (!group) continue;
      out[key] =
        property.typeOptions?.multipleValues === true
          ? (Array.isArray(entries) ? entries : []).map((e) => fillEntry(group.values, e, scope))
          : fillEntry(group.values, entries, scope);
    }
    return out;
  }
  return value;
}

/**
 * The collection or fixed collection parameter `name` of item `i`, normalised as n8n does before
 * its node runs (see above); `properties` are the node's, for its version.
 */
export function n8nParameter<T = Values>(
  ctx: ExecuteContext,
  properties: readonly NodeProperty[],
  name: string,
  i: number,
  fallback: NodeParameterValue = {},
): T {
  const node = ctx.getNode();
  const version = node.typeVersion;
  const root = withDefaults(properties, node.parameters ?? {}, version);
  const value = ctx.getNodeParameter(name, i, fallback);
  const property = properties.find((p) => p.name === name && isDisplayed(p.displayOptions, root, version, root));
  return (property ? normalize(property, value, { root, version }) : value) as T;
}
