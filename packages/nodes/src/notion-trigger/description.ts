import type { NodeTypeDescription } from '@weft/workflow';
import { notionCredentials } from '../notion/credentials.js';
import { pollingDescription } from '../shared/polling.js';
import { notionTriggerProperties } from './properties.js';

/** Notion Trigger's description, typeVersion 1 (`pollTimes` added first by {@link pollingDescription}). */
export const notionTriggerDescription: NodeTypeDescription = pollingDescription({
  name: 'weft.notionTrigger',
  displayName: 'Notion Trigger',
  description: 'Starts a workflow when a page is added to or updated in a Notion database, checked at the poll times',
  subtitle: '={{$parameter["event"]}}',
  group: ['trigger'],
  version: 1,
  icon: 'file:notion.svg',
  defaults: { name: 'Notion Trigger' },
  inputs: [],
  outputs: ['main'],
  credentials: notionCredentials,
  properties: notionTriggerProperties,
  codex: { categories: ['Productivity'] },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/trigger-nodes/n8n-nodes-base.notiontrigger/',
});
