/**
 * The parameters of AWS S3 1 and 2 against n8n 1.123's published `nodes.json` (when the n8n packages are
 * installed in ~/.cache/weft-n8n-oracle): in order, each parameter's name, type, default, display
 * conditions, required flag, type options, option values, nested parameters and resource locator
 * modes (with their ID checks) must be n8n's, so
 * workflows saved by n8n's editor mean the same here. Display texts are not compared.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { n8nNodesJson, shape, type Loose } from '../../test/n8n-parameters.js';
import type { NodeProperty } from '@weft/workflow';
import { awsS3Node } from './index.js';

const { file: file, available: available } = n8nNodesJson('n8n-nodes-base');

describe.skipIf(!available)('AWS S3 parameters as n8n 1.123 declares them', () => {
  const nodes = available ? (JSON.parse(readFileSync(file, 'utf8')) as Loose[]) : [];
  for (const [index, version] of [
    [0, 1],
    [1, 2],
  ] as const) {
    it(`AWS S3 ${version}`, () => {
      const theirs = nodes.find((n) => n.name === 'awsS3' && n.version === version)!;
      const ours = awsS3Node[index]!.description;
      expect(ours.version).toBe(version);
      expect(ours.properties.map((p: NodeProperty) => shape(p as Loose))).toEqual(
        (theirs.properties as Loose[]).map(shape),
      );
      expect(ours.credentials).toEqual(theirs.credentials);
      expect(!!ours.usableAsTool).toBe(!!theirs.usableAsTool);
    });
  }
});
