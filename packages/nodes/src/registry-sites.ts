import type { CredentialType, NodeType } from '@weft/workflow';
import { buildToolVariants } from './ai-tool-variants/index.js';
import { webflowCredentialTypeList, webflowNode } from './webflow/index.js';
import { webflowTriggerNode } from './webflow-trigger/index.js';
import { microsoftSharePointNode, microsoftSharePointOAuth2ApiCredential } from './microsoft-share-point/index.js';
import { ghostCredentialTypeList, ghostNode } from './ghost/index.js';

/** Website builders and sites (Webflow, Microsoft SharePoint, Ghost…): node types, their triggers and tool variants. */
export const sitesNodeTypes: readonly NodeType[] = [
  ...webflowNode,
  // n8n offers Webflow 2 to agents as a tool (`webflowTool`).
  ...buildToolVariants(webflowNode, { webflow: [2] }),
  ...webflowTriggerNode,
  ...microsoftSharePointNode,
  // n8n offers Microsoft SharePoint 1 to agents as a tool (`microsoftSharePointTool`).
  ...buildToolVariants(microsoftSharePointNode, { microsoftSharePoint: [1] }),
  ...ghostNode,
  // n8n offers Ghost 1 to agents as a tool (`ghostTool`).
  ...buildToolVariants(ghostNode, { ghost: [1] }),
];

/** Credential types of these nodes. */
export const sitesCredentialTypes: readonly CredentialType[] = [
  ...webflowCredentialTypeList,
  microsoftSharePointOAuth2ApiCredential,
  ...ghostCredentialTypeList,
];
