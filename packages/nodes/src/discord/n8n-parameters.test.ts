/**
 * The parameters of Discord 1 and 2 against n8n 1.123's published `nodes.json` (when the n8n
 * packages are installed in ~/.cache/weft-n8n-oracle): in order, each parameter's name, type,
 * default, display conditions, required flag, type options, option values and actions, nested
 * parameters and resource locator modes must be n8n's. Descriptions and notice texts are Weft's own.
 */
import { existsSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { NodeProperty } from '@weft/workflow';
import { discordNode } from './index.js';
import { parameterShape } from './test-parameter-shape.js';

const file = join(homedir(), '.cache/weft-n8n-oracle/node_modules/n8n-nodes-base/dist/types/nodes.json');
const available = existsSync(file);

type Loose = Record<string, any>;

describe.skipIf(!available)('Discord parameters as n8n 1.123 declares them', () => {
  const nodes = available ? (JSON.parse(readFileSync(file, 'utf8')) as Loose[]) : [];
  const theirs = (name: string, version: unknown) =>
    (
      nodes.find((n) => n.name === name && JSON.stringify(n.version) === JSON.stringify(version))?.properties as Loose[]
    ).map(parameterShape);
  const ours = (properties: NodeProperty[]) => properties.map((p) => parameterShape(p as Loose));
  it('Discord 1', () => expect(ours(discordNode[0]!.description.properties)).toEqual(theirs('discord', 1)));
  it('Discord 2', () => expect(ours(discordNode[1]!.description.properties)).toEqual(theirs('discord', 2)));
  it('Discord 2 credentials and display rules', () => {
    const n8n = nodes.find((n) => n.name === 'discord' && n.version === 2)!;
    expect(discordNode[1]!.description.credentials).toEqual(n8n.credentials);
    expect(discordNode[1]!.description.webhooks).toEqual(n8n.webhooks);
  });
});
