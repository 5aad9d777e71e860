/**
 * The parameters of Send Email 1 and 2–2.1 and Email Trigger (IMAP) 1 and 2–2.1 against n8n
 * 1.123's published `nodes.json` (when the n8n packages are installed in ~/.cache/weft-n8n-oracle):
 * in order, each parameter's name, type, default, display conditions, required flag, type options
 * and option values, nested parameters included, must be n8n's. Display texts of descriptions are
 * Weft's own, and so are the attribution option's label and the send-and-wait form's default CSS.
 */
import { existsSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { NodeProperty } from '@weft/workflow';
import { emailReadImapNode } from '../../email-read-imap/index.js';
import { emailSendNode } from '../../email-send/index.js';

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
    displayName: p.type === 'notice' || p.name === 'appendAttribution' ? '(own)' : p.displayName,
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
  return JSON.parse(JSON.stringify(out));
}

describe.skipIf(!available)('e-mail node parameters as n8n 1.123 declares them', () => {
  const nodes = available ? (JSON.parse(readFileSync(file, 'utf8')) as Loose[]) : [];
  const theirs = (name: string, version: unknown) =>
    (
      nodes.find((n) => n.name === name && JSON.stringify(n.version) === JSON.stringify(version))?.properties as Loose[]
    ).map(shape);
  const ours = (properties: NodeProperty[]) => properties.map((p) => shape(p as Loose));
  it('Send Email 1', () => expect(ours(emailSendNode[0]!.description.properties)).toEqual(theirs('emailSend', 1)));
  it('Send Email 2–2.1', () =>
    expect(ours(emailSendNode[1]!.description.properties)).toEqual(theirs('emailSend', [2, 2.1])));
  it('Email Trigger (IMAP) 1', () =>
    expect(ours(emailReadImapNode[0]!.description.properties)).toEqual(theirs('emailReadImap', 1)));
  it('Email Trigger (IMAP) 2–2.1', () =>
    expect(ours(emailReadImapNode[1]!.description.properties)).toEqual(theirs('emailReadImap', [2, 2.1])));
});
