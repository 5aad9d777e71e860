/**
 * The parameters of Strava Trigger 1 against n8n 1.123's published `nodes.json` (when the n8n packages are
 * installed in ~/.cache/weft-n8n-oracle): in order, each parameter's name, type, default, display
 * conditions, required flag, type options, option values and nested parameters must be n8n's, and
 * so must the credentials. Display texts are not compared.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { n8nNodesJson, shape, type Loose } from '../../test/n8n-parameters.js';
import type { NodeProperty } from '@weft/workflow';
import { stravaTriggerNode } from './index.js';

const { file: file, available: available } = n8nNodesJson('n8n-nodes-base');

describe.skipIf(!available)('Strava Trigger parameters as n8n 1.123 declares them', () => {
  const nodes = available ? (JSON.parse(readFileSync(file, 'utf8')) as Loose[]) : [];
  it('Strava Trigger 1', () => {
    const theirs = nodes.find((n) => n.name === 'stravaTrigger' && n.version === 1)!;
    const ours = stravaTriggerNode[0]!.description;
    expect(ours.properties.map((p: NodeProperty) => shape(p as Loose))).toEqual(
      (theirs.properties as Loose[]).map(shape),
    );
    expect(ours.credentials).toEqual(theirs.credentials);
    expect(ours.webhooks).toEqual(theirs.webhooks);
  });
});
