/** Webflow 1 and 2's descriptions (n8n's `n8n-nodes-base.webflow`). */
import type { NodeTypeDescription } from '@weft/workflow';
import { webflowV1Properties, webflowV2Properties } from './properties.js';

const base = {
  name: 'weft.webflow',
  displayName: 'Webflow',
  description: 'Create, read, change and delete Webflow CMS collection items',
  group: ['transform'],
  icon: 'file:webflow.svg',
  subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
  defaults: { name: 'Webflow' },
  inputs: ['main'],
  outputs: ['main'],
  codex: { categories: ['Marketing'] },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/app-nodes/n8n-nodes-base.webflow/',
} satisfies Partial<NodeTypeDescription>;

/** Webflow 1: the v1 API, with an API token or OAuth2. */
export const webflowV1Description: NodeTypeDescription = {
  ...base,
  version: 1,
  credentials: [
    { name: 'webflowApi', required: true, displayOptions: { show: { authentication: ['accessToken'] } } },
    { name: 'webflowOAuth2Api', required: true, displayOptions: { show: { authentication: ['oAuth2'] } } },
  ],
  properties: webflowV1Properties,
};

/** Webflow 2: the v2 API, with OAuth2; offered to agents as a tool. */
export const webflowV2Description: NodeTypeDescription = {
  ...base,
  version: 2,
  usableAsTool: true,
  credentials: [{ name: 'webflowOAuth2Api', required: true }],
  properties: webflowV2Properties,
};
