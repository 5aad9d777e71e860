/**
 * The parameters of Mautic 1 and Mautic Trigger 1 against n8n 1.123's published `nodes.json` (when
 * the n8n packages are installed in ~/.cache/weft-n8n-oracle): in order, each parameter's name,
 * type, default, display conditions, required flag, type options, option values and nested
 * parameters must be n8n's, so workflows saved by n8n's editor mean the same here; and the
 * credentials (with their display rules) and webhooks too. Display texts are not compared.
 */
import { existsSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { shape, type Loose } from '../../test/n8n-parameters.js';
import type { NodeProperty, NodeType } from '@weft/workflow';
import { mauticTriggerNode } from '../mautic-trigger/index.js';
import { mauticNode } from './index.js';

const file = join(homedir(), '.cache/weft-n8n-oracle/node_modules/n8n-nodes-base/dist/types/nodes.json');
const available = existsSync(file);

describe.skipIf(!available)('Mautic parameters as n8n 1.123 declares them', () => {
  const nodes = available ? (JSON.parse(readFileSync(file, 'utf8')) as Loose[]) : [];
  const check = (ours: NodeType, name: string) => {
    const theirs = nodes.find((n) => n.name === name && n.version === 1)!;
    expect(ours.description.properties.map((p: NodeProperty) => shape(p as Loose))).toEqual(
      (theirs.properties as Loose[]).map(shape),
    );
    expect(ours.description.credentials).toEqual(theirs.credentials);
    expect(ours.description.webhooks).toEqual(theirs.webhooks);
    expect(!!ours.description.usableAsTool).toBe(!!theirs.usableAsTool);
  };
  it('Mautic 1', () => check(mauticNode[0]!, 'mautic'));
  it('Mautic Trigger 1', () => check(mauticTriggerNode[0]!, 'mauticTrigger'));
});
