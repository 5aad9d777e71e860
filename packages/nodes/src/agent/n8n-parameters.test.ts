/**
 * The parameters of the AI Agent 1 (1–1.9) against n8n 1.123's published `nodes.json` (when the n8n
 * packages are installed in ~/.cache/weft-n8n-oracle): in order, each parameter's name, type,
 * default, display conditions, required flag, type options and option values must be n8n's, and so
 * must the credentials. n8n's two callouts (links to its tutorials and templates) and its
 * `credentials` placeholder parameter are not part of Weft's description. Display texts are not
 * compared.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { NodeProperty } from '@weft/workflow';
import { n8nNodesJson, shape, type Loose } from '../../test/n8n-parameters.js';
import { agentV1Node } from './index.js';

const { file, available } = n8nNodesJson('@n8n/n8n-nodes-langchain');

describe.skipIf(!available)('AI Agent 1 parameters as n8n 1.123 declares them', () => {
  const nodes = available ? (JSON.parse(readFileSync(file, 'utf8')) as Loose[]) : [];
  it('AI Agent 1–1.9', () => {
    const theirs = nodes.find((n) => n.name === 'agent' && (n.version as number[]).includes(1.9))!;
    const ours = agentV1Node.description;
    expect(ours.version).toEqual(theirs.version);
    expect(ours.properties.map((p: NodeProperty) => shape(p as Loose))).toEqual(
      (theirs.properties as Loose[]).filter((p) => p.type !== 'callout' && p.type !== 'credentials').map(shape),
    );
    expect(ours.credentials?.map(({ name, required, displayOptions }) => ({ name, required, displayOptions }))).toEqual(
      (theirs.credentials as Loose[]).map(({ name, required, displayOptions }) => ({ name, required, displayOptions })),
    );
  });
});
