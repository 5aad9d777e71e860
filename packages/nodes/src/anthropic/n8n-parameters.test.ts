/**
 * The parameters of Anthropic 1 against n8n 1.123's published `nodes.json` of
 * `@n8n/n8n-nodes-langchain` (when installed in ~/.cache/weft-n8n-oracle): in order, each
 * parameter's name, type, default, display conditions, required flag, type options and option
 * values must be n8n's, and so must the credentials and outputs. Display texts are not compared.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { n8nNodesJson, shape, type Loose } from '../../test/n8n-parameters.js';
import type { NodeProperty } from '@weft/workflow';
import { anthropicNode } from './index.js';

const { file, available } = n8nNodesJson('@n8n/n8n-nodes-langchain');

describe.skipIf(!available)('Anthropic parameters as n8n 1.123 declares them', () => {
  const nodes = available ? (JSON.parse(readFileSync(file, 'utf8')) as Loose[]) : [];
  it('Anthropic 1', () => {
    const theirs = nodes.find((n) => n.name === 'anthropic' && n.version === 1)!;
    const ours = anthropicNode[0]!.description;
    expect(ours.properties.map((p: NodeProperty) => shape(p as Loose))).toEqual(
      (theirs.properties as Loose[]).map(shape),
    );
    expect(ours.credentials).toEqual(theirs.credentials);
    expect(ours.outputs).toEqual(theirs.outputs);
    expect(ours.usableAsTool).toBe(theirs.usableAsTool);
    expect(ours.version).toEqual(theirs.version);
  });
});
