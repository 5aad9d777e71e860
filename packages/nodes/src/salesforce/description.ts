/** Salesforce 1's description (n8n's `n8n-nodes-base.salesforce`). */
import type { NodeTypeDescription } from '@weft/workflow';
import { salesforceProperties } from './properties.js';

/** Salesforce 1: records of the standard objects and custom objects, documents, flows and SOQL queries. */
export const salesforceDescription: NodeTypeDescription = {
  name: 'weft.salesforce',
  displayName: 'Salesforce',
  description: 'Create, read, update and delete Salesforce records, run flows and SOQL queries',
  group: ['output'],
  version: 1,
  icon: 'file:salesforce.svg',
  subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
  defaults: { name: 'Salesforce' },
  inputs: ['main'],
  outputs: ['main'],
  usableAsTool: true,
  credentials: [
    { name: 'salesforceOAuth2Api', required: true, displayOptions: { show: { authentication: ['oAuth2'] } } },
    { name: 'salesforceJwtApi', required: true, displayOptions: { show: { authentication: ['jwt'] } } },
  ],
  properties: salesforceProperties,
  codex: { categories: ['Sales'] },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/app-nodes/n8n-nodes-base.salesforce/',
};
