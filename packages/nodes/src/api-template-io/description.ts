/** APITemplate.io 1's description (n8n's `n8n-nodes-base.apiTemplateIo`). */
import type { NodeTypeDescription } from '@weft/workflow';
import { apiTemplateIoProperties } from './properties.js';

/** APITemplate.io 1: renders images and PDFs from templates, and reads the account. */
export const apiTemplateIoDescription: NodeTypeDescription = {
  name: 'weft.apiTemplateIo',
  displayName: 'APITemplate.io',
  description: 'Render images and PDFs from APITemplate.io templates',
  group: ['transform'],
  version: 1,
  icon: 'file:apiTemplateIo.svg',
  subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
  defaults: { name: 'APITemplate.io' },
  inputs: ['main'],
  outputs: ['main'],
  usableAsTool: true,
  credentials: [{ name: 'apiTemplateIoApi', required: true }],
  properties: apiTemplateIoProperties,
  codex: { categories: ['Marketing'] },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/app-nodes/n8n-nodes-base.apitemplateio/',
};
