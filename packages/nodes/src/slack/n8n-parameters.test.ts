/**
 * The parameters of Slack 1, Slack 2–2.4 and Slack Trigger 1 against n8n 1.123's published
 * `nodes.json` (when the n8n packages are installed in ~/.cache/weft-n8n-oracle): in order, each
 * parameter's name, type, default, display conditions, required flag, type options, option values
 * and actions, nested parameters and resource locator modes must be n8n's. Display texts of notices
 * and descriptions are Weft's own, and so is the send-and-wait form's default CSS (shared module).
 */
import { existsSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { NodeProperty } from '@weft/workflow';
import { slackTriggerNode } from '../slack-trigger/index.js';
import { slackNode } from './index.js';

const file = join(homedir(), '.cache/weft-n8n-oracle/node_modules/n8n-nodes-base/dist/types/nodes.json');
const available = existsSync(file);

type Loose = Record<string, any>;
function shape(p: Loose): Loose {
  const out: Loose = {
    name: p.name,
    type: p.type,
    default: p.name === 'responseFormCustomCss' ? 'css' : p.default,
    displayOptions: p.displayOptions,
    required: !!p.required,
    typeOptions: p.typeOptions,
    noDataExpression: !!p.noDataExpression,
    displayName: p.type === 'notice' ? 'notice' : p.displayName,
  };
  if (p.type === 'options' || p.type === 'multiOptions')
    out.values = (p.options ?? []).map((o: Loose) => [o.value, o.name, o.action]);
  if (p.type === 'collection') out.options = (p.options ?? []).map(shape);
  if (p.type === 'fixedCollection')
    out.options = (p.options ?? []).map((g: Loose) => ({
      name: g.name,
      displayName: g.displayName,
      values: g.values.map(shape),
    }));
  if (p.type === 'resourceLocator')
    out.modes = (p.modes ?? []).map((m: Loose) => [
      m.name,
      m.type,
      m.typeOptions?.searchListMethod,
      m.extractValue?.regex,
      m.validation,
    ]);
  return JSON.parse(JSON.stringify(out));
}

describe.skipIf(!available)('Slack parameters as n8n 1.123 declares them', () => {
  const nodes = available ? (JSON.parse(readFileSync(file, 'utf8')) as Loose[]) : [];
  const theirs = (name: string, version: unknown) =>
    (
      nodes.find((n) => n.name === name && JSON.stringify(n.version) === JSON.stringify(version))?.properties as Loose[]
    ).map(shape);
  const ours = (properties: NodeProperty[]) => properties.map((p) => shape(p as Loose));
  it('Slack 1', () => expect(ours(slackNode[0]!.description.properties)).toEqual(theirs('slack', 1)));
  it('Slack 2–2.4', () =>
    expect(ours(slackNode[1]!.description.properties)).toEqual(theirs('slack', [2, 2.1, 2.2, 2.3, 2.4])));
  it('Slack Trigger 1', () =>
    expect(ours(slackTriggerNode[0]!.description.properties)).toEqual(theirs('slackTrigger', 1)));
});
