/**
 * The parameters of n8n Trigger 1 against n8n 1.123's published `nodes.json` (when the n8n packages are
 * installed in ~/.cache/weft-n8n-oracle): in order, each parameter's name, type, default, display
 * conditions, required flag and type options must be n8n's. Display texts are not compared.
 */
import { existsSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { shape, type Loose } from '../../test/n8n-parameters.js';
import type { NodeProperty } from '@weft/workflow';
import { n8nTriggerNode } from './index.js';

const file = join(homedir(), '.cache/weft-n8n-oracle/node_modules/n8n-nodes-base/dist/types/nodes.json');
const available = existsSync(file);

describe.skipIf(!available)('n8n Trigger parameters as n8n 1.123 declares them', () => {
  const nodes = available ? (JSON.parse(readFileSync(file, 'utf8')) as Loose[]) : [];
  it('n8n Trigger 1', () => {
    const theirs = nodes.find((n) => n.name === 'n8nTrigger' && n.version === 1)!;
    expect(n8nTriggerNode[0]!.description.properties.map((p: NodeProperty) => shape(p as Loose))).toEqual(
      (theirs.properties as Loose[]).map(shape),
    );
    expect(n8nTriggerNode[0]!.description.properties[0]!.options!.map((o) => (o as { value: unknown }).value)).toEqual(
      (theirs.properties[0].options as Loose[]).map((o) => o.value),
    );
  });
});
