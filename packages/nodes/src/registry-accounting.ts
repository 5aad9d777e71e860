import type { CredentialType, NodeType } from '@weft/workflow';
import { buildToolVariants } from './ai-tool-variants/index.js';
import { xeroCredentialTypeList, xeroNode } from './xero/index.js';

/** Accounting (Xero): node types, their triggers and tool variants. */
export const accountingNodeTypes: readonly NodeType[] = [
  ...xeroNode,
  // n8n offers Xero 1 to agents as a tool (`xeroTool`).
  ...buildToolVariants(xeroNode, { xero: [1] }),
];

/** Credential types of these nodes. */
export const accountingCredentialTypes: readonly CredentialType[] = [...xeroCredentialTypeList];
