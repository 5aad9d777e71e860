/** HubSpot 1 and 2–2.2's descriptions (n8n's `n8n-nodes-base.hubspot`). */
import type { NodeCredentialDescription, NodeTypeDescription } from '@weft/workflow';
import { hubspotV1Properties } from './properties-v1.js';
import { hubspotV2Properties } from './properties-v2.js';

/** The credentials, each shown for its `authentication` value. */
const credentials: NodeCredentialDescription[] = [
  { name: 'hubspotApi', required: true, displayOptions: { show: { authentication: ['apiKey'] } } },
  { name: 'hubspotAppToken', required: true, displayOptions: { show: { authentication: ['appToken'] } } },
  { name: 'hubspotOAuth2Api', required: true, displayOptions: { show: { authentication: ['oAuth2'] } } },
];

const common = {
  name: 'weft.hubspot',
  displayName: 'HubSpot',
  description: 'Create, read, update and delete HubSpot contacts, companies, deals, engagements and tickets',
  group: ['output'],
  defaultVersion: 2.2,
  icon: 'file:hubspot.svg',
  subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
  defaults: { name: 'HubSpot' },
  inputs: ['main'],
  outputs: ['main'],
  credentials,
  codex: { categories: ['Sales', 'Marketing'] },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/app-nodes/n8n-nodes-base.hubspot/',
} satisfies Partial<NodeTypeDescription>;

/** HubSpot 1 (forms included; not offered as a tool, as in n8n). */
export const hubspotV1Description: NodeTypeDescription = { ...common, version: 1, properties: hubspotV1Properties };

/** HubSpot 2, 2.1 and 2.2. */
export const hubspotV2Description: NodeTypeDescription = {
  ...common,
  version: [2, 2.1, 2.2],
  usableAsTool: true,
  properties: hubspotV2Properties,
};
