/** Trello 1's description (n8n's `n8n-nodes-base.trello`). */
import type { NodeTypeDescription } from '@weft/workflow';
import { trelloProperties } from './properties.js';

/** Trello 1: boards, lists, cards, comments, checklists, labels, attachments and board members. */
export const trelloDescription: NodeTypeDescription = {
  name: 'weft.trello',
  displayName: 'Trello',
  description: 'Create, change and delete Trello boards, lists, cards, checklists and labels',
  group: ['transform'],
  version: 1,
  icon: 'file:trello.svg',
  subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
  defaults: { name: 'Trello' },
  inputs: ['main'],
  outputs: ['main'],
  usableAsTool: true,
  credentials: [{ name: 'trelloApi', required: true }],
  properties: trelloProperties,
  codex: { categories: ['Productivity'] },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/app-nodes/n8n-nodes-base.trello/',
};
