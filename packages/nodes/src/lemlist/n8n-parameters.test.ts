/**
 * The parameters of Lemlist 1 and 2 and Lemlist Trigger 1 against n8n 1.123's published
 * `nodes.json` (when the n8n packages are installed in ~/.cache/weft-n8n-oracle): in order, each
 * parameter's name, type, default, display conditions, required flag, type options, option values
 * and nested parameters must be n8n's, so workflows saved by n8n's editor mean the same here; and
 * the credentials and webhooks too. Display texts are not compared.
 */
import { existsSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { shape, type Loose } from '../../test/n8n-parameters.js';
import type { NodeProperty, NodeType } from '@weft/workflow';
import { lemlistTriggerNode } from '../lemlist-trigger/index.js';
import { lemlistNode } from './index.js';

const file = join(homedir(), '.cache/weft-n8n-oracle/node_modules/n8n-nodes-base/dist/types/nodes.json');
const available = existsSync(file);

describe.skipIf(!available)('Lemlist parameters as n8n 1.123 declares them', () => {
  const nodes = available ? (JSON.parse(readFileSync(file, 'utf8')) as Loose[]) : [];
  const check = (ours: NodeType, name: string, version: number) => {
    const theirs = nodes.find((n) => n.name === name && n.version === version)!;
    expect(ours.description.properties.map((p: NodeProperty) => shape(p as Loose))).toEqual(
      (theirs.properties as Loose[]).map(shape),
    );
    expect(ours.description.credentials).toEqual(theirs.credentials);
    expect(ours.description.webhooks).toEqual(theirs.webhooks);
    expect(!!ours.description.usableAsTool).toBe(!!theirs.usableAsTool);
  };
  it('Lemlist 1', () => check(lemlistNode[0]!, 'lemlist', 1));
  it('Lemlist 2', () => check(lemlistNode[1]!, 'lemlist', 2));
  it('Lemlist Trigger 1', () => check(lemlistTriggerNode[0]!, 'lemlistTrigger', 1));
});
