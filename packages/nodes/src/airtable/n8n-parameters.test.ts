/**
 * The parameters of Airtable 1, Airtable 2–2.1 and Airtable Trigger 1 against n8n 1.123's published
 * `nodes.json` (when the n8n packages are installed in ~/.cache/weft-n8n-oracle): in order, each
 * parameter's name, type, default, display conditions, required flag, type options, option values
 * and actions, nested parameters and resource locator modes must be n8n's. Descriptions and notice
 * texts are Weft's own.
 */
import { existsSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { shape, type Loose } from '../../test/n8n-parameters.js';
import type { NodeProperty } from '@weft/workflow';
import { airtableTriggerNode } from '../airtable-trigger/index.js';
import { airtableNode } from './index.js';

const file = join(homedir(), '.cache/weft-n8n-oracle/node_modules/n8n-nodes-base/dist/types/nodes.json');
const available = existsSync(file);

describe.skipIf(!available)('Airtable parameters as n8n 1.123 declares them', () => {
  const nodes = available ? (JSON.parse(readFileSync(file, 'utf8')) as Loose[]) : [];
  const find = (name: string, version: unknown) =>
    nodes.find((n) => n.name === name && JSON.stringify(n.version) === JSON.stringify(version))!;
  const theirs = (name: string, version: unknown) => (find(name, version).properties as Loose[]).map(shape);
  const ours = (properties: NodeProperty[]) => properties.map((p) => shape(p as Loose));
  it('Airtable 1', () => expect(ours(airtableNode[0]!.description.properties)).toEqual(theirs('airtable', 1)));
  it('Airtable 2–2.1', () =>
    expect(ours(airtableNode[1]!.description.properties)).toEqual(theirs('airtable', [2, 2.1])));
  it('Airtable Trigger 1 (the poll times are the shared polling parameter)', () => {
    expect(ours(airtableTriggerNode[0]!.description.properties).slice(1)).toEqual(
      theirs('airtableTrigger', 1).slice(1),
    );
    expect(airtableTriggerNode[0]!.description.properties[0]!.name).toBe('pollTimes');
  });
  it('credentials, defaults and subtitles', () => {
    const creds = (d: { credentials?: unknown }) => JSON.parse(JSON.stringify(d.credentials));
    expect(creds(airtableNode[0]!.description)).toEqual(find('airtable', 1).credentials);
    expect(creds(airtableNode[1]!.description)).toEqual(find('airtable', [2, 2.1]).credentials);
    expect(creds(airtableTriggerNode[0]!.description)).toEqual(find('airtableTrigger', 1).credentials);
    expect(airtableNode[1]!.description.subtitle).toBe(find('airtable', [2, 2.1]).subtitle);
    expect(airtableNode.map((n) => n.description.defaultVersion)).toEqual([2.1, 2.1]);
  });
});
