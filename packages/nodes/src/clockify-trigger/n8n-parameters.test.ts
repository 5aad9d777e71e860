/**
 * The parameters of Clockify Trigger 1 against n8n 1.123's published `nodes.json` (when the n8n packages are
 * installed in ~/.cache/weft-n8n-oracle): in order, each parameter's name, type, default, display
 * conditions, required flag, type options, option values, nested parameters and resource locator
 * modes (with their ID checks) must be n8n's, so
 * workflows saved by n8n's editor mean the same here. Display texts are not compared.
 */
import { existsSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { NodeProperty } from '@weft/workflow';
import { clockifyTriggerNode } from './index.js';

const file = join(homedir(), '.cache/weft-n8n-oracle/node_modules/n8n-nodes-base/dist/types/nodes.json');
const available = existsSync(file);

type Loose = Record<string, any>;
function shape(p: Loose): Loose {
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

describe.skipIf(!available)('Clockify Trigger parameters as n8n 1.123 declares them', () => {
  const nodes = available ? (JSON.parse(readFileSync(file, 'utf8')) as Loose[]) : [];
  it('Clockify Trigger 1 (pollTimes first)', () => {
    const theirs = nodes.find((n) => n.name === 'clockifyTrigger' && n.version === 1)!;
    expect(clockifyTriggerNode[0]!.description.properties.map((p: NodeProperty) => shape(p as Loose))).toEqual(
      (theirs.properties as Loose[]).map(shape),
    );
    expect(clockifyTriggerNode[0]!.description.credentials).toEqual(theirs.credentials);
    expect(clockifyTriggerNode[0]!.description.polling).toBe(true);
  });
});
