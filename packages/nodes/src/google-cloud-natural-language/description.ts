/** Google Cloud Natural Language 1's description (n8n's `n8n-nodes-base.googleCloudNaturalLanguage`). */
import type { NodeTypeDescription } from '@weft/workflow';
import { googleCloudNaturalLanguageProperties } from './properties.js';

/** Google Cloud Natural Language 1: the sentiment of a document. */
export const googleCloudNaturalLanguageDescription: NodeTypeDescription = {
  name: 'weft.googleCloudNaturalLanguage',
  displayName: 'Google Cloud Natural Language',
  description: 'Analyse the sentiment of text with the Google Cloud Natural Language API',
  group: ['input', 'output'],
  version: 1,
  icon: 'file:googlecloudnaturallanguage.png',
  subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
  defaults: { name: 'Google Cloud Natural Language' },
  inputs: ['main'],
  outputs: ['main'],
  usableAsTool: true,
  credentials: [{ name: 'googleCloudNaturalLanguageOAuth2Api', required: true }],
  properties: googleCloudNaturalLanguageProperties,
  codex: { categories: ['Analytics'] },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/app-nodes/n8n-nodes-base.googlecloudnaturallanguage/',
};
