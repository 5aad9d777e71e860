/** Google Analytics (n8n's `n8n-nodes-base.googleAnalytics`), typeVersions 1 and 2. */
import type { NodeType, NodeTypeDescription } from '@weft/workflow';
import { executeGoogleAnalytics } from './execute.js';
import { googleAnalyticsMethods } from './methods.js';
import { googleAnalyticsV1Properties } from './properties-v1.js';
import { googleAnalyticsV2Properties } from './properties-v2.js';

const base = {
  name: 'weft.googleAnalytics',
  displayName: 'Google Analytics',
  icon: 'file:analytics.svg',
  group: ['transform'],
  subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
  description: 'Read reports and user activity from Google Analytics',
  defaultVersion: 2,
  defaults: { name: 'Google Analytics' },
  inputs: ['main'],
  outputs: ['main'],
  credentials: [{ name: 'googleAnalyticsOAuth2', required: true }],
  codex: { categories: ['Analytics'] },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/app-nodes/n8n-nodes-base.googleanalytics/',
} satisfies Omit<NodeTypeDescription, 'version' | 'properties'>;

/** Google Analytics 1 (Universal Analytics). */
export const googleAnalyticsV1Description: NodeTypeDescription = {
  ...base,
  version: 1,
  properties: googleAnalyticsV1Properties,
};
/** Google Analytics 2 (GA4 and Universal Analytics). */
export const googleAnalyticsV2Description: NodeTypeDescription = {
  ...base,
  version: 2,
  usableAsTool: true,
  properties: googleAnalyticsV2Properties,
};

/** Google Analytics 1 and 2. */
export const googleAnalyticsNode: NodeType[] = [
  { description: googleAnalyticsV1Description, execute: executeGoogleAnalytics, methods: googleAnalyticsMethods },
  { description: googleAnalyticsV2Description, execute: executeGoogleAnalytics, methods: googleAnalyticsMethods },
];
