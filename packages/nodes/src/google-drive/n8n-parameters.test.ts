/**
 * The parameters of Google Drive 1–2 and 3, Google Drive Trigger 1 and Google Docs 1–2 against n8n
 * 1.123's published `nodes.json` (when the n8n packages are installed in ~/.cache/weft-n8n-oracle):
 * in order, each parameter's name, type, default, display conditions, required flag, type options,
 * option values, nested parameters and resource locator modes must be n8n's, so workflows saved by
 * n8n's editor mean the same here. Display texts are not compared (Weft words its own).
 */
import { existsSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { shape, type Loose } from '../../test/n8n-parameters.js';
import type { NodeProperty } from '@weft/workflow';
import { googleDocsNode } from '../google-docs/index.js';
import { googleDriveTriggerNode } from '../google-drive-trigger/index.js';
import { googleDriveNode } from './index.js';

const file = join(homedir(), '.cache/weft-n8n-oracle/node_modules/n8n-nodes-base/dist/types/nodes.json');
const available = existsSync(file);

describe.skipIf(!available)('parameters as n8n 1.123 declares them', () => {
  const nodes = available ? (JSON.parse(readFileSync(file, 'utf8')) as Loose[]) : [];
  const theirs = (name: string, version: unknown) => {
    const found = nodes.find((n) => n.name === name && JSON.stringify(n.version) === JSON.stringify(version));
    return (found?.properties as Loose[]).filter((p) => p.type !== 'callout').map(shape);
  };
  const ours = (properties: NodeProperty[]) => properties.map((p) => shape(p as Loose));
  it('Google Drive 3', () =>
    expect(ours(googleDriveNode[1]!.description.properties)).toEqual(theirs('googleDrive', 3)));
  it('Google Drive 1–2', () =>
    expect(ours(googleDriveNode[0]!.description.properties)).toEqual(theirs('googleDrive', [1, 2])));
  it('Google Drive Trigger 1', () =>
    expect(ours(googleDriveTriggerNode[0]!.description.properties)).toEqual(theirs('googleDriveTrigger', 1)));
  it('Google Docs 1–2', () =>
    expect(ours(googleDocsNode[0]!.description.properties)).toEqual(theirs('googleDocs', [1, 2])));
});
