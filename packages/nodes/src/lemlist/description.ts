/** Lemlist 1 and 2's descriptions (n8n's `n8n-nodes-base.lemlist`). */
import type { NodeTypeDescription } from '@weft/workflow';
import { lemlistV1Properties } from './properties-v1.js';
import { lemlistV2Properties } from './properties-v2.js';

const shared = {
  name: 'weft.lemlist',
  displayName: 'Lemlist',
  description: 'Work with lemlist campaigns, leads, activities and unsubscribes',
  group: ['transform'],
  icon: 'file:lemlist.svg',
  subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
  defaults: { name: 'Lemlist' },
  inputs: ['main'],
  outputs: ['main'],
  credentials: [{ name: 'lemlistApi', required: true }],
  codex: { categories: ['Communication', 'Marketing'] },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/app-nodes/n8n-nodes-base.lemlist/',
} satisfies Partial<NodeTypeDescription>;

/** Lemlist 1: activities, campaigns, leads, the team and unsubscribes. */
export const lemlistV1Description: NodeTypeDescription = {
  ...shared,
  version: 1,
  properties: lemlistV1Properties,
};

/** Lemlist 2: adds campaign stats, the team's credits and enrichment; offered to agents as a tool. */
export const lemlistV2Description: NodeTypeDescription = {
  ...shared,
  version: 2,
  defaultVersion: 2,
  usableAsTool: true,
  properties: lemlistV2Properties,
};
