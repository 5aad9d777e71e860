/**
 * Ghost 1's parameters against n8n 1.123's published `nodes.json` (when the n8n packages are
 * installed in ~/.cache/weft-n8n-oracle): in order, each parameter's name, type, default, display
 * conditions, required flag, type options, option values and nested parameters must be n8n's, so
 * workflows saved by n8n's editor mean the same here. Display texts are not compared.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { n8nNodesJson, shape, type Loose } from '../../test/n8n-parameters.js';
import { ghostNode } from './index.js';

const { file, available } = n8nNodesJson('n8n-nodes-base');

describe.skipIf(!available)('Ghost parameters as n8n 1.123 declares them', () => {
  it('Ghost 1', () => {
    const nodes = JSON.parse(readFileSync(file, 'utf8')) as Loose[];
    const theirs = nodes.find((n) => n.name === 'ghost' && n.version === 1)!;
    const ours = ghostNode[0]!.description;
    expect(ours.properties.map((p) => shape(p as Loose))).toEqual(
      (theirs.properties as Loose[]).filter((p) => p.type !== 'credentials').map(shape),
    );
    expect(ours.credentials?.map((c) => [c.name, c.displayOptions])).toEqual(
      theirs.credentials.map((c: Loose) => [c.name, c.displayOptions]),
    );
    expect(ours.usableAsTool).toBe(theirs.usableAsTool);
  });
});
