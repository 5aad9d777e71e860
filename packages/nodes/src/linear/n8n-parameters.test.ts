/**
 * The parameters of Linear 1 and 1.1 and Linear Trigger 1 against n8n 1.123's published `nodes.json` (when the n8n
 * packages are installed in ~/.cache/weft-n8n-oracle): in order, each parameter's name, type,
 * default, display conditions, required flag, type options, option values and nested parameters
 * must be n8n's, so workflows saved by n8n's editor mean the same here. Display texts are not compared.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { n8nNodesJson, shape, type Loose } from '../../test/n8n-parameters.js';
import type { NodeProperty } from '@weft/workflow';
import { linearTriggerNode } from '../linear-trigger/index.js';
import { linearNode } from './index.js';

const { file: file, available: available } = n8nNodesJson('n8n-nodes-base');

// Weft's credential descriptions have no `testedBy` (each credential type carries its own test request).
const withoutTestedBy = (credentials: Loose[] | undefined) =>
  credentials?.map(({ testedBy: _testedBy, ...rest }) => rest);

describe.skipIf(!available)('Linear parameters as n8n 1.123 declares them', () => {
  const nodes = available ? (JSON.parse(readFileSync(file, 'utf8')) as Loose[]) : [];
  it('Linear 1 and 1.1', () => {
    const theirs = nodes.find((n) => n.name === 'linear')!;
    expect(theirs.version).toEqual(linearNode[0]!.description.version);
    expect(linearNode[0]!.description.properties.map((p: NodeProperty) => shape(p as Loose))).toEqual(
      (theirs.properties as Loose[]).map(shape),
    );
    expect(linearNode[0]!.description.credentials).toEqual(withoutTestedBy(theirs.credentials));
  });
  it('Linear Trigger 1', () => {
    const theirs = nodes.find((n) => n.name === 'linearTrigger')!;
    const ours = linearTriggerNode[0]!.description;
    expect(ours.version).toBe(theirs.version);
    expect(ours.properties.map((p: NodeProperty) => shape(p as Loose))).toEqual(
      (theirs.properties as Loose[]).map(shape),
    );
    expect(ours.credentials).toEqual(withoutTestedBy(theirs.credentials));
    expect(ours.webhooks).toEqual(theirs.webhooks);
  });
});
