/**
 * The parameters of GitHub 1–1.1 and GitHub Trigger 1 against n8n 1.123's published `nodes.json`
 * (when the n8n packages are installed in ~/.cache/weft-n8n-oracle): in order, each parameter's
 * name, type, default, display conditions, required flag, type options, option values and actions,
 * nested parameters and resource locator modes must be n8n's, so workflows saved by n8n's editor
 * mean the same here. Descriptions and notice texts are Weft's own.
 */
import { existsSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { shape, type Loose } from '../../test/n8n-parameters.js';
import type { NodeProperty } from '@weft/workflow';
import { githubTriggerNode } from '../github-trigger/index.js';
import { githubNode } from './index.js';

const file = join(homedir(), '.cache/weft-n8n-oracle/node_modules/n8n-nodes-base/dist/types/nodes.json');
const available = existsSync(file);

describe.skipIf(!available)('GitHub parameters as n8n 1.123 declares them', () => {
  const nodes = available ? (JSON.parse(readFileSync(file, 'utf8')) as Loose[]) : [];
  const find = (name: string) => nodes.find((n) => n.name === name)!;
  const ours = (properties: NodeProperty[]) => properties.map((p) => shape(p as Loose));
  const basics = (d: Loose) => ({
    version: d.version,
    subtitle: d.subtitle,
    defaults: d.defaults,
    group: d.group,
    usableAsTool: d.usableAsTool ?? undefined,
    credentials: JSON.parse(JSON.stringify(d.credentials)).map(({ testedBy: _, ...rest }: Loose) => rest),
  });

  it('GitHub 1 and 1.1', () =>
    expect(ours(githubNode[0]!.description.properties)).toEqual(find('github').properties.map(shape)));
  it('GitHub Trigger 1', () =>
    expect(ours(githubTriggerNode[0]!.description.properties)).toEqual(find('githubTrigger').properties.map(shape)));
  it('versions, credentials, defaults, subtitles, webhooks and tool use', () => {
    expect(basics(githubNode[0]!.description as Loose)).toEqual(basics(find('github')));
    expect(basics(githubTriggerNode[0]!.description as Loose)).toEqual(basics(find('githubTrigger')));
    expect(githubTriggerNode[0]!.description.webhooks).toEqual(find('githubTrigger').webhooks);
  });
});
