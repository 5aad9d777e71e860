/**
 * The parameters of Todoist 1, 2 and 2.1 against n8n 1.123's published `nodes.json` (when the n8n
 * packages are installed in ~/.cache/weft-n8n-oracle): in order, each parameter's name, type,
 * default, display conditions, required flag, type options, option values, nested parameters and
 * resource locator modes must be n8n's, and so must the credentials. Display texts are not compared.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { n8nNodesJson, shape, type Loose } from '../../test/n8n-parameters.js';
import type { NodeProperty } from '@weft/workflow';
import { todoistNode } from './index.js';

const { file: file, available: available } = n8nNodesJson('n8n-nodes-base');

describe.skipIf(!available)('Todoist parameters as n8n 1.123 declares them', () => {
  const nodes = available ? (JSON.parse(readFileSync(file, 'utf8')) as Loose[]) : [];
  for (const [index, version] of [
    [0, 1],
    [1, 2],
  ] as const) {
    it(`Todoist ${version === 1 ? '1' : '2 and 2.1'}`, () => {
      const theirs = nodes.find(
        (n) => n.name === 'todoist' && (Array.isArray(n.version) ? n.version.includes(version) : n.version === version),
      )!;
      const ours = todoistNode[index]!.description;
      expect(ours.properties.map((p: NodeProperty) => shape(p as Loose))).toEqual(
        (theirs.properties as Loose[]).map(shape),
      );
      expect(ours.credentials).toEqual(theirs.credentials);
      expect(ours.version).toEqual(theirs.version);
      expect(!!ours.usableAsTool).toBe(!!theirs.usableAsTool);
    });
  }
});
