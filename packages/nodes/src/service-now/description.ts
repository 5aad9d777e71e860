/** ServiceNow 1's description (n8n's `n8n-nodes-base.serviceNow`). */
import type { NodeTypeDescription } from '@weft/workflow';
import { serviceNowProperties } from './properties.js';

/** ServiceNow 1: incidents, users, table records and attachments of a ServiceNow instance. */
export const serviceNowDescription: NodeTypeDescription = {
  name: 'weft.serviceNow',
  displayName: 'ServiceNow',
  description: 'Work with incidents, users, table records and attachments of a ServiceNow instance',
  group: ['output'],
  version: 1,
  icon: 'file:servicenow.svg',
  subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
  defaults: { name: 'ServiceNow' },
  inputs: ['main'],
  outputs: ['main'],
  usableAsTool: true,
  credentials: [
    { name: 'serviceNowOAuth2Api', required: true, displayOptions: { show: { authentication: ['oAuth2'] } } },
    { name: 'serviceNowBasicApi', required: true, displayOptions: { show: { authentication: ['basicAuth'] } } },
  ],
  properties: serviceNowProperties,
  codex: { categories: ['Productivity', 'Communication'] },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/app-nodes/n8n-nodes-base.servicenow/',
};
