/**
 * The parameters of Jira Software 1 and Jira Trigger 1/1.1 against n8n 1.123's published
 * `nodes.json` (when the n8n packages are installed in ~/.cache/weft-n8n-oracle): in order, each
 * parameter's name, type, default, display conditions, required flag, type options, option values,
 * nested parameters and resource locator modes (with their ID checks) must be n8n's, so workflows
 * saved by n8n's editor mean the same here. Display texts are not compared.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { n8nNodesJson, shape, type Loose } from '../../test/n8n-parameters.js';
import type { NodeProperty } from '@weft/workflow';
import { jiraTriggerNode } from '../jira-trigger/index.js';
import { jiraNode } from './index.js';

const { file: file, available: available } = n8nNodesJson('n8n-nodes-base');

describe.skipIf(!available)('Jira parameters as n8n 1.123 declares them', () => {
  const nodes = available ? (JSON.parse(readFileSync(file, 'utf8')) as Loose[]) : [];
  const theirs = (name: string, version: unknown) => {
    const found = nodes.find((n) => n.name === name && JSON.stringify(n.version) === JSON.stringify(version));
    return (found?.properties as Loose[]).filter((p) => p.type !== 'credentials').map(shape);
  };
  const ours = (properties: NodeProperty[]) => properties.map((p) => shape(p as Loose));
  it('Jira Software 1', () => expect(ours(jiraNode[0]!.description.properties)).toEqual(theirs('jira', 1)));
  it('Jira Trigger 1 and 1.1', () =>
    expect(ours(jiraTriggerNode[0]!.description.properties)).toEqual(theirs('jiraTrigger', [1, 1.1])));
});
