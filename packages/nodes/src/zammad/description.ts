/** Zammad 1's description (n8n's `n8n-nodes-base.zammad`). */
import type { NodeTypeDescription } from '@weft/workflow';
import { zammadProperties } from './properties.js';

/** Zammad 1: groups, organizations, tickets and users of a Zammad helpdesk. */
export const zammadDescription: NodeTypeDescription = {
  name: 'weft.zammad',
  displayName: 'Zammad',
  description: 'Work with groups, organizations, tickets and users of a Zammad helpdesk',
  group: ['input'],
  version: 1,
  icon: 'file:zammad.svg',
  subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
  defaults: { name: 'Zammad' },
  inputs: ['main'],
  outputs: ['main'],
  usableAsTool: true,
  credentials: [
    {
      name: 'zammadBasicAuthApi',
      required: true,
      displayOptions: { show: { authentication: ['basicAuth'] } },
    },
    {
      name: 'zammadTokenAuthApi',
      required: true,
      displayOptions: { show: { authentication: ['tokenAuth'] } },
    },
  ],
  properties: zammadProperties,
  codex: { categories: ['Communication'] },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/app-nodes/n8n-nodes-base.zammad/',
};
