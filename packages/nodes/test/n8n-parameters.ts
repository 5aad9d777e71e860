/**
 * What the `n8n-parameters.test.ts` beside each node compare: n8n 1.123's published node
 * descriptions (`dist/types/nodes.json` of `n8n-nodes-base` and `@n8n/n8n-nodes-langchain`, read
 * when they are installed in ~/.cache/weft-n8n-oracle) and the shape of a parameter that must be
 * n8n's, so that workflows saved by n8n's editor mean the same here. Display texts are not compared.
 */
import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

/** A parameter or node description as JSON, loosely typed (n8n's and ours). */
export type Loose = Record<string, any>;

/** Where an n8n package's `nodes.json` is, and whether it is there. */
export function n8nNodesJson(pkg: 'n8n-nodes-base' | '@n8n/n8n-nodes-langchain'): {
  file: string;
  available: boolean;
} {
  const file = join(homedir(), `.cache/weft-n8n-oracle/node_modules/${pkg}/dist/types/nodes.json`);
  return { file, available: existsSync(file) };
}

/**
 * The parts of a parameter that must be n8n's: name, type, default, display conditions, required
 * flag, type options, option values, nested parameters (collections and fixed collections, in
 * order) and resource locator modes with their list methods and ID checks.
 */
export function shape(p: Loose): Loose {
  const out: Loose = {
    name: p.name,
    type: p.type,
    default: p.default,
    displayOptions: p.displayOptions,
    required: !!p.required,
    typeOptions: p.typeOptions,
    noDataExpression: !!p.noDataExpression,
  };
  if (p.type === 'options' || p.type === 'multiOptions') out.values = (p.options ?? []).map((o: Loose) => o.value);
  if (p.type === 'collection') out.options = (p.options ?? []).map(shape);
  if (p.type === 'fixedCollection')
    out.options = (p.options ?? []).map((g: Loose) => ({ name: g.name, values: g.values.map(shape) }));
  if (p.type === 'resourceLocator')
    out.modes = (p.modes ?? []).map((m: Loose) => [
      m.name,
      m.typeOptions?.searchListMethod,
      m.extractValue?.regex,
      m.validation?.map((v: Loose) => v.properties?.regex),
    ]);
  return JSON.parse(JSON.stringify(out));
}
