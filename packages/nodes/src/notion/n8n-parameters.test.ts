/**
 * The parameters of Notion 1, 2–2.2 and Notion Trigger 1 against n8n 1.123's published `nodes.json`
 * (when the n8n packages are installed in ~/.cache/weft-n8n-oracle): in order, each parameter's
 * name, type, default, display conditions, required flag, type options, option values, nested
 * parameters and resource locator modes (with their ID checks) must be n8n's, so workflows saved by
 * n8n's editor mean the same here. Display texts are not compared (Weft words its own); n8n's
 * credentials-picker placeholder parameter of 2–2.2 is left out (Weft's editor shows credentials itself).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { n8nNodesJson, shape, type Loose } from '../../test/n8n-parameters.js';
import type { NodeProperty } from '@weft/workflow';
import { notionTriggerNode } from '../notion-trigger/index.js';
import { notionNode } from './index.js';

const { file: file, available: available } = n8nNodesJson('n8n-nodes-base');

describe.skipIf(!available)('Notion parameters as n8n 1.123 declares them', () => {
  const nodes = available ? (JSON.parse(readFileSync(file, 'utf8')) as Loose[]) : [];
  const theirs = (name: string, version: unknown) => {
    const found = nodes.find((n) => n.name === name && JSON.stringify(n.version) === JSON.stringify(version));
    return (found?.properties as Loose[]).filter((p) => p.type !== 'credentials').map(shape);
  };
  const ours = (properties: NodeProperty[]) => properties.map((p) => shape(p as Loose));
  it('Notion 1', () => expect(ours(notionNode[0]!.description.properties)).toEqual(theirs('notion', 1)));
  it('Notion 2–2.2', () =>
    expect(ours(notionNode[1]!.description.properties)).toEqual(theirs('notion', [2, 2.1, 2.2])));
  it('Notion Trigger 1', () =>
    expect(ours(notionTriggerNode[0]!.description.properties)).toEqual(theirs('notionTrigger', 1)));
});
