/**
 * The parameters of Google Calendar 1–1.3, Google Calendar Trigger 1, Google Tasks 1 and Google
 * Contacts 1 against n8n 1.123's published `nodes.json` (when the n8n packages are installed in
 * ~/.cache/weft-n8n-oracle): in order, each parameter's name, type, default, display conditions,
 * required flag, type options, option values, nested parameters, resource locator modes (with their
 * ID checks) must be n8n's, so workflows saved by n8n's editor mean the same here. Display texts are
 * not compared (Weft words its own).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { n8nNodesJson, shape, type Loose } from '../../test/n8n-parameters.js';
import type { NodeProperty } from '@weft/workflow';
import { googleCalendarTriggerNode } from '../google-calendar-trigger/index.js';
import { googleContactsNode } from '../google-contacts/index.js';
import { googleTasksNode } from '../google-tasks/index.js';
import { googleCalendarNode } from './index.js';

const { file: file, available: available } = n8nNodesJson('n8n-nodes-base');

describe.skipIf(!available)('parameters as n8n 1.123 declares them', () => {
  const nodes = available ? (JSON.parse(readFileSync(file, 'utf8')) as Loose[]) : [];
  const theirs = (name: string, version: unknown) => {
    const found = nodes.find((n) => n.name === name && JSON.stringify(n.version) === JSON.stringify(version));
    return (found?.properties as Loose[]).filter((p) => p.type !== 'callout').map(shape);
  };
  const ours = (properties: NodeProperty[]) => properties.map((p) => shape(p as Loose));
  it('Google Calendar 1–1.3', () =>
    expect(ours(googleCalendarNode[0]!.description.properties)).toEqual(theirs('googleCalendar', [1, 1.1, 1.2, 1.3])));
  it('Google Calendar Trigger 1', () =>
    expect(ours(googleCalendarTriggerNode[0]!.description.properties)).toEqual(theirs('googleCalendarTrigger', 1)));
  it('Google Tasks 1', () =>
    expect(ours(googleTasksNode[0]!.description.properties)).toEqual(theirs('googleTasks', 1)));
  it('Google Contacts 1', () =>
    expect(ours(googleContactsNode[0]!.description.properties)).toEqual(theirs('googleContacts', 1)));
});
