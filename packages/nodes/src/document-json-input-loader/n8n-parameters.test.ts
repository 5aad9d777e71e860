/**
 * The parameters of the JSON Input Loader 1 against n8n 1.123's published `nodes.json` (when the n8n
 * packages are installed in ~/.cache/weft-n8n-oracle): in order, each parameter's name, type,
 * default, display conditions, required flag, type options and option values must be n8n's, and so
 * must the connections. Display texts are not compared.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { NodeProperty } from '@weft/workflow';
import { n8nNodesJson, shape, type Loose } from '../../test/n8n-parameters.js';
import { documentJsonInputLoaderNode } from './index.js';

const { file, available } = n8nNodesJson('@n8n/n8n-nodes-langchain');

describe.skipIf(!available)('JSON Input Loader parameters as n8n 1.123 declares them', () => {
  const nodes = available ? (JSON.parse(readFileSync(file, 'utf8')) as Loose[]) : [];
  it('JSON Input Loader 1', () => {
    const theirs = nodes.find((n) => n.name === 'documentJsonInputLoader')!;
    const ours = documentJsonInputLoaderNode[0]!.description;
    expect([ours.version, ours.hidden]).toEqual([theirs.version, theirs.hidden]);
    expect(ours.properties.map((p: NodeProperty) => shape(p as Loose))).toEqual(
      (theirs.properties as Loose[]).map(shape),
    );
    expect([ours.inputs, ours.outputs, ours.outputNames]).toEqual([theirs.inputs, theirs.outputs, theirs.outputNames]);
  });
});
