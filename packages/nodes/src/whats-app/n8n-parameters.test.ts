/**
 * The parameters of WhatsApp Business Cloud 1–1.1 and WhatsApp Trigger 1 against n8n 1.123's
 * published `nodes.json` (see ../discord/n8n-parameters.test.ts for what is compared). n8n's
 * declarative routing and its declarative option lists are not compared: Weft builds the same
 * requests in `execute.ts` and lists the options with `methods.ts`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { NodeProperty } from '@weft/workflow';
import { parameterShape } from '../discord/test-parameter-shape.js';
import { whatsAppTriggerNode } from '../whats-app-trigger/index.js';
import { whatsAppNode } from './index.js';

const file = join(homedir(), '.cache/weft-n8n-oracle/node_modules/n8n-nodes-base/dist/types/nodes.json');
const available = existsSync(file);

type Loose = Record<string, any>;

describe.skipIf(!available)('WhatsApp parameters as n8n 1.123 declares them', () => {
  const nodes = available ? (JSON.parse(readFileSync(file, 'utf8')) as Loose[]) : [];
  const theirs = (name: string, version: unknown) =>
    (
      nodes.find((n) => n.name === name && JSON.stringify(n.version) === JSON.stringify(version))?.properties as Loose[]
    ).map(parameterShape);
  const ours = (properties: NodeProperty[]) => properties.map((p) => parameterShape(p as Loose));
  it('WhatsApp Business Cloud 1–1.1', () =>
    expect(ours(whatsAppNode[0]!.description.properties)).toEqual(theirs('whatsApp', [1, 1.1])));
  it('WhatsApp Trigger 1', () => {
    expect(ours(whatsAppTriggerNode[0]!.description.properties)).toEqual(theirs('whatsAppTrigger', 1));
    const n8n = nodes.find((n) => n.name === 'whatsAppTrigger')!;
    expect(whatsAppTriggerNode[0]!.description.webhooks).toEqual(n8n.webhooks);
    expect(whatsAppTriggerNode[0]!.description.credentials).toEqual(n8n.credentials);
  });
});
