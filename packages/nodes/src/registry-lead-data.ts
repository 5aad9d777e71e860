import type { CredentialType, NodeType } from '@weft/workflow';
import { buildToolVariants } from './ai-tool-variants/index.js';
import { dropcontactCredentialTypeList, dropcontactNode } from './dropcontact/index.js';
import { phantombusterCredentialTypeList, phantombusterNode } from './phantombuster/index.js';

/** Lead data and scraping (Phantombuster, Dropcontact): node types, their triggers and tool variants. */
export const leadDataNodeTypes: readonly NodeType[] = [
  ...phantombusterNode,
  // n8n offers Phantombuster 1 to agents as a tool (`phantombusterTool`).
  ...buildToolVariants(phantombusterNode, { phantombuster: [1] }),
  ...dropcontactNode,
  // n8n offers Dropcontact 1 to agents as a tool (`dropcontactTool`).
  ...buildToolVariants(dropcontactNode, { dropcontact: [1] }),
];

/** Credential types of these nodes. */
export const leadDataCredentialTypes: readonly CredentialType[] = [
  ...phantombusterCredentialTypeList,
  ...dropcontactCredentialTypeList,
];
