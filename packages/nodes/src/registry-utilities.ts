import type { CredentialType, NodeType } from '@weft/workflow';
import { aiTransformNode } from './ai-transform/index.js';
import { buildToolVariants } from './ai-tool-variants/index.js';
import { n8nTriggerNode } from './n8n-trigger/index.js';
import { quickChartNode } from './quick-chart/index.js';
import { readPdfNode } from './read-pdf/index.js';

/** Utility nodes (QuickChart, Read PDF, AI Transform, n8n Trigger, Webflow…): node types, their triggers and tool variants. */
export const utilitiesNodeTypes: readonly NodeType[] = [
  ...readPdfNode,
  ...quickChartNode,
  // n8n offers QuickChart 1 to agents as a tool (`quickChartTool`).
  ...buildToolVariants(quickChartNode, { quickChart: [1] }),
  ...aiTransformNode,
  ...n8nTriggerNode,
];

/** Credential types of these nodes. */
export const utilitiesCredentialTypes: readonly CredentialType[] = [];
