/** Mattermost 1's description (n8n's `n8n-nodes-base.mattermost`). */
import type { NodeTypeDescription } from '@weft/workflow';
import { mattermostProperties } from './properties.js';

/** Mattermost 1: post, answer to and delete messages, manage channels, reactions and users. */
export const mattermostDescription: NodeTypeDescription = {
  name: 'weft.mattermost',
  displayName: 'Mattermost',
  description: 'Post messages and manage channels, reactions and users on a Mattermost server',
  group: ['output'],
  version: 1,
  icon: 'file:mattermost.svg',
  subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
  defaults: { name: 'Mattermost' },
  inputs: ['main'],
  outputs: ['main'],
  usableAsTool: true,
  credentials: [{ name: 'mattermostApi', required: true }],
  properties: mattermostProperties,
  codex: { categories: ['Communication'] },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/app-nodes/n8n-nodes-base.mattermost/',
};
