/**
 * The parameters of HubSpot 1, HubSpot 2–2.2, HubSpot Trigger 1, WordPress 1 and Supabase 1 against
 * n8n 1.123's published `nodes.json` (when the n8n packages are installed in
 * ~/.cache/weft-n8n-oracle): in order, each parameter's name, type, default, display conditions,
 * required flag, type options, option values and actions, nested parameters and resource locator
 * modes must be n8n's, so workflows saved by n8n's editor mean the same here. Descriptions and
 * notice texts are Weft's own.
 */
import { existsSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { shape, type Loose } from '../../test/n8n-parameters.js';
import type { NodeProperty, NodeTypeDescription } from '@weft/workflow';
import { hubspotTriggerNode } from '../hubspot-trigger/index.js';
import { supabaseNode } from '../supabase/index.js';
import { wordpressNode } from '../wordpress/index.js';
import { hubspotNode } from './index.js';

const file = join(homedir(), '.cache/weft-n8n-oracle/node_modules/n8n-nodes-base/dist/types/nodes.json');
const available = existsSync(file);

describe.skipIf(!available)('HubSpot, WordPress and Supabase parameters as n8n 1.123 declares them', () => {
  const nodes = available ? (JSON.parse(readFileSync(file, 'utf8')) as Loose[]) : [];
  const find = (name: string, version: unknown) =>
    nodes.find((n) => n.name === name && JSON.stringify(n.version) === JSON.stringify(version))!;
  const theirs = (name: string, version: unknown) => (find(name, version).properties as Loose[]).map(shape);
  const ours = (properties: NodeProperty[]) => properties.map((p) => shape(p as Loose));
  const credentials = (d: { credentials?: unknown }) => JSON.parse(JSON.stringify(d.credentials)) as Loose[];
  const theirCredentials = (name: string, version: unknown) =>
    (find(name, version).credentials as Loose[]).map(({ testedBy: _, ...rest }) => rest);
  const basics = (d: NodeTypeDescription) => ({
    subtitle: d.subtitle,
    defaults: d.defaults,
    group: d.group,
    usableAsTool: d.usableAsTool ?? undefined,
  });
  const theirBasics = (name: string, version: unknown) => {
    const n = find(name, version);
    return { subtitle: n.subtitle, defaults: n.defaults, group: n.group, usableAsTool: n.usableAsTool ?? undefined };
  };

  it('HubSpot 1', () => expect(ours(hubspotNode[0]!.description.properties)).toEqual(theirs('hubspot', 1)));
  it('HubSpot 2–2.2', () =>
    expect(ours(hubspotNode[1]!.description.properties)).toEqual(theirs('hubspot', [2, 2.1, 2.2])));
  it('HubSpot Trigger 1', () =>
    expect(ours(hubspotTriggerNode[0]!.description.properties)).toEqual(theirs('hubspotTrigger', 1)));
  it('WordPress 1', () => expect(ours(wordpressNode[0]!.description.properties)).toEqual(theirs('wordpress', 1)));
  it('Supabase 1', () => expect(ours(supabaseNode[0]!.description.properties)).toEqual(theirs('supabase', 1)));
  it('credentials, defaults, subtitles and tool use', () => {
    expect(credentials(hubspotNode[0]!.description)).toEqual(theirCredentials('hubspot', 1));
    expect(credentials(hubspotNode[1]!.description)).toEqual(theirCredentials('hubspot', [2, 2.1, 2.2]));
    expect(credentials(hubspotTriggerNode[0]!.description)).toEqual(theirCredentials('hubspotTrigger', 1));
    expect(credentials(wordpressNode[0]!.description)).toEqual(theirCredentials('wordpress', 1));
    expect(credentials(supabaseNode[0]!.description)).toEqual(theirCredentials('supabase', 1));
    expect(basics(hubspotNode[0]!.description)).toEqual(theirBasics('hubspot', 1));
    expect(basics(hubspotNode[1]!.description)).toEqual(theirBasics('hubspot', [2, 2.1, 2.2]));
    expect(basics(wordpressNode[0]!.description)).toEqual(theirBasics('wordpress', 1));
    expect(basics(supabaseNode[0]!.description)).toEqual(theirBasics('supabase', 1));
    expect(hubspotNode.map((n) => n.description.defaultVersion)).toEqual([2.2, 2.2]);
    expect(hubspotTriggerNode[0]!.description.webhooks).toEqual(find('hubspotTrigger', 1).webhooks);
  });
});
