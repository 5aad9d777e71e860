/**
 * The parameters of Google Cloud Natural Language 1 against n8n 1.123's published `nodes.json` (when the n8n packages are
 * installed in ~/.cache/weft-n8n-oracle): in order, each parameter's name, type, default, display
 * conditions, required flag, type options, option values, nested parameters and resource locator
 * modes (with their ID checks) must be n8n's, so
 * workflows saved by n8n's editor mean the same here. Display texts are not compared.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { n8nNodesJson, shape, type Loose } from '../../test/n8n-parameters.js';
import type { NodeProperty } from '@weft/workflow';
import { googleCloudNaturalLanguageNode } from './index.js';

const { file: file, available: available } = n8nNodesJson('n8n-nodes-base');

describe.skipIf(!available)('Google Cloud Natural Language parameters as n8n 1.123 declares them', () => {
  const nodes = available ? (JSON.parse(readFileSync(file, 'utf8')) as Loose[]) : [];
  it('Google Cloud Natural Language 1', () => {
    const theirs = nodes.find((n) => n.name === 'googleCloudNaturalLanguage' && n.version === 1)!;
    expect(
      googleCloudNaturalLanguageNode[0]!.description.properties.map((p: NodeProperty) => shape(p as Loose)),
    ).toEqual((theirs.properties as Loose[]).map(shape));
    expect(googleCloudNaturalLanguageNode[0]!.description.credentials).toEqual(theirs.credentials);
  });
});
